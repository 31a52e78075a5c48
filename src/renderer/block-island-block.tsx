/**
 * The block of a block island's own root (./block-island.tsx): apart from it, because it brings the
 * renderer (and TanStack Query), which the islands entry loads only with the island's content.
 */
import { useInnerBoundaryMark } from './hydrate-when-visible';
import { BlockRenderer } from './block-renderer';
import { InsideBlockIslandContext, type BlockIsland } from './block-island';

/**
 * The block of an island's own root (src/app/islands/block-island-content.tsx). The root already
 * waits until the block is seen (its `HydrateWhenVisible`), so the block renders without a second
 * wait and wrapper; and the island counts as hydrated (its held tap replayed, the page marked
 * interactive) only once the block's own boundary has — its code and words load inside it, after the
 * root's own. Rendered on the server too: the same tree, the same ids.
 */
export function BlockIslandBlock({ island }: { island: BlockIsland }) {
  const mark = useInnerBoundaryMark();
  return (
    <InsideBlockIslandContext value={mark}>
      <BlockRenderer block={island.block} diagnostics={island.diagnostics} />
    </InsideBlockIslandContext>
  );
}
