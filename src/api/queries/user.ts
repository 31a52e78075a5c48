/** The signed-in visitor. */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../client';
import { callKey } from './keys';

/**
 * The current user, `GET /user`, or null when the client has no token (no call is made then: an
 * anonymous visitor costs no request). On the server the token comes from the request's cookie.
 */
export function currentUserQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: callKey(api, 'getUser'),
    queryFn: async ({ signal }) => (api.hasToken() ? api.call('getUser', { signal }) : null),
    staleTime: 5 * 60_000,
  });
}
