/**
 * One request's context, built by one function for the server renderer: its tenant, the locale and
 * base path from the URL's prefix (among the tenant's own locales; never the visitor's cookie or
 * Accept-Language: a public page is the same for every visitor), its cookies, its API client and
 * query cache, and the clock. What the loaders and the renderer read about the request comes from
 * here. Runtime-neutral.
 */
import { createApiClient, type ApiClient, type ApiFetch } from '@/api/client';
import type { AnswerCache } from '@/api/answer-cache';
import { createQueryClient } from '@/api/query-client';
import type { QueryClient } from '@tanstack/react-query';
import { SUPPORTED_LOCALES } from '@/features/i18n/i18n';
import { readCookie } from '@/lib/cookies';
import { detectLocale } from '@/lib/locale';
import type { Tenant } from './tenants';

/** What the host gives every request's context (read once at start-up). */
export interface RequestContextOptions {
  /** How API calls are sent (default: fetch). */
  fetch?: ApiFetch | undefined;
  /** Time limit of each API call, ms. */
  apiTimeoutMs: number;
  /** The shared cache of the API's public answers, if any. */
  apiCache?: AnswerCache | undefined;
  /** The clock, in ms (default Date.now). */
  now?: () => number;
}

/** One request's context. */
export interface RequestContext {
  readonly tenant: Tenant;
  readonly url: URL;
  /** The page's locale: the URL's prefix, else the site's default. */
  readonly locale: string;
  /** The site's own locales that the app supports (the default first). */
  readonly locales: readonly string[];
  /** The locale prefix (`/en`), or undefined for the default locale. */
  readonly basename: string | undefined;
  /** The request's Cookie header. */
  readonly cookies: string;
  readonly api: ApiClient;
  /** This request's query cache (no retries: a failing call answers now, with its status). */
  readonly queryClient: QueryClient;
  readonly now: () => number;
  /**
   * Say that the page is the visitor's own (a route with `handle.cache: 'private'`): only then does
   * the API client send the visitor's login; public pages render anonymous for everyone.
   */
  visitorPage(value: boolean): void;
  /**
   * The cache tags of the API resources this request read (src/lib/cache-tags.ts): what its page was
   * built from, named in its `Vitrine-Tags` so a change to one of them purges it (issue 34).
   */
  resourceTags(): readonly string[];
}

/** Build the context of `request`, for `tenant`. */
export function createRequestContext(
  request: Request,
  tenant: Tenant,
  { fetch, apiTimeoutMs, apiCache, now = Date.now }: RequestContextOptions,
): RequestContext {
  const { config } = tenant;
  const url = new URL(request.url);
  const cookies = request.headers.get('cookie') ?? '';
  // The site's own locales: a prefix of a locale it does not list is a path like any other (404).
  const locales = (config.locales ?? [config.defaultLocale]).filter((locale) => SUPPORTED_LOCALES.includes(locale));
  const detected = detectLocale({ pathname: url.pathname, cookieLocale: null, browserLanguages: [config.defaultLocale], supported: locales });
  // The prefix is the path's first segment (`/en` of `/en` and `/en/the-estate` alike).
  const basename = detected.source === 'path' ? /^\/[^/]+/.exec(url.pathname)?.[0] : undefined;
  const locale = detected.locale;
  let ownPage = false;
  const read = new Set<string>();
  const api = createApiClient({
    apiUrl: config.apiUrl,
    siteId: config.siteId,
    getLocale: () => locale,
    getToken: () => (ownPage ? readCookie(cookies, 'token') : null),
    appOrigin: url.origin,
    timeoutMs: apiTimeoutMs,
    // The visit log's User-Agent is the visitor's (schemas/calls.json `visitorHeaders`), not the server's.
    visitorHeader: (name) => request.headers.get(name),
    ...(fetch ? { fetch } : {}),
    ...(apiCache ? { cache: apiCache } : {}),
    onRead: (tag) => read.add(tag),
  });
  return {
    tenant,
    url,
    locale,
    locales,
    basename,
    cookies,
    api,
    queryClient: createQueryClient({ server: true }),
    now,
    visitorPage: (value) => {
      ownPage = value;
    },
    resourceTags: () => [...read],
  };
}
