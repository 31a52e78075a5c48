/**
 * The address's query in the site's other locales, for the language switcher's link (issue 36):
 * what the page's blocks declare as words of the page's language (`LanguageParams`) said in each
 * locale's words. Its own module, loaded by the CMS page loader only when an address of a site in
 * more than one language has a query: no page's first JavaScript carries it.
 */
import { QueryClient } from '@tanstack/react-query';
import type { ComponentConf, Page } from '@/api/generated/types';
import { reportError } from '@/lib/report-error';
import type { LanguageParams, ReadInBothLocales } from './block-contract';
import { blocksOfPage } from './page-check';
import { flatten, type PreloadContext } from './preload';

/** How long another locale's answers read for a language link stay fresh (the page's own follow their factories). */
const OTHER_LOCALE_STALE_MS = 5 * 60_000;

/** The block's words of `search` as `locale` writes them (all dropped when they cannot be told). */
async function carried({ params, carry }: LanguageParams, search: URLSearchParams, read: ReadInBothLocales): Promise<URLSearchParams> {
  const values = new URLSearchParams([...search].filter(([name]) => params.includes(name)));
  const rest = new URLSearchParams([...search].filter(([name]) => !params.includes(name)));
  if ([...values].length === 0) return search;
  const said = await carry(values, read).catch((error: unknown) => {
    reportError(error, { where: 'language link', level: 'warning' });
    return new URLSearchParams();
  });
  for (const [name, value] of said) if (params.includes(name)) rest.append(name, value);
  return rest;
}

/**
 * The address's query (`search`) as each of `locales` writes it, for the language switcher's link:
 * the page's blocks that read words of the page's language in the URL ({@link LanguageParams}) say
 * them in that locale's words (a value it has none for is left out); the other parameters are kept.
 * Keyed by locale, `?…` or `''`. Never rejects.
 */
export async function searchInLocales(
  context: PreloadContext,
  conf: ComponentConf | null | undefined,
  page: Page | null | undefined,
  search: URLSearchParams,
  locales: readonly string[],
): Promise<Record<string, string>> {
  const { api, queryClient, registry } = context;
  const blocks = await Promise.all(flatten(blocksOfPage(conf, page)).map((block) => registry.load(block.component).catch(() => null)));
  const carriers = [...new Set(blocks.flatMap((block) => (block?.languageParams ? [block.languageParams] : [])))];
  const entries = await Promise.all(
    locales.map(async (locale) => {
      const there = api.inLocale(locale);
      // Another locale's answers are cached under a key of their own (the cache's keys name no
      // locale: a page has one), fetched by a client of that locale's own.
      const elsewhere = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const read: ReadInBothLocales = (factory) => {
        const other = factory(there);
        return Promise.all([
          queryClient.fetchQuery(factory(api)),
          queryClient.fetchQuery({ queryKey: [...other.queryKey, { locale }], queryFn: () => elsewhere.fetchQuery(other), staleTime: OTHER_LOCALE_STALE_MS }),
        ]);
      };
      let said = search;
      for (const carrier of carriers) said = await carried(carrier, said, read);
      const query = said.toString();
      return [locale, query ? `?${query}` : ''] as const;
    }),
  );
  return Object.fromEntries(entries);
}
