/**
 * The layout hash check and preview upload of SPEC §7, run over every page: render the layout
 * offscreen exactly as visitors get it, send its stable HTML to `POST …/hash/check`, and when the API
 * says it changed, make a PNG of it and `PUT …/preview` it (multipart, the data URL as a file under
 * `image`, with the hash). Progress as it goes, one failure never stops the others, a summary at the end.
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useImmerReducer } from 'use-immer';
import { useApi } from '@/api/api-context';
import { ApiError } from '@/api/api-error';
import { dataUrlToFile } from '@/api/multipart';
import { checkLayoutHashMutation, uploadLayoutPreviewMutation } from '@/api/mutations/admin';
import { BlockFailureListener } from '@/renderer/block-renderer';
import type { BlockFailure } from '@/renderer/failure-reporter';
import { PageRenderer } from '@/renderer/page-renderer';
import { preloadPageBlocks } from '@/renderer/preload';
import { useBlockRegistry } from '@/renderer/registry-context';
import { format } from '@/features/i18n/i18n';
import { useLocale } from '@/features/i18n/use-locale';
import { formatMessage } from '@/lib/message-format';
import { Button } from '@/ui/button';
import { initialLayoutCheckState, layoutCheckReducer, summarize, type LayoutCheckResult, type LayoutCheckState } from './admin-check-state';
import { LAYOUT_LABELS, type AdminPageEntry } from './admin-pages';
import { LOADING_PLACEHOLDER, stableLayoutHtml } from './admin-stable-html';
import { adminText } from './admin-text';
import { reportError } from '@/lib/report-error';

/** How long a layout may take to render offscreen before its check fails. */
const RENDER_TIMEOUT_MS = 15_000;

interface RenderJob {
  id: number;
  entry: AdminPageEntry;
  resolve: (rendered: { frame: HTMLElement; failures: BlockFailure[] }) => void;
  reject: (error: unknown) => void;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Resolve once no block of `frame` is still loading (code or data), or fail after the timeout. */
async function settled(frame: HTMLElement): Promise<void> {
  const deadline = performance.now() + RENDER_TIMEOUT_MS;
  await nextFrame();
  // Settled = no block loading and the markup unchanged over two checks in a row (blocks such as
  // forms finish their first render in effects; hashing mid-way would make the hash unstable).
  let previous = '';
  for (;;) {
    if (performance.now() > deadline) throw new Error(adminText.check.renderTimeout);
    const html = frame.querySelector(LOADING_PLACEHOLDER) ? null : frame.innerHTML;
    if (html !== null && html === previous) break;
    previous = html ?? '';
    await new Promise((resolve) => setTimeout(resolve, 100));
    await nextFrame();
  }
}

/**
 * One layout rendered out of sight (off the screen, inert, hidden from assistive technologies) at
 * the desktop width, inside the same frame classes as the shell, with visitors' rendering (no
 * diagnostics). Reports to its job once every block has settled.
 */
function OffscreenLayout({ job }: { job: RenderJob }) {
  const failures = useRef<BlockFailure[]>([]);
  const onFailure = useCallback((failure: BlockFailure) => {
    failures.current.push(failure);
  }, []);
  const ref = useCallback(
    (frame: HTMLDivElement | null) => {
      if (!frame) return;
      settled(frame).then(() => job.resolve({ frame, failures: [...failures.current] }), job.reject);
    },
    [job],
  );
  const { entry } = job;
  return createPortal(
    <div className="admin-offscreen" aria-hidden="true" inert>
      <div ref={ref} className="admin-offscreen__frame">
        <BlockFailureListener onFailure={onFailure}>
          <div className={`site-main site-main--${entry.layout}`}>
            <div className="site-main__content">
              <PageRenderer page={entry.page} conf={entry.conf} diagnostics={false} />
            </div>
          </div>
        </BlockFailureListener>
      </div>
    </div>,
    document.body,
  );
}

function messageOf(error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) return error.message;
  return String(error);
}

/** What the panel needs from a run. */
export interface LayoutCheckRun {
  state: LayoutCheckState;
  /** Failures seen while rendering each layout (blocks that threw), by entry key. */
  renderFailures: Readonly<Record<string, BlockFailure[]>>;
  start: (entries: readonly AdminPageEntry[]) => void;
  /** The offscreen render of the layout being checked: mount it anywhere in the panel. */
  host: ReactNode;
}

