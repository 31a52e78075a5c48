/**
 * What a site owner reads for a block in the admin tools (the editor's list, its form's title, the
 * problems before publishing, the live preview's picker, the failures grid): the block's French name
 * and its own words (`Titre « Nos vins »`), never its technical id (`heading-2`), which is the page
 * data's key and means nothing to the owner.
 */
import type { Block } from '@/api/generated/types';
import { BLOCK_NAMES } from './admin-text';

/** The props a block's own words are read from, in this order (the first one that has any wins). */
const WORDS_FROM = ['title', 'text', 'label', 'question', 'caption', 'alt', 'eyebrow', 'intro', 'html'] as const;

/** How many characters of the block's words the label keeps. */
const MAX_WORDS = 40;

/** A block's French name (the registry's name of a block the admin does not know). */
export function blockName(component: string): string {
  return BLOCK_NAMES[component] ?? component;
}

/** The first words of a block's props (tags dropped, spaces folded), or '' when it has none. */
function wordsOf(props: Readonly<Record<string, unknown>>): string {
  for (const key of WORDS_FROM) {
    const value = props[key];
    if (typeof value !== 'string') continue;
    const words = value
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (words) return words.length > MAX_WORDS ? `${words.slice(0, MAX_WORDS - 1).trimEnd()}…` : words;
  }
  return '';
}

/** One block's label on its own: `Titre « Nos vins »`, or `Espace` for a block without words. */
export function blockLabel(block: Pick<Block, 'component' | 'props'>): string {
  const words = wordsOf(block.props);
  return words ? `${blockName(block.component)} « ${words} »` : blockName(block.component);
}

/** Ids in a stable order, numbers by their value (`spacer-2` before `spacer-10`). */
const byId = new Intl.Collator('fr', { numeric: true }).compare;

/**
 * The label of every block of a page (containers' children included), by id. Blocks that would read
 * the same (two « Espace », a block and its copy) are told apart by a rank: `Espace`, `Espace (2)`,
 * so each row's buttons keep a name of their own. The rank follows the ids, not the places: a block
 * keeps its label when it moves.
 */
export function blockLabels(blocks: readonly Block[]): Map<string, string> {
  const groups = new Map<string, string[]>();
  const visit = (list: readonly Block[]) => {
    for (const block of list) {
      const label = blockLabel(block);
      groups.set(label, [...(groups.get(label) ?? []), block.id]);
      if (block.children) visit(block.children);
    }
  };
  visit(blocks);
  const labels = new Map<string, string>();
  for (const [label, ids] of groups) {
    [...ids].sort(byId).forEach((id, index) => labels.set(id, index === 0 ? label : `${label} (${index + 1})`));
  }
  return labels;
}
