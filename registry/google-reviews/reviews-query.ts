/**
 * Query factory for the reviews of the business (`GET /google/reviews`). It lives with the only
 * block that reads it; the key follows the tenant-scoped scheme of src/api/queries.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { tenantKey } from '@/api/queries/keys';

/** Latest reviews and average rating. Reviews change slowly: fresh for 10 minutes. */
export function googleReviewsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: tenantKey(api, 'google-reviews'),
    queryFn: ({ signal }) => api.call('getGoogleReviews', { signal }),
    staleTime: 10 * 60_000,
  });
}
