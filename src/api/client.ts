/**
 * The one HTTP client (DESIGN.md §3). It knows headers, the envelope, validation and errors — nothing
 * about UI (no toasts, no redirects).
 */
import { callDefs, type CallDef, type CallId, type Calls, type CallValidators } from './generated/calls';
import { validateEnvelope } from './generated/validate/envelope.js';
import { ApiError, toFieldErrors } from './api-error';
import { readCookie as readCookieFrom } from '@/lib/cookies';
import { resourceOfPath, resourceTag, siteTag } from '@/lib/cache-tags';
import { sharedLifetime, type HeaderReader } from '@/lib/shared-cache-lifetime';
import { callDeadline } from '@/lib/call-deadline';
import type { AnswerCache, LoadedAnswer } from './answer-cache';

/** What the client reads of an HTTP answer: a fetch `Response` is one. */
export interface ApiResponse {
  readonly ok: boolean;
  readonly status: number;
  readonly statusText: string;
  /** Its headers (the answer cache reads `Cache-Control` there; without them nothing is cached). */
  readonly headers?: HeaderReader;
  text(): Promise<string>;
}

/** What the client passes with each request (a subset of fetch's `RequestInit`). */
export interface ApiRequestInit {
  method: string;
  headers: Headers;
  body?: BodyInit | undefined;
  credentials: RequestCredentials;
  signal: AbortSignal;
}

/**
 * How the client sends a request: `fetch` itself, or a host's own transport with the same contract
 * for what the client uses (the Node server's, scripts/lib/api-transport.ts, skips fetch's streams).
 */
export type ApiFetch = (url: URL, init: ApiRequestInit) => Promise<ApiResponse>;

/** What the client needs to know about its tenant and environment. */
export interface ApiClientOptions {
  /** Base URL of the API (absolute, or a path on the app host such as `/api`). */
  apiUrl: string;
  /** Numeric site id sent with every request (51 for the shipped tenant). */
  siteId: number;
  /** Current locale for the `userLang` header, e.g. `fr_FR`. */
  getLocale: () => string;
  /** Value of the `token` cookie, or null. Defaults to reading `document.cookie`. */
  getToken?: () => string | null;
  /** Injected fetch or transport (tests, SSR); defaults to the global fetch. */
  fetch?: ApiFetch;
  /** Abort a call after this many ms (default 15 000). */
  timeoutMs?: number;
  /** Where the app runs, to decide whether a call is same-host (default `location.href`). */
  appOrigin?: string;
  /**
   * A shared cache of the API's public answers (the server renderer's, src/api/answer-cache.ts):
   * anonymous GETs of the API are read through it. Never given in the browser, which has its own.
   */
  cache?: AnswerCache;
  /**
   * A header of the visitor's own request (the server renderer's: the request it renders), for the
   * calls whose contract carries it (`visitorHeaders` in schemas/calls.json: the visit log's
   * User-Agent). Never given in the browser, which sends its own.
   */
  visitorHeader?: (name: string) => string | null;
  /**
   * Told the cache tag of the API resource each read (GET) asks for (src/lib/cache-tags.ts,
   * `s51:r:product/12`): the server renderer names them in the page's `Vitrine-Tags`, so a change to
   * one resource purges the pages built from it. Never given in the browser.
   */
  onRead?: (tag: string) => void;
}

type Args<K extends CallId> = (Calls[K]['pathParams'] extends undefined ? { pathParams?: undefined } : { pathParams: Calls[K]['pathParams'] }) &
  (Calls[K]['query'] extends undefined ? { query?: undefined } : { query?: Calls[K]['query'] }) &
  (Calls[K]['body'] extends undefined ? { body?: undefined } : { body: Calls[K]['body'] }) & { signal?: AbortSignal };

/** Arguments of a call: path parameters, query, body (each only when the call has them), abort signal. */
export type CallArgs<K extends CallId> = Args<K>;

/** Arguments of {@link ApiClient.request}: the same fields as {@link CallArgs}, loosely typed. */
export interface RequestArgs {
  pathParams?: object;
  query?: object;
  body?: unknown;
  signal?: AbortSignal;
}

