/**
 * `sitemap.xml` and `robots.txt` (issue 8, "SEO that a local business needs"), answered by the
 * server's Fetch handler (entry-server.tsx) so every runtime that runs it serves them too.
 *
 * The sitemap lists the site's public, indexable pages with their canonical absolute URLs on the
 * site's public address (site info `prodUrl`): the pages of the page tree (not menu links to
 * elsewhere, not the visitor's private pages), the legal texts that are filled in, and — read
 * through the same API client and query factories as the routes — blog folders and articles (when
 * `BLOG_ENABLED`), products (shop sites), services (below the booking page), the albums when a page shows the gallery, and the
 * elements of every collection a page lists (workshops…). `lastmod` where the data has a date (articles). robots.txt points at it and keeps
 * crawlers out of the private paths.
 *
 * A site in several languages (issue 36) lists each language's version of a page, read from the API in
 * that language, and every version names all of them with `xhtml:link rel="alternate" hreflang`
 * (absolute, reciprocal, `x-default` → the default language), as Google asks; a page with no
 * translation is listed alone. Versions are matched by the page's or product's id (their slugs may be
 * translated), other routes by their path.
 */
import { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { productsQueryOptions } from '@/api/queries/catalogue';
import { albumsQueryOptions, blogFoldersQueryOptions, blogListQueryOptions, elementsQueryOptions, servicesQueryOptions } from '@/api/queries/content';
import { pageTreeQueryOptions } from '@/api/queries/page';
import { legalTextsQueryOptions, parametersQueryOptions, siteInfoQueryOptions } from '@/api/queries/site';
import { albumPath } from '@/lib/album-paths';
import { blogArticlePath, blogFolderPath } from '@/lib/blog-paths';
import { elementPath } from '@/lib/element-paths';
import { indexParameters, parameterString } from '@/lib/parameters';
import { productPath } from '@/lib/product-paths';
import { BOOKING_PATH, servicePath } from '@/lib/service-paths';
import { withoutBlogPages } from '@/app/layouts/menu-model';
import { localePrefix, localizedPath } from '@/app/routes/alternates';
import { canonicalUrl } from '@/app/routes/document-meta';
import { isBlogEnabled } from '@/app/routes/blog-loaders';
import { LEGAL_ROUTES } from '@/app/routes/legal-routes';
import { elementRoutesOf, pagesBlocks, treePages } from '@/app/routes/site-blocks';
import { LEGAL_TEXTS } from '@registry/index';
import { htmlLang } from '@/lib/locale';
import { isPrivatePath, robotsTxtLines } from '@/lib/private-paths';
import { reportError } from '@/lib/report-error';

/** Cache-Control of both files: shared caches keep them briefly (the page tree rarely changes). */
export const SEO_FILE_CACHE = 'public, max-age=300, s-maxage=300, stale-while-revalidate=3600';

/** Page size when walking a list call (the sitemap protocol allows 50 000 URLs; a small site has far fewer). */
const PAGE_SIZE = 100;
/** At most this many pages of one list (a runaway API never makes the sitemap endless). */
const MAX_PAGES = 50;

/** One URL of the sitemap: a site path and, when known, the day it last changed (`YYYY-MM-DD`). */
export interface SitemapEntry {
  path: string;
  lastmod?: string | null;
  /** What the URL shows, the same in every language (`page:12`, `product:3`); absent: the path itself is. */
  id?: string;
  /** Every language version of it, this one included, then `x-default` (the default language's); absent on a one-language site or for an untranslated page. */
  alternates?: ReadonlyArray<{ hreflang: string; path: string }>;
}

/** What building the sitemap needs: the request's API client and a query cache. */
export interface SitemapContext {
  api: ApiClient;
  queryClient: QueryClient;
  /** The site's locales, default first (one, or absent, for a one-language site). */
  locales?: readonly string[];
}

/** `YYYY-MM-DD` of an API date, or null when it is not a date. */
function dayOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
}

/** Every item of a paged list: pages of {@link PAGE_SIZE} until `total` is reached. */
async function allPages<T>(fetchPage: (page: number) => Promise<{ items: readonly T[]; total: number }>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const answer = await fetchPage(page);
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= answer.total) break;
  }
  return items;
}

