/**
 * Hydrate a part of a server-rendered page when the visitor can reach it (issue 23): when it comes
 * near the viewport, when the pointer or the keyboard focus enters it, or when the browser is idle
 * after the page's load, whichever comes first.
 * Until then React keeps its server HTML (a dehydrated Suspense boundary) and its code is not even
 * requested, so the first screen's JavaScript and main thread are spent on what the visitor sees.
 * A click on one of its buttons (or a form submit) made before that is held and replayed once the
 * part has hydrated, never lost nor sent natively; what was typed, chosen or ticked in its fields
 * before then is handed to React first (`earlyInput`), so the form sends what the visitor sees.
 *
 * Outside hydration (a client-side navigation, a static host, tests) the children render at once.
 * Give it a stable `children` element (see the comment on the boundary below).
 * The wrapper is `<div class="vr-island">` (`display: contents`): it generates no box.
 */
import { createContext, Suspense, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { PendingIslands, useHydratingServerHtml, usePendingIslands } from './static-block';
import { whenIdle } from '@/ui/after-next-paint';

/** The class of the wrapper (`display: contents` in renderer.css). */
export const ISLAND_CLASS = 'vr-island';

/** How far below the viewport a part starts hydrating, so it is ready when it scrolls in. */
const NEAR_VIEWPORT = '300px 0px';

/**
 * The next task: React has flushed what the previous step changed (a discrete event's update is
 * rendered and committed before the task ends), so the next step's handlers see the new state.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Opens once (visible or touched); then tells, once the children have hydrated, whoever waits. */
class Gate {
  readonly promise: Promise<void>;
  readonly open: () => void;
  #hydrated = false;
  /** The parts inside with a boundary of their own still waiting to hydrate ({@link Gate.holdFor}). */
  #inner = new PendingIslands();
  #first: (() => Array<() => void>) | null = null;
  #waiting: (() => void) | null = null;
  #also: Array<() => void> = [];

  constructor() {
    let open = () => {};
    this.promise = new Promise<void>((resolve) => {
      open = resolve;
    });
    this.open = open;
  }

  /** True once the children have hydrated (their effects ran). */
  get hydrated(): boolean {
    return this.#hydrated;
  }

  /**
   * Called from the children's last effect. The early input and the held click are replayed after
   * that effect flush, one step per task: inside the flush React renders none of their updates, so
   * a click replayed there would act on the state from before the visitor's choices (the declination
   * chosen before "Ajouter au panier", or a typed quantity reset by that choice).
   */
  markHydrated(): void {
    this.#inner.whenSettled(() => this.#settle());
  }

  /**
   * A part of the children with a Suspense boundary of its own (code loaded lazily inside the
   * island: the schema form's rjsf) stays the server's HTML after the children have hydrated, until
   * its code arrives: the island counts as hydrated (its held click replayed, the page marked
   * interactive) only once that part has too. Returns the part's "hydrated" call (also its release).
   */
  holdFor(): () => void {
    return this.#inner.add();
  }

  #settle(): void {
    if (this.#hydrated) return;
    this.#hydrated = true;
    // What the visitor changed, read now: a replayed step may re-render the fields that follow.
    const steps = this.#first?.() ?? [];
    void (async () => {
      for (const step of steps) {
        await nextTask();
        step();
      }
      await nextTask();
      const waiting = this.#waiting;
      this.#waiting = null;
      waiting?.();
      for (const task of this.#also.splice(0)) task();
    })();
  }

  /** Before anything else once hydrated: read the early input, as steps to replay (before the replayed click). */
  whenHydratedFirst(task: (() => Array<() => void>) | null): void {
    this.#first = task;
  }

  /** Also run `task` once hydrated and replayed (kept apart from the replayed click). */
  whenHydratedAlso(task: () => void): void {
    this.#also.push(task);
  }

  /** Run `task` once hydrated (replaces a previous one); null cancels. */
  whenHydrated(task: (() => void) | null): void {
    this.#waiting = task;
  }
}

/**
 * Renders its children once the gate is open: until then the boundary above stays dehydrated. The
 * children are its one child, as in the server's {@link Island}: a sibling beside them would change
 * the tree positions `useId` counts, and every id inside (a label's field, an error's description)
 * would differ from the server's HTML, which React keeps as it is.
 */
function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  use(gate.promise);
  return (
    <GateContext value={gate}>
      <HydratedMark gate={gate}>{children}</HydratedMark>
    </GateContext>
  );
}

/** The gate of the island being hydrated around a component (null elsewhere). */
const GateContext = createContext<Gate | null>(null);

/**
 * For a part of an island with a Suspense boundary of its own (lazy code): returns the element to
 * render last inside that boundary. While the island hydrates, the island counts as hydrated only
 * once this boundary has too (see {@link Gate.holdFor}); elsewhere it does nothing.
 */
export function useInnerBoundaryMark(): ReactNode {
  const gate = use(GateContext);
  const [part] = useState(() => new InnerPart());
  // The boundary's own effect may have run first (it hydrated in the same pass): then nothing to hold.
  // Unmounted (an error boundary above shows instead): released, nothing left to wait for.
  useEffect(() => (gate ? part.holdIsland(gate) : undefined), [gate, part]);
  return <InnerBoundaryMark part={part} />;
}

/** One inner boundary's state: hydrated yet, and the island's hold to release when it is. */
class InnerPart {
  #hydrated = false;
  #release: (() => void) | undefined;

  holdIsland(gate: Gate): (() => void) | undefined {
    if (this.#hydrated) return undefined;
    this.#release = gate.holdFor();
    return this.#release;
  }

  markHydrated(): void {
    this.#hydrated = true;
    this.#release?.();
  }
}

/** No DOM; its effect runs once the boundary it is in has hydrated. */
function InnerBoundaryMark({ part }: { part: InnerPart }) {
  useEffect(() => part.markHydrated(), [part]);
  return null;
}

/** Its children as they are; its effect runs after theirs, once they have hydrated. */
function HydratedMark({ gate, children }: { gate: Gate; children: ReactNode }) {
  useEffect(() => gate.markHydrated(), [gate]);
  return children;
}

/** The setter of a field's `value` on its prototype: it bypasses the tracker React installs on the element itself. */
function nativeValueSetter(field: HTMLInputElement | HTMLTextAreaElement): ((value: string) => void) | undefined {
  return Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
}

/** Input types whose value a visitor cannot type or a script cannot set back. */
const NOT_REPLAYED = new Set(['file', 'hidden', 'submit', 'button', 'image', 'reset']);

/**
 * Hand React what the visitor typed, chose or ticked in `root` before it hydrated. React hydrates a
 * controlled field with its state (empty) and leaves the DOM as the visitor changed it, so without
 * this the form would show one thing and send another. Each changed field gets the change event
 * React listens for, with React's value tracker set to the server's value first so that the event
 * counts as a change. Returns one step per changed field, in the page's order, each replaying what
 * was read now: a step may re-render the fields after it (a declination chosen resets the quantity).
 */
function earlyInput(root: Element): Array<() => void> {
  const steps: Array<() => void> = [];
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')) {
    if (field instanceof HTMLSelectElement) {
      const initial = Array.from(field.options).find((option) => option.defaultSelected) ?? field.options[0];
      if (!initial || initial.selected) continue;
      const chosen = field.value;
      steps.push(() => {
        field.value = chosen;
        field.dispatchEvent(new Event('change', { bubbles: true }));
      });
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // A radio the visitor left is unchecked by the one they chose: replay only the chosen one.
      if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) continue;
      const checked = field.checked;
      steps.push(() => {
        // The other state through React's tracker, then the visitor's click again.
        field.checked = !checked;
        field.click();
      });
    } else if (!(field instanceof HTMLInputElement && NOT_REPLAYED.has(field.type)) && field.value !== field.defaultValue) {
      const typed = field.value;
      steps.push(() => {
        field.value = field.defaultValue;
        nativeValueSetter(field)?.call(field, typed);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      });
    }
  }
  return steps;
}

