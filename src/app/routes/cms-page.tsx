/**
 * A CMS page (SPEC §2): its blocks through the renderer, with its title, description and canonical
 * URL. The loader has already put the page and its blocks in the cache.
 */
import { useLoaderData } from 'react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { companyAddressQueryOptions } from '@/api/queries/catalogue';
import { servicesQueryOptions } from '@/api/queries/content';
import { pageQueryOptions } from '@/api/queries/page';
import { parametersQueryOptions, siteInfoQueryOptions } from '@/api/queries/site';
import { PageRenderer } from '@/renderer/page-renderer';
import { canonicalUrl, useDocumentMeta } from './document-meta';
import { heroImageOf } from './hero-image';
import { JsonLd } from './json-ld';
import type { CmsPageData } from './loaders';
import { localBusinessJsonLd } from './local-business';
import { documentTitle, useSiteMeta } from './use-site-meta';

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
      {isHome ? <LocalBusinessJsonLd image={image} /> : null}
      <PageRenderer key={data.slug} page={page} conf={data.conf} diagnostics={site.diagnostics} />
    </>
  );
}

/** The home page's `HealthAndBeautyBusiness` structured data, from what its loader put in the cache. */
function LocalBusinessJsonLd({ image }: { image: string | null }) {
  const api = useApi();
  const { data: parameters } = useQuery(parametersQueryOptions(api));
  const { data: info } = useQuery(siteInfoQueryOptions(api));
  const { data: services } = useQuery(servicesQueryOptions(api));
  const { data: offices } = useQuery(companyAddressQueryOptions(api, 'HEAD_OFFICE'));
  return <JsonLd data={localBusinessJsonLd({ parameters, info, services: services?.services, headOffice: offices?.[0] ?? null, image })} />;
}
