/** Site-wide data: settings (parameters) and site info. Loaded at start-up, shared by every page. */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { keptOutOfPage } from '../query-client';
import type { Parameter, SiteInfo } from '../generated/types';
import { tenantKey } from './keys';
import { readQueryOptions } from './read';

const FIVE_MINUTES = 5 * 60_000;

/**
 * The settings that hold a legal text (SPEC §1: legal notice, privacy, cookies, terms of use, of
 * sale): long HTML (≈ 21 KB on the demo sites) that only a legal page shows.
 */
export const LEGAL_TEXT_PARAMETERS = ['LEGAL_NOTICE', 'PRIVACY_POLICY', 'COOKIE_POLICY', 'USE_TERMS', 'SALE_TERMS'] as const;

/** One of {@link LEGAL_TEXT_PARAMETERS}. */
export type LegalTextParameter = (typeof LEGAL_TEXT_PARAMETERS)[number];

const LEGAL_TYPES: ReadonlySet<string> = new Set(LEGAL_TEXT_PARAMETERS);

/**
 * Every setting as `GET /parameter` sends it, legal texts included: the one call both views below
 * read, so a page that needs both asks the API once. Kept out of the page's hydration data
 * (`keptOutOfPage`): the browser gets the views, and asks for this again only when a view it lacks
 * is needed (a client navigation to a legal page).
 */
const allParametersQueryOptions = (api: ApiClient) => keptOutOfPage(readQueryOptions(api, 'getParameters', undefined, { staleTime: FIVE_MINUTES }));

/**
 * A view of `GET /parameter` (key `[siteId, name]`): the parameters `keep` accepts, as `view` gives
 * each. `fetchQuery` of the whole call honours its freshness: a view that is refetched gets a fresh
 * answer, not the cached one. No retries of its own: the call already retries.
 */
function parametersView<T>(api: ApiClient, name: 'settings' | 'legalTexts', keep: (parameter: Parameter) => boolean, view: (parameter: Parameter) => T) {
  return queryOptions({
    queryKey: tenantKey(api, name),
    queryFn: async ({ client }): Promise<T[]> => (await client.fetchQuery(allParametersQueryOptions(api))).filter(keep).map(view),
    staleTime: FIVE_MINUTES,
    retry: false,
  });
}

/**
 * A site setting as the site reads it: its type and its value. The API's id, kind and label (the
 * admin's French description of the setting, « Couleur principale »…) are not kept: nothing outside
 * the admin's own screens reads them, and on every page they were ≈ 0.9 KB of the compressed HTML
 * (issue 23: site 52's home document then exceeded the 14.6 KB a phone receives in its first round trip).
 * `untranslated` is kept when it names the value (issue 36: the page marks that value `lang="fr"`).
 */
export type Setting = Pick<Parameter, 'type' | 'value' | 'untranslated'>;

/**
 * Site settings, `GET /parameter`, without the legal texts (read them with
 * {@link legalTextsQueryOptions}), each as a {@link Setting}: what the shell, the theme and the
 * blocks read on every page, so what every page's hydration data carries.
 */
export const parametersQueryOptions = (api: ApiClient) =>
  parametersView(
    api,
    'settings',
    (parameter) => !LEGAL_TYPES.has(parameter.type),
    ({ type, value, untranslated }): Setting => (untranslated?.includes('value') ? { type, value, untranslated: ['value'] } : { type, value }),
  );

/**
 * The legal texts of the site settings (only the {@link LEGAL_TEXT_PARAMETERS}; the company data
 * that fills their placeholders is in {@link parametersQueryOptions}). Asked by the legal pages
 * (the `legal-text` block) and the sitemap only.
 */
export const legalTextsQueryOptions = (api: ApiClient) =>
  parametersView(
    api,
    'legalTexts',
    (parameter) => LEGAL_TYPES.has(parameter.type),
    (parameter) => parameter,
  );