/** Runs one section; a failing section is logged and left out (the rest of the sitemap still helps). */
async function section(name: string, build: () => Promise<SitemapEntry[]>): Promise<SitemapEntry[]> {
  try {
    return await build();
  } catch (error) {
    reportError(error, { where: 'sitemap', level: 'warning', section: name });
    return [];
  }
}

/**
 * The sitemap's entries, from the API. Throws when the page tree cannot be read (without it there
 * is no sitemap worth serving); any other part that fails is only left out.
 */
export async function sitemapEntries({ api, queryClient }: SitemapContext): Promise<SitemapEntry[]> {
  const [tree, parameters, info] = await Promise.all([
    queryClient.ensureQueryData(pageTreeQueryOptions(api)),
    queryClient.ensureQueryData(parametersQueryOptions(api)).catch(() => undefined),
    queryClient.ensureQueryData(siteInfoQueryOptions(api)).catch(() => undefined),
  ]);
  const blogOn = isBlogEnabled(parameters);
  const pages = treePages(blogOn ? tree : withoutBlogPages(tree));
  const hasShop = info?.isECommerce === true || pages.some(({ page }) => page.type === 'SHOP');

  const hasBooking = pages.some(({ path }) => path === BOOKING_PATH);

  const [legal, folders, articles, products, services, listed] = await Promise.all([
    // A legal route shows its setting's text: listed when there is one.
    section('legal texts', async () => {
      const texts = indexParameters(await queryClient.ensureQueryData(legalTextsQueryOptions(api)));
      return LEGAL_ROUTES.filter(({ kind }) => parameterString(texts, LEGAL_TEXTS[kind].parameter) !== null).map(({ path }) => ({ path }));
    }),
    blogOn
      ? section('blog folders', async () =>
          (await queryClient.ensureQueryData(blogFoldersQueryOptions(api))).map((folder) => ({ path: blogFolderPath(folder) })),
        )
      : [],
    blogOn
      ? section('blog articles', async () => {
          const blogs = await allPages(async (page) => {
            const data = await queryClient.ensureQueryData(blogListQueryOptions(api, { page, nbItem: PAGE_SIZE }));
            return { items: data.blogs, total: data.total };
          });
          return blogs.map((blog) => ({ path: blogArticlePath(blog), lastmod: dayOf(blog.date) }));
        })
      : [],
    hasShop
      ? section('products', async () => {
          const list = await allPages(async (page) => {
            const data = await queryClient.ensureQueryData(productsQueryOptions(api, { page, nbItem: PAGE_SIZE }));
            return { items: data.products, total: data.total };
          });
          return list.map((product) => ({ path: productPath(product), id: `product:${product.id}` }));
        })
      : [],
    hasBooking
      ? section('services', async () =>
          (await queryClient.ensureQueryData(servicesQueryOptions(api))).services.map((service) => ({ path: servicePath(service) })),
        )
      : [],
    section('albums and elements', async () => {
      // What the site's pages show: the gallery (album-list) and element collections (element-list).
      const blocks = await pagesBlocks({ api, queryClient }, pages);
      const routes = elementRoutesOf(blocks);
      const showsAlbums = blocks.some((block) => block.component === 'album-list');
      const [albums, ...lists] = await Promise.all([
        showsAlbums ? queryClient.ensureQueryData(albumsQueryOptions(api)).then((data) => data.albums) : [],
        ...routes.map((route) =>
          allPages(async (page) => {
            const data = await queryClient.ensureQueryData(elementsQueryOptions(api, route, { page, nbItem: PAGE_SIZE }));
            return { items: data.elements, total: data.total };
          }),
        ),
      ]);
      return [...albums.map((album) => ({ path: albumPath(album) })), ...lists.flat().map((element) => ({ path: elementPath(element) }))];
    }),
  ]);

  const seen = new Set<string>();
  return [...pages.map(({ path, page }) => ({ path, id: `page:${page.id}` })), ...legal, ...folders, ...articles, ...products, ...services, ...listed].filter(
    (entry) => {
      if (seen.has(entry.path) || isPrivatePath(entry.path)) return false;
      seen.add(entry.path);
      return true;
    },
  );
}

/**
 * The sitemap's entries in every locale of the site: each locale's own (read from the API in that
 * language, in a cache of its own: query keys do not carry the language), its paths prefixed, each
 * entry naming the versions of the same page. One locale: {@link sitemapEntries} as it is. Throws when
 * the default locale's page tree cannot be read; another locale that fails is left out.
 */
