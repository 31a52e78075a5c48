// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { createQueryClient, secondaryRead } from '@/api/query-client';
import { isOutage, trackCriticalQueries } from './critical-queries';

const failing = (status: number) => () => Promise.reject(new ApiError({ message: `HTTP ${status}`, status, callId: 'getPage' }));

describe('trackCriticalQueries', () => {
  it('reports awaited queries that failed by an outage, not prefetched ones nor 4xx answers', async () => {
    const queryClient = createQueryClient({ server: true });
    const critical = trackCriticalQueries(queryClient);
    await queryClient.ensureQueryData({ queryKey: [51, 'page', 'ok'], queryFn: () => Promise.resolve('ok') });
    await queryClient.ensureQueryData({ queryKey: [51, 'page', 'absente'], queryFn: failing(404) }).catch(() => null);
    await queryClient.prefetchQuery({ queryKey: [51, 'reviews'], queryFn: failing(500) });
    expect(critical.outages()).toEqual([]);
    await queryClient.ensureQueryData({ queryKey: [51, 'tree'], queryFn: failing(503) }).catch(() => null);
    await queryClient.ensureQueryData({ queryKey: [51, 'conf'], queryFn: failing(0) }).catch(() => null);
    expect(
      critical
        .outages()
        .map((error) => (error instanceof ApiError ? error.status : null))
        .sort(),
    ).toEqual([0, 503]);
  });

  it('leaves out awaited reads marked secondary (the page does without them), unless also read as critical', async () => {
    const queryClient = createQueryClient({ server: true });
    const critical = trackCriticalQueries(queryClient);
    await queryClient.ensureQueryData(secondaryRead({ queryKey: [51, 'services'], queryFn: failing(500) })).catch(() => null);
    await queryClient.ensureQueryData(secondaryRead({ queryKey: [51, 'head office'], queryFn: failing(0) })).catch(() => null);
    expect(critical.outages()).toEqual([]);
    await queryClient.ensureQueryData(secondaryRead({ queryKey: [51, 'tree'], queryFn: failing(502) })).catch(() => null);
    await queryClient.ensureQueryData({ queryKey: [51, 'tree'], queryFn: failing(502) }).catch(() => null);
    expect(critical.outages()).toHaveLength(1);
  });
});

describe('isOutage', () => {
  it('is true for no answer, a 5xx or an unreadable 2xx; false for 4xx answers', () => {
    expect(isOutage(new ApiError({ message: 'x', status: 0, callId: 'c' }))).toBe(true);
    expect(isOutage(new ApiError({ message: 'x', status: 502, callId: 'c' }))).toBe(true);
    expect(isOutage(new ApiError({ message: 'Réponse illisible du serveur.', status: 200, callId: 'c' }))).toBe(true);
    expect(isOutage(new ApiError({ message: 'x', status: 404, callId: 'c' }))).toBe(false);
    expect(isOutage(new TypeError('fetch failed'))).toBe(true);
  });
});