/**
 * The site info as the site reads it: without the API's fields no page reads (its development
 * address, its server's name, the admin's dashboard, the « under construction » flag, the list of
 * its languages — the tenant's `locales` say which a page may exist in) nor its images' storage
 * details (`externalId`, `externalType`, `externalPath`: a logo is shown by its `url`). Every page
 * carries it (issue 37: ≈ 0.4 KB of the home's gzip HTML, 0.6 of site 52's).
 */
export type SiteInfoView = Omit<SiteInfo, 'devUrl' | 'server' | 'dashboardType' | 'isBuilding' | 'languages'>;

/** Site info (name, fonts, logos, flags), `GET /site/info`, as a {@link SiteInfoView} (under the call's key). */
export const siteInfoQueryOptions = (api: ApiClient) =>
  readQueryOptions(api, 'getSiteInfo', undefined, {
    staleTime: FIVE_MINUTES,
    view: ({ devUrl: _dev, server: _server, dashboardType: _dashboard, isBuilding: _building, languages: _languages, logos, ...info }): SiteInfoView => ({
      ...info,
      logos: logos.map(({ onlineImage, ...logo }) => (onlineImage ? { ...logo, onlineImage: { id: onlineImage.id, url: onlineImage.url } } : logo)),
    }),
  });

/** True when `url` names an SVG file (the only images `POST /image/load-svg` gives). */
export function isSvgUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && /\.svg$/i.test(url.split(/[?#]/, 1)[0] ?? '');
}

/**
 * The markup of the site's SVG logos the shell inlines (`POST /image/load-svg`, body `{ url }`, one
 * call per logo), by URL, so they take the theme's colours. One query combining calls
 * (`[siteId, 'logoSvgs']`, docs/decisions/009-query-keys.md), asked through
 * {@link inlinedLogosQueryOptions} when the root loader starts, so the server's HTML does not depend
 * on which answer came first. `urlsOf` picks the logos from the site info; a logo whose call fails
 * is left out (its plain `<img>` stays). Untrusted markup: render it only through `SafeSvg`. Kept out
 * of the page's hydration data (`keptOutOfPage`, issue 37: ≈ 1.1 KB of the home's gzip HTML): the
 * page already holds each logo, inlined, and the browser keeps that markup while it hydrates; it
 * asks for this only to draw a logo again (a static host, a shell mounted anew). Logos change
 * rarely: fresh for 5 minutes.
 */
export const logoSvgsQueryOptions = (api: ApiClient, urlsOf: (info: SiteInfoView) => string[]) =>
  keptOutOfPage(
    queryOptions({
      queryKey: tenantKey(api, 'logoSvgs'),
      queryFn: async ({ signal, client }): Promise<Record<string, string>> => {
        const info = await client.ensureQueryData(siteInfoQueryOptions(api));
        const urls = [...new Set(urlsOf(info).filter(isSvgUrl))];
        const loaded = await Promise.all(
          urls.map((url) =>
            api.call('loadSvg', { body: { url }, signal }).then(
              (markup) => [url, markup] as const,
              () => null,
            ),
          ),
        );
        return Object.fromEntries(loaded.filter((entry) => entry !== null));
      },
      staleTime: FIVE_MINUTES,
    }),
  );

/**
 * The URLs of the logos {@link logoSvgsQueryOptions} inlines (those whose markup the API gave), a
 * view of it (`[siteId, 'inlinedLogos']`) that the page carries instead of the markup: while the
 * browser hydrates, the shell needs to know which logos the server inlined, not their markup. The
 * root loader asks this one (the markup comes with it, on the server and on a static host), so a
 * revalidation finds it in the cache and asks nothing. Fresh as long as the markup; no retries of
 * its own (the calls have theirs).
 */
export const inlinedLogosQueryOptions = (api: ApiClient, urlsOf: (info: SiteInfoView) => string[]) =>
  queryOptions({
    queryKey: tenantKey(api, 'inlinedLogos'),
    queryFn: async ({ client }): Promise<string[]> =>
      Object.entries(await client.fetchQuery(logoSvgsQueryOptions(api, urlsOf)))
        .filter(([, markup]) => Boolean(markup))
        .map(([url]) => url),
    staleTime: FIVE_MINUTES,
    retry: false,
  });
