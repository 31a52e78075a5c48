/**
 * The page editor's operations on a page's blocks (issue 35), as immer recipes on the draft list:
 * a block is addressed by its id wherever it sits (top level, or a container's children, two levels
 * deep); moves stay among a block's siblings. Pure: no React, no API. Each recipe does one operation:
 * it finds its block in the state it starts from (plain objects), then walks the draft along that
 * path only — reading every block of a draft makes immer build a proxy for each (200 on a long page,
 * at each key typed).
 */
import { current, isDraft, original } from 'immer-patches';
import type { Block } from '@/api/generated/types';

/** How deep containers nest: a page's blocks are level 0, a container's children 1, theirs 2. */
export const MAX_DEPTH = 2;

/** A block with where it sits. */
export interface PlacedBlock {
  block: Block;
  depth: number;
  /** The id of the container holding it, null at the top level. */
  parentId: string | null;
  /** Its index among its siblings, and how many siblings there are. */
  index: number;
  count: number;
}

/** Every block, depth first, with its place. */
export function flattenBlocks(blocks: readonly Block[], depth = 0, parentId: string | null = null, out: PlacedBlock[] = []): PlacedBlock[] {
  blocks.forEach((block, index) => {
    out.push({ block, depth, parentId, index, count: blocks.length });
    if (block.children) flattenBlocks(block.children, depth + 1, block.id, out);
  });
  return out;
}

/** The state a recipe starts from (its draft's base), or the list itself outside a recipe. */
function plain(blocks: Block[]): readonly Block[] {
  return isDraft(blocks) ? (original(blocks) ?? blocks) : blocks;
}

/** The indexes leading to the block `id` (the top level's, then its children's…), null when absent. */
function pathTo(blocks: readonly Block[], id: string): number[] | null {
  for (let index = 0; index < blocks.length; index += 1) {
    const block = blocks[index];
    if (!block) continue;
    if (block.id === id) return [index];
    const inside = block.children ? pathTo(block.children, id) : null;
    if (inside) return [index, ...inside];
  }
  return null;
}

/** The list holding the block `id` (a live draft list inside an immer recipe), and its index. */
export function siblingsOf(blocks: Block[], id: string): { list: Block[]; index: number } | null {
  const path = pathTo(plain(blocks), id);
  if (!path) return null;
  let list = blocks;
  for (const index of path.slice(0, -1)) {
    const children = list[index]?.children;
    if (!children) return null;
    list = children;
  }
  const index = path.at(-1) ?? -1;
  return list[index]?.id === id ? { list, index } : null;
}

/** The block `id`, wherever it is. */
export function findBlock(blocks: readonly Block[], id: string): Block | null {
  for (const block of blocks) {
    if (block.id === id) return block;
    const found = block.children ? findBlock(block.children, id) : null;
    if (found) return found;
  }
  return null;
}

/** Every id in use on the page. */
function idsOf(blocks: readonly Block[], out = new Set<string>()): Set<string> {
  for (const block of blocks) {
    out.add(block.id);
    if (block.children) idsOf(block.children, out);
  }
  return out;
}

/** A fresh id for a block of `component`: `heading-2`, `heading-3`… (never one the page uses). */
export function newBlockId(blocks: readonly Block[], component: string, taken: Set<string> = idsOf(blocks)): string {
  let n = 1;
  while (taken.has(`${component}-${n}`)) n += 1;
  const id = `${component}-${n}`;
  taken.add(id);
  return id;
}

/** Where a new block goes: at the end of the page, after a block, or at the end of a container's children. */
export type InsertTarget = { kind: 'end' } | { kind: 'after'; id: string } | { kind: 'inside'; id: string };

/**
 * `Array.prototype.splice` on a list of a recipe's draft, reading the siblings from the state the
 * recipe started from: shifting them through the draft would make a draft of each one it moves (half
 * of a 200-block page for a block moved in its middle). Only the places that change are written.
 */
function spliceList(list: Block[], start: number, deleteCount: number, ...items: Block[]): void {
  const before = plain(list);
  const after = [...before];
  after.splice(start, deleteCount, ...items);
  for (let index = start; index < after.length; index += 1) {
    const block = after[index];
    if (block && block !== before[index]) list[index] = block;
  }
  list.length = after.length;
}

/** The block `id` in a recipe's draft (only the drafts on its path are made). */
function draftOf(blocks: Block[], id: string): Block | null {
  const at = siblingsOf(blocks, id);
  return at?.list[at.index] ?? null;
}

/** Insert `block` (recipe). */
export function insertBlock(blocks: Block[], block: Block, target: InsertTarget): void {
  if (target.kind === 'after') {
    const at = siblingsOf(blocks, target.id);
    if (at) {
      spliceList(at.list, at.index + 1, 0, block);
      return;
    }
  }
  if (target.kind === 'inside') {
    const container = draftOf(blocks, target.id);
    if (container) {
      container.children ??= [];
      container.children.push(block);
      return;
    }
  }
  blocks.push(block);
}

/** Move the block `id` by `delta` places among its siblings (recipe; a no-op at either end). */
export function moveBlock(blocks: Block[], id: string, delta: number): void {
  const at = siblingsOf(blocks, id);
  if (!at) return;
  const to = at.index + delta;
  if (to < 0 || to >= at.list.length) return;
  const siblings = [...plain(at.list)];
  const [block] = siblings.splice(at.index, 1);
  if (!block) return;
  siblings.splice(to, 0, block);
  spliceList(at.list, 0, siblings.length, ...siblings);
}

/** Move the block `id` to the place of its sibling `overId` (drag and drop; recipe). */
export function moveBlockTo(blocks: Block[], id: string, overId: string): void {
  const from = siblingsOf(blocks, id);
  const to = siblingsOf(blocks, overId);
  if (!from || !to || from.list !== to.list) return;
  moveBlock(blocks, id, to.index - from.index);
}

/** A copy of `block` with fresh ids for it and its children. */
function copyWithIds(block: Block, taken: Set<string>): Block {
  // Inside a recipe the block is an immer draft (a proxy structuredClone refuses): copy its current value.
  const copy: Block = { ...structuredClone(isDraft(block) ? current(block) : block), id: newBlockId([], block.component, taken) };
  if (block.children) copy.children = block.children.map((child) => copyWithIds(child, taken));
  return copy;
}

/** Duplicate the block `id` right after itself (recipe); returns the copy's id. */
export function duplicateBlock(blocks: Block[], id: string): string | null {
  const at = siblingsOf(blocks, id);
  const source = at?.list[at.index];
  if (!at || !source) return null;
  const copy = copyWithIds(source, idsOf(plain(blocks)));
  spliceList(at.list, at.index + 1, 0, copy);
  return copy.id;
}

/** Remove the block `id` (and its children; recipe). */
export function removeBlock(blocks: Block[], id: string): void {
  const at = siblingsOf(blocks, id);
  if (at) spliceList(at.list, at.index, 1);
}

/** Replace the props of the block `id` (recipe). */
export function setProps(blocks: Block[], id: string, props: Record<string, unknown>): void {
  const block = draftOf(blocks, id);
  if (block) block.props = props;
}
