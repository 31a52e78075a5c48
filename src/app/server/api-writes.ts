/**
 * Which public API answers a request to `/api` on the app host makes obsolete, for the server
 * renderer's answer cache (src/api/answer-cache.ts, purged by the site's tag): only a successful (2xx) write of the contract
 * that changes a site's public data (`changesPublicData` in schemas/calls.json: an order takes stock,
 * a booking a slot, a registration a place) — and only that site's answers, the site its `idSite`
 * header names. Anything else (a failed login, a 404, a message, anyone's anonymous POST) changes
 * nothing public, so it must not empty the cache: that would let anyone keep every page on full API
 * round trips. The demo API's test controls (`/__demo/…`, tests only) may change anything: every
 * site's answers go.
 */
import { callDefs, type CallDef } from '@/api/generated/calls';

/** A path template of the contract as a pattern (`/element/{route}/{id}/register` → one segment each). */
function pattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\\?\{\w+\??\}/g, '[^/]+')}$`);
}

/** The writes that change public data, by method. */
const PUBLIC_WRITES: readonly { method: string; path: RegExp }[] = Object.values<CallDef>(callDefs)
  .filter((def) => def.changesPublicData && def.host === 'api')
  .map((def) => ({ method: def.method, path: pattern(def.path) }));

/**
 * What a request to the app host's API made obsolete, once answered.
 * @param request the request (method, URL under `/api`, `idSite` header)
 * @param status its answer's status
 * @returns the site id whose public answers to forget, `'all'`, or null (nothing)
 */
export function answersMadeStale(request: Request, status: number): number | 'all' | null {
  if (status < 200 || status > 299 || request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return null;
  const path = new URL(request.url).pathname.replace(/^\/api(?=\/|$)/, '');
  if (path.startsWith('/__demo/')) return 'all';
  if (!PUBLIC_WRITES.some((write) => write.method === request.method && write.path.test(path))) return null;
  const site = request.headers.get('idSite')?.trim() ?? '';
  return /^\d{1,9}$/.test(site) ? Number(site) : null;
}
