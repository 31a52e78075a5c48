/**
 * The page an admin tool works on, named by the rest of its URL (`/admin/apercu/<page path>`,
 * `/admin/editeur/<page path>`): found in the admin's page tree (unpublished pages included), the
 * document titled after it, or a French message when no page has that path. One route body for the
 * live preview and the page editor.
 */
import { Fragment, useMemo, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import type { AdminPagesData, Page } from '@/api/generated/types';
import { readQueryOptions } from '@/api/queries/read';
import { format } from '@/features/i18n/i18n';
import { indexTree, resolvePath } from '@/app/layouts/menu-model';
import { useDocumentMeta } from '@/app/routes/document-meta';

/** What the tool is given: the page, its canonical path and the admin's tree. */
export interface PageOfPath {
  page: Page;
  path: string;
  pages: AdminPagesData;
}

/** The tool's words: `{title}` in `titleOf`, `{path}` in `noPage`. */
export interface PageOfPathText {
  titleOf: string;
  title: string;
  noPage: string;
  back: string;
}

/** Resolve the URL's page and render `children` with it (keyed by the page: another page starts afresh). */
export function AdminPageOfPath({ text, className, children }: { text: PageOfPathText; className: string; children: (found: PageOfPath) => ReactNode }) {
  const api = useApi();
  const path = useParams()['*'] ?? '';
  const { data } = useSuspenseQuery(readQueryOptions(api, 'getAdminPages'));
  const node = useMemo(() => resolvePath(indexTree(data.pages), `/${path}`), [data.pages, path]);
  useDocumentMeta({ title: node ? format(text.titleOf, { title: node.page.title }) : text.title, robots: 'noindex, nofollow' });
  if (!node) {
    return (
      <div className={`container ${className}`}>
        <h1>{text.title}</h1>
        <p role="alert">{format(text.noPage, { path: `/${path}` })}</p>
        <Link to="/admin">{text.back}</Link>
      </div>
    );
  }
  // Keyed by the page: the tool's state belongs to one page, another starts afresh.
  return <Fragment key={node.page.id}>{children({ page: node.page, path: node.canonicalPath, pages: data })}</Fragment>;
}
