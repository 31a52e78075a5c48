/**
 * Route loaders (SPEC §2). Each loader prefetches what its page needs through the query cache with
 * `ensureQueryData`, in parallel, so a navigation is never a waterfall; components then read the
 * cache. Loaders stay in the route table (small) while page components load lazily.
 */
import { data, redirect, replace, type LoaderFunctionArgs } from 'react-router';
import type { ApiClient } from '@/api/client';
import { ApiError } from '@/api/api-error';
import { secondaryRead } from '@/api/query-client';
import { logVisit } from '@/api/mutations/visit';
import type { ComponentConf } from '@/api/generated/types';
import { companyAddressQueryOptions } from '@/api/queries/catalogue';
import { footerLogosQueryOptions, servicesQueryOptions } from '@/api/queries/content';
import { componentConfQueryOptions, pageQueryOptions, pageTreeQueryOptions } from '@/api/queries/page';
import { parametersQueryOptions, siteInfoQueryOptions } from '@/api/queries/site';
import { shellLogoSvgsQueryOptions } from '@/app/layouts/logo-image';
import { sessionQueryOptions } from '@/api/queries/user';
import { isAdminUser } from '@/features/session/use-session';
import { legalConf, type LegalKind } from '@/app/routes/legal-routes';
import { preloadPageBlocks, type PreloadContext } from '@/renderer/preload';
import { indexTree, pageOfType, resolvePath, type TreeNode } from '@/app/layouts/menu-model';
import { siteDay } from '@/lib/dates';
import { reportError } from '@/lib/report-error';
import { prefetchAlternates, type AlternateTarget } from './alternates';
import { safeReturnPath } from '@/lib/return-path';

/**
 * What every loader works with: the tenant's API client, the query cache of this visit (one per
 * request on the server) and the block registry, handed over by the composition root; the page's
 * locale prefix (`/en`, the router's basename; absent for the default locale); and the clock a
 * page's dates are computed from (the request's on the server, `RequestHandlerOptions.clock`;
 * absent: `Date.now`, the browser's).
 */
export type LoaderContext = PreloadContext & {
  readonly basename?: string | undefined;
  /** The site's locales, default first (its tenant's `locales`): the languages a page may exist in. */
  readonly locales?: readonly string[] | undefined;
  /** The clock a page's dates are computed from (absent: `Date.now`, the browser's). */
  readonly now?: (() => number) | undefined;
};

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
}

/** True for what {@link rootLoader} returns. */
export function isRootData(value: unknown): value is RootData {
  return typeof value === 'object' && value !== null && 'today' in value && typeof value.today === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.today);
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

/** Text of the 404 (SPEC §8, kept in English as the spec gives it). */
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
 * A `?from=` query logs a visit with its value, then the same URL is loaded again without it.
 */
export function rootLoader(context: LoaderContext) {
  const { api, queryClient } = context;
  return async ({ request }: LoaderFunctionArgs): Promise<RootData> => {
    const url = new URL(request.url);
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
      queryClient.ensureQueryData(secondaryRead(shellLogoSvgsQueryOptions(api))).catch(extra('SVG logos')),
      queryClient.ensureQueryData(secondaryRead(footerLogosQueryOptions(api))).catch(extra('footer logos')),
      queryClient.ensureQueryData(pageTreeQueryOptions(api)).catch(logged('page tree')),
      // The header's account entry: free for anonymous visitors (no token, no call).
      queryClient.ensureQueryData(sessionQueryOptions(api)).catch(logged('session')),
    ]);
    return { today: siteDay(new Date(loaderNow(context))) };
  };
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
}

/** How a route names its CMS page: a fixed slug, or resolved from the URL path. */
export type PageSource = { slug: string } | { fromPath: true } | { slugOf: (args: LoaderFunctionArgs) => string | null };

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
 * the tree itself failed, a fixed slug is asked directly so the site still works. Page and
 * component conf load in parallel, then the blocks' code and data.
 */
export function cmsPageLoader(context: LoaderContext, source: PageSource) {
  return async (args: LoaderFunctionArgs): Promise<CmsPageData> => {
    const { api, queryClient } = context;
    const index = await treeIndex(context);
    let slug: string | null;
    let canonicalPath: string;
    let pageId: number | undefined;
    if ('fromPath' in source) {
      const node = index ? resolvePath(index, appPathname(context, args.request)) : null;
      if (!node) return notFound();
      slug = node.page.url;
      canonicalPath = node.canonicalPath;
      pageId = node.page.id;
    } else {
      slug = 'slug' in source ? source.slug : source.slugOf(args);
      if (!slug) return notFound();
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
    await preloadPageBlocks(context, conf, page);
    return { slug, canonicalPath, conf, ...(alternateOf ? { alternateOf } : {}) };
  };
}

/**
 * A fixed path that stands for a page of the site's tree by its type — `/contact` for its CONTACT
 * page, `/blog` for its BLOG page (SPEC §2): a permanent redirect there, query kept (one canonical
 * URL), or that page itself (`show`) when the site publishes it at this very path; a 404 when the
 * site has no page of that type.
 */
export function pageOfTypeLoader<T>(context: LoaderContext, type: string, show: (args: LoaderFunctionArgs) => Promise<T>) {
  return async (args: LoaderFunctionArgs): Promise<T> => {
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
export function legalLoader(context: LoaderContext, kind: LegalKind) {
  return async (): Promise<{ kind: LegalKind }> => {
    await preloadPageBlocks(context, legalConf(kind));
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
export function blockCatalogueLoader(context: LoaderContext) {
  return async () => {
    if (import.meta.env.DEV) return null;
    await requireAdmin(context);
    return null;
  };
}

/** `/admin`: admins only (no dev-server exception: the panel writes to the API). */
export function adminLoader(context: LoaderContext) {
  return async () => {
    await requireAdmin(context);
    return null;
  };
}
