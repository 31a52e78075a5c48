/**
 * The builder's site directory, the second implementation of the one `TenantSource` interface
 * (src/app/server/tenants.ts; the first is the static table: `TENANTS` / `TENANTS_FILE`) — issue 34,
 * DESIGN.md §12: the builder's directory (`DIRECTORY_URL`: `GET {DIRECTORY_URL}/site/resolve?host=`, schemas/calls.json
 * `resolveSite`), so sites and hosts created while Vitrine runs are served without a restart.
 *
 * The directory source is built for thousands of sites and a hostile Internet:
 * - hosts are normalised first (src/app/server/host-name.ts; the platform's URL parser already did
 *   case and IDNA for a request, the trailing dot is dropped here);
 * - answers are kept in a bounded LRU (by host; the hosts of one site share one tenant object), fresh
 *   for `ttlMs`, then served while one background call refreshes them;
 * - unknown hosts are remembered for a short time (`unknownTtlMs`), in a bounded LRU of their own;
 * - concurrent misses for one host share one directory call (single flight);
 * - directory calls are capped by a token bucket (`callsPerSecond`, `burst`): a storm of junk hosts
 *   gets 503 + Retry-After instead of taking the directory down, and known sites never wait for it;
 * - a last-known-good copy (a {@link DirectoryStore}: a file on Node, the Cache API on workerd) is
 *   loaded at start and saved at most every `saveIntervalMs`: a restart during a directory outage
 *   still serves every site it knew;
 * - a directory outage (error, timeout, invalid answer) serves every known site and answers unknown
 *   hosts 503 + Retry-After: never a cacheable 404, never another site (an answer whose hosts do not
 *   list the host asked for is refused).
 * Change events (src/app/server/change-events.ts) call {@link TenantSource.forget}.
 *
 * Runtime-neutral (fetch, URL, no timer, no Node API); one instance per server (never module state).
 */
import { createApiClient } from '@/api/client';
import { signedInUser } from '@/api/signed-in-user';
import type { DirectorySite } from '@/api/generated/types';
import { validateData as validateDirectorySite } from '@/api/generated/validate/resolveSite.js';
import { callDeadline, type CallDeadline } from '@/lib/call-deadline';
import { siteTag, TAGS_HEADER } from '@/lib/cache-tags';
import { readCookie } from '@/lib/cookies';
import { reportError } from '@/lib/report-error';
import { DEFAULT_LOCALE } from '@/lib/constants';
import { loginPath } from '@/lib/return-path';
import { documentLocaleOf, documentWords } from './document-text';
import { plainDocument } from './error-document';
import { escapeHtml } from './state';
import { canonicalLocation, hostOfUrl, normalizeHost } from './host-name';
import {
  createTenantTable,
  staticTenantSource,
  tenantsFromSettings,
  unknownHostResponse,
  type Settings,
  type Tenant,
  type TenantLookup,
  type TenantSource,
} from './tenants';

/** Where the last-known-good copy of the directory lives between restarts. */
export interface DirectoryStore {
  /** The sites saved last (empty when none or unreadable). */
  load(): Promise<readonly DirectorySite[]>;
  save(sites: readonly DirectorySite[]): Promise<void>;
}

/** The part of the Cache API (workerd's `caches.default`) the last-known-good copy needs. */
export interface CacheLike {
  match(request: Request): Promise<Response | undefined>;
  put(request: Request, response: Response): Promise<void>;
}

/**
 * The last-known-good copy in the Cache API (workerd): one JSON entry under an internal URL, kept a
 * year (the Cache API stores only what says how long). On Node: scripts/lib/directory-file-store.ts.
 */
