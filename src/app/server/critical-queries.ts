/**
 * Which API failures make a server-rendered page "down" (issue 22: an anonymous public page whose
 * API calls fail or time out is answered from its last good version, or a French 503).
 *
 * Critical data is what the loaders await with `ensureQueryData` (page tree, page, component conf,
 * block data needs, site parameters); secondary (deferred) data is only prefetched, and its failure
 * costs a block its extras, never the page. A read a loader awaits but can do without (structured
 * data, breadcrumbs: it catches the failure and drops a detail) is marked with `secondaryRead` and
 * is not critical either. So the tracker notes the keys asked through
 * `ensureQueryData` of this request's own cache, and afterwards reads which of them failed in a way
 * a retry could fix: no answer (timeout, network), a 5xx, or an unreadable answer. A 4xx is an
 * answer (a page that does not exist is a 404, not an outage).
 */
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { isSecondaryRead } from '@/api/query-client';

/** True for a failure of the API itself (not an answer such as 404): status 0, 5xx, or an unreadable 2xx. */
export function isOutage(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : 0;
  return status < 400 || status >= 500;
}

/** The critical queries of one request's cache. */
export interface CriticalQueries {
  /** The errors of critical queries that failed by an outage (empty when the API answered). */
  outages(): unknown[];
}

/**
 * Start noting the critical queries of `queryClient` (one request's own cache: wrapping its
 * `ensureQueryData` touches nothing shared). Call before the loaders run.
 */
export function trackCriticalQueries(queryClient: QueryClient): CriticalQueries {
  const keys = new Set<string>();
  const ensure = queryClient.ensureQueryData.bind(queryClient);
  const noted: QueryClient['ensureQueryData'] = (options) => {
    if (!isSecondaryRead(options)) keys.add(hashKey(options.queryKey));
    return ensure(options);
  };
  queryClient.ensureQueryData = noted;
  return {
    outages() {
      const errors: unknown[] = [];
      for (const query of queryClient.getQueryCache().getAll()) {
        if (!keys.has(query.queryHash) || query.state.status !== 'error') continue;
        if (isOutage(query.state.error)) errors.push(query.state.error);
      }
      return errors;
    },
  };
}
