/**
 * The page editor's panels (issue 35): add a block (searchable list of the registry, each with its
 * French name and its schema's description, inserted with its example's props), the problems that
 * stop « Publier » (each a link to its block and field), the versions (preview, « Restaurer »), a new
 * page, and the media library of the image block.
 */
import { use, useId, useMemo, useState, type Ref } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import type { Block, ConfDraft, Media, Page } from '@/api/generated/types';
import { createPageMutation, deletePageMutation, editorFailure, restoreVersionMutation, updatePageMutation, uploadMediaMutation } from '@/api/mutations/editor';
import { readQueryOptions } from '@/api/queries/read';
import type { BlockRegistry, RegisteredBlock } from '@/renderer/block-contract';
import { useBlockRegistry } from '@/renderer/registry-context';
import { validateDetailed } from '@/features/forms/form-validator';
import { format } from '@/features/i18n/i18n';
import { formatMessage } from '@/lib/message-format';
import { indexTree } from '@/app/layouts/menu-model';
import { Button } from '@/ui/button';
import { formatDayAndTime } from '@/lib/dates';
import { isRecord } from '@/lib/is-record';
import { slugify } from '@/lib/slug';
import { blockLabels } from './admin-block-label';
import { flattenBlocks, MAX_DEPTH, newBlockId, type InsertTarget } from './admin-editor-tree';
import { adminText, BLOCK_NAMES } from './admin-text';

const t = adminText.editor;

/** Every definition of the registry (one shared promise, for `use()`). */
const allDefinitions = new WeakMap<BlockRegistry, Promise<RegisteredBlock[]>>();
function definitionsOf(registry: BlockRegistry): Promise<RegisteredBlock[]> {
  let promise = allDefinitions.get(registry);
  if (!promise) {
    promise = Promise.all(registry.names.map((name) => registry.load(name))).then((list) => list.filter((d): d is RegisteredBlock => d !== null));
    allDefinitions.set(registry, promise);
  }
  return promise;
}

function PanelHead({ id, title, onClose }: { id: string; title: string; onClose: () => void }) {
  return (
    <div className="editor-panel__head">
      <h2 id={id}>{title}</h2>
      <button type="button" className="text-button" onClick={onClose}>
        {t.close}
      </button>
    </div>
  );
}

// ── Add a block ──────────────────────────────────────────────────────────────────────────────────

