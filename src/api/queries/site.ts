/** Site-wide data: settings (parameters) and site info. Loaded at start-up, shared by every page. */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { callKey } from './keys';
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
 * The markup of an SVG image (`POST /image/load-svg`, body `{ url }`), to inline a logo so it takes
 * the theme's colours: a read in effect, keyed like one with its body in the query's place
 * (`[siteId, 'loadSvg', null, { url }]`, docs/decisions/009-query-keys.md). Untrusted markup: render
 * it only through `SafeSvg`. Logos change rarely: fresh for 5 minutes.
 */
export const svgImageQueryOptions = (api: ApiClient, url: string) =>
  queryOptions({
    queryKey: callKey(api, 'loadSvg', null, { url }),
    queryFn: ({ signal }) => api.call('loadSvg', { body: { url }, signal }),
    staleTime: FIVE_MINUTES,
  });
