/**
 * The page editor (`/admin/editeur/<page path>`, ADMIN and SUPER_ADMIN only; issue 35): the page as
 * visitors will see it, each block selectable, beside (below, on a phone) the block list and the
 * selected block's form (rjsf from the block's schema, the forms feature's French validator). Blocks
 * are added from the registry, moved (drag, keyboard, « Monter » / « Descendre »), duplicated and
 * removed, containers' children too; every change is an undoable step (immer patches); the draft
 * saves itself; « Publier » is refused while a block is invalid, with a link to each problem.
 * Lazy chunk (admin-routes.tsx): visitors never download it.
 */
import {
  memo,
  startTransition,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type MouseEvent,
} from 'react';
import { Link, useLocation } from 'react-router';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import type { Block, ComponentConf, ConfDraft, Page } from '@/api/generated/types';
import { editorFailure, publishMutation } from '@/api/mutations/editor';
import { readQueryOptions } from '@/api/queries/read';
import { blocksOfPage } from '@/renderer/page-check';
import { PageRenderer } from '@/renderer/page-renderer';
import { PageTitleStandIn } from '@/renderer/page-title';
import { useBlockRegistry } from '@/renderer/registry-context';
import { format } from '@/features/i18n/i18n';
import { Button } from '@/ui/button';
import { AdminPageOfPath } from './admin-page-of-path';
import { BlockForm } from './admin-block-form';
import { PreviewFrame } from './admin-preview-frame';
import { PreviewIframe } from './admin-preview-iframe';
import { formatTime } from '@/lib/dates';
import { formatMessage } from '@/lib/message-format';
import { isRecord } from '@/lib/is-record';
import { change, lastNote, redo, replaceAll, startHistory, undo, withNote, type EditorHistory } from './admin-editor-history';
import { useDraftSaver, type SaveState } from './admin-editor-draft';
import { BlockList, type BlockActions } from './admin-editor-list';
import { blockLabels, blockName } from './admin-block-label';
import { AddBlockPanel, MediaPicker, NewPagePanel, PagePanel, ProblemsPanel, VersionsPanel, findProblems, type Problem } from './admin-editor-panels';
import { duplicateBlock, findBlock, flattenBlocks, insertBlock, moveBlock, moveBlockTo, removeBlock, setProps, type InsertTarget } from './admin-editor-tree';
import { createSelection, SelectionContext, useSelectedId, useSelectionIs } from './admin-editor-selection';
import { AdminStylesheet } from './admin-stylesheet';
import { adminText } from './admin-text';

/** Widths of the preview (phone, tablet, computer). */
const WIDTHS = [390, 768, 1280] as const;
type Width = (typeof WIDTHS)[number];

/**
 * The preview's width until the owner picks one: the widest that the window holds (a phone 390, a
 * tablet 768, a computer 1280). It opened at 1280 on a phone, where the page was shown at a third of
 * its size. The server knows no window: 1280, then the browser's own once hydrated.
 */
function windowWidth(): Width {
  return [...WIDTHS].reverse().find((px) => px <= window.innerWidth) ?? WIDTHS[0];
}
function onResize(callback: () => void): () => void {
  window.addEventListener('resize', callback);
  return () => window.removeEventListener('resize', callback);
}
const serverWidth = (): Width => 1280;

type Panel = 'none' | 'add' | 'versions' | 'new-page' | 'page' | 'problems';

/** Route body of `/admin/editeur/*`. */
export function AdminEditor() {
  return (
    <>
      <AdminStylesheet view="editor" />
      <AdminPageOfPath text={adminText.editor} className="editor">
        {({ page, path, pages }) => <DraftLoader page={page} path={path} unpublished={pages.unpublished.includes(page.id)} tree={pages.pages} />}
      </AdminPageOfPath>
    </>
  );
}

interface PageContext {
  page: Page;
  path: string;
  unpublished: boolean;
  tree: readonly Page[];
}

function DraftLoader(props: PageContext) {
  const api = useApi();
  const { data } = useSuspenseQuery({ ...readQueryOptions(api, 'getConfDraft', { pathParams: { slug: props.page.url } }), staleTime: Infinity });
  // A page without blocks shows what visitors see of it (its default blocks), ready to edit.
  const initial = useMemo<ConfDraft>(() => (data.blocks.length > 0 ? data : { ...data, blocks: [...blocksOfPage(null, props.page)] }), [data, props.page]);
  return <Editor {...props} initial={initial} />;
}

