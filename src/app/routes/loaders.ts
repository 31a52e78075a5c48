/**
 * Route loaders (SPEC §2). Each loader prefetches what its page needs through the query cache with
 * `ensureQueryData`, in parallel, so a navigation is never a waterfall; components then read the
 * cache. Loaders stay in the route table (small) while page components load lazily.
 */
import {
  createContext,
  data,
  redirect,
  replace,
  RouterContextProvider,
  type DataStrategyMatch,
  type DataStrategyResult,
  type LoaderFunctionArgs,
} from 'react-router';
import type { ApiClient } from '@/api/client';
import { ApiError } from '@/api/api-error';
import { secondaryRead } from '@/api/query-client';
import { logVisit } from '@/api/mutations/visit';
import type { ComponentConf } from '@/api/generated/types';
import { companyAddressQueryOptions } from '@/api/queries/catalogue';
import { footerLogosQueryOptions, servicesQueryOptions } from '@/api/queries/content';
import { componentConfQueryOptions, pageQueryOptions, pageTreeQueryOptions } from '@/api/queries/page';
import { parametersQueryOptions, siteInfoQueryOptions } from '@/api/queries/site';
import { shellInlinedLogosQueryOptions } from '@/app/layouts/shell-logo-queries';
import { sessionQueryOptions } from '@/api/queries/user';
import { isAdminUser } from '@/features/session/use-session';
import { legalConf, type LegalKind } from '@/app/routes/legal-routes';
import { preloadPageBlocks, type PreloadContext } from '@/renderer/preload';
import { HOME_SLUG, indexTree, pageOfType, resolvePath, type TreeNode } from '@/app/layouts/menu-model';
import { siteDay } from '@/lib/dates';
import { loadMessages, translatorOf, type MessageBook, type TranslateFn } from '@/features/i18n/messages';
import { shellMessages } from '@/features/i18n/i18n';
import type { Message } from '@/lib/message-format';
import { reportError } from '@/lib/report-error';
import { prefetchAlternates, type AlternateTarget } from './alternates';
import { safeReturnPath } from '@/lib/return-path';

/**
 * What every loader works with: the tenant's API client, the query cache of this visit (one per
 * request on the server) and the block registry; the page's locale, the site's locales and the
 * locale prefix (`/en`, the router's basename; absent for the default locale); the login cookies'
 * domain; and the clock a page's dates are computed from (the request's on the server; absent:
 * `Date.now`, the browser's). The server builds it from the request context
 * (server/request-context.ts), the browser from its configuration; loaders read it from React
 * Router's request context ({@link loaderContextOf}), so the route table holds no request and is
 * built once.
 */
export type LoaderContext = PreloadContext & {
  /** The page's locale (the URL's prefix, else the site's default). */
  readonly locale: string;
  /** The site's locales, default first (its tenant's `locales`): the languages a page may exist in. */
  readonly locales: readonly string[];
  readonly basename?: string | undefined;
  /** Parent domain of the login cookies (config `cookieDomain`); host-only when absent. */
  readonly cookieDomain?: string | null | undefined;
  /** The clock a page's dates are computed from (absent: `Date.now`, the browser's). */
  readonly now?: (() => number) | undefined;
};

// In data mode React Router always hands loaders a RouterContextProvider (the static handler's
// `requestContext`, the browser router's `getContext`): say so to the types.
declare module 'react-router' {
  interface Future {
    v8_middleware: true;
  }
}

/** The loaders' context in React Router's request context. */
const loaderContextKey = createContext<LoaderContext>();

/** React Router's request context holding `context`: the server's `query(…, { requestContext })`, the browser router's `getContext`. */
export function routerContextOf(context: LoaderContext): RouterContextProvider {
  return new RouterContextProvider(new Map([[loaderContextKey, context]]));
}

/** React Router's default data strategy: the loaders of the matches that load, keyed by route id (the server's and the browser's). */
export async function loadMatches(matches: readonly DataStrategyMatch[]): Promise<Record<string, DataStrategyResult>> {
  const toLoad = matches.filter((match) => match.shouldCallHandler());
  const results = await Promise.all(toLoad.map((match) => match.resolve()));
  return Object.fromEntries(toLoad.map((match, index) => [match.route.id, results[index]!]));
}

/** The loaders' context of this navigation or request. */
export function loaderContextOf(args: Pick<LoaderFunctionArgs, 'context'>): LoaderContext {
  return args.context.get(loaderContextKey);
}

