/** Site-wide data: settings (parameters) and site info. Loaded at start-up, shared by every page. */
import type { ApiClient } from '../client';
import { readQueryOptions } from './read';

const FIVE_MINUTES = 5 * 60_000;

/** Site settings, `GET /parameter`. */
export const parametersQueryOptions = (api: ApiClient) => readQueryOptions(api, 'getParameters', undefined, FIVE_MINUTES);

/** Site info (name, fonts, logos, flags), `GET /site/info`. */
export const siteInfoQueryOptions = (api: ApiClient) => readQueryOptions(api, 'getSiteInfo', undefined, FIVE_MINUTES);
