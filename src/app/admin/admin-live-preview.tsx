/**
 * Live block preview (`/admin/apercu/<page path>`, ADMIN and SUPER_ADMIN only): pick a block of the
 * page, edit its props in a form rjsf generates from the block's `schema.json` (descriptions become
 * help texts), and the page below re-renders with the draft as it is typed. The form's field messages
 * come from the eval-free French validator of the forms feature (decision 005, agrees with ajv); the
 * preview goes through the renderer, so invalid props show the renderer's own diagnostic (build-time
 * validators). The draft stays in this tab: copy its JSON for the CMS, or reset it.
 */
import { Suspense, use, useId, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import Form, { type IChangeEvent } from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useApi } from '@/api/api-context';
import type { Block, ComponentConf, Page } from '@/api/generated/types';
import { componentConfQueryOptions, pageTreeQueryOptions } from '@/api/queries/page';
import { BlockReportsContext } from '@/renderer/failure-reporter';
import { blocksOfPage } from '@/renderer/page-check';
import { PageRenderer } from '@/renderer/page-renderer';
import { useBlockRegistry } from '@/renderer/registry-context';
import { formValidator } from '@/features/forms/rjsf-validator';
import { format } from '@/features/i18n/i18n';
import { indexTree, resolvePath } from '@/app/layouts/menu-model';
import { useDocumentMeta } from '@/app/routes/document-meta';
import { Button } from '@/ui/button';
import { translateFr } from '@/ui/rjsf/french-strings';
import { rjsfTemplates, rjsfWidgets } from '@/ui/rjsf/templates';
import { adminText } from './admin-text';
import { AdminStylesheet } from './admin-stylesheet';
import { isRecord } from '@/lib/is-record';

/** A block of the page with its depth (containers' children indented in the picker). */
interface PickableBlock {
  block: Block;
  depth: number;
}

function flatten(blocks: readonly Block[], depth = 0, out: PickableBlock[] = []): PickableBlock[] {
  for (const block of blocks) {
    out.push({ block, depth });
    if (block.children) flatten(block.children, depth + 1, out);
  }
  return out;
}

/** The blocks with `blockId`'s props replaced by `props` (children kept). */
function withProps(blocks: readonly Block[], blockId: string, props: unknown): Block[] {
  return blocks.map((block) => {
    if (block.id === blockId) return { ...block, props: isRecord(props) ? props : {} };
    return block.children ? { ...block, children: withProps(block.children, blockId, props) } : block;
  });
}

/** No submit button: the form only feeds the preview. */
const UI_SCHEMA: UiSchema = { 'ui:submitButtonOptions': { norender: true } };

/** Route body of `/admin/apercu/*`: the live preview, with its styles. */
export function AdminLivePreview() {
  return (
    <>
      <AdminStylesheet view="preview" />
      <LivePreview />
    </>
  );
}

/** The page named by the path, in the preview editor (or a message when it is not a page). */
function LivePreview() {
  const t = adminText.preview;
  const api = useApi();
  const path = useParams()['*'] ?? '';
  const { data: tree } = useSuspenseQuery(pageTreeQueryOptions(api));
  const node = useMemo(() => resolvePath(indexTree(tree), `/${path}`), [tree, path]);
  useDocumentMeta({ title: node ? format(t.titleOf, { title: node.page.title }) : t.title, robots: 'noindex, nofollow' });
  if (!node) {
    return (
      <div className="container admin-preview">
        <h1>{t.title}</h1>
        <p role="alert">{format(t.noPage, { path: `/${path}` })}</p>
        <Link to="/admin">{t.back}</Link>
      </div>
    );
  }
  return <PagePreview key={node.page.id} page={node.page} path={node.canonicalPath} />;
}

function PagePreview({ page, path }: { page: Page; path: string }) {
  const t = adminText.preview;
  const api = useApi();
  // A page without a conf (404) shows its default blocks, as for visitors.
  const conf = useQuery(componentConfQueryOptions(api, page.url));
  if (conf.isPending)
    return (
      <p role="status" className="container admin-preview">
        {t.loading}
      </p>
    );
  return <PreviewEditor page={page} path={path} conf={conf.data ?? null} />;
}

