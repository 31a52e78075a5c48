/**
 * Static blocks on a server-rendered page (issue 23): a block that is not interactive (and holds no
 * interactive block) keeps the HTML the server rendered, and its code never reaches the browser.
 *
 * How: every static block renders inside `<div class="vr-static">` (`display: contents`, so layout
 * and CSS see the block itself). While the browser hydrates a page the server rendered, that div is
 * rendered with an empty `dangerouslySetInnerHTML` and `suppressHydrationWarning`: React then treats
 * it as a leaf, never compares or touches its children, and the server's DOM stays as it was (the
 * technique React's own maintainers give for "leave this subtree alone"). The block's code is not
 * needed for that, so the page never loads it. A block that mounts later (a client-side navigation,
 * a static host, a changed conf) renders normally inside the same div, its code loaded by the route
 * loader like any other block's.
 */
import { createContext, use, useState, type ReactNode } from 'react';
import type { Block } from '@/api/generated/types';
import type { BlockRegistry } from './block-contract';
import { UNTOUCHED, useMountedHydrating } from '@/ui/use-hydrated';

/** The class of the wrapper around every static block (`display: contents` in renderer.css). */
export const STATIC_BLOCK_CLASS = 'vr-static';

/**
 * The parts of one page load still waiting to hydrate (HydrateWhenVisible), so that the app can tell
 * when every control of the page works. One per hydration (created by `src/app/main.tsx`).
 */
export class PendingIslands {
  #pending = 0;
  #waiting: Array<() => void> = [];

  /** One more part waiting; call the returned function once it has hydrated. */
  add(): () => void {
    this.#pending += 1;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.#pending -= 1;
      if (this.#pending === 0) for (const task of this.#waiting.splice(0)) task();
    };
  }

  /** Run `task` once no part is waiting (at once if none is). */
  whenSettled(task: () => void): void {
    if (this.#pending === 0) task();
    else this.#waiting.push(task);
  }
}

const KeepServerHtmlContext = createContext<PendingIslands | null>(null);

/**
 * Around a tree that hydrates server HTML (`src/app/main.tsx`, server-rendered pages only): the
 * static blocks present at hydration keep the server's DOM instead of rendering (and loading) their
 * code, and interactive parts register in `islands` until they hydrate. Anywhere else (static host,
 * tests, admin tools) every block renders.
 */
export function KeepServerHtml({ islands, children }: { islands: PendingIslands; children: ReactNode }) {
  return <KeepServerHtmlContext value={islands}>{children}</KeepServerHtmlContext>;
}

/** The page load's pending islands while hydrating server HTML, else null. */
export function usePendingIslands(): PendingIslands | null {
  return use(KeepServerHtmlContext);
}

/**
 * True when the browser must hydrate `block`: it is interactive, or it holds a block that is. The
 * others are static (their HTML is all they ever show).
 */
export function hydratesBlock(registry: BlockRegistry, block: Block): boolean {
  return registry.interactive(block.component) || (block.children ?? []).some((child) => hydratesBlock(registry, child));
}

/**
 * True while a static part should keep the server's HTML: it was there when the page hydrated
 * (inside {@link KeepServerHtml}), `watch` is still the value it had then (a static block's conf
 * block: a refetched, changed conf renders the block normally; a route part's data, see
 * server-html-part.tsx), and `release` was not called.
 */
export function useKeepsServerHtml(watch: unknown): { keep: boolean; release: () => void } {
  const hydrating = useHydratingServerHtml();
  const [atMount] = useState(() => watch);
  const [released, setReleased] = useState(false);
  return { keep: hydrating && atMount === watch && !released, release: () => setReleased(true) };
}

/**
 * True when this component is being hydrated from the server's HTML inside {@link KeepServerHtml}
 * (decided once, at mount; a component that mounts afterwards, after a navigation or on a static
 * host, gets false). Learnt without `useHydrated()`'s true/false, which made React re-render every
 * static block, island and kept part synchronously at the end of the hydration commit, in the same
 * task as the page's effects (issue 23, TBT).
 */
export function useHydratingServerHtml(): boolean {
  const keepable = use(KeepServerHtmlContext) !== null;
  const hydrating = useMountedHydrating();
  const [atMount] = useState(() => keepable && hydrating);
  return atMount;
}

/** Props of {@link KeptServerImage}. */
export interface KeptServerImageProps {
  /** The image's accessible name (as the server rendered it). */
  label: string;
  className?: string;
}

/**
 * An inlined image (`<span role="img">` holding an `<svg>`, or the plain `<img>` when nothing of the
 * SVG survived sanitizing: the caller renders that box either way) the server rendered, left as it is while
 * the page hydrates, so that the browser does not load the sanitizer that produced it (its code
 * would otherwise sit in the shell's initial JavaScript). Use it only under
 * {@link useHydratingServerHtml} true, in place of the component that rendered it on the server.
 */
export function KeptServerImage({ label, className }: KeptServerImageProps) {
  return <span role="img" aria-label={label} className={className} dangerouslySetInnerHTML={UNTOUCHED} suppressHydrationWarning />;
}
