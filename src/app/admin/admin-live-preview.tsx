/**
 * Live block preview (`/admin/apercu/<page path>`, ADMIN and SUPER_ADMIN only): pick a block of the
 * page, edit its props in a form rjsf generates from the block's `schema.json` (descriptions become
 * help texts), and the page below re-renders with the draft as it is typed. The form's field messages
 * come from the eval-free French validator of the forms feature (decision 005, agrees with ajv); the
 * preview goes through the renderer, so invalid props show the renderer's own diagnostic (build-time
 * validators). The draft stays in this tab: copy its JSON for the CMS, or reset it.
 */
import { Suspense, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import type { Block, ComponentConf, Page } from '@/api/generated/types';
import { componentConfQueryOptions } from '@/api/queries/page';
import { blocksOfPage } from '@/renderer/page-check';
import { PageRenderer } from '@/renderer/page-renderer';
import { format } from '@/features/i18n/i18n';
import { Button } from '@/ui/button';
import { adminText } from './admin-text';
import { AdminStylesheet } from './admin-stylesheet';
import { AdminPageOfPath } from './admin-page-of-path';
import { BlockForm } from './admin-block-form';
import { PreviewFrame } from './admin-preview-frame';
import { isRecord } from '@/lib/is-record';
import { blockLabels, blockName } from './admin-block-label';

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

/** Route body of `/admin/apercu/*`: the live preview, with its styles. */
export function AdminLivePreview() {
  const t = adminText.preview;
  return (
    <>
      <AdminStylesheet view="preview" />
      <AdminPageOfPath text={t} className="admin-preview">
        {({ page, path }) => <PagePreview page={page} path={path} />}
      </AdminPageOfPath>
    </>
  );
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
  // The picker names each block as the page data had it (a draft being typed does not rename its option).
  const labels = useMemo(() => blockLabels(original), [original]);
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
          <Link to={`/admin/editeur${path}`}>{t.edit}</Link> · <Link to={path}>{t.openPage}</Link> · <Link to="/admin">{t.back}</Link>
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
                      {`${'— '.repeat(depth)}${labels.get(block.id) ?? block.id}`}
                    </option>
                  ))}
                </select>
              </label>
              {picked ? (
                <Suspense fallback={<p role="status">{t.loadingBlock}</p>}>
                  <BlockForm
                    key={picked.id}
                    block={{ ...picked, props: isRecord(draft) ? draft : {} }}
                    title={format(t.blockTitle, { component: blockName(picked.component) })}
                    idPrefix={`apercu-${picked.id}`}
                    unknown={t.unknown}
                    onChange={(props) => {
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
          <PreviewFrame page={page} className="admin-preview__frame">
            <PageRenderer page={page} conf={previewConf} diagnostics />
          </PreviewFrame>
        </section>
      </div>
    </div>
  );
}
