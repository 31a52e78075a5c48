/**
 * The page editor's undo and redo (issue 35): every change to the blocks is an immer recipe, kept as
 * its patches and inverse patches (never a copy of the page), so a 200-block page keeps hundreds of
 * steps for the size of what changed. Typing in one field merges into one step while it goes on (a
 * pause of a second, or another field, starts a new one). Saving does not touch it.
 */
import { applyPatches, enablePatches, freeze, produceWithPatches, type Patch } from 'immer-patches';
import type { Block } from '@/api/generated/types';

enablePatches();

/** At least this many steps can be undone (the issue asks for 200). */
export const HISTORY_LIMIT = 500;

/** Edits of the same field closer than this merge into one step. */
const MERGE_WINDOW_MS = 1000;

interface Step {
  patches: Patch[];
  inverse: Patch[];
  /** Steps with the same key, close in time, merge (typing in one field). */
  mergeKey: string | null;
  at: number;
  /** What the editor tells the owner while this step is the last one (a block removed), see {@link withNote}. */
  note?: string;
}

/** The blocks and their history. */
export interface EditorHistory {
  blocks: Block[];
  past: Step[];
  future: Step[];
}

/**
 * A history starting at `blocks`, frozen now, as immer would freeze them at the first change: on a
 * 200-block page that deep walk belongs to opening the editor, not to the first key typed.
 */
export function startHistory(blocks: Block[]): EditorHistory {
  return { blocks: freeze(blocks, true), past: [], future: [] };
}

/** Apply a change; `mergeKey` merges it with the previous step when both edit the same field in a row. */
export function change(history: EditorHistory, recipe: (blocks: Block[]) => void, mergeKey: string | null = null, now = Date.now()): EditorHistory {
  const [blocks, patches, inverse] = produceWithPatches(history.blocks, recipe);
  if (patches.length === 0) return history;
  const last = history.past.at(-1);
  if (last && mergeKey !== null && last.mergeKey === mergeKey && now - last.at < MERGE_WINDOW_MS) {
    const merged: Step = { patches: [...last.patches, ...patches], inverse: [...inverse, ...last.inverse], mergeKey, at: now };
    return { blocks, past: [...history.past.slice(0, -1), merged], future: [] };
  }
  const past = [...history.past, { patches, inverse, mergeKey, at: now }];
  return { blocks, past: past.length > HISTORY_LIMIT ? past.slice(past.length - HISTORY_LIMIT) : past, future: [] };
}

/** `history` with `note` on its last step, when `history` is a change of `before` (an unchanged history stays as it is). */
export function withNote(before: EditorHistory, history: EditorHistory, note: string): EditorHistory {
  const last = history.past.at(-1);
  if (history === before || !last) return history;
  return { ...history, past: [...history.past.slice(0, -1), { ...last, note }] };
}

/** The note of the last change while it is the last (nothing undone since), else undefined. */
export function lastNote(history: EditorHistory): string | undefined {
  return history.future.length === 0 ? history.past.at(-1)?.note : undefined;
}

/** Undo the last step (no-op when there is none). */
export function undo(history: EditorHistory): EditorHistory {
  const step = history.past.at(-1);
  if (!step) return history;
  return { blocks: applyPatches(history.blocks, step.inverse), past: history.past.slice(0, -1), future: [...history.future, { ...step, mergeKey: null }] };
}

/** Redo the last undone step (no-op when there is none). */
export function redo(history: EditorHistory): EditorHistory {
  const step = history.future.at(-1);
  if (!step) return history;
  return { blocks: applyPatches(history.blocks, step.patches), past: [...history.past, { ...step, mergeKey: null }], future: history.future.slice(0, -1) };
}

/** Replace the blocks with another version (reload theirs, restore): one undoable step. */
export function replaceAll(history: EditorHistory, blocks: Block[]): EditorHistory {
  return change(history, (draft) => {
    draft.splice(0, draft.length, ...blocks);
  });
}
