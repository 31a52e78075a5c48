/**
 * A page's content area: its conf's blocks, or its default blocks (DESIGN.md §3). The shell provides
 * the frame (menus, footer); the renderer owns everything between, including the page's h1.
 */
import { useMemo } from 'react';
import type { ComponentConf, Page } from '@/api/generated/types';
import { BlockList } from './block-renderer';
import { blocksOfPage } from './page-check';
import { PageTitleStandIn } from './page-title';
import { ServerHtmlPart } from './server-html-part';
import './renderer.css';

/** Props of {@link PageRenderer}. */
export interface PageRendererProps {
  /** The page (for default blocks when the conf is empty or absent); optional on legal routes. */
  page?: Page | null;
  /** The page's component conf (`GET /component/conf/{slug}`), null when it has none. */
  conf?: ComponentConf | null;
  /** Admins and the dev server: failed blocks show a diagnostic box instead of disappearing. */
  diagnostics: boolean;
}

/**
 * Render a page from its blocks. Every block is validated and isolated; the rest of the page always
 * renders whatever one block does, and a page keeps an h1 (its title) when the block that held it
 * fails (page-title.tsx).
 */
export function PageRenderer({ page, conf, diagnostics }: PageRendererProps) {
  const blocks = useMemo(() => blocksOfPage(conf, page), [conf, page]);
  const pageKey = conf?.slug ?? page?.url ?? undefined;
  return (
    <>
      {page ? (
        // Outside .vr-page: its rules count the page's first block, which this part must not displace.
        <ServerHtmlPart watch={blocks}>
          <PageTitleStandIn title={page.title} blocks={blocks} />
        </ServerHtmlPart>
      ) : null}
      <div className="vr-page" data-page={pageKey}>
        {blocks.length > 0 ? (
          // Another page is another list (keyed): its blocks never take over the state of the previous
          // page's blocks that happen to share an id and a place, and it renders as a client render.
          <BlockList key={pageKey} blocks={blocks} diagnostics={diagnostics} />
        ) : (
          <p className="vr-page__empty">Cette page est en cours de rédaction. Revenez bientôt !</p>
        )}
      </div>
    </>
  );
}