/** A configured client: `call` runs one call of the contract and resolves with its validated `data`. */
export interface ApiClient {
  readonly siteId: number;
  readonly apiUrl: string;
  /**
   * True when a login token is at hand (the `token` cookie in the browser, the request's cookie on the
   * server): without one no call can be authenticated, so session checks skip the network.
   */
  hasToken(): boolean;
  /** Run one call; arguments and result are typed from the contract. */
  call<K extends CallId>(id: K, ...args: Record<never, never> extends CallArgs<K> ? [CallArgs<K>?] : [CallArgs<K>]): Promise<Calls[K]['data']>;
  /**
   * The same as `call`, for generic helpers (e.g. `readQueryOptions`) that type the arguments
   * themselves: arguments are loosely typed here, the result is the contract's type all the same.
   */
  request<K extends CallId>(id: K, args?: RequestArgs): Promise<Calls[K]['data']>;
  /** The same client asking for another locale's content (`userLang`): a page's translations (issue 36). */
  inLocale(locale: string): ApiClient;
}

/** Header carrying the tenant (site id) on every request. */
export const SITE_ID_HEADER = 'idSite';

/** Read a cookie by name from `document.cookie` (null outside a browser or when absent). */
export function readCookie(name: string): string | null {
  return typeof document === 'undefined' ? null : readCookieFrom(document.cookie, name);
}