export async function sitemapEntriesInLocales(context: SitemapContext): Promise<SitemapEntry[]> {
  const locales = context.locales ?? [];
  const [defaultLocale] = locales;
  if (!defaultLocale || locales.length < 2) return sitemapEntries(context);
  const byLocale = await Promise.all(
    locales.map(async (locale) => {
      const read = locale === defaultLocale ? sitemapEntries(context) : sitemapEntries({ api: context.api.inLocale(locale), queryClient: new QueryClient() });
      const entries = await (locale === defaultLocale ? read : section(`locale ${locale}`, () => read));
      const prefix = localePrefix(locale, defaultLocale);
      return entries.map((entry) => ({ ...entry, hreflang: htmlLang(locale), path: localizedPath(prefix, entry.path), key: entry.id ?? entry.path }));
    }),
  );
  const versions = new Map<string, Array<{ hreflang: string; path: string }>>();
  for (const entry of byLocale.flat()) versions.set(entry.key, [...(versions.get(entry.key) ?? []), { hreflang: entry.hreflang, path: entry.path }]);
  const defaultLanguage = htmlLang(defaultLocale);
  return byLocale.flat().map(({ key, hreflang: _language, ...entry }) => {
    const alternates = versions.get(key) ?? [];
    if (alternates.length < 2) return entry;
    const fallback = alternates.find((a) => a.hreflang === defaultLanguage);
    return { ...entry, alternates: fallback ? [...alternates, { hreflang: 'x-default', path: fallback.path }] : alternates };
  });
}

function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

/** The sitemap document (sitemaps.org 0.9) for `entries` on the site's public address. */
export function sitemapXml(siteUrl: string | null, entries: readonly SitemapEntry[]): string {
  const link = (hreflang: string, path: string) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlEscape(canonicalUrl(siteUrl, path))}"/>`;
  const urls = entries.map(({ path, lastmod, alternates }) => {
    const links = (alternates ?? []).map((a) => link(a.hreflang, a.path)).join('');
    return `  <url><loc>${xmlEscape(canonicalUrl(siteUrl, path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${links}</url>`;
  });
  const namespaces = entries.some((entry) => entry.alternates)
    ? 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml"'
    : 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';
  return ['<?xml version="1.0" encoding="UTF-8"?>', `<urlset ${namespaces}>`, ...urls, '</urlset>', ''].join('\n');
}

/** robots.txt: everything may be crawled but the private paths, in each of the site's languages; the sitemap's absolute URL. */
export function robotsTxt(siteUrl: string | null, locales: readonly string[] = []): string {
  const [defaultLocale] = locales;
  const prefixes = defaultLocale ? locales.map((locale) => localePrefix(locale, defaultLocale)) : [''];
  return robotsTxtLines(canonicalUrl(siteUrl, '/sitemap.xml'), prefixes);
}

/** The site's public address (site info `prodUrl`, else `url`), or null when the site info is unavailable. */
async function publicSiteUrl({ api, queryClient }: SitemapContext): Promise<string | null> {
  const info = await queryClient.ensureQueryData(siteInfoQueryOptions(api)).catch(() => undefined);
  return info?.prodUrl ?? info?.url ?? null;
}

/**
 * The answer to `/sitemap.xml` and `/robots.txt`, or null for any other path. URLs fall back to the
 * request's origin when the site info gives no public address. The sitemap answers 503 (retry
 * later) when the page tree is unavailable: an empty sitemap would tell crawlers the site is empty.
 */
export async function seoFileResponse(request: Request, context: SitemapContext): Promise<Response | null> {
  const url = new URL(request.url);
  if (url.pathname !== '/sitemap.xml' && url.pathname !== '/robots.txt') return null;
  const siteUrl = (await publicSiteUrl(context)) ?? url.origin;
  if (url.pathname === '/robots.txt') {
    return new Response(robotsTxt(siteUrl, context.locales ?? []), {
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': SEO_FILE_CACHE },
    });
  }
  try {
    const entries = await sitemapEntriesInLocales(context);
    return new Response(sitemapXml(siteUrl, entries), { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SEO_FILE_CACHE } });
  } catch (error) {
    reportError(error, { where: 'sitemap' });
    return new Response('Plan du site momentanément indisponible', {
      status: 503,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '300' },
    });
  }
}
