/**
 * The page editor's draft, saved by itself (issue 35): each change is written to the tab's
 * sessionStorage once the frame that shows it is painted (and at once when the tab is left), then sent (`PUT …/draft` with the revision it builds on) after a short
 * pause. A failed or offline save keeps the tab's copy and tries again (every few seconds, and when
 * the browser is back online); reopening the page in the tab picks the copy up. A 409 (someone saved
 * since) stops saving until the admin chooses: reload theirs or keep theirs out.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import type { Block, ConfDraft } from '@/api/generated/types';
import { editorFailure, saveDraftMutation } from '@/api/mutations/editor';
import { readQueryOptions } from '@/api/queries/read';
import { isRecord } from '@/lib/is-record';
import { afterNextPaint } from '@/ui/after-next-paint';

/** Where a draft is. */
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'failed'; message: string }
  | { kind: 'conflict'; message: string };

const SAVE_DELAY_MS = 600;
const RETRY_MS = 4000;

/** The tab's copy of a draft not yet saved. */
interface Pending {
  blocks: Block[];
  revision: number;
}

const storageKey = (siteId: number, slug: string) => `vitrine-editeur:${siteId}:${slug}`;

function readPending(key: string): Pending | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    if (isRecord(parsed) && Array.isArray(parsed.blocks) && typeof parsed.revision === 'number')
      return { blocks: parsed.blocks as Block[], revision: parsed.revision };
  } catch {
    // An unreadable copy (another version of the editor): nothing to pick up.
  }
  return null;
}

function writePending(key: string, pending: Pending | null): void {
  try {
    if (pending) sessionStorage.setItem(key, JSON.stringify(pending));
    else sessionStorage.removeItem(key);
  } catch {
    // Storage full or refused: the draft still lives in the page until it is saved.
  }
}

/** What the editor needs of its draft. */
export interface DraftSaver {
  state: SaveState;
  /** Send the latest blocks now; resolves with the revision they are saved at, or null when they could not be. */
  flush(): Promise<number | null>;
  /** The server's draft replaced ours (reload theirs, a restored version): adopt its revision. */
  adopt(draft: ConfDraft): void;
  /** 409: take their draft (the editor shows its blocks). */
  reloadTheirs(): Promise<ConfDraft | null>;
  /** 409: save ours over theirs. */
  keepMine(): Promise<void>;
  /** The page is gone (deleted): nothing more is sent, and the tab's copy is dropped. */
  discard(): void;
}

/**
 * Save `blocks` as the draft of `slug` whenever they change. `onRecovered` receives the tab's copy
 * left by an earlier visit that never reached the server (it is then saved).
 */
