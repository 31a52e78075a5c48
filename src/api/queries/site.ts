/** Site-wide data: settings (parameters) and site info. Loaded at start-up, shared by every page. */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import type { SiteInfo } from '../generated/types';
import { tenantKey } from './keys';
import { readQueryOptions } from './read';

const FIVE_MINUTES = 5 * 60_000;

/** Site settings, `GET /parameter`. */
export const parametersQueryOptions = (api: ApiClient) => readQueryOptions(api, 'getParameters', undefined, FIVE_MINUTES);

/** Site info (name, fonts, logos, flags), `GET /site/info`. */
export const siteInfoQueryOptions = (api: ApiClient) => readQueryOptions(api, 'getSiteInfo', undefined, FIVE_MINUTES);

/** True when `url` names an SVG file (the only images `POST /image/load-svg` gives). */
export function isSvgUrl(url: string | null | undefined): url is string {
  return typeof url === 'string' && /\.svg$/i.test(url.split(/[?#]/, 1)[0] ?? '');
}

/**
 * The markup of the site's SVG logos the shell inlines (`POST /image/load-svg`, body `{ url }`, one
 * call per logo), by URL, so they take the theme's colours. One query combining calls
 * (`[siteId, 'logoSvgs']`, docs/decisions/009-query-keys.md), created when the root loader starts,
 * so the server's HTML does not depend on which answer came first. `urlsOf` picks the logos from the
 * site info; a logo whose call fails is left out (its plain `<img>` stays). Untrusted markup: render
 * it only through `SafeSvg`. Logos change rarely: fresh for 5 minutes.
 */
export const logoSvgsQueryOptions = (api: ApiClient, urlsOf: (info: SiteInfo) => string[]) =>
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
  });
