/** The signed-in visitor. */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { readCookie } from '../client';
import { tenantKey } from './keys';

/**
 * The current user, `GET /user`, or null when there is no token cookie (no call is made then: an
 * anonymous visitor costs no request).
 */
export function currentUserQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: tenantKey(api, 'user', 'me'),
    queryFn: async ({ signal }) => (readCookie('token') ? api.call('getUser', { signal }) : null),
    staleTime: 5 * 60_000,
  });
}