/** The loaders' "now" (ms): the context's clock, else the real time. */
export function loaderNow({ now }: LoaderContext): number {
  return now ? now() : Date.now();
}

/**
 * What the root loader hands the shell: the Paris day the page is rendered on, by the loaders'
 * clock. The shell's dates (the footer's year) come from it, so the browser hydrates the very text
 * the server wrote — a page cached on 31 December and shown on 1 January included — and it changes
 * once a day, so a public page stays the same HTML all day (decision 008).
 */
export interface RootData {
  /** `YYYY-MM-DD`, Europe/Paris. */
  today: string;
  /** The page's locale and the site's locales (the shell's language, its switcher). */
  locale: string;
  locales: readonly string[];
  /** Parent domain of the login cookies; null: host-only. */
  cookieDomain: string | null;
}

/** True for what {@link rootLoader} returns. */
export function isRootData(value: unknown): value is RootData {
  return (
    typeof value === 'object' &&
    value !== null &&
    'today' in value &&
    typeof value.today === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(value.today) &&
    'locale' in value &&
    typeof value.locale === 'string' &&
    'locales' in value &&
    Array.isArray(value.locales)
  );
}

/**
 * A request's path inside the app, without its locale prefix (`/en/the-estate` → `/the-estate`):
 * what the page tree and the app's own paths are written in. A request carries the prefix; a
 * loader's redirect does not (the router adds it).
 */
export function appPathname({ basename }: LoaderContext, request: Request): string {
  const { pathname } = new URL(request.url);
  if (!basename || basename === '/') return pathname;
  return pathname === basename ? '/' : pathname.startsWith(`${basename}/`) ? pathname.slice(basename.length) : pathname;
}

/**
 * The first crumb of a trail the page tree does not give (a workshop of a collection without a CMS
 * page, or no tree at all): the home, « Accueil » / "Home" in the page's language (the shell's words).
 */
export async function homeCrumb(context: LoaderContext): Promise<{ label: string; href: string }> {
  const say = await loaderWords(shellMessages, context);
  return { label: say('nav.home'), href: '/' };
}

/** A book's words in the page's language for a loader (what it puts in its data, e.g. a crumb); the same file the page's parts read. */
export async function loaderWords<T extends Readonly<Record<string, Message>>>(book: MessageBook<T>, { locale }: LoaderContext): Promise<TranslateFn<T>> {
  return translatorOf<T>(await loadMessages(book, locale), locale);
}

/** Message of the 404 (SPEC §8's words); the error page titles it in the page's language (error-page.tsx). */
export const NOT_FOUND_MESSAGE = 'This page could not be found';

/** Throws the 404 that the error page shows. */
export function notFound(): never {
  throw data(NOT_FOUND_MESSAGE, { status: 404, statusText: NOT_FOUND_MESSAGE });
}

/** How long `?from=` logging may hold the first paint before the page shows anyway. */
const VISIT_LOG_TIMEOUT_MS = 2000;

/** Query parameter that logs a visit (SPEC §2). */
export const FROM_PARAM = 'from';

/**
 * Root loader: site-wide data (parameters, site info, page tree) in parallel. A failure is only
 * logged (SPEC §8 "startup data failures are only logged"): the shell then renders with defaults.
 * A `?from=` query logs a visit with its value, then the same URL is loaded again without it. The
 * shell's frame (locale, cookie domain) comes with its data: the route table holds no request.
 */
export async function rootLoader(args: LoaderFunctionArgs): Promise<RootData> {
  const context = loaderContextOf(args);
  const { api, queryClient } = context;
  const url = new URL(args.request.url);
  const from = url.searchParams.get(FROM_PARAM);
  if (from !== null) {
    if (from.trim() !== '') await logVisitBounded(api, from.trim());
    url.searchParams.delete(FROM_PARAM);
    // On the server this is a real HTTP redirect (the browser keeps the URL's #hash across it); only
    // ever to a path of this site, never to `//host…` (another origin) whatever path was asked.
    throw replace(safeReturnPath(`${url.pathname}${url.search}`, '/'));
  }
  const logged = (what: string) => (error: unknown) => {
    reportError(error, { where: 'start-up data', data: what });
  };
  // Extras of the shell (footer logos, inlined SVG logos): the page does without them (secondary).
  const extra = (what: string) => (error: unknown) => {
    reportError(error, { where: 'start-up data', data: what, level: 'warning' });
  };
  await Promise.all([
    queryClient.ensureQueryData(parametersQueryOptions(api)).catch(logged('parameters')),
    queryClient.ensureQueryData(siteInfoQueryOptions(api)).catch(logged('site info')),
    // The header's and footer's logos inlined when they are SVG (theme colours); else the <img> stays.
    queryClient.ensureQueryData(secondaryRead(shellInlinedLogosQueryOptions(api))).catch(extra('SVG logos')),
    queryClient.ensureQueryData(secondaryRead(footerLogosQueryOptions(api))).catch(extra('footer logos')),
    queryClient.ensureQueryData(pageTreeQueryOptions(api)).catch(logged('page tree')),
    // The header's account entry: free for anonymous visitors (no token, no call).
    queryClient.ensureQueryData(sessionQueryOptions(api)).catch(logged('session')),
  ]);
  return { today: siteDay(new Date(loaderNow(context))), locale: context.locale, locales: context.locales, cookieDomain: context.cookieDomain ?? null };
}