/** The control a click acts on, when the browser would do something React must do instead (submit). */
function pendingControl(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>('button, input[type="submit"], input[type="image"], [role="button"]') : null;
}

/**
 * Hydrate `children` when they become visible or are touched (see the module comment).
 * @param fallback what a client render shows while the children's code loads (never seen on a hydrated page)
 */
export function HydrateWhenVisible({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  // Decided once, at mount: the element type below never changes for this part.
  const hydrating = useHydratingServerHtml();
  return hydrating ? <GatedIsland fallback={fallback}>{children}</GatedIsland> : <Island fallback={fallback}>{children}</Island>;
}

/**
 * What {@link HydrateWhenVisible} renders outside hydration (a client-side navigation, a static host,
 * tests): the same wrapper, its children at once. The renderer uses it directly for the blocks of a
 * page that mounts after hydration.
 */
export function Island({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <div className={ISLAND_CLASS}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </div>
  );
}

/** A part being hydrated from the server's HTML: its boundary stays dehydrated until the gate opens. */
function GatedIsland({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [gate] = useState(() => new Gate());
  const islands = usePendingIslands();
  const ref = useRef<HTMLDivElement>(null);

  // Counted until hydrated: the app marks the page fully interactive once none is waiting.
  useEffect(() => {
    if (!islands || gate.hydrated) return;
    const done = islands.add();
    gate.whenHydratedAlso(done);
    return done;
  }, [gate, islands]);

  useEffect(() => {
    const wrapper = ref.current;
    if (!wrapper) return;
    // The wrapper has no box: watch the server HTML's first element inside it.
    const target = wrapper.firstElementChild;
    if (!target || typeof IntersectionObserver === 'undefined') {
      gate.open();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && gate.open(), { rootMargin: NEAR_VIEWPORT });
    observer.observe(target);
    // Otherwise once the browser is idle after the page's load: its code is small and usually
    // fetched by then (main.tsx), and the part is ready when the visitor gets there.
    const cancelIdle = whenIdle(gate.open);
    // Listened for on the document, not on the wrapper: React's own listeners sit on its root's
    // element, above the wrapper, and stop an event aimed at a boundary not hydrated yet (a click,
    // a pointer or a focus entering it), so the wrapper would never hear of them.
    const { ownerDocument } = wrapper;
    const inside = (event: Event) => event.target instanceof Node && wrapper.contains(event.target);
    const touched = (event: Event) => inside(event) && gate.open();
    // A click on a button or a submit before the code has arrived would be lost, or submit the form
    // natively (a page load that drops what was typed): hold it, and replay it once hydrated.
    const hold = (event: Event) => {
      if (gate.hydrated || !inside(event)) return;
      const control = event.type === 'submit' ? event.target : pendingControl(event.target);
      if (!control) return;
      event.preventDefault();
      event.stopPropagation();
      gate.open();
      gate.whenHydrated(() => (control instanceof HTMLFormElement ? control.requestSubmit() : control instanceof HTMLElement && control.click()));
    };
    const listeners = [
      ...(['pointerover', 'focusin', 'pointerdown'] as const).map((type) => [type, touched] as const),
      ['click', hold] as const,
      ['submit', hold] as const,
    ];
    for (const [type, listener] of listeners) ownerDocument.addEventListener(type, listener, { capture: true });
    // Every pointer move on the page reaches them: gone once the part has hydrated (its click replayed).
    const stopListening = () => {
      for (const [type, listener] of listeners) ownerDocument.removeEventListener(type, listener, { capture: true });
    };
    gate.whenHydratedAlso(stopListening);
    gate.whenHydratedFirst(() => earlyInput(wrapper));
    return () => {
      observer.disconnect();
      cancelIdle();
      stopListening();
      gate.whenHydrated(null);
      gate.whenHydratedFirst(null);
    };
  }, [gate]);

  // The boundary is memoized: a dehydrated Suspense boundary that receives new props before it has
  // hydrated is thrown away and rendered on the client (a blank until its code arrives). This one
  // only changes when its children do, so pass a stable element (a constant, or one memoized on
  // what it shows). Should React render it on the client anyway, the fallback opens the gate.
  const boundary = useMemo(
    () => (
      <Suspense
        fallback={
          <>
            <OpenGate gate={gate} />
            {fallback}
          </>
        }
      >
        <Gated gate={gate}>{children}</Gated>
      </Suspense>
    ),
    [gate, children, fallback],
  );
  return (
    <div ref={ref} className={ISLAND_CLASS}>
      {boundary}
    </div>
  );
}

/** Shown only if the boundary is rendered on the client after all: nothing left to wait for. */
function OpenGate({ gate }: { gate: Gate }) {
  useEffect(() => gate.open(), [gate]);
  return null;
}