/** Replace `{name}` segments of a path template with encoded values. */
export function fillPath(template: string, params: object | undefined): string {
  const values = new Map<string, unknown>(params ? Object.entries(params) : []);
  return template.replace(/\{(\w+)\}/g, (_m, key: string) => {
    const value = values.get(key);
    if ((typeof value !== 'string' && typeof value !== 'number') || value === '') throw new TypeError(`Missing path parameter "${key}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

function toSearch(query: unknown): string {
  if (query === null || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const s = search.toString();
  return s ? `?${s}` : '';
}

function isSameHost(url: URL, appOrigin: string | undefined): boolean {
  if (!appOrigin) return true;
  return url.host === new URL(appOrigin).host;
}

async function readJson(response: ApiResponse): Promise<{ ok: true; value: unknown; bytes: number } | { ok: false }> {
  const text = await response.text();
  try {
    return { ok: true, value: JSON.parse(text), bytes: text.length };
  } catch {
    return { ok: false };
  }
}

function envelopeMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) return body.message;
  return null;
}

/** Create the client for one tenant. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch: ApiFetch = options.fetch ?? ((url, init) => fetch(url, init));
  const getToken = options.getToken ?? (() => readCookie('token'));
  const timeoutMs = options.timeoutMs ?? 15_000;
  const appOrigin = options.appOrigin ?? (typeof location === 'undefined' ? undefined : location.href);
  const base = options.apiUrl.replace(/\/+$/, '');

  async function request<K extends CallId>(id: K, args: RequestArgs = {}): Promise<Calls[K]['data']> {
    const def: CallDef<K> = callDefs[id];
    const path = fillPath(def.path, args.pathParams);
    const url = new URL(`${def.host === 'app' ? '' : base}${path}${toSearch(args.query)}`, appOrigin ?? 'http://localhost/');
    const headers = new Headers({ Accept: 'application/json', [SITE_ID_HEADER]: String(options.siteId), userLang: options.getLocale() });
    for (const name of def.visitorHeaders ?? []) {
      const value = options.visitorHeader?.(name);
      if (value) headers.set(name, value);
    }
    const token = getToken();
    if (token) headers.set('Authorization', token);
    let body: BodyInit | undefined;
    if (args.body !== undefined) {
      if (def.multipart && args.body && typeof args.body === 'object') {
        // Loaded with the first upload (a form with files): not part of every page's start (issue 37).
        const { buildMultipart } = await import('./multipart');
        body = buildMultipart(args.body);
      } else {
        headers.set('Content-Type', 'application/json');
        body = JSON.stringify(args.body);
      }
    } else if (def.method !== 'GET') {
      headers.set('Content-Type', 'application/json');
    }
    // An anonymous read of the API may come from the shared cache (the server's): never one made with
    // the visitor's credentials, nor a read with an effect (`cacheable: false`: a logged visit). A
    // read is a GET, or a POST the contract says only reads (`cacheable: true`: its body names what).
    // The key holds everything the answer depends on: tenant, locale, URL, and such a POST's body.
    const isRead = def.host === 'api' && (def.method === 'GET' || def.cacheable === true);
    const resource = isRead ? resourceTag(options.siteId, resourceOfPath(path)) : null;
    if (resource) options.onRead?.(resource);
    if (options.cache && resource && def.cacheable !== false && !token) {
      const key = `${options.siteId} ${base} ${options.getLocale()} ${url.href}${typeof body === 'string' ? ` ${body}` : ''}`;
      // Tagged with its site and the resource it reads (src/lib/cache-tags.ts): a change event, or a
      // write that changes the site's public data, purges it by name.
      const tags = [siteTag(options.siteId), resource];
      const data = await options.cache.read(key, (signal) => load(id, def, url, headers, body, signal ?? args.signal), tags);
      return data as Calls[K]['data'];
    }
    return (await load(id, def, url, headers, body, args.signal)).data as Calls[K]['data'];
  }

  /** Send one call and read its answer: its validated data, how long a shared cache may keep it, its size. */
  async function load<K extends CallId>(
    id: K,
    def: CallDef<K>,
    url: URL,
    headers: Headers,
    body: BodyInit | undefined,
    signal: AbortSignal | undefined,
  ): Promise<LoadedAnswer> {
    // The call's validators are a small lazy module: fetch it while the request is in flight.
    const validators = def.loadValidators();
    validators.catch(() => {}); // awaited below; this only keeps an early failure from going unhandled
    const deadline = callDeadline(timeoutMs, signal);
    let response: ApiResponse;
    let parsed: Awaited<ReturnType<typeof readJson>>;
    try {
      try {
        response = await doFetch(url, {
          method: def.method,
          headers,
          body,
          credentials: isSameHost(url, appOrigin) ? 'include' : 'omit',
          signal: deadline.signal,
        });
      } catch (error) {
        // No response: pass the raw error on (SPEC §8).
        const message = error instanceof Error ? error.message : String(error);
        throw new ApiError({ message, status: 0, callId: id, cause: error });
      }
      parsed = await readJson(response);
    } finally {
      deadline.done();
    }
    if (!response.ok) {
      const value = parsed.ok ? parsed.value : null;
      throw new ApiError({
        message: envelopeMessage(value) ?? `Erreur ${response.status}${response.statusText ? ` (${response.statusText})` : ''}`,
        status: response.status,
        callId: id,
        fieldErrors: value && typeof value === 'object' && 'data' in value ? toFieldErrors(value.data) : null,
      });
    }
    if (!parsed.ok) {
      throw new ApiError({ message: 'Réponse illisible du serveur.', status: response.status, callId: id });
    }
    const answer = (data: unknown): LoadedAnswer => ({ data, lifetime: response.headers ? sharedLifetime(response.headers) : null, bytes: parsed.bytes });
    const envelope = parsed.value;
    if (def.host === 'app') return answer(validated(id, await validators, envelope, response.status));
    if (!validateEnvelope(envelope) || typeof envelope !== 'object' || envelope === null || !('success' in envelope)) {
      throw new ApiError({ message: 'Réponse inattendue du serveur.', status: response.status, callId: id, cause: validateEnvelope.errors });
    }
    if (envelope.success !== true) {
      throw new ApiError({
        message: envelopeMessage(envelope) ?? 'La demande a échoué.',
        status: response.status,
        callId: id,
        fieldErrors: 'data' in envelope ? toFieldErrors(envelope.data) : null,
      });
    }
    return answer(validated(id, await validators, 'data' in envelope ? envelope.data : null, response.status));
  }

  /** The call's generated validator is a type guard: validated data *is* the contract's type. */
  function validated<K extends CallId>(id: K, { validateData }: CallValidators<K>, data: unknown, status: number): Calls[K]['data'] {
    if (!validateData(data)) {
      throw new ApiError({ message: 'Réponse inattendue du serveur.', status, callId: id, cause: validateData.errors });
    }
    return data;
  }

  return {
    siteId: options.siteId,
    apiUrl: base,
    hasToken: () => Boolean(getToken()),
    call: request,
    request,
    inLocale: (locale) => createApiClient({ ...options, getLocale: () => locale }),
  };
}
