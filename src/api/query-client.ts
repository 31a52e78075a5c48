/**
 * The TanStack Query client: one cache for all server state. Reads retry with exponential backoff
 * (never for 4xx, which a retry cannot fix); writes are never retried automatically.
 */
import { QueryClient, type QueryKey, type QueryMeta } from '@tanstack/react-query';
import { ApiError } from './api-error';

/** Retries of a read: at most 2 more attempts, none for client errors (4xx). */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.isClientError) return false;
  return failureCount < 2;
}

/** Backoff between read retries: 500 ms, 1 s, 2 s … capped at 8 s. */
export function retryDelay(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 8000);
}

/** The `meta` flag set by `secondaryRead`. */
const SECONDARY_READ = 'secondaryRead';

/**
 * Marks a read the page can do without (a breadcrumb, structured data: its failure only drops a
 * detail, the loader catches it). The server's outage check (`app/server/critical-queries.ts`) then
 * leaves it out: its failure never turns the page into a 503 nor its last good version.
 * @example await queryClient.ensureQueryData(secondaryRead(servicesQueryOptions(api))).catch(log)
 */
export function secondaryRead<T extends { queryKey: QueryKey; meta?: QueryMeta }>(options: T): T {
  return { ...options, meta: { ...options.meta, [SECONDARY_READ]: true } };
}

/** True when `options` were marked by `secondaryRead`. */
export function isSecondaryRead(options: { meta?: QueryMeta }): boolean {
  return options.meta?.[SECONDARY_READ] === true;
}

/** The `meta` flag set by `keptOutOfPage`. */
const KEPT_OUT_OF_PAGE = 'keptOutOfPage';

/**
 * Marks a query whose data the server does not write into the page's hydration data
 * (`src/app/server/state.ts`): a raw answer that only feeds smaller views of it, which are sent
 * instead. The browser asks for it again when it needs it.
 */
export function keptOutOfPage<T extends { queryKey: QueryKey; meta?: QueryMeta }>(options: T): T {
  return { ...options, meta: { ...options.meta, [KEPT_OUT_OF_PAGE]: true } };
}

/** True when `options` (or a query) were marked by `keptOutOfPage`. */
export function isKeptOutOfPage(options: { meta?: QueryMeta | undefined }): boolean {
  return options.meta?.[KEPT_OUT_OF_PAGE] === true;
}

/**
 * A fresh QueryClient with Vitrine's defaults. `server: true` (one client per request on the server):
 * no retries, so a failing call answers the request at once with its status.
 */
export function createQueryClient({ server = false }: { server?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: server ? false : shouldRetryRead, retryDelay, staleTime: 60_000, gcTime: server ? Infinity : 10 * 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