/** Run the check over a list of layouts, one after the other (one offscreen render at a time). */
export function useLayoutCheckRun(): LayoutCheckRun {
  const api = useApi();
  const queryClient = useQueryClient();
  const registry = useBlockRegistry();
  const { locale } = useLocale();
  const { mutateAsync: checkHash } = useMutation(checkLayoutHashMutation(api));
  const { mutateAsync: uploadPreview } = useMutation(uploadLayoutPreviewMutation(api));
  const [state, dispatch] = useImmerReducer(layoutCheckReducer, initialLayoutCheckState);
  const [renderFailures, setRenderFailures] = useState<Record<string, BlockFailure[]>>({});
  const [job, setJob] = useState<RenderJob | null>(null);
  const busy = useRef(false);
  const jobs = useRef(0);

  const checkOne = useCallback(
    async (entry: AdminPageEntry) => {
      const layout = { idPage: entry.page.id, idLayout: entry.layoutId };
      dispatch({ type: 'step', key: entry.key, step: 'render' });
      await preloadPageBlocks({ api, queryClient, registry, locale }, entry.conf, entry.page);
      const { frame, failures } = await new Promise<{ frame: HTMLElement; failures: BlockFailure[] }>((resolve, reject) => {
        jobs.current += 1;
        setJob({ id: jobs.current, entry, resolve, reject });
      });
      setRenderFailures((all) => ({ ...all, [entry.key]: failures }));
      const html = stableLayoutHtml(frame);
      dispatch({ type: 'step', key: entry.key, step: 'hash' });
      const check = await checkHash({ layout, body: { html } });
      if (!check.changed) {
        dispatch({ type: 'unchanged', key: entry.key, hash: check.hash });
        return;
      }
      dispatch({ type: 'step', key: entry.key, step: 'capture' });
      const { capturePreview } = await import('./admin-preview-image');
      const preview = await capturePreview(frame);
      dispatch({ type: 'step', key: entry.key, step: 'upload' });
      await uploadPreview({ layout, body: { image: dataUrlToFile(preview, `apercu-${entry.page.url}`), hash: check.hash } });
      dispatch({ type: 'updated', key: entry.key, hash: check.hash, preview });
    },
    [api, queryClient, registry, locale, dispatch, checkHash, uploadPreview],
  );

  const start = useCallback(
    (entries: readonly AdminPageEntry[]) => {
      if (busy.current) return;
      busy.current = true;
      dispatch({ type: 'start', keys: entries.map((e) => e.key) });
      void (async () => {
        for (const entry of entries) {
          try {
            await checkOne(entry);
          } catch (error) {
            reportError(error, { where: 'admin layout check', level: 'warning', page: entry.page.url });
            dispatch({ type: 'failed', key: entry.key, message: messageOf(error) });
          } finally {
            setJob(null);
          }
        }
        dispatch({ type: 'finish' });
        busy.current = false;
      })();
    },
    [checkOne, dispatch],
  );

  return { state, renderFailures, start, host: job ? <OffscreenLayout key={job.id} job={job} /> : null };
}

/** The end of a run in French, each count with its own plural (« 1 aperçu envoyé », « 0 inchangée »). */
function summaryText(summary: ReturnType<typeof summarize>): string {
  const t = adminText.check;
  return format(t.summary, {
    total: formatMessage(t.summaryTotal, { count: summary.total }),
    updated: formatMessage(t.summaryUpdated, { count: summary.updated }),
    unchanged: formatMessage(t.summaryUnchanged, { count: summary.unchanged }),
    failed: formatMessage(t.summaryFailed, { count: summary.failed }),
  });
}

/** French text of a result. */
export function resultLabel(result: LayoutCheckResult | undefined): string {
  const t = adminText.check;
  if (!result) return t.notChecked;
  switch (result.status) {
    case 'waiting':
      return t.waiting;
    case 'running':
      return t.steps[result.step];
    case 'unchanged':
      return t.unchanged;
    case 'updated':
      return t.updated;
    case 'failed':
      return format(t.failed, { message: result.message });
  }
}

/** The "hash check and previews" section of the panel. */
export function LayoutCheckSection({ entries, ready, run }: { entries: readonly AdminPageEntry[]; ready: boolean; run: LayoutCheckRun }) {
  const t = adminText.check;
  const { state } = run;
  const summary = summarize(state);
  const byKey = new Map(entries.map((e) => [e.key, e]));
  return (
    <section className="admin-section" aria-labelledby="admin-check-title">
      <h2 id="admin-check-title">{t.title}</h2>
      <p>{t.intro}</p>
      <Button onClick={() => run.start(entries)} disabled={!ready || state.running}>
        {state.runs > 0 ? t.again : t.start}
      </Button>
      {state.order.length > 0 ? (
        <>
          <div className="admin-check__progress">
            <progress max={summary.total} value={summary.done} aria-label={t.progressLabel} />
            <p role="status">{state.running ? format(t.progress, { done: summary.done, total: summary.total }) : summaryText(summary)}</p>
          </div>
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">{t.tableCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.columns.page}</th>
                  <th scope="col">{t.columns.layout}</th>
                  <th scope="col">{t.columns.result}</th>
                </tr>
              </thead>
              <tbody>
                {state.order.map((key) => {
                  const entry = byKey.get(key);
                  const result = state.results[key];
                  return (
                    <tr key={key} data-status={result?.status}>
                      <th scope="row">{entry?.page.title ?? key}</th>
                      <td>{entry ? LAYOUT_LABELS[entry.layout] : ''}</td>
                      <td>{resultLabel(result)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
      {run.host}
    </section>
  );
}
