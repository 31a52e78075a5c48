/**
 * A page's blocks as a tree (containers hold their children): what can be read of it without the
 * registry. Imports nothing but types, so that the shell can ask it (site-shell.tsx: does the page
 * offer the newsletter sign-up?) without the renderer's checks in its chunk.
 */
import type { Block } from '@/api/generated/types';

/** How many blocks `blocks` hold, containers' children included. */
export function countBlocks(blocks: readonly Block[]): number {
  return blocks.reduce((sum, block) => sum + 1 + countBlocks(block.children ?? []), 0);
}

/** True when `blocks` (containers' children included) hold a block of `component`. */
export function holdsComponent(blocks: readonly Block[], component: string): boolean {
  return blocks.some((block) => block.component === component || holdsComponent(block.children ?? [], component));
}
