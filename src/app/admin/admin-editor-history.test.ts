import { describe, expect, it } from 'vitest';
import type { Block } from '@/api/generated/types';
import { change, HISTORY_LIMIT, lastNote, redo, replaceAll, startHistory, undo, withNote } from './admin-editor-history';
import { duplicateBlock, flattenBlocks, insertBlock, moveBlock, moveBlockTo, newBlockId, removeBlock, setProps } from './admin-editor-tree';

const heading = (id: string, text: string): Block => ({ id, component: 'heading', props: { text } });
const page = (): Block[] => [
  heading('titre', 'Qui suis-je ?'),
  {
    id: 'parcours',
    component: 'section',
    props: {},
    children: [{ id: 'colonnes', component: 'columns', props: {}, children: [heading('a', 'A'), heading('b', 'B')] }],
  },
  heading('fin', 'Fin'),
];

describe('the editor’s block operations', () => {
  it('insert, move among siblings (never out of the container), duplicate with fresh ids, remove, set props', () => {
    let h = startHistory(page());
    h = change(h, (d) => insertBlock(d, heading(newBlockId(d, 'heading'), 'Nouveau'), { kind: 'inside', id: 'colonnes' }));
    expect(flattenBlocks(h.blocks).map((p) => `${p.block.id}@${p.depth}`)).toEqual([
      'titre@0',
      'parcours@0',
      'colonnes@1',
      'a@2',
      'b@2',
      'heading-1@2',
      'fin@0',
    ]);
    h = change(h, (d) => moveBlock(d, 'heading-1', -2));
    h = change(h, (d) => moveBlock(d, 'a', -5));
    expect(flattenBlocks(h.blocks).map((p) => p.block.id)).toEqual(['titre', 'parcours', 'colonnes', 'heading-1', 'a', 'b', 'fin']);
    h = change(h, (d) => moveBlockTo(d, 'fin', 'titre'));
    h = change(h, (d) => moveBlockTo(d, 'a', 'titre'));
    expect(h.blocks.map((b) => b.id)).toEqual(['fin', 'titre', 'parcours']);
    h = change(h, (d) => void duplicateBlock(d, 'parcours'));
    expect(flattenBlocks(h.blocks).map((p) => p.block.id)).toEqual(expect.arrayContaining(['section-1', 'columns-1', 'heading-2', 'heading-3', 'heading-4']));
    h = change(h, (d) => removeBlock(d, 'section-1'));
    h = change(h, (d) => setProps(d, 'b', { text: 'Bé' }));
    expect(flattenBlocks(h.blocks).find((p) => p.block.id === 'b')?.block.props).toEqual({ text: 'Bé' });
  });
});

describe('the editor’s undo and redo (immer patches)', () => {
  it('undoes and redoes each step, and a new change clears what was undone', () => {
    const start = page();
    let h = startHistory(start);
    h = change(h, (d) => moveBlock(d, 'fin', -1));
    h = change(h, (d) => removeBlock(d, 'titre'));
    expect(h.blocks.map((b) => b.id)).toEqual(['fin', 'parcours']);
    h = undo(h);
    expect(h.blocks.map((b) => b.id)).toEqual(['titre', 'fin', 'parcours']);
    h = undo(h);
    expect(h.blocks).toEqual(start);
    h = redo(h);
    expect(h.blocks.map((b) => b.id)).toEqual(['titre', 'fin', 'parcours']);
    h = change(h, (d) => setProps(d, 'titre', { text: 'Autre' }));
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
  });

  it('keeps at least 200 steps on a 200-block page, each undone back to the start', () => {
    const blocks = Array.from({ length: 200 }, (_, i) => heading(`b${i}`, `Bloc ${i}`));
    let h = startHistory(blocks);
    for (let i = 0; i < 250; i++) h = change(h, (d) => moveBlock(d, `b${i % 200}`, 1));
    expect(h.past.length).toBe(250);
    expect(HISTORY_LIMIT).toBeGreaterThanOrEqual(200);
    for (let i = 0; i < 250; i++) h = undo(h);
    expect(h.blocks).toEqual(blocks);
  });

  it('merges typing in one field into one step, but not across fields or pauses', () => {
    let h = startHistory(page());
    h = change(h, (d) => setProps(d, 'titre', { text: 'Q' }), 'titre/text', 1000);
    h = change(h, (d) => setProps(d, 'titre', { text: 'Qu' }), 'titre/text', 1400);
    h = change(h, (d) => setProps(d, 'titre', { text: 'Qui' }), 'titre/text', 1800);
    expect(h.past).toHaveLength(1);
    h = change(h, (d) => setProps(d, 'titre', { text: 'Qui ?' }), 'titre/text', 5000);
    h = change(h, (d) => setProps(d, 'fin', { text: 'F' }), 'fin/text', 5100);
    expect(h.past).toHaveLength(3);
    h = undo(undo(undo(h)));
    expect(h.blocks).toEqual(page());
  });

  it('replaces every block as one undoable step (reload theirs, a restored version)', () => {
    let h = startHistory(page());
    h = replaceAll(h, [heading('seul', 'Seul')]);
    expect(h.blocks).toEqual([heading('seul', 'Seul')]);
    expect(undo(h).blocks).toEqual(page());
  });
});