function savedText(state: SaveState): string {
  const t = adminText.editor.status;
  switch (state.kind) {
    case 'idle':
      return t.idle;
    case 'pending':
      return t.pending;
    case 'saving':
      return t.saving;
    case 'saved':
      return format(t.saved, { time: formatTime(state.at) });
    case 'failed':
      return `${state.message} ${t.retry}`;
    case 'conflict':
      return state.message;
  }
}

function Editor({ page, path, unpublished, tree, initial }: PageContext & { initial: ConfDraft }) {
  const t = adminText.editor;
  const api = useApi();
  const registry = useBlockRegistry();
  const id = useId();
  const [history, setHistory] = useState<EditorHistory>(() => startHistory(initial.blocks));
  const blocks = history.blocks;
  // The selection lives in a store: the list's rows and the page's blocks each read their own part of it.
  const [selection] = useState(() => createSelection(initial.blocks[0]?.id ?? null));
  const selectedId = useSelectedId(selection);
  const setSelectedId = selection.set;
  const [chosenWidth, setWidth] = useState<Width | null>(null);
  const width = useSyncExternalStore(onResize, windowWidth, serverWidth);
  const shownWidth = chosenWidth ?? width;
  const [panel, setPanel] = useState<Panel>('none');
  // Closing a panel (« Fermer », a block added) gives the focus back to the toolbar button that
  // opened it (the one expanded; « Publier », in the bar under the toolbar, for the problems): the panel's
  // button or field that had it is gone, and the focus fell to the top of the page.
  const toolbarRef = useRef<HTMLDivElement>(null);
  const closePanel = () => {
    const toolbar = toolbarRef.current;
    const opener = toolbar?.querySelector('[aria-expanded="true"]') ?? document.getElementById(`${id}-publish`);
    if (opener instanceof HTMLElement) opener.focus();
    setPanel('none');
  };
  const [problems, setProblems] = useState<Problem[]>([]);
  const location = useLocation();
  // A notice handed over by the editor of the page's former address (a rename).
  const [notice, setNotice] = useState<string | null>(() =>
    isRecord(location.state) && typeof location.state.notice === 'string' ? location.state.notice : null,
  );
  const [viewing, setViewing] = useState<{ number: number; blocks: Block[] } | null>(null);
  const [isUnpublished, setUnpublished] = useState(unpublished);
  const edit = useCallback((recipe: (draft: Block[]) => void, mergeKey: string | null = null) => setHistory((h) => change(h, recipe, mergeKey)), []);
  const saver = useDraftSaver(page.url, initial, blocks, (recovered) => setHistory((h) => replaceAll(h, recovered)));
  const publish = useMutation(publishMutation(api, page.url));

  const actions = useMemo<BlockActions>(
    () => ({
      select: setSelectedId,
      move: (blockId, delta) => edit((draft) => moveBlock(draft, blockId, delta)),
      moveTo: (blockId, overId) => edit((draft) => moveBlockTo(draft, blockId, overId)),
      duplicate: (blockId) => {
        let copy: string | null = null;
        edit((draft) => {
          copy = duplicateBlock(draft, blockId);
        });
        if (copy) setSelectedId(copy);
      },
      // A block removed (a section, with all it holds, in one tap on a phone) is said in the bar kept in
      // view, with its undo there: the toolbar's « Annuler » may be far above.
      remove: (blockId) => {
        setHistory((h) => {
          const name = blockLabels(h.blocks).get(blockId) ?? blockId;
          const inside = flattenBlocks(findBlock(h.blocks, blockId)?.children ?? []).length;
          const note = inside > 0 ? formatMessage(adminText.editor.removedWith, { name, count: inside }) : format(adminText.editor.removed, { name });
          return withNote(
            h,
            change(h, (draft) => removeBlock(draft, blockId)),
            note,
          );
        });
        setSelectedId((current) => (current === blockId ? null : current));
      },
    }),
    [edit, setSelectedId],
  );

  // Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z (or Ctrl+Y) redoes — except while typing in a text field,
  // where the browser's own undo of that field comes first.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key !== 'z' && key !== 'y') return;
      const target = event.target;
      if (target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))) return;
      event.preventDefault();
      setHistory((h) => (key === 'y' || event.shiftKey ? redo(h) : undo(h)));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const insert = (block: Block, target: InsertTarget) => {
    edit((draft) => insertBlock(draft, block, target));
    setSelectedId(block.id);
    closePanel();
  };

  const problemsRef = useRef<HTMLElement>(null);
  async function onPublish() {
    setNotice(null);
    const found = await findProblems(registry, blocks);
    if (found.length > 0) {
      setProblems(found);
      setPanel('problems');
      return;
    }
    const revision = await saver.flush();
    if (revision === null) return;
    try {
      const version = await publish.mutateAsync(revision);
      setUnpublished(false);
      setNotice(format(t.published, { number: version.number }));
    } catch (error) {
      const failure = editorFailure(error);
      if (failure.kind === 'invalid' && Object.keys(failure.fields).length > 0) {
        setProblems(
          Object.entries(failure.fields).map(([key, message]) => {
            const blockId = key.slice(0, key.indexOf('/'));
            const field = key.slice(key.indexOf('/') + 1);
            return {
              blockId,
              label: blockLabels(blocks).get(blockId) ?? blockId,
              field,
              path: `/${field.replace(/\./g, '/')}`,
              message,
            };
          }),
        );
        setPanel('problems');
      } else {
        setNotice(failure.message);
      }
    }
  }
  useEffect(() => {
    if (panel === 'problems') problemsRef.current?.focus();
  }, [panel, problems]);

  const goToProblem = (problem: Problem) => {
    setViewing(null);
    setSelectedId(problem.blockId);
    // The form of the block renders first; then its field takes the focus.
    window.setTimeout(() => document.getElementById(fieldId(problem.blockId, problem.path))?.focus(), 50);
  };

  const selected = selectedId ? findBlock(blocks, selectedId) : null;
  // A key, a click or a move answers with what it touched (the form, the pressed button); the list
  // and the page, 200 blocks on a long page, follow in a render of their own that the next key may
  // interrupt (issue 35's budget: ≤ 100 ms per interaction at 4× CPU).
  const listed = useDeferredValue(blocks);
  const labels = useMemo(() => blockLabels(listed), [listed]);
  const shown = viewing?.blocks ?? listed;
  const shownLabels = useMemo(() => (viewing ? blockLabels(viewing.blocks) : labels), [viewing, labels]);
  // A newly selected block's form is built after the selection is painted; meanwhile the form area says it is coming.
  const formId = useDeferredValue(selectedId);
  const conflict = saver.state.kind === 'conflict';
  // The block just removed, while its removal is the last change.
  const removal = lastNote(history);

  return (
    <div className="editor">
      <div className="container editor__head">
        <h1>{format(t.titleOf, { title: page.title })}</h1>
        <p className="editor__links">
          <Link to={path}>{t.openPage}</Link> · <Link to="/admin">{t.back}</Link>
          {isUnpublished ? <strong className="editor__unpublished"> · {t.unpublished}</strong> : null}
        </p>
        <div ref={toolbarRef} role="toolbar" aria-label={t.toolbar} className="editor__toolbar">
          <Button variant="secondary" size="sm" pending={history.past.length === 0} onClick={() => setHistory(undo)} aria-keyshortcuts="Control+Z Meta+Z">
            {t.undo}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            pending={history.future.length === 0}
            onClick={() => setHistory(redo)}
            aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z"
          >
            {t.redo}
          </Button>
          <Button variant="secondary" size="sm" aria-expanded={panel === 'add'} onClick={() => setPanel(panel === 'add' ? 'none' : 'add')}>
            {t.add}
          </Button>
          <Button variant="secondary" size="sm" aria-expanded={panel === 'versions'} onClick={() => setPanel(panel === 'versions' ? 'none' : 'versions')}>
            {t.versions}
          </Button>
          <Button variant="secondary" size="sm" aria-expanded={panel === 'new-page'} onClick={() => setPanel(panel === 'new-page' ? 'none' : 'new-page')}>
            {t.newPage}
          </Button>
          <Button variant="secondary" size="sm" aria-expanded={panel === 'page'} onClick={() => setPanel(panel === 'page' ? 'none' : 'page')}>
            {t.pageSettings}
          </Button>
        </div>
        {conflict ? (
          <section role="alert" className="editor__conflict" aria-labelledby={`${id}-conflict`}>
            <h2 id={`${id}-conflict`}>{t.conflict.title}</h2>
            <p>{t.conflict.text}</p>
            <div className="editor__actions">
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  void saver.reloadTheirs().then((draft) => {
                    if (draft) setHistory((h) => replaceAll(h, draft.blocks));
                  })
                }
              >
                {t.conflict.reload}
              </Button>
              <Button variant="primary" size="sm" onClick={() => void saver.keepMine()}>
                {t.conflict.keep}
              </Button>
            </div>
          </section>
        ) : null}
        {panel === 'add' ? (
          <Suspense fallback={<p role="status">{t.loadingBlocks}</p>}>
            <AddBlockPanel blocks={blocks} selected={selected} onInsert={insert} onClose={closePanel} />
          </Suspense>
        ) : null}
        {panel === 'problems' ? <ProblemsPanel ref={problemsRef} problems={problems} onGo={goToProblem} onClose={closePanel} fieldId={fieldId} /> : null}
        {panel === 'versions' ? (
          <VersionsPanel
            slug={page.url}
            onPreview={(number, versionBlocks) => setViewing({ number, blocks: versionBlocks })}
            onRestored={(draft, number) => {
              saver.adopt(draft);
              setHistory((h) => replaceAll(h, draft.blocks));
              setViewing(null);
              setNotice(format(t.restored, { number }));
            }}
            onClose={closePanel}
          />
        ) : null}
        {panel === 'new-page' ? <NewPagePanel tree={tree} onClose={closePanel} /> : null}
        {panel === 'page' ? <PagePanel page={page} path={path} flush={saver.flush} discard={saver.discard} onRenamed={setNotice} onClose={closePanel} /> : null}
      </div>

      {/* Where the draft stands and « Publier », kept in view under the site's top bar wherever the
          owner is in the list, the form or the page (they were at the top only: on a phone, a block far
          down meant scrolling all the way back to know it was saved and to publish). */}
      <div className="editor__bar" role="group" aria-label={t.bar}>
        <div className="container editor__bar-inner">
          <div className="editor__bar-texts">
            <p role="status" className="editor__status">
              {savedText(saver.state)}
            </p>
            {notice ? (
              <p role="status" className="editor__notice">
                {notice}
              </p>
            ) : null}
            {removal ? (
              <p role="status" className="editor__notice">
                {removal}{' '}
                <button type="button" className="text-button" onClick={() => setHistory(undo)}>
                  {t.undoRemove}
                </button>
              </p>
            ) : null}
          </div>
          <Button id={`${id}-publish`} variant="primary" size="sm" pending={publish.isPending} disabled={conflict} onClick={() => void onPublish()}>
            {publish.isPending ? t.publishing : t.publish}
          </Button>
        </div>
      </div>

      <div className="container editor__layout">
        <div className="editor__side">
          <section className="editor__blocks" aria-labelledby={`${id}-blocks`}>
            <h2 id={`${id}-blocks`}>{t.blocks}</h2>
            <p className="editor__help">{t.blocksHelp}</p>
            {listed.length === 0 ? (
              <p>{t.noBlocks}</p>
            ) : (
              <SelectionContext value={selection}>
                <BlockList blocks={listed} labels={labels} actions={actions} />
              </SelectionContext>
            )}
          </section>
          <section className="editor__form" aria-labelledby={`${id}-form`}>
            <h2 id={`${id}-form`}>{t.form}</h2>
            {selected && formId !== selected.id ? (
              <p role="status">{t.loadingBlock}</p>
            ) : selected ? (
              <Suspense fallback={<p role="status">{t.loadingBlock}</p>}>
                <PropsForm key={selected.id} block={selected} edit={edit} />
              </Suspense>
            ) : (
              <p>{t.noSelection}</p>
            )}
          </section>
        </div>

        <section className="editor__page" aria-labelledby={`${id}-page`}>
          <h2 id={`${id}-page`}>{t.page}</h2>
          <fieldset className="editor__widths">
            <legend>{t.widths}</legend>
            {WIDTHS.map((px) => (
              <label key={px}>
                <input type="radio" name={`${id}-width`} checked={shownWidth === px} onChange={() => setWidth(px)} />
                {`${t.widthNames[px] ?? ''} ${format(t.width, { px })}`}
              </label>
            ))}
          </fieldset>
          {viewing ? (
            <p role="status" className="editor__viewing">
              {format(t.viewingVersion, { number: viewing.number })}{' '}
              <button type="button" className="text-button" onClick={() => setViewing(null)}>
                {t.backToDraft}
              </button>
            </p>
          ) : null}
          <PreviewIframe title={format(t.frameTitle, { px: shownWidth })} width={shownWidth} className="editor__frame">
            <PreviewFrame page={page} className="editor__frame-page">
              <SelectionContext value={selection}>
                <PreviewBlocks page={page} blocks={shown} labels={shownLabels} onSelect={viewing ? null : setSelectedId} />
              </SelectionContext>
            </PreviewFrame>
          </PreviewIframe>
        </section>
      </div>
    </div>
  );
}