export function useDraftSaver(slug: string, initial: ConfDraft, blocks: Block[], onRecovered: (blocks: Block[]) => void): DraftSaver {
  const api = useApi();
  const queryClient = useQueryClient();
  const save = useMutation(saveDraftMutation(api, slug)).mutateAsync;
  const key = storageKey(api.siteId, slug);
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const revision = useRef(initial.revision);
  const saved = useRef<Block[]>(initial.blocks);
  const latest = useRef(blocks);
  const blocked = useRef(false);
  /** A copy of the latest change waiting for the next paint to be written to the tab's storage. */
  const copy = useRef<{ blocks: Block[]; cancel: () => void } | null>(null);
  /** Nothing left to keep in the tab (saved, adopted or discarded): no copy, and none still to come. */
  const forgetCopy = useCallback(() => {
    copy.current?.cancel();
    copy.current = null;
    writePending(key, null);
  }, [key]);

  // One save at a time, in order: each reads the latest blocks and revision when its turn comes
  // (two saves sent side by side would carry the same revision, and the second would meet a 409).
  const queue = useRef<Promise<number | null>>(Promise.resolve(initial.revision));
  const flush = useCallback((): Promise<number | null> => {
    const send = async (): Promise<number | null> => {
      if (blocked.current) return null;
      const sending = latest.current;
      if (sending === saved.current) return revision.current;
      setState({ kind: 'saving' });
      try {
        const answer = await save({ revision: revision.current, blocks: sending });
        revision.current = answer.revision;
        saved.current = sending;
        if (latest.current === sending) {
          forgetCopy();
          setState({ kind: 'saved', at: new Date() });
        } else {
          writePending(key, { blocks: latest.current, revision: revision.current });
        }
        return answer.revision;
      } catch (error) {
        const failure = editorFailure(error);
        if (failure.kind === 'conflict') blocked.current = true;
        setState({ kind: failure.kind === 'conflict' ? 'conflict' : 'failed', message: failure.message });
        return null;
      }
    };
    const next = queue.current.then(send, send);
    queue.current = next;
    return next;
  }, [key, save, forgetCopy]);

  // A copy this tab could not send last time: it wins over the server's draft it was based on.
  useEffect(() => {
    const pending = readPending(key);
    if (pending && pending.revision === initial.revision && JSON.stringify(pending.blocks) !== JSON.stringify(initial.blocks)) onRecovered(pending.blocks);
    // Once per opened page: `initial` is the draft the page was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  // The tab's copy of each change: the whole page as JSON, written after the frame that answers the
  // key or the click (inside it, 200 blocks' JSON made every key of a long page slower), at once when
  // the tab is hidden or left. A newer change replaces a copy not yet written.
  const writeCopy = useCallback(() => {
    const waiting = copy.current;
    if (!waiting) return;
    waiting.cancel();
    copy.current = null;
    // On the revision it builds on when it is written (a save may have answered since the change).
    writePending(key, { blocks: waiting.blocks, revision: revision.current });
  }, [key]);
  useEffect(() => {
    const onHide = () => writeCopy();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      onHide();
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [writeCopy]);

  useEffect(() => {
    latest.current = blocks;
    if (blocks === saved.current) return;
    copy.current?.cancel();
    copy.current = { blocks, cancel: afterNextPaint(writeCopy) };
    if (blocked.current) return;
    // The same state object while pending: no render of the editor for each key.
    setState((current) => (current.kind === 'pending' ? current : { kind: 'pending' }));
    const timer = setTimeout(() => void flush(), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [blocks, key, flush, writeCopy]);

  // Leaving the editor for another page of the app sends what is still waiting at once (the pause
  // before a save is for the next key, and no key comes): the tab's copy only comes back if this page
  // is reopened in this tab. Closing or reloading the tab meanwhile asks first (the browser's own
  // « Quitter le site ? »): sessionStorage goes with a closed tab.
  useEffect(() => {
    const unsaved = () => latest.current !== saved.current;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (unsaved()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      if (unsaved()) void flush();
    };
  }, [flush]);

  // A failed save tries again by itself, and as soon as the browser says it is back online.
  useEffect(() => {
    if (state.kind !== 'failed') return;
    const retry = () => void flush();
    const timer = setTimeout(retry, RETRY_MS);
    window.addEventListener('online', retry);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', retry);
    };
  }, [state, flush]);

  const adopt = useCallback(
    (draft: ConfDraft) => {
      revision.current = draft.revision;
      saved.current = draft.blocks;
      blocked.current = false;
      forgetCopy();
      setState({ kind: 'saved', at: new Date() });
    },
    [forgetCopy],
  );

  const theirs = useCallback(
    () => queryClient.fetchQuery({ ...readQueryOptions(api, 'getConfDraft', { pathParams: { slug } }), staleTime: 0 }).catch(() => null),
    [api, queryClient, slug],
  );

  return {
    state,
    flush,
    adopt,
    discard() {
      blocked.current = true;
      forgetCopy();
    },
    async reloadTheirs() {
      const draft = await theirs();
      if (draft) adopt(draft);
      return draft;
    },
    async keepMine() {
      const draft = await theirs();
      if (!draft) return;
      revision.current = draft.revision;
      blocked.current = false;
      saved.current = draft.blocks;
      await flush();
    },
  };
}
