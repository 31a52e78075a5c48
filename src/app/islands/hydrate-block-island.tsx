/**
 * Hydrate a block island's server HTML as a React root of its own (src/renderer/block-island.tsx):
 * the browser's half, for the islands entry (./main.tsx) and for the app (../main.tsx), which both
 * give the page's place (locale, pending parts, and the app its clients).
 */
import { hydrateRoot, type Root } from 'react-dom/client';
import { blockIslandIdPrefix, type BlockIsland } from '@/renderer/block-island';
import { rootCaughtErrorHandler } from '@/renderer/caught-errors';
import type { PendingIslands } from '@/renderer/static-block';
import { recoverableErrorHandler } from '@/app/hydration-errors';
import { blockIslandRoot, type BlockIslandPlace } from './block-island-root';

/** The roots made here, by element: an unmount asked for is done a task later, and a hydration of the same element meanwhile keeps the root. */
const roots = new WeakMap<HTMLElement, { root: Root; unmount: ReturnType<typeof setTimeout> | null; done: () => void }>();

/** Where the island's root stands in the browser: the page's pending parts, which it joins until its block has hydrated. */
export type BrowserIslandPlace = Omit<BlockIslandPlace, 'hydrating'> & { islands: PendingIslands };

/**
 * Hydrate `element` (the island's element the server rendered) with the island's tree; returns what
 * unmounts it. The page's pending parts count the island until its block has hydrated.
 */
export function hydrateBlockIsland(element: HTMLElement, key: string, island: BlockIsland, { islands, ...place }: BrowserIslandPlace): () => void {
  const known = roots.get(element);
  if (known?.unmount != null) {
    // Unmounted and mounted again at once (StrictMode's replay of effects): the same root stays.
    clearTimeout(known.unmount);
    known.unmount = null;
  } else if (!known) {
    const done = islands.add();
    const root = hydrateRoot(element, blockIslandRoot(island, { ...place, hydrating: { islands, onRootHydrated: done } }), {
      identifierPrefix: blockIslandIdPrefix(key),
      onCaughtError: rootCaughtErrorHandler,
      onRecoverableError: recoverableErrorHandler,
    });
    roots.set(element, { root, unmount: null, done });
  }
  return () => {
    const entry = roots.get(element);
    if (!entry) return;
    // Not while React renders the tree this element belongs to: a task later.
    entry.unmount = setTimeout(() => {
      roots.delete(element);
      entry.root.unmount();
      // Gone before its block hydrated: nothing of it is left to wait for.
      entry.done();
    }, 0);
  };
}