describe('what the list and the preview memoise on (a 200-block page)', () => {
  const long = () => Array.from({ length: 200 }, (_, i) => heading(`b${i}`, `Bloc ${i}`));

  it('a change keeps every block it does not touch (the same object), at the top level and in containers', () => {
    let h = startHistory(long());
    const before = h.blocks;
    h = change(h, (d) => setProps(d, 'b100', { text: 'Tapé' }));
    expect(h.blocks.filter((b, i) => b !== before[i]).map((b) => b.id)).toEqual(['b100']);
    const moved = change(h, (d) => moveBlock(d, 'b100', 1));
    expect(moved.blocks.filter((b, i) => b !== h.blocks[i]).map((b) => b.id)).toEqual(['b101', 'b100']);
    expect(moved.blocks[101]).toBe(h.blocks[100]);
    const removed = change(moved, (d) => removeBlock(d, 'b0'));
    expect(removed.blocks.every((b) => moved.blocks.includes(b))).toBe(true);
    expect(undo(removed).blocks).toEqual(moved.blocks);

    const start = startHistory(page());
    const nested = change(start, (d) => moveBlock(d, 'b', -1));
    expect(nested.blocks[0]).toBe(start.blocks[0]);
    expect(nested.blocks[2]).toBe(start.blocks[2]);
    expect(nested.blocks[1]).not.toBe(start.blocks[1]);
    expect(nested.blocks[1]?.children?.[0]?.children?.map((b) => b.id)).toEqual(['b', 'a']);
  });

  it('is frozen from the start: the first change does not walk the whole page to freeze it', () => {
    const h = startHistory(long());
    expect(Object.isFrozen(h.blocks)).toBe(true);
    expect(Object.isFrozen(h.blocks[199]?.props)).toBe(true);
  });
});

describe('a change the editor tells the owner about (a block removed)', () => {
  it('is told while it is the last change: not once undone, nor after another change; again once redone', () => {
    const start = startHistory(page());
    let h = withNote(
      start,
      change(start, (d) => removeBlock(d, 'parcours')),
      'Bloc supprimé : Section.',
    );
    expect(lastNote(h)).toBe('Bloc supprimé : Section.');
    h = undo(h);
    expect(h.blocks.map((b) => b.id)).toEqual(['titre', 'parcours', 'fin']);
    expect(lastNote(h)).toBeUndefined();
    h = redo(h);
    expect(lastNote(h)).toBe('Bloc supprimé : Section.');
    h = change(h, (d) => setProps(d, 'fin', { text: 'La fin' }));
    expect(lastNote(h)).toBeUndefined();
    // A change that changed nothing adds no step, and no note to the step before it.
    const same = withNote(
      h,
      change(h, (d) => removeBlock(d, 'absent')),
      'Bloc supprimé : absent.',
    );
    expect(same).toBe(h);
    expect(lastNote(same)).toBeUndefined();
  });
});