export function cacheApiDirectoryStore(cache: CacheLike, key = 'https://vitrine.internal/__vitrine/site-directory'): DirectoryStore {
  return {
    async load() {
      const response = await cache.match(new Request(key));
      if (!response) return [];
      try {
        const sites: unknown = await response.json();
        // Each entry is checked again by the directory when it loads them.
        return Array.isArray(sites) ? (sites as DirectorySite[]) : [];
      } catch {
        return [];
      }
    },
    async save(sites) {
      await cache.put(
        new Request(key),
        new Response(JSON.stringify(sites), { headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=31536000' } }),
      );
    },
  };
}

/** Options of {@link createSiteDirectory}. */
export interface SiteDirectoryOptions {
  /** `DIRECTORY_URL`: absolute base URL of the builder's directory. */
  url: string;
  /** The fetch the calls go through (default: the global one). */
  fetch?: (input: Request) => Promise<Response>;
  /** The last-known-good copy (none: nothing survives a restart). */
  store?: DirectoryStore | undefined;
  /** Hosts whose answers are kept (default 20,000; about 1 KB each). */
  maxHosts?: number;
  /** Unknown hosts remembered (default 10,000). */
  maxUnknownHosts?: number;
  /** How long an answer is fresh (default 60 s); then served while one call refreshes it. */
  ttlMs?: number;
  /** How long an unknown host is remembered (default 5 s). */
  unknownTtlMs?: number;
  /** Directory calls a second, sustained (default 20). */
  callsPerSecond?: number;
  /** Directory calls allowed at once above the rate (default 50). */
  burst?: number;
  /** One call's time limit (default 2 s). */
  timeoutMs?: number;
  /** Least time between two saves of the last-known-good copy (default 5 s). */
  saveIntervalMs?: number;
  /** Where problems are told (default reportError, as warnings). */
  onError?: (message: string) => void;
  /** Clock, ms (tests, bench). */
  now?: () => number;
}

/** A site as the directory described it, with the tenant built from it. */
interface KnownSite {
  readonly entry: DirectorySite;
  readonly tenant: Tenant;
}

interface Known {
  site: KnownSite;
  freshUntil: number;
  refreshing: boolean;
}

/** A directory call's outcome. */
type Answer = { kind: 'site'; site: KnownSite } | { kind: 'unknown' } | { kind: 'down' };

/** Figures for the bench and health. */
export interface SiteDirectoryStats {
  hosts: number;
  unknownHosts: number;
  /** Directory calls made since start. */
  calls: number;
  /** Lookups refused because the call budget was spent. */
  refused: number;
}

/** A directory tenant source, with its figures. */
export interface SiteDirectory extends TenantSource {
  stats(): SiteDirectoryStats;
}

/** Seconds an unknown host is asked to wait while the directory is away or busy. */
export const DIRECTORY_RETRY_AFTER_SECONDS = 5;

/** Build the tenant of a directory entry (the same checks as a TENANTS line); throws when invalid. */
function knownSite(entry: DirectorySite): KnownSite {
  const { status: _status, ...line } = entry;
  const tenant = createTenantTable([line]).tenants[0];
  if (!tenant) throw new Error('no tenant');
  return { entry, tenant };
}

/**
 * The builder's directory as a tenant source; resolves once the last-known-good copy is loaded.
 * @example const source = await createSiteDirectory({ url: 'https://builder.exemple/directory', store })
 */
export async function createSiteDirectory(options: SiteDirectoryOptions): Promise<SiteDirectory> {
  const {
    url,
    store,
    maxHosts = 20_000,
    maxUnknownHosts = 10_000,
    ttlMs = 60_000,
    unknownTtlMs = 5_000,
    callsPerSecond = 20,
    burst = 50,
    timeoutMs = 2_000,
    saveIntervalMs = 5_000,
    now = Date.now,
  } = options;
  const doFetch = options.fetch ?? ((request: Request) => fetch(request));
  const onError = options.onError ?? ((message: string) => void reportError(message, { where: 'site directory', level: 'warning' }));
  // A save or a refresh runs on after the request that started it (its failure is told, never thrown).
  const background = (task: Promise<unknown>) => void task.catch(() => undefined);
  const base = url.replace(/\/+$/, '');

  // Map iteration follows insertion order: deleting and setting again on use keeps the least recently
  // used host first, the one dropped when the bound is reached.
  const known = new Map<string, Known>();
  const unknown = new Map<string, number>();
  const inFlight = new Map<string, Promise<Answer>>();
  let generation = 0;
  let tokens = burst;
  let tokensAt = now();
  let calls = 0;
  let refused = 0;
  let dirty = false;
  let saving = false;
  let savedAt = -Infinity;

  function takeToken(): boolean {
    const time = now();
    tokens = Math.min(burst, tokens + ((time - tokensAt) * callsPerSecond) / 1000);
    tokensAt = time;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  }

  function remember(site: KnownSite, freshUntil: number): void {
    for (const host of site.tenant.hosts) {
      known.delete(host);
      unknown.delete(host);
      known.set(host, { site, freshUntil, refreshing: false });
    }
    for (const oldest of known.keys()) {
      if (known.size <= maxHosts) break;
      known.delete(oldest);
    }
    dirty = true;
  }

  function rememberUnknown(host: string): void {
    known.delete(host);
    unknown.delete(host);
    unknown.set(host, now() + unknownTtlMs);
    for (const oldest of unknown.keys()) {
      if (unknown.size <= maxUnknownHosts) break;
      unknown.delete(oldest);
    }
  }

  function maybeSave(): void {
    if (!store || !dirty || saving || now() - savedAt < saveIntervalMs) return;
    dirty = false;
    saving = true;
    savedAt = now();
    const sites = [...new Set([...known.values()].map((k) => k.site))].map((site) => site.entry);
    background(
      store
        .save(sites)
        .catch((error: unknown) => {
          dirty = true;
          onError(`could not save the last-known-good copy: ${error instanceof Error ? error.message : String(error)}`);
        })
        .finally(() => {
          saving = false;
          // Changes made during the save: saved next (now, or at the first lookup after the interval).
          maybeSave();
        }),
    );
  }

  /** One directory call for `host`, within its time limit (the answer read included). */
  async function call(host: string): Promise<Answer> {
    calls += 1;
    const deadline = callDeadline(timeoutMs);
    try {
      return await callWithin(host, deadline);
    } finally {
      deadline.done();
    }
  }

  async function callWithin(host: string, deadline: CallDeadline): Promise<Answer> {
    let response: Response;
    try {
      response = await deadline.race(
        doFetch(
          new Request(`${base}/site/resolve?host=${encodeURIComponent(host)}`, {
            headers: { Accept: 'application/json' },
            signal: deadline.signal,
          }),
        ),
      );
    } catch (error) {
      onError(`directory unreachable for ${host}: ${error instanceof Error ? error.message : String(error)}`);
      return { kind: 'down' };
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return { kind: 'unknown' };
    }
    if (!response.ok) {
      await response.body?.cancel();
      onError(`directory answered HTTP ${response.status} for ${host}`);
      return { kind: 'down' };
    }
    let envelope: unknown;
    try {
      envelope = await deadline.race(response.json());
    } catch {
      onError(`directory answered something that is not JSON for ${host}`);
      return { kind: 'down' };
    }
    const data = typeof envelope === 'object' && envelope !== null && 'data' in envelope ? envelope.data : undefined;
    if (!validateDirectorySite(data)) {
      onError(
        `directory answer for ${host} is not a DirectorySite: ${(validateDirectorySite.errors ?? []).map((e) => `${e.instancePath} ${e.message}`).join('; ')}`,
      );
      return { kind: 'down' };
    }
    let site: KnownSite;
    try {
      site = knownSite(data);
    } catch (error) {
      onError(`directory answer for ${host} refused: ${error instanceof Error ? error.message : String(error)}`);
      return { kind: 'down' };
    }
    // Never another site: the answer must list the host it was asked about.
    if (!site.tenant.hosts.includes(host)) {
      onError(`directory answered site ${data.siteId} for ${host}, whose hosts do not include it`);
      return { kind: 'down' };
    }
    return { kind: 'site', site };
  }

  /** The one call for `host`, shared by every concurrent asker; stores its answer unless a change came meanwhile. */
  function ask(host: string): Promise<Answer> | null {
    const flying = inFlight.get(host);
    if (flying) return flying;
    if (!takeToken()) return null;
    const startedIn = generation;
    const flight = call(host).then((answer) => {
      inFlight.delete(host);
      if (startedIn === generation) {
        if (answer.kind === 'site') remember(answer.site, now() + ttlMs);
        else if (answer.kind === 'unknown') rememberUnknown(host);
      }
      maybeSave();
      return answer;
    });
    inFlight.set(host, flight);
    return flight;
  }

  function answerFor(site: KnownSite, host: string, requestUrl: URL): TenantLookup {
    const canonical = site.tenant.hosts[0] ?? host;
    if (host !== canonical) return { kind: 'alias', tenant: site.tenant, location: canonicalLocation(requestUrl, canonical) };
    return { kind: 'tenant', tenant: site.tenant, status: site.entry.status };
  }

  function refresh(host: string, entry: Known): void {
    if (entry.refreshing) return;
    const flight = ask(host);
    if (!flight) return;
    entry.refreshing = true;
    background(
      flight.then((answer) => {
        entry.refreshing = false;
        // The site no longer has this host: forget it (the next request hears so).
        if (answer.kind === 'unknown' && known.get(host) === entry) known.delete(host);
      }),
    );
  }

  const unavailable: TenantLookup = { kind: 'unavailable', retryAfter: DIRECTORY_RETRY_AFTER_SECONDS };
  const unknownHost: TenantLookup = { kind: 'unknown' };

  for (const entry of store ? await store.load().catch(() => []) : []) {
    try {
      if (validateDirectorySite(entry)) remember(knownSite(entry), 0);
    } catch {
      // One bad line of an old copy does not stop the others.
    }
  }
  dirty = false;

  return {
    resolve(requestUrl) {
      const host = hostOfUrl(requestUrl);
      const entry = known.get(host);
      if (entry) {
        known.delete(host);
        known.set(host, entry);
        if (now() >= entry.freshUntil) refresh(host, entry);
        return answerFor(entry.site, host, requestUrl);
      }
      const until = unknown.get(host);
      if (until !== undefined) {
        if (now() < until) return unknownHost;
        unknown.delete(host);
      }
      const flight = ask(host);
      if (!flight) {
        refused += 1;
        return unavailable;
      }
      return flight.then((answer) =>
        answer.kind === 'site' ? answerFor(answer.site, host, requestUrl) : answer.kind === 'unknown' ? unknownHost : unavailable,
      );
    },
    forget({ siteId, hosts }) {
      generation += 1;
      for (const raw of hosts ?? []) {
        const host = normalizeHost(raw);
        if (host === null) continue;
        known.delete(host);
        unknown.delete(host);
      }
      if (siteId !== undefined) for (const [host, entry] of known) if (entry.site.entry.siteId === siteId) known.delete(host);
      dirty = true;
      maybeSave();
    },
    list: () => [...new Set([...known.values()].map((entry) => entry.site.tenant))],
    stats: () => ({ hosts: known.size, unknownHosts: unknown.size, calls, refused }),
  };
}

/** Seconds visitors of a site under construction are asked to come back after. */
export const BUILDING_RETRY_AFTER_SECONDS = 600;

/**
 * The « site en construction » page (status `building`): 503, noindex, never stored by a cache, in
 * the language of the path's prefix among the site's. It names nothing of the site, and leads its
 * admin to the sign-in page, which stays open while the site is built: signed in, they see the site
 * (the page asked for, when it is in the site's default language).
 */
export function buildingSiteResponse(url: URL, tenant: Tenant): Response {
  const { defaultLocale = DEFAULT_LOCALE, locales = [defaultLocale] } = tenant.config;
  const locale = documentLocaleOf(url.pathname, locales);
  const { say, lang } = documentWords(locale);
  const signIn = loginPath(locale === defaultLocale ? `${url.pathname}${url.search}` : null);
  const html = plainDocument(
    say('buildingTitle'),
    `      <h1>${say('buildingTitle')}</h1>
      <p>${say('buildingText')}</p>
      <p class="aside">${say('buildingAdmin')} <a href="${escapeHtml(signIn)}">${say('buildingSignIn')}</a></p>`,
    lang,
  );
  return new Response(html, {
    status: 503,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      'Retry-After': String(BUILDING_RETRY_AFTER_SECONDS),
    },
  });
}

/**
 * A suspended site (status `suspended`): 410 Gone with a neutral page that names nothing of the site
 * (its name, logo or content must not be shown any more), noindex, never stored (a site put back
 * live is served at once). In the language of the path's prefix (the words are no one's).
 */
export function suspendedSiteResponse(url: URL): Response {
  const { say, lang } = documentWords(documentLocaleOf(url.pathname));
  const html = plainDocument(
    say('suspendedTitle'),
    `      <h1>${say('suspendedTitle')}</h1>
      <p>${say('suspendedText')}</p>`,
    lang,
  );
  return new Response(html, {
    status: 410,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  });
}

/** An unknown host while the directory cannot say (outage, call budget spent): 503, never cached. */
export function directoryUnavailableResponse(retryAfter: number): Response {
  return new Response('Site momentanément indisponible\u00a0: réessayez dans un instant.\n', {
    status: 503,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Retry-After': String(retryAfter) },
  });
}

/**
 * The tenant a request may be served as, or the response that ends it: 301 to the canonical host,
 * 404 for an unknown host, 503 while the directory cannot say, the building page (unless `isAdmin`
 * says a signed-in admin of the site asks: they see the site being built), 410 for a suspended site.
 */
export async function tenantOrGate(
  lookup: TenantLookup,
  request: Request,
  isAdmin: (tenant: Tenant, request: Request) => Promise<boolean>,
): Promise<Tenant | Response> {
  switch (lookup.kind) {
    case 'alias':
      // Kept an hour by a CDN, under the site's tag: a change of the site's hosts purges it.
      return new Response(null, {
        status: 301,
        headers: { 'Location': lookup.location, 'Cache-Control': 'public, max-age=3600', [TAGS_HEADER]: siteTag(lookup.tenant.config.siteId) },
      });
    case 'unknown':
      return unknownHostResponse();
    case 'unavailable':
      return directoryUnavailableResponse(lookup.retryAfter);
    case 'tenant':
      if (lookup.status === 'live') return lookup.tenant;
      if (lookup.status === 'suspended') return suspendedSiteResponse(new URL(request.url));
      return (await isAdmin(lookup.tenant, request)) ? lookup.tenant : buildingSiteResponse(new URL(request.url), lookup.tenant);
  }
}

/**
 * True when the request comes from a signed-in admin (ADMIN, SUPER_ADMIN) of `tenant`: its `token`
 * cookie, asked to the site's own API (`GET /user`, 2 s at most). No cookie: no call. Anything but a
 * clear yes (no answer, 401, another role) is a no.
 */
export async function isSiteAdmin(tenant: Tenant, request: Request, doFetch: typeof fetch): Promise<boolean> {
  const token = readCookie(request.headers.get('cookie') ?? '', 'token');
  if (!token) return false;
  const { config } = tenant;
  const api = createApiClient({
    apiUrl: config.apiUrl,
    siteId: config.siteId,
    getLocale: () => config.defaultLocale,
    getToken: () => token,
    fetch: (url, init) => doFetch(url, init),
    appOrigin: new URL(request.url).origin,
    timeoutMs: 2_000,
  });
  const user = await signedInUser(api);
  // The roles of SPEC §6 that see the admin panel (the session module's own check is React-side).
  return user?.role === 'ADMIN' || user?.role === 'SUPER_ADMIN';
}

/** What {@link tenantSourceFromSettings} needs from the runtime. */
export interface TenantSourceRuntime {
  /** The text of `TENANTS_FILE`, read by the Node adapter (this module reads no file). */
  tenantsFile?: string | undefined;
  /** The demo API, where `/api` on the app host goes (in the process on Node, API_ORIGIN on workerd): its directory is the demo's. */
  demoApi?: ((request: Request) => Promise<Response>) | undefined;
  /** The last-known-good copy: a file on Node, the Cache API on workerd. */
  store?: DirectoryStore | undefined;
}

/** Where the demo's own directory answers (rewritten to `/api/site/resolve` for `demoApi`). */
const DEMO_DIRECTORY_URL = 'http://demo-api.internal';

/**
 * The tenant source a deployment's settings describe: `DIRECTORY_URL` (the builder's directory, an
 * absolute http(s) URL), else a static table (`TENANTS`, `TENANTS_FILE`, `SITE_ID`/`API_URL`:
 * tenantsFromSettings), else the demo — the demo API's own directory when the server reaches the demo
 * API (`demoApi`: in the process on Node, at API_ORIGIN on workerd), so sites and hosts added in the
 * demo are served at once; its two-site table otherwise.
 */
export async function tenantSourceFromSettings(env: Settings, runtime: TenantSourceRuntime = {}): Promise<TenantSource> {
  const url = env.DIRECTORY_URL?.trim();
  const staticSettings = ['TENANTS', 'TENANTS_FILE', 'SITE_ID', 'API_URL'].filter((name) => env[name]?.trim());
  if (url) {
    if (staticSettings.length > 0) throw new Error(`DIRECTORY_URL names the sites: ${staticSettings.join(', ')} cannot be set beside it.`);
    if (!/^https?:\/\/[^/]/i.test(url)) throw new Error(`DIRECTORY_URL must be an absolute http(s) URL, got "${url}".`);
    return createSiteDirectory({ url, store: runtime.store });
  }
  // Checked even for the demo: a per-site setting without a table is refused there.
  const table = tenantsFromSettings(env, runtime.tenantsFile);
  if (staticSettings.length > 0 || !runtime.demoApi) return staticTenantSource(table);
  const demoApi = runtime.demoApi;
  return createSiteDirectory({
    url: DEMO_DIRECTORY_URL,
    fetch: (request) => demoApi(new Request(request.url.replace(DEMO_DIRECTORY_URL, 'http://localhost/api'), request)),
    // The demo's directory is ours, next to the server: no cap, nothing to keep across restarts.
    callsPerSecond: 1_000,
    burst: 1_000,
  });
}
