/**
 * A CMS page (SPEC §2): its blocks through the renderer, with its title, description and canonical
 * URL. The loader has already put the page and its blocks in the cache.
 */
import { lazy, Suspense } from 'react';
import { useLoaderData } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { pageQueryOptions } from '@/api/queries/page';
import { PageRenderer } from '@/renderer/page-renderer';
import { ServerHtmlPart } from '@/renderer/server-html-part';
import { canonicalUrl, useDocumentMeta } from './document-meta';
import { heroImageOf } from './hero-image';
import type { CmsPageData } from './loaders';
import { documentTitle, useSiteMeta } from './use-site-meta';
import { useStaticRoute } from '@/app/islands/recorder';

/**
 * The home's structured data: kept as the server wrote it while the page hydrates, so its builder is
 * not part of the initial JavaScript of the home or of any CMS page (issue 37: ≈ 1.9 KiB gzip).
 */
const LocalBusinessJsonLd = lazy(() => import('./local-business-json-ld').then((m) => ({ default: m.LocalBusinessJsonLd })));

function isCmsPageData(value: unknown): value is CmsPageData {
  return (
    typeof value === 'object' &&
    value !== null &&
    'slug' in value &&
    typeof value.slug === 'string' &&
    'canonicalPath' in value &&
    typeof value.canonicalPath === 'string'
  );
}

/** Route component of every CMS page. */
export function Component() {
  const loaded: unknown = useLoaderData();
  if (!isCmsPageData(loaded)) throw new Error('CMS page rendered without its loader data');
  // Its own parts are text, links and the page's blocks: with no interactive block, islands (recorder.ts).
  useStaticRoute();
  return <CmsPage data={loaded} />;
}

function CmsPage({ data }: { data: CmsPageData }) {
  const api = useApi();
  const { data: page } = useSuspenseQuery(pageQueryOptions(api, data.slug));
  const site = useSiteMeta();
  const isHome = data.canonicalPath === '/';
  const image = heroImageOf(data.conf);
  useDocumentMeta({
    title: documentTitle(page.title, site.brand, isHome),
    description: page.metaDescription,
    canonical: canonicalUrl(site.siteUrl, data.canonicalPath),
    image,
  });
  return (
    <>
      {isHome ? (
        <ServerHtmlPart>
          <Suspense fallback={null}>
            <LocalBusinessJsonLd image={image} />
          </Suspense>
        </ServerHtmlPart>
      ) : null}
      <PageRenderer key={data.slug} page={page} conf={data.conf} diagnostics={site.diagnostics} />
    </>
  );
}