/** The registry's blocks, searchable; a click inserts one with its example's props. */
export function AddBlockPanel({
  blocks,
  selected,
  onInsert,
  onClose,
}: {
  blocks: readonly Block[];
  selected: Block | null;
  onInsert: (block: Block, target: InsertTarget) => void;
  onClose: () => void;
}) {
  const id = useId();
  const definitions = use(definitionsOf(useBlockRegistry()));
  const [query, setQuery] = useState('');
  const placed = selected ? flattenBlocks(blocks).find((p) => p.block.id === selected.id) : undefined;
  const selectedDefinition = selected ? definitions.find((d) => d.name === selected.component) : undefined;
  const canGoInside = Boolean(selectedDefinition?.container && placed && placed.depth < MAX_DEPTH);
  const [where, setWhere] = useState<InsertTarget['kind']>(selected ? 'after' : 'end');
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const matches = definitions.filter((d) => {
    const q = fold(query.trim());
    return !q || fold(`${BLOCK_NAMES[d.name] ?? ''} ${d.name} ${String(d.schema.description ?? '')}`).includes(q);
  });
  const target = (): InsertTarget =>
    where !== 'end' && selected ? { kind: where === 'inside' && canGoInside ? 'inside' : 'after', id: selected.id } : { kind: 'end' };
  return (
    <section className="editor-panel" aria-labelledby={id}>
      <PanelHead id={id} title={t.addTitle} onClose={onClose} />
      <div className="editor-panel__fields">
        <label className="admin-grid__field">
          <span>{t.search}</span>
          <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} autoFocus />
        </label>
        <label className="admin-grid__field">
          <span>{t.where}</span>
          <select value={where} onChange={(e) => setWhere(e.target.value === 'inside' ? 'inside' : e.target.value === 'after' ? 'after' : 'end')}>
            <option value="end">{t.whereEnd}</option>
            {selected ? <option value="after">{t.whereAfter}</option> : null}
            {canGoInside ? <option value="inside">{t.whereInside}</option> : null}
          </select>
        </label>
      </div>
      {matches.length === 0 ? <p role="status">{format(t.noMatch, { query })}</p> : null}
      <ul className="editor-catalogue">
        {matches.map((d) => (
          <li key={d.name}>
            <button
              type="button"
              className="editor-catalogue__item"
              aria-label={format(t.insert, { name: BLOCK_NAMES[d.name] ?? d.name })}
              onClick={() =>
                onInsert({ id: newBlockId(blocks, d.name), component: d.name, props: isRecord(d.example) ? structuredClone(d.example) : {} }, target())
              }
            >
              {/* Its French name only: the registry's key (« album-list ») means nothing to an owner; a search still finds it. */}
              <strong>{BLOCK_NAMES[d.name] ?? d.name}</strong>
              <span className="editor-catalogue__description">{String(d.schema.description ?? '')}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

// ── Problems before publishing ───────────────────────────────────────────────────────────────────

/** One thing that stops publishing. */
export interface Problem {
  blockId: string;
  label: string;
  /** JSON pointer of the field in the block's props (`""`: the block as a whole). */
  path: string;
  /** The field's title (or its path). */
  field: string;
  message: string;
}

function titleAt(schema: unknown, path: string): string {
  let node: unknown = schema;
  for (const key of path.split('/').filter(Boolean)) {
    if (!isRecord(node)) break;
    node = isRecord(node.properties) && key in node.properties ? node.properties[key] : node.items;
  }
  return isRecord(node) && typeof node.title === 'string' ? node.title : path.split('/').filter(Boolean).join('.') || t.wholeBlock;
}

/** Every block checked against its schema, with the same French validator as the form. */
export async function findProblems(registry: BlockRegistry, blocks: readonly Block[]): Promise<Problem[]> {
  const problems: Problem[] = [];
  const labels = blockLabels(blocks);
  for (const { block } of flattenBlocks(blocks)) {
    const label = labels.get(block.id) ?? block.id;
    const definition = await registry.load(block.component).catch(() => null);
    if (!definition) {
      problems.push({ blockId: block.id, label, path: '', field: t.wholeBlock, message: format(t.unknown, { component: block.component }) });
      continue;
    }
    for (const error of validateDetailed(definition.schema, block.props)) {
      problems.push({ blockId: block.id, label, path: error.path, field: titleAt(definition.schema, error.path), message: error.message });
    }
  }
  return problems;
}

/** The problems, each a link to its block's field. */
export function ProblemsPanel({
  ref,
  problems,
  onGo,
  onClose,
  fieldId,
}: {
  ref: Ref<HTMLElement>;
  problems: readonly Problem[];
  onGo: (problem: Problem) => void;
  onClose: () => void;
  fieldId: (blockId: string, path: string) => string;
}) {
  const id = useId();
  return (
    <section ref={ref} tabIndex={-1} role="alert" className="editor-panel editor-panel--problems" aria-labelledby={id}>
      <PanelHead id={id} title={formatMessage(t.problemsTitle, { count: problems.length })} onClose={onClose} />
      <p>{t.problemsIntro}</p>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.blockId}${problem.path}${problem.message}`}>
            <a
              href={`#${fieldId(problem.blockId, problem.path)}`}
              onClick={(event) => {
                event.preventDefault();
                onGo(problem);
              }}
            >
              {format(t.problem, { block: problem.label, field: problem.field, message: problem.message })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

// ── Versions ─────────────────────────────────────────────────────────────────────────────────────

/** The published versions, newest first: preview one, or restore it into the draft. */
export function VersionsPanel({
  slug,
  onPreview,
  onRestored,
  onClose,
}: {
  slug: string;
  onPreview: (number: number, blocks: Block[]) => void;
  onRestored: (draft: ConfDraft, number: number) => void;
  onClose: () => void;
}) {
  const id = useId();
  const api = useApi();
  const versions = useQuery({ ...readQueryOptions(api, 'getConfVersions', { pathParams: { slug } }), staleTime: 0 });
  const restore = useMutation(restoreVersionMutation(api, slug));
  const [error, setError] = useState<string | null>(null);
  const list = versions.data?.versions ?? [];
  return (
    <section className="editor-panel" aria-labelledby={id}>
      <PanelHead id={id} title={t.versionsTitle} onClose={onClose} />
      {error ? <p role="alert">{error}</p> : null}
      {versions.isPending ? <p role="status">…</p> : list.length === 0 ? <p>{t.noVersions}</p> : null}
      <ol className="editor-versions">
        {list.map((version, index) => (
          <li key={version.number}>
            <p>
              <strong>{format(t.versionLine, { number: version.number, date: formatDayAndTime(version.at), by: version.by })}</strong>
              {index === 0 ? ` ${t.versionCurrent}` : ''} — {version.summary}
            </p>
            <div className="editor__actions">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => onPreview(version.number, version.blocks)}
                aria-label={`${t.previewVersion} : version ${version.number}`}
              >
                {t.previewVersion}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                disabled={restore.isPending}
                aria-label={`${t.restore} la version ${version.number}`}
                onClick={() =>
                  restore.mutateAsync(version.number).then(
                    (draft) => onRestored(draft, version.number),
                    (e: unknown) => setError(editorFailure(e).message),
                  )
                }
              >
                {t.restore}
              </Button>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

// ── A page's title and address ────────────────────────────────────────────────────────────────────

/** What {@link PageFields} shows and reports. */
interface PageFieldsProps {
  /** The panel's id: the fields' help and error ids start with it. */
  id: string;
  title: string;
  slug: string;
  /** The API's answer: `title`, `url` beside their field, `_global` above both. */
  errors: Readonly<Record<string, string>>;
  /** What the address field says under it. */
  slugHelp: string;
  /** The home's address never changes. */
  slugReadOnly?: boolean;
  onTitle: (title: string) => void;
  onSlug: (slug: string) => void;
}

/**
 * A page's title and address, with the API's refusals beside them (aria-invalid, the error tied to
 * its field): one set of fields for « Nouvelle page » and « Page ».
 */
function PageFields({ id, title, slug, errors, slugHelp, slugReadOnly = false, onTitle, onSlug }: PageFieldsProps) {
  return (
    <>
      {errors._global ? <p role="alert">{errors._global}</p> : null}
      <label className="admin-grid__field">
        <span>{t.pageTitle}</span>
        <input
          value={title}
          required
          onChange={(e) => onTitle(e.target.value)}
          aria-invalid={Boolean(errors.title)}
          aria-describedby={errors.title ? `${id}-title-error` : undefined}
        />
        {errors.title ? <span id={`${id}-title-error`}>{errors.title}</span> : null}
      </label>
      <label className="admin-grid__field">
        <span>{t.pageSlug}</span>
        <input
          value={slug}
          readOnly={slugReadOnly}
          onChange={(e) => onSlug(e.target.value)}
          aria-describedby={`${id}-slug-help${errors.url ? ` ${id}-slug-error` : ''}`}
          aria-invalid={Boolean(errors.url)}
        />
        <span id={`${id}-slug-help`}>{slugHelp}</span>
        {errors.url ? <span id={`${id}-slug-error`}>{errors.url}</span> : null}
      </label>
    </>
  );
}

/** A refused page write, for {@link PageFields}: the fields' errors, or its message above them. */
function pageErrors(error: unknown): Record<string, string> {
  const failure = editorFailure(error);
  return Object.keys(failure.fields).length > 0 ? failure.fields : { _global: failure.message };
}

// ── New page ─────────────────────────────────────────────────────────────────────────────────────

/** Title, address, parent, in the menu: the page is created, then opened in the editor. */
export function NewPagePanel({ tree, onClose }: { tree: readonly Page[]; onClose: () => void }) {
  const id = useId();
  const api = useApi();
  const navigate = useNavigate();
  const create = useMutation(createPageMutation(api));
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState<string | null>(null);
  const [parent, setParent] = useState('');
  const [inMenu, setInMenu] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const nodes = useMemo(() => [...indexTree(tree).values()], [tree]);
  const shownSlug = slug ?? slugify(title);
  async function submit() {
    setErrors({});
    try {
      const page = await create.mutateAsync({ title, url: shownSlug || title, idParent: parent ? Number(parent) : null, showInMenu: inMenu });
      const parentPath = nodes.find((n) => n.page.id === page.idParent)?.canonicalPath ?? '';
      await navigate(`/admin/editeur${parentPath}/${page.url}`);
    } catch (error) {
      setErrors(pageErrors(error));
    }
  }
  return (
    <section className="editor-panel" aria-labelledby={id}>
      <PanelHead id={id} title={t.newPageTitle} onClose={onClose} />
      <form
        className="editor-panel__fields"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <PageFields id={id} title={title} slug={shownSlug} errors={errors} slugHelp={t.pageSlugHelp} onTitle={setTitle} onSlug={setSlug} />
        <label className="admin-grid__field">
          <span>{t.pageParent}</span>
          <select value={parent} onChange={(e) => setParent(e.target.value)}>
            <option value="">{t.noParent}</option>
            {nodes.map((n) => (
              <option key={n.page.id} value={n.page.id}>
                {n.page.menuTitle ?? n.page.title}
              </option>
            ))}
          </select>
        </label>
        <label className="editor-panel__check">
          <input type="checkbox" checked={inMenu} onChange={(e) => setInMenu(e.target.checked)} />
          {t.inMenu}
        </label>
        <Button type="submit" size="sm" disabled={create.isPending}>
          {t.create}
        </Button>
      </form>
    </section>
  );
}

// ── The page: rename, delete ───────────────────────────────────────────────────────────────────

/** What the page panel needs of the editor. */
export interface PagePanelProps {
  page: Page;
  /** The page's path on the site (its parent's path, then its address). */
  path: string;
  /** Save the draft now (`DraftSaver.flush`): null when it could not be. */
  flush: () => Promise<number | null>;
  /** Forget the draft of a deleted page (`DraftSaver.discard`). */
  discard: () => void;
  /** After a rename that kept the address: what to tell the admin. */
  onRenamed: (notice: string) => void;
  onClose: () => void;
}

/**
 * « Page »: its title and address (the home's address never changes), and its deletion after a
 * confirmation. The draft is saved before either: a rename moves it with the page, nothing typed is lost.
 */
export function PagePanel({ page, path, flush, discard, onRenamed, onClose }: PagePanelProps) {
  const id = useId();
  const api = useApi();
  const navigate = useNavigate();
  const update = useMutation(updatePageMutation(api, page.id));
  const remove = useMutation(deletePageMutation(api, page.id));
  const isHome = page.type === 'HOME';
  const [title, setTitle] = useState(page.title);
  const [slug, setSlug] = useState(page.url);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  async function rename() {
    setErrors({});
    if ((await flush()) === null) {
      setErrors({ _global: t.unsaved });
      return;
    }
    try {
      const saved = await update.mutateAsync({ title, ...(isHome || slug === page.url ? {} : { url: slug || title }) });
      setSlug(saved.url);
      const notice = format(t.renamed, { title: saved.title });
      // A new address is a new editor page (its draft moved with it): the notice goes along.
      if (saved.url !== page.url) await navigate(`/admin/editeur${path.slice(0, path.lastIndexOf('/') + 1)}${saved.url}`, { replace: true, state: { notice } });
      else onRenamed(notice);
    } catch (error) {
      setErrors(pageErrors(error));
    }
  }

  async function destroy() {
    setDeleteError(null);
    await flush();
    try {
      await remove.mutateAsync();
      discard();
      await navigate('/admin', { replace: true });
    } catch (error) {
      setDeleteError(editorFailure(error).message);
    }
  }

  return (
    <section className="editor-panel" aria-labelledby={id}>
      <PanelHead id={id} title={t.pageSettingsTitle} onClose={onClose} />
      <form
        className="editor-panel__fields"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void rename();
        }}
      >
        <PageFields
          id={id}
          title={title}
          slug={slug}
          errors={errors}
          slugHelp={isHome ? t.homeSlug : t.slugWarning}
          slugReadOnly={isHome}
          onTitle={setTitle}
          onSlug={setSlug}
        />
        <Button type="submit" size="sm" disabled={update.isPending}>
          {t.rename}
        </Button>
      </form>
      <div className="editor-panel__danger">
        <h3>{t.deleteTitle}</h3>
        {isHome ? (
          <p>{t.deleteHome}</p>
        ) : confirming ? (
          <div role="alertdialog" aria-labelledby={`${id}-confirm`} className="editor-panel__confirm">
            <p id={`${id}-confirm`}>{format(t.deleteText, { title: page.title })}</p>
            {deleteError ? <p role="alert">{deleteError}</p> : null}
            <div className="editor__actions">
              <Button variant="secondary" size="sm" autoFocus onClick={() => setConfirming(false)}>
                {t.deleteCancel}
              </Button>
              <Button variant="primary" size="sm" disabled={remove.isPending} onClick={() => void destroy()}>
                {format(t.deleteConfirm, { title: page.title })}
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
            {t.deleteAsk}
          </Button>
        )}
      </div>
    </section>
  );
}

// ── Media ────────────────────────────────────────────────────────────────────────────────────────

/** The site's images: send one, or use one for the image block (its address and size). */
export function MediaPicker({ onPick }: { onPick: (media: Media) => void }) {
  const id = useId();
  const api = useApi();
  const media = useQuery(readQueryOptions(api, 'getMedia'));
  const upload = useMutation(uploadMediaMutation(api));
  const [message, setMessage] = useState<string | null>(null);
  return (
    <section className="editor-media" aria-labelledby={id}>
      <h3 id={id}>{t.media}</h3>
      <label className="admin-grid__field">
        <span>{t.upload}</span>
        <input
          type="file"
          accept=".png,.jpg,.jpeg,.svg,image/png,image/jpeg,image/svg+xml"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            upload.mutateAsync(file).then(
              (sent) => {
                setMessage(format(t.uploaded, { name: sent.name }));
                onPick(sent);
              },
              (error: unknown) => setMessage(editorFailure(error).fields.image ?? editorFailure(error).message),
            );
          }}
        />
      </label>
      <p role="status">{message}</p>
      <ul className="editor-media__list">
        {(media.data?.media ?? []).map((m) => (
          <li key={m.id}>
            <button type="button" className="editor-media__item" onClick={() => onPick(m)} aria-label={format(t.useImage, { name: m.name })}>
              <img src={m.url} alt="" width={m.width} height={m.height} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