async function logVisitBounded(api: ApiClient, from: string): Promise<void> {
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, VISIT_LOG_TIMEOUT_MS));
  const call = logVisit(api, from).then(
    () => undefined,
    (error: unknown) => reportError(error, { where: 'visit log', level: 'warning' }),
  );
  await Promise.race([call, timeout]);
}

/** Data a CMS page route hands its component. */
export interface CmsPageData {
  slug: string;
  canonicalPath: string;
  conf: ComponentConf | null;
  /** The page of the tree behind it, found in the site's other locales (alternates.ts). */
  alternateOf?: AlternateTarget;
  /** The address's query as each other locale writes it, when it holds words of the page's language (alternates.ts). */
  alternateSearch?: Readonly<Record<string, string>>;
}

/** How a route names its CMS page: a fixed slug, or resolved from the URL path. */
export type PageSource = { slug: string } | { fromPath: true };

function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** An API failure as the error page's status and message. */
export function routeError(error: unknown): never {
  if (error instanceof ApiError) {
    throw data(error.message, { status: error.status === 404 ? 404 : error.status >= 400 ? error.status : 500, statusText: error.message });
  }
  throw error;
}

/** The slug a path names without the page tree: its last segment, the home's at `/`. */
function slugOfPath(pathname: string): string {
  const last = pathname.split('/').findLast(Boolean);
  if (last === undefined) return HOME_SLUG;
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}

async function treeIndex({ api, queryClient }: LoaderContext): Promise<Map<string, TreeNode> | null> {
  try {
    return indexTree(await queryClient.ensureQueryData(pageTreeQueryOptions(api)));
  } catch (error) {
    reportError(error, { where: 'page tree' });
    return null;
  }
}

/**
 * Loader of a CMS page. The page is found through the page tree (SPEC §2: pages "resolved by url
 * slug" from the menu tree); a slug the tree does not know is a 404 without asking the API. If
 * the tree itself failed, the slug (fixed, or the path's last segment: the home's at `/`) is asked
 * directly so the site still works. Page and component conf load in parallel, then the blocks'
 * code and data.
 */
export function cmsPageLoader(source: PageSource) {
  return async (args: LoaderFunctionArgs): Promise<CmsPageData> => {
    const context = loaderContextOf(args);
    const { api, queryClient } = context;
    const index = await treeIndex(context);
    let slug: string;
    let canonicalPath: string;
    let pageId: number | undefined;
    if ('fromPath' in source) {
      const pathname = appPathname(context, args.request);
      const node = index ? resolvePath(index, pathname) : null;
      if (index && !node) return notFound();
      slug = node?.page.url ?? slugOfPath(pathname);
      canonicalPath = node?.canonicalPath ?? pathname;
      pageId = node?.page.id;
    } else {
      slug = source.slug;
      const node = index?.get(slug);
      if (index && !node) return notFound();
      canonicalPath = node?.canonicalPath ?? `/${slug}`;
      pageId = node?.page.id;
    }
    const alternateOf = pageId === undefined ? undefined : { page: pageId };
    const [page, conf] = await Promise.all([
      queryClient.ensureQueryData(pageQueryOptions(api, slug)).catch(routeError),
      queryClient.ensureQueryData(componentConfQueryOptions(api, slug)).catch((error: unknown) => {
        // No conf is normal (the page's default blocks apply); other failures are worth a log.
        if (!isNotFoundError(error)) reportError(error, { where: 'component conf', slug });
        return null;
      }),
      // Home: what its LocalBusiness structured data needs is in the server's HTML (failures only drop fields).
      canonicalPath === '/' ? prefetchHomeStructuredData(context) : null,
      alternateOf ? prefetchAlternates(context, alternateOf) : null,
    ]);
    const search = new URL(args.request.url).searchParams;
    const others = context.locales.filter((locale) => locale !== context.locale);
    const [, alternateSearch] = await Promise.all([
      preloadPageBlocks(context, conf, page),
      // Its code only for such an address (a filtered list of a site in more than one language).
      alternateOf && others.length > 0 && search.size > 0
        ? import('@/renderer/search-in-locales').then(({ searchInLocales }) => searchInLocales(context, conf, page, search, others))
        : null,
    ]);
    return { slug, canonicalPath, conf, ...(alternateOf ? { alternateOf } : {}), ...(alternateSearch ? { alternateSearch } : {}) };
  };
}

