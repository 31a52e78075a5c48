/**
 * A block hydrated as a React root of its own (decision 011, step 4): an interactive block that needs
 * neither the router nor the app's shell (the registry's `standalone`: Google reviews, the newsletter)
 * is rendered by the server in a render of its own, and its HTML put in the page inside
 * `<div class="vr-block-island" data-block-island="<key>">`. In the browser the same tree hydrates
 * that element as a root: `useId` counts from the root, so its ids are the server's whichever entry
 * hydrates it — the islands entry on a page with nothing else to hydrate (src/app/islands/main.tsx:
 * neither React Router nor TanStack Query before the block is seen), or the app, which keeps the
 * element as the server rendered it and hydrates it apart (a member's page, a page with other blocks).
 *
 * The renderer knows the element only; the root's tree (its providers, the lazily loaded block) is
 * the app's (src/app/islands/block-island-root.tsx), handed over through {@link BlockIslandsContext}.
 */
import { createContext, use, useEffect, useRef, type ReactNode } from 'react';
import type { Block } from '@/api/generated/types';
import { UNTOUCHED } from '@/ui/use-hydrated';

/** The attribute of a block island's element; its value is the island's key. */
export const BLOCK_ISLAND_ATTRIBUTE = 'data-block-island';

/** The class of a block island's element (`display: contents` in renderer.css). */
export const BLOCK_ISLAND_CLASS = 'vr-block-island';

/** What a block island's root renders: the conf block, as the page's renderer was given it. */
export interface BlockIsland {
  block: Block;
  /** The page's diagnostics mode (renderer.md: admins, dev server). */
  diagnostics: boolean;
}

/** On the server: how a block island is rendered. */
export interface ServerBlockIslands {
  /**
   * The island's HTML, rendered in a render of its own (memoized by key: the same promise on every
   * call, as React's `use()` needs), or null when it cannot be one (another block has that key): the
   * block is then rendered in the page's tree, as any interactive block.
   */
  render(key: string, island: BlockIsland): Promise<string> | null;
}

/** In the browser, while the page hydrates: the islands the server rendered, and how to hydrate one. */
export interface BrowserBlockIslands {
  /** The keys of the page's block islands (the server's data block). */
  keys: ReadonlySet<string>;
  /** Hydrate `element`'s server HTML as a root of its own; returns what unmounts it. */
  hydrate(element: HTMLElement, key: string, island: BlockIsland): () => void;
}

/** Given by the server's render and by the app while it hydrates a server-rendered page. */
export const BlockIslandsContext = createContext<ServerBlockIslands | BrowserBlockIslands | null>(null);

/**
 * Inside an island's own root, around its block: the element to render last inside the block's own
 * boundary (./block-island-block.tsx); null elsewhere.
 */
export const InsideBlockIslandContext = createContext<ReactNode>(null);

/** A conf block's island key (its id: one island per id on a page). */
export function blockIslandKey(block: Block): string {
  return block.id;
}

/** The prefix of the ids a block island's root makes (`identifierPrefix`), on the server and in the browser alike. */
export function blockIslandIdPrefix(key: string): string {
  return `b${key}-`;
}

/** The server's HTML of the island, as an inner HTML: React's own output of the island's tree, never a text of the API's. */
function ServerBlockIsland({ html, islandKey }: { html: Promise<string>; islandKey: string }) {
  const islandHtml = { __html: use(html) };
  return <div className={BLOCK_ISLAND_CLASS} {...{ [BLOCK_ISLAND_ATTRIBUTE]: islandKey }} dangerouslySetInnerHTML={islandHtml} />;
}

/** The island's element kept as the server rendered it; its content hydrated as a root of its own once mounted. */
function BrowserBlockIsland({ islands, islandKey, island }: { islands: BrowserBlockIslands; islandKey: string; island: BlockIsland }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    return element ? islands.hydrate(element, islandKey, island) : undefined;
  }, [islands, islandKey, island]);
  return (
    <div ref={ref} className={BLOCK_ISLAND_CLASS} {...{ [BLOCK_ISLAND_ATTRIBUTE]: islandKey }} dangerouslySetInnerHTML={UNTOUCHED} suppressHydrationWarning />
  );
}

/**
 * The element of `island` in the page's tree when it is (or, on the server, becomes) a block island;
 * `live` itself inside the island's own root; else null: the caller renders the block in the page's
 * tree. In the browser, only while the page hydrates and while `keep` (the conf block is the one the
 * server rendered).
 */
export function useBlockIslandElement(island: BlockIsland, { standalone, keep, live }: { standalone: boolean; keep: boolean; live: ReactNode }) {
  const islands = use(BlockIslandsContext);
  const mark = use(InsideBlockIslandContext);
  if (mark)
    return (
      <>
        {live}
        {mark}
      </>
    );
  if (!islands) return null;
  const key = blockIslandKey(island.block);
  if ('render' in islands) {
    const html = standalone ? islands.render(key, island) : null;
    return html ? <ServerBlockIsland html={html} islandKey={key} /> : null;
  }
  return keep && islands.keys.has(key) ? <BrowserBlockIsland islands={islands} islandKey={key} island={island} /> : null;
}