/** The id rjsf gives the input of `path` (a JSON pointer) in the form of block `blockId`. */
function fieldId(blockId: string, path: string): string {
  const segments = path.split('/').filter(Boolean);
  return [`bloc-${blockId}`, ...segments].join('_');
}

/**
 * The page's blocks in the preview (null `onSelect`: a version, read only). Memoised like the list:
 * a key, a click or a move does not render the 200 blocks of a long page again.
 */
const PreviewBlocks = memo(function PreviewBlocks({
  page,
  blocks,
  labels,
  onSelect,
}: {
  page: Page;
  blocks: readonly Block[];
  labels: ReadonlyMap<string, string>;
  onSelect: ((id: string) => void) | null;
}) {
  if (blocks.length === 0) return <PageRenderer page={page} conf={{ slug: page.url, blocks: [] }} diagnostics />;
  return (
    <>
      {/* The page's title as its h1 when none of its blocks shows one, once, as visitors will see it; inert as the blocks are. */}
      <div inert>
        <PageTitleStandIn title={page.title} blocks={blocks} />
      </div>
      {blocks.map((block) => (
        <PreviewBlock key={block.id} page={page} block={block} name={labels.get(block.id) ?? block.id} onSelect={onSelect} />
      ))}
    </>
  );
});

/**
 * One top-level block of the preview, as visitors see it, and a way to select it with the pointer:
 * its content is inert (no link leaves the editor, no tab stop in the page), the list is the
 * keyboard's way. Memoised: typing in one block renders that block only; selecting renders the
 * blocks whose selection changed (the one, or the container holding it).
 */