function PreviewEditor({ page, path, conf }: { page: Page; path: string; conf: ComponentConf | null }) {
  const t = adminText.preview;
  const id = useId();
  const original = useMemo(() => blocksOfPage(conf, page), [conf, page]);
  const pickable = useMemo(() => flatten(original), [original]);
  const [blockId, setBlockId] = useState(pickable[0]?.block.id ?? '');
  const [drafts, setDrafts] = useState<Record<string, unknown>>({});
  const [copied, setCopied] = useState<string | null>(null);
  const picked = pickable.find((p) => p.block.id === blockId)?.block;
  const draft = picked ? (blockId in drafts ? drafts[blockId] : picked.props) : undefined;
  const blocks = useMemo(() => (picked ? withProps(original, picked.id, draft) : [...original]), [original, picked, draft]);
  const previewConf: ComponentConf = { slug: conf?.slug ?? page.url, blocks };

  async function copy() {
    if (!picked) return;
    const json = JSON.stringify({ ...picked, props: draft }, null, 2);
    try {
      await navigator.clipboard.writeText(json);
      setCopied(t.copied);
    } catch {
      setCopied(t.copyFailed);
    }
  }

  return (
    <div className="admin-preview">
      <div className="container admin-preview__head">
        <h1>{format(t.titleOf, { title: page.title })}</h1>
        <p>{t.intro}</p>
        <p className="admin-preview__links">
          <Link to={path}>{t.openPage}</Link> · <Link to="/admin">{t.back}</Link>
        </p>
      </div>
      <div className="container admin-preview__layout">
        <section className="admin-preview__editor" aria-labelledby={`${id}-editor`}>
          <h2 id={`${id}-editor`}>{t.editor}</h2>
          {pickable.length === 0 ? (
            <p>{t.noBlocks}</p>
          ) : (
            <>
              <label className="admin-grid__field">
                <span>{t.pick}</span>
                <select
                  value={blockId}
                  onChange={(event) => {
                    setBlockId(event.target.value);
                    setCopied(null);
                  }}
                >
                  {pickable.map(({ block, depth }) => (
                    <option key={block.id} value={block.id}>
                      {`${'— '.repeat(depth)}${block.id} (${block.component})`}
                    </option>
                  ))}
                </select>
              </label>
              {picked ? (
                <Suspense fallback={<p role="status">{t.loadingBlock}</p>}>
                  <BlockPropsForm
                    key={picked.id}
                    block={picked}
                    draft={draft}
                    onDraft={(props) => {
                      setDrafts((all) => ({ ...all, [picked.id]: props }));
                      setCopied(null);
                    }}
                  />
                </Suspense>
              ) : null}
              <div className="admin-preview__actions">
                <Button variant="secondary" size="sm" onClick={() => void copy()} disabled={!picked}>
                  {t.copy}
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={!picked || !(blockId in drafts)}
                  onClick={() => {
                    setDrafts(({ [blockId]: _dropped, ...rest }) => rest);
                    setCopied(t.wasReset);
                  }}
                >
                  {t.reset}
                </Button>
                <p role="status" className="admin-preview__status">
                  {copied}
                </p>
              </div>
            </>
          )}
        </section>
        <section className="admin-preview__page" aria-labelledby={`${id}-page`}>
          <h2 id={`${id}-page`} className="admin-preview__page-title">
            {t.pageTitle}
          </h2>
          <div className="admin-preview__frame">
            <div className={`site-main site-main--${page.type === 'HOME' ? 'default' : 'page'}`}>
              <div className="site-main__content">
                {/* A draft that fails is the admin trying props out, not a failure of the site: in the
                    preview it shows as the diagnostic box only, and never reaches the error reporter. */}
                <BlockReportsContext value={false}>
                  <PageRenderer page={page} conf={previewConf} diagnostics />
                </BlockReportsContext>
              </div>
            </div>
          </div>
        </section>
      </div>
    </div>
  );
}

/** The rjsf form of one block's props (suspends while the block's definition loads). */
function BlockPropsForm({ block, draft, onDraft }: { block: Block; draft: unknown; onDraft: (props: unknown) => void }) {
  const t = adminText.preview;
  const registry = useBlockRegistry();
  const definition = use(registry.load(block.component));
  if (!definition) return <p role="alert">{format(t.unknown, { component: block.component })}</p>;
  // `$id` is a URL rjsf would try to resolve against; the schema is self-contained.
  const { $id: _id, ...schema } = definition.schema;
  return (
    <>
      <Form
        className="rjsf-form admin-preview__form"
        schema={schema as RJSFSchema}
        uiSchema={{ ...UI_SCHEMA, 'ui:title': format(t.blockTitle, { component: block.component }) }}
        formData={draft}
        validator={formValidator}
        translateString={translateFr}
        templates={rjsfTemplates}
        widgets={rjsfWidgets}
        idPrefix={`apercu-${block.id}`}
        noHtml5Validate
        liveValidate
        showErrorList={false}
        onChange={(event: IChangeEvent) => onDraft(event.formData)}
      />
    </>
  );
}
