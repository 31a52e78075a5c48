/** Site-wide data: settings (parameters) and site info. Loaded at start-up, shared by every page. */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { tenantKey } from './keys';

/** Site settings, `GET /parameter`. */
export function parametersQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: tenantKey(api, 'parameter'),
    queryFn: ({ signal }) => api.call('getParameters', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Site info (name, fonts, logos, flags), `GET /site/info`. */
export function siteInfoQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: tenantKey(api, 'site-info'),
    queryFn: ({ signal }) => api.call('getSiteInfo', { signal }),
    staleTime: 5 * 60_000,
  });
}