/**
 * A fixed path that stands for a page of the site's tree by its type — `/contact` for its CONTACT
 * page, `/blog` for its BLOG page (SPEC §2): a permanent redirect there, query kept (one canonical
 * URL), or that page itself (`show`) when the site publishes it at this very path; a 404 when the
 * site has no page of that type.
 */
export function pageOfTypeLoader<T>(type: string, show: (args: LoaderFunctionArgs) => Promise<T>) {
  return async (args: LoaderFunctionArgs): Promise<T> => {
    const context = loaderContextOf(args);
    const tree = await context.queryClient.ensureQueryData(pageTreeQueryOptions(context.api)).catch(routeError);
    const target = pageOfType(indexTree(tree), type) ?? notFound();
    const url = new URL(args.request.url);
    if (target.canonicalPath === appPathname(context, args.request)) return show(args);
    throw redirect(`${target.canonicalPath}${url.search}`, 301);
  };
}

/**
 * The services (price range) and the head office (geo position) of the home page's
 * `HealthAndBeautyBusiness` JSON-LD (`routes/local-business.ts`), read with the same factories by
 * the page. Awaited beside the page itself (no extra round trip); a failure only logs, and is no
 * outage of the page (`secondaryRead`: the home is served without those JSON-LD fields, not a 503).
 */
async function prefetchHomeStructuredData({ api, queryClient }: LoaderContext): Promise<null> {
  const logged = (what: string) => (error: unknown) => reportError(error, { where: 'structured data', level: 'warning', data: what });
  await Promise.all([
    queryClient.ensureQueryData(secondaryRead(servicesQueryOptions(api))).catch(logged('services')),
    queryClient.ensureQueryData(secondaryRead(companyAddressQueryOptions(api, 'HEAD_OFFICE'))).catch(logged('head office')),
  ]);
  return null;
}

/** Loader of a legal route: its block's code and data (parameters hold the texts). */
export function legalLoader(kind: LegalKind) {
  return async (args: LoaderFunctionArgs): Promise<{ kind: LegalKind }> => {
    await preloadPageBlocks(loaderContextOf(args), legalConf(kind));
    return { kind };
  };
}

/**
 * The admin gate (SPEC §6): resolves when the signed-in user is ADMIN or SUPER_ADMIN, else throws the
 * real 404 — decided before any admin code loads, so visitors and members never see a flash of the
 * panel nor download its chunk. A failed session check counts as "not an admin".
 */
export async function requireAdmin({ api, queryClient }: LoaderContext): Promise<void> {
  const session = await queryClient.ensureQueryData(sessionQueryOptions(api)).catch(() => null);
  if (!isAdminUser(session?.user)) notFound();
}

/** `/blocs`: the block catalogue is for admins, and for everyone on the dev server. Others get a 404. */
export async function blockCatalogueLoader(args: LoaderFunctionArgs): Promise<null> {
  if (import.meta.env.DEV) return null;
  await requireAdmin(loaderContextOf(args));
  return null;
}

/**
 * `/admin`, `/admin/editeur/…`, `/admin/apercu/…`: admins only (no dev-server exception: the panel
 * writes to the API). The admin is French only, at the site's default language's paths (as the admin
 * bar links to it from any language): under a language's prefix (`/en/admin/editeur/le-domaine?x`),
 * it redirects there first (`/admin/editeur/le-domaine?x`), for anyone. An absolute URL: the router
 * would put a path back under its basename, the prefix; the server sends it as a path (same origin).
 */
export async function adminLoader(args: LoaderFunctionArgs): Promise<null> {
  const context = loaderContextOf(args);
  if (context.basename && context.basename !== '/') {
    const url = new URL(args.request.url);
    throw redirect(new URL(`${appPathname(context, args.request)}${url.search}`, url.origin).href, 301);
  }
  await requireAdmin(context);
  return null;
}
