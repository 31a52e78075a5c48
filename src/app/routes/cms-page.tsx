/**
 * A CMS page (SPEC §2): its blocks through the renderer, with its title, description and canonical
 * URL. The loader has already put the page and its blocks in the cache.
 */
import { useLoaderData } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { pageQueryOptions } from '@/api/queries/page';
import { PageRenderer } from '@/renderer/page-renderer';
import { canonicalUrl, useDocumentMeta } from './document-meta';
import type { CmsPageData } from './loaders';
import { documentTitle, useSiteMeta } from './use-site-meta';

function isCmsPageData(value: unknown): value is CmsPageData {
  return typeof value === 'object' && value !== null && 'slug' in value && typeof value.slug === 'string' && 'canonicalPath' in value && typeof value.canonicalPath === 'string';
}

/** Route component of every CMS page. */
export function Component() {
  const loaded: unknown = useLoaderData();
  if (!isCmsPageData(loaded)) throw new Error('CMS page rendered without its loader data');
  return <CmsPage data={loaded} />;
}

function CmsPage({ data }: { data: CmsPageData }) {
  const api = useApi();
  const { data: page } = useSuspenseQuery(pageQueryOptions(api, data.slug));
  const site = useSiteMeta();
  useDocumentMeta({
    title: documentTitle(page.title, site.brand, data.canonicalPath === '/'),
    description: page.metaDescription,
    canonical: canonicalUrl(site.siteUrl, data.canonicalPath),
  });
  return <PageRenderer key={data.slug} page={page} conf={data.conf} diagnostics={site.diagnostics} />;
}
