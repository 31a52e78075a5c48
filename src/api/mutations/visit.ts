/**
 * The visit log (`GET /site/visit/{from}`, SPEC §7): a read with an effect, so a write. Made by the
 * route loaders on the server, outside React and any mutation cache (a per-request cache would keep
 * a timer per request), so a function rather than mutation options.
 */
import type { ApiClient } from '../client';

/** Log a visit coming from `from`; resolves once the API answered (the caller bounds the wait). */
export async function logVisit(api: ApiClient, from: string): Promise<void> {
  await api.call('logVisit', { pathParams: { from } });
}
