/**
 * A page in the site's other languages (issue 36): where the same page lives in each locale of the
 * site, for the `hreflang` links of its head, the sitemap and the language switcher. A CMS page is
 * the page of the same id in the other locale's tree (its slug may be translated: `/le-domaine` is
 * `/en/the-estate`); a product, a service or an element the one of the same id (its URL carries its translated name);
 * any other route (cart, checkout, legal texts, news) has the same path in every locale. A locale
 * where the page does not exist is left out: an untranslated page is not advertised.
 */
import { queryOptions, useQueries } from '@tanstack/react-query';
import { use } from 'react';
import { isRouteErrorResponse, UNSAFE_DataRouterStateContext, UNSAFE_LocationContext } from 'react-router';
import type { ApiClient } from '@/api/client';
import { tenantKey } from '@/api/queries/keys';
import { useApi } from '@/api/api-context';
import { useI18n } from '@/features/i18n/use-i18n';
import { indexTree } from '@/app/layouts/menu-model';
import { htmlLang } from '@/lib/locale';
import { elementPath } from '@/lib/element-paths';
import { productPath } from '@/lib/product-paths';
import { servicePath } from '@/lib/service-paths';
import type { LoaderContext } from './loaders';

/**
 * What a page is, for finding it in another locale: a CMS page, a product, a service or an element
 * (their URL carries their translated name: `degustation-commentee-1` is `guided-tasting-1`).
 */
export type AlternateTarget =
  | { readonly page: number }
  | { readonly product: number }
  | { readonly service: number }
  | { readonly element: { readonly route: string; readonly id: number } };

/** What a loader returns beside its data when its page has a page or product behind it. */
export interface HasAlternates {
  readonly alternateOf: AlternateTarget;
  /**
   * The address's query as each other locale writes it (`?theme=red-meat` for `?theme=viandes-rouges`),
   * when the page's blocks read words of its language in it (renderer/search-in-locales.ts).
   */
  readonly alternateSearch?: Readonly<Record<string, string>>;
}

/** One language version of a page. */
export interface Alternate {
  locale: string;
  /** `hreflang`: the language (`fr`, `en`), as the site has one locale per language. */
  hreflang: string;
  /** The page's path with its locale prefix (`/en/the-estate`). */
  href: string;
}

/** The path prefix of a locale: none for the site's default, `/en` for `en_GB`. */
export function localePrefix(locale: string, defaultLocale: string): string {
  return locale === defaultLocale ? '' : `/${htmlLang(locale)}`;
}

/** A path inside the app as it is written in a locale of prefix `prefix`: `/en/the-estate`, and `/en` for the home. */
export function localizedPath(prefix: string, path: string): string {
  return path === '/' && prefix ? prefix : `${prefix}${path}`;
}

/** The path (inside the app) of `target` in `locale`, or null when that locale has no such page. */
export const alternatePathQueryOptions = (api: ApiClient, locale: string, target: AlternateTarget) =>
  queryOptions({
    queryKey: tenantKey(api, 'alternatePath', locale, target),
    queryFn: async ({ signal }): Promise<string | null> => {
      const inLocale = api.inLocale(locale);
      if ('product' in target) {
        const product = await inLocale.request('getProduct', { pathParams: { id: target.product }, signal }).catch(() => null);
        return product ? productPath(product) : null;
      }
      if ('service' in target) {
        const service = await inLocale.request('getService', { pathParams: { id: target.service }, signal }).catch(() => null);
        return service ? servicePath(service) : null;
      }
      if ('element' in target) {
        const element = await inLocale.request('getElement', { pathParams: target.element, signal }).catch(() => null);
        return element ? elementPath(element) : null;
      }
      const tree = await inLocale.request('getPageTree', { signal });
      for (const node of indexTree(tree).values()) if (node.page.id === target.page) return node.canonicalPath;
      return null;
    },
    staleTime: 5 * 60_000,
  });

/** Loads where `target` lives in each of the site's locales (loaders call it beside their page's data; failures only drop a language). */
export async function prefetchAlternates({ api, queryClient, locales }: LoaderContext, target: AlternateTarget): Promise<void> {
  if (!locales || locales.length < 2) return;
  await Promise.all(locales.map((locale) => queryClient.prefetchQuery(alternatePathQueryOptions(api, locale, target))));
}

function isAlternateData(data: unknown): data is HasAlternates {
  return typeof data === 'object' && data !== null && 'alternateOf' in data && typeof data.alternateOf === 'object' && data.alternateOf !== null;
}

/** The deepest loader data of the current matches that names the page behind it. */
function alternateDataOf(state: { matches: readonly { route: { id: string } }[]; loaderData: Record<string, unknown> } | null): HasAlternates | undefined {
  return state?.matches.map((match) => state.loaderData[match.route.id]).findLast(isAlternateData);
}

/**
 * The current page in each of the site's locales where it exists (the page's own first), or `[]` on a
 * one-language site. Read from the cache its loader filled, so the server writes the same links.
 * A 404 exists in no language: `[]` too, so the switcher and the suggestion offer the other
 * language's home, never the same missing path under another prefix.
 */
export function useAlternates(): Alternate[] {
  const api = useApi();
  const { locales, defaultLocale } = useI18n();
  // Read from the router's contexts, not its hooks: pages are also rendered outside a data router (tests, previews).
  const pathname = use(UNSAFE_LocationContext)?.location.pathname ?? '/';
  const state = use(UNSAFE_DataRouterStateContext);
  const target = alternateDataOf(state)?.alternateOf;
  const paths = useQueries({
    queries: target && locales.length > 1 ? locales.map((locale) => ({ ...alternatePathQueryOptions(api, locale, target), enabled: false })) : [],
  });
  const missing = Object.values(state?.errors ?? {}).some((error) => isRouteErrorResponse(error) && error.status === 404);
  if (locales.length < 2 || missing) return [];
  return locales.flatMap((locale, index) => {
    const path = target ? paths[index]?.data : pathname;
    if (!path) return [];
    return [{ locale, hreflang: htmlLang(locale), href: localizedPath(localePrefix(locale, defaultLocale), path) }];
  });
}

/** Where a language's link leads: the current page in that language, or that language's home. */
export interface LanguageLink {
  href: string;
  /** False when the page has no version in that language (the link leads to its home). */
  translated: boolean;
}

/**
 * The links to the current page in the site's other languages, the one way the switcher and the
 * suggestion build them: the page's version in `locale` with the address's query (the catalogue's
 * filters and page, a list's page: the visitor lands on the same list; a theme or an option, words
 * of the page's language, said in that locale's words or left out: `alternateSearch`), or that
 * language's home when the page has none (without the query, which was the page's). The `hreflang`
 * links of the head stay without a query: they name the page, not a view of it.
 */
export function useLanguageLinks(): (locale: string) => LanguageLink {
  const { defaultLocale } = useI18n();
  const alternates = useAlternates();
  const search = use(UNSAFE_LocationContext)?.location.search ?? '';
  const carried = alternateDataOf(use(UNSAFE_DataRouterStateContext))?.alternateSearch;
  return (locale) => {
    const alternate = alternates.find((version) => version.locale === locale);
    if (!alternate) return { href: localePrefix(locale, defaultLocale) || '/', translated: false };
    const query = carried?.[locale] ?? search;
    return { href: query && query !== '?' ? `${alternate.href}${query}` : alternate.href, translated: true };
  };
}
