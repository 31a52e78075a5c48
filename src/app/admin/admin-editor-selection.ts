/**
 * The page editor's selected block (issue 35), kept outside React's state so that selecting a block
 * re-renders what shows the selection — two rows of the list, two blocks of the page, the form —
 * and not the 200 rows and blocks of a long page: each row and block subscribes to the one fact it
 * shows (is it, or a child of it, selected?). One store per opened page (the editor creates it).
 */
import { createContext, useContext, useSyncExternalStore } from 'react';

/** The selected block's id, null when none is. */
export interface Selection {
  get(): string | null;
  set(id: string | null | ((current: string | null) => string | null)): void;
  subscribe(listener: () => void): () => void;
}

/** A store starting at `initial`. */
export function createSelection(initial: string | null): Selection {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set(id) {
      const next = typeof id === 'function' ? id(current) : id;
      if (next === current) return;
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The editor's store, for the list's rows and the page's blocks (never changes while the page is open). */
export const SelectionContext = createContext<Selection | null>(null);

function useStore(): Selection {
  const store = useContext(SelectionContext);
  if (!store) throw new Error('SelectionContext absent: the list and the preview live inside the editor.');
  return store;
}

/** The selected id (re-renders at each selection). */
export function useSelectedId(store: Selection): string | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** One fact about the selection (re-renders only when that fact changes). */
export function useSelectionIs(test: (selectedId: string | null) => boolean): boolean {
  const store = useStore();
  const read = () => test(store.get());
  return useSyncExternalStore(store.subscribe, read, read);
}
