/**
 * Hydrate a part of a server-rendered page when the visitor can reach it (issue 23): when it comes
 * near the viewport, or when the pointer or the keyboard focus enters it, whichever comes first.
 * Until then React keeps its server HTML (a dehydrated Suspense boundary) and its code is not even
 * requested, so the first screen's JavaScript and main thread are spent on what the visitor sees.
 * A click made on it before that is not lost: React replays it once the part has hydrated.
 *
 * Outside hydration (a client-side navigation, a static host, tests) the children render at once.
 * Give it a stable `children` element (see the comment on the boundary below).
 * The wrapper is `<div class="vr-island">` (`display: contents`): it generates no box.
 */
import { Suspense, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useHydratingServerHtml } from './static-block';

/** The class of the wrapper (`display: contents` in renderer.css). */
export const ISLAND_CLASS = 'vr-island';

/** How far below the viewport a part starts hydrating, so it is ready when it scrolls in. */
const NEAR_VIEWPORT = '300px 0px';

interface Gate {
  promise: Promise<void>;
  open: () => void;
}

function createGate(): Gate {
  let open = () => {};
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** Renders its children once the gate is open: until then the boundary above stays dehydrated. */
function Gated({ gate, children }: { gate: Gate; children: ReactNode }) {
  use(gate.promise);
  return children;
}

/**
 * Hydrate `children` when they become visible or are touched (see the module comment).
 * @param fallback what a client render shows while the children's code loads (never seen on a hydrated page)
 */
export function HydrateWhenVisible({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const hydrating = useHydratingServerHtml();
  const [gate] = useState(() => (hydrating ? createGate() : null));
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const wrapper = ref.current;
    if (!gate || !wrapper) return;
    // The wrapper has no box: watch the server HTML's first element inside it.
    const target = wrapper.firstElementChild;
    if (!target || typeof IntersectionObserver === 'undefined') {
      gate.open();
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && gate.open(), { rootMargin: NEAR_VIEWPORT });
    observer.observe(target);
    const touched = () => gate.open();
    for (const type of ['pointerover', 'focusin', 'pointerdown'] as const) wrapper.addEventListener(type, touched, { capture: true, once: true });
    return () => {
      observer.disconnect();
      for (const type of ['pointerover', 'focusin', 'pointerdown'] as const) wrapper.removeEventListener(type, touched, { capture: true });
    };
  }, [gate]);

  // The boundary is memoized: a dehydrated Suspense boundary that receives new props before it has
  // hydrated is thrown away and rendered on the client (a blank until its code arrives). This one
  // only changes when its children do, so pass a stable element (a constant, or one memoized on
  // what it shows). Should React render it on the client anyway, the fallback opens the gate.
  const boundary = useMemo(
    () =>
      gate ? (
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
      ) : (
        <Suspense fallback={fallback}>{children}</Suspense>
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