const PreviewBlock = memo(function PreviewBlock({
  page,
  block,
  name,
  onSelect,
}: {
  page: Page;
  block: Block;
  name: string;
  onSelect: ((id: string) => void) | null;
}) {
  const selected = useSelectionIs((id) => onSelect !== null && id !== null && (id === block.id || findBlock(block.children ?? [], id) !== null));
  const conf = useMemo<ComponentConf>(() => ({ slug: page.url, blocks: [block] }), [page.url, block]);
  // Without the page: its title's stand-in h1 is the whole page's (PreviewBlocks), not one per block.
  // With it, every block that shows no h1 of its own had the page's title above it.
  const pick = (event: MouseEvent) => {
    event.preventDefault();
    onSelect?.(block.id);
  };
  return (
    <div className={`editor-preview-block${selected ? ' editor-preview-block--selected' : ''}`} data-block={block.id}>
      <div inert>
        <PageRenderer conf={conf} diagnostics />
      </div>
      {onSelect ? (
        <button type="button" tabIndex={-1} className="editor-preview-block__pick" aria-label={format(adminText.editor.pick, { name })} onClick={pick} />
      ) : null}
    </div>
  );
});

/**
 * The form of the selected block, and the media library for an image. Memoised: a move, a selection
 * elsewhere or the draft's status do not render rjsf's form again (its props are compared deeply).
 */
const PropsForm = memo(function PropsForm({ block, edit }: { block: Block; edit: (recipe: (draft: Block[]) => void, mergeKey: string | null) => void }) {
  const t = adminText.editor;
  // A key shows in its field at once (the form's own state); the change to the page — the undo step,
  // the editor, the list, the preview, the draft — follows in a transition the next key may interrupt.
  const onChange = useCallback(
    (props: Record<string, unknown>, field: string) => startTransition(() => edit((draft) => setProps(draft, block.id, props), `${block.id}${field}`)),
    [edit, block.id],
  );
  return (
    <>
      <BlockForm
        block={block}
        title={format(t.formTitle, { name: blockName(block.component) })}
        idPrefix={`bloc-${block.id}`}
        unknown={t.unknown}
        onChange={onChange}
      />
      {block.component === 'image' ? (
        <MediaPicker onPick={(media) => onChange({ ...block.props, src: media.url, width: media.width, height: media.height }, '/src')} />
      ) : null}
    </>
  );
});
