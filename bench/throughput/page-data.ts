/**
 * The pages the throughput bench renders: N blocks (heading, rich text, image, card grid, button, and
 * two-column containers holding a text and a button), built from the blocks' own example props with
 * their schema defaults filled in, so the plain baseline (which trusts the JSON) and the renderer
 * (which validates it) render the same DOM from the same data.
 */
import type { Block, ComponentConf } from '@/api/generated/types';
import { applyDefaults } from '@registry/block-kit';
import { loadBlock, type RegisteredBlock } from '@registry/index';
import { isRecord } from '@/lib/is-record';

/** The blocks the bench pages use. */
export const BENCH_BLOCKS = ['heading', 'cms-text', 'image', 'columns', 'card-grid', 'button-link'] as const;

/** Short rich text for the columns' first cell. */
const COLUMN_HTML =
  '<p>Au studio des Achards ou à domicile, chaque séance commence par un échange sur vos envies du jour. <strong>Huiles végétales bio</strong>, table chauffante, musique douce.</p>';

/** The example props of `definition`, defaults filled in, with `patch` on top. */
function props(definition: RegisteredBlock, patch: Record<string, unknown> = {}): Record<string, unknown> {
  const filled = applyDefaults(definition.schema, { ...(isRecord(definition.example) ? definition.example : {}), ...patch });
  if (!isRecord(filled)) throw new Error(`${definition.name}: example props are not an object`);
  return filled;
}

/** Load the definitions the bench uses (also warms the registry cache so nothing suspends). */
export async function loadBenchDefinitions(): Promise<Map<string, RegisteredBlock>> {
  const out = new Map<string, RegisteredBlock>();
  for (const name of BENCH_BLOCKS) {
    const definition = await loadBlock(name);
    if (!definition) throw new Error(`Block « ${name} » is not in the registry`);
    out.set(name, definition);
  }
  return out;
}

/**
 * A page of exactly `n` blocks (a container and its two children count as three).
 * @param definitions from {@link loadBenchDefinitions}
 */
export function makeBenchPage(n: number, definitions: Map<string, RegisteredBlock>): ComponentConf {
  const def = (name: string): RegisteredBlock => {
    const found = definitions.get(name);
    if (!found) throw new Error(`missing definition ${name}`);
    return found;
  };
  const blocks: Block[] = [];
  let count = 0;
  let i = 0;
  const block = (component: string, p: Record<string, unknown>, children?: Block[]): Block => {
    const id = `b${count}`;
    count += 1;
    const version = def(component).version;
    return children ? { id, component, version, props: p, children } : { id, component, version, props: p };
  };
  while (count < n) {
    const slot = i % 6;
    const remaining = n - count;
    if (slot === 0 || (slot === 3 && remaining < 3)) {
      blocks.push(block('heading', props(def('heading'), { text: `Massage bien-être n° ${i + 1} : détente profonde en Vendée`, level: i === 0 ? 1 : 2 })));
    } else if (slot === 1) {
      blocks.push(block('cms-text', props(def('cms-text'))));
    } else if (slot === 2) {
      blocks.push(block('image', props(def('image'), { caption: `Le studio des Achards, séance n° ${i + 1}.` })));
    } else if (slot === 3) {
      const container = block('columns', props(def('columns'), { count: 2 }));
      const text = block('cms-text', props(def('cms-text'), { html: COLUMN_HTML, width: 'normal' }));
      const button = block('button-link', props(def('button-link')));
      blocks.push({ ...container, children: [text, button] });
    } else if (slot === 4) {
      blocks.push(block('card-grid', props(def('card-grid'))));
    } else {
      blocks.push(block('button-link', props(def('button-link'), { label: `Réserver la séance n° ${i + 1}` })));
    }
    i += 1;
  }
  return { slug: `banc-${n}`, blocks };
}

/** Number of blocks in a conf, containers' children included. */
export function countBlocks(blocks: readonly Block[]): number {
  return blocks.reduce((s, b) => s + 1 + countBlocks(b.children ?? []), 0);
}
