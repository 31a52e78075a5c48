/**
 * Browser entry. On a page the server rendered (`npm start`), hydrate it: the query cache and the
 * router start from the server's data block, the blocks' and the route's code load first, and no
 * request is made twice. On a static host (`dist/` + `config.json`) or the dev server, render on
 * the client: load the configuration, then mount the router. A start-up failure shows a French
 * message with a way forward (retry).
 */
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type DataStrategyFunction, type RouteObject } from 'react-router';
import { hydrate } from '@tanstack/react-query';
import type { AppConfig } from '@/api/generated/types';
import { rootCaughtErrorHandler } from '@/renderer/caught-errors';
import { KeepServerHtml, PendingIslands } from '@/renderer/static-block';
import { BlockIslandsContext, type BrowserBlockIslands } from '@/renderer/block-island';
import { hydrateBlockIsland } from './islands/hydrate-block-island';
import { createQueryClient } from '@/api/query-client';
import { detectInitialLocale } from '@/features/i18n/i18n';
import { loadThemeCode } from '@/features/theme/use-theme';
import { blockRegistry } from '@registry/index';
import { loadAppConfig } from './bootstrap';
import { pageApiClient } from './page-api-client';
import { Providers } from './providers';
import { appRoutes } from './router';
import { loadMatches, routerContextOf, type LoaderContext } from './routes/loaders';
import { installChunkReloadGuard } from './routes/chunk-reload-guard';
import { readServerState, type ServerState } from './server/state';
import { dehydratedStateOf, resolveQueryData } from './server/hydration-refs';
import { StartupFailure } from './startup-failure';
import { reportError } from '@/lib/report-error';
import { recoverableErrorHandler } from './hydration-errors';
import { nextPaint, whenIdle } from '@/ui/after-next-paint';
import { isPreloadableRoute } from './routes/admin-routes';

declare global {
  interface Window {
    /** React Router reads its hydration data here (and revives route errors from it). */
    __staticRouterHydrationData?: ServerState['router'];
  }
}

/**
 * Marks `<html data-hydrated>` once React has taken over the page (hydrated the server's HTML and
 * every interactive part of it, or rendered it on a static host): from then on every control works. Tests wait for it before they
 * act, as a visitor's first clicks and keystrokes are only safe once it is set.
 *
 * It wraps the router rather than sitting beside it: the server renders the router as the only child
 * of the providers, and a sibling here made React derive every `useId` of the page differently in
 * the browser. Hydration keeps the server's ids in the DOM, so an element created afterwards (a
 * field's error, a form remounted) pointed at an id that was not there (`aria-labelledby`, the error
 * summary's links).
 */
function HydrationMark({ islands, children }: { islands: PendingIslands | null; children: ReactNode }) {
  useEffect(() => {
    // On a server-rendered page, once every interactive part has hydrated too (HydrateWhenVisible:
    // when seen, touched, or at the latest when the browser is idle after load).
    const mark = () => {
      document.documentElement.dataset.hydrated = '';
    };
    if (islands) islands.whenSettled(mark);
    else mark();
  }, [islands]);
  return children;
}

/**
 * Let the browser paint and handle input before the next step of start-up: each step then runs as
 * its own short task instead of one long one that would block a phone's main thread.
 */
function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The browser router's data strategy: a client navigation's loaders (and a form's action) start
 * after the frame that answers the tap is painted (issue 37). Their first steps run synchronously —
 * the first call of a kind imports its response validators, the page's blocks their code (Vite's
 * preload links appended), the fetches start — ≈ 50 ms at 4× CPU on « Page suivante », all before
 * that frame. The navigation's pending state shows first; the data comes one frame later.
 */
const paintFirst: DataStrategyFunction = async ({ matches }) => {
  if (matches.some((match) => match.shouldCallHandler())) await nextPaint();
  return loadMatches(matches);
};

/**
 * Load the lazy modules of the routes matching the current URL, as hydration needs them in place;
 * and, when the server rendered every one of them (no route error: the admin's gate let the visitor
 * through), the code their components load themselves (the admin tools, `isPreloadableRoute`), which
 * would otherwise hydrate after the rest of the page and drop a key pressed meanwhile.
 */
async function resolveLazyRoutes(routes: RouteObject[], basename: string | undefined, rendered: boolean): Promise<void> {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (rendered && isPreloadableRoute(route.Component)) await route.Component.preload();
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const state = readServerState(document);
  let config: AppConfig;
  try {
    config = await loadAppConfig();
  } catch (error) {
    reportError(error, { where: 'start-up' });
    // Block failures are reported once by the renderer; the handler keeps React from logging them again.
    createRoot(container, { onCaughtError: rootCaughtErrorHandler }).render(<StartupFailure error={error} />);
    return;
  }
  const defaultLocale = config.defaultLocale ?? 'fr_FR';
  const api = pageApiClient(config);
  const queryClient = createQueryClient();
  installChunkReloadGuard();
  // The page's locale prefix (the router's basename): the server's, or the URL's when no server rendered it.
  const staticLocale = state ? null : detectInitialLocale(config.locales ?? [defaultLocale]);
  const { pathname } = window.location;
  const prefix = staticLocale?.source === 'path' ? (/^\/[^/]+/.exec(pathname)?.[0] ?? '') : '';
  const basename = state ? (state.basename ?? undefined) : prefix && prefix !== '/' ? prefix : undefined;
  const locales = config.locales ?? [defaultLocale];
  const locale = state ? state.locale : (staticLocale?.locale ?? defaultLocale);
  // What the loaders read, through React Router's request context (the same table as the server's).
  const context: LoaderContext = { api, queryClient, registry: blockRegistry, locale, locales, basename, cookieDomain: config.cookieDomain };
  const routerOptions = { ...(basename ? { basename } : {}), getContext: () => routerContextOf(context), dataStrategy: paintFirst };
  /** The whole app around a router: the same tree whether it hydrates or renders. */
  const app = (router: ReturnType<typeof createBrowserRouter>, islands: PendingIslands | null = null) => (
    <StrictMode>
      <Providers api={api} queryClient={queryClient} registry={blockRegistry} analytics={config.analytics}>
        <HydrationMark islands={islands}>
          <RouterProvider router={router} />
        </HydrationMark>
      </Providers>
    </StrictMode>
  );

  if (state) {
    // The server's queries, written as key and data (./server/hydration-refs.ts), in TanStack's shape.
    hydrate(queryClient, dehydratedStateOf(state.queries));
    await yieldToMain();
    const routes = appRoutes();
    await yieldToMain();
    // The route's module before hydrating (the page's frame needs it). Not the blocks' code: static
    // blocks keep their server HTML and never load theirs; an interactive block (state.blocks) keeps
    // its server HTML in a dehydrated Suspense boundary until it nears the viewport or is touched
    // (HydrateWhenVisible), then loads its code and hydrates, replaying a click made meanwhile. The
    // shell (menu, cart button) hydrates at once and never waits for a block. Their code is fetched
    // when the browser is idle, so that a block scrolled to is ready.
    await resolveLazyRoutes(routes, basename, !state.router.errors);
    whenIdle(() => {
      for (const name of state.blocks) void blockRegistry.load(name).catch(() => undefined);
    });
    await yieldToMain();
    // The loader data's values that the server wrote once, in the query cache, put back.
    window.__staticRouterHydrationData = { ...state.router, loaderData: resolveQueryData(state.router.loaderData, state.queries) };
    const router = createBrowserRouter(routes, routerOptions);
    await yieldToMain();
    // Hydration as a transition: React works in slices of a few milliseconds and yields between
    // them, so the page the server sent stays responsive (no long task) while it becomes interactive.
    startTransition(() => {
      // Static blocks keep the server's HTML: their code is not loaded (state.blocks names only the others).
      const islands = new PendingIslands();
      // The blocks the server rendered as roots of their own stay so, hydrated apart (./islands/hydrate-block-island.tsx).
      const blockIslands: BrowserBlockIslands = {
        keys: new Set(Object.keys(state.blockIslands ?? {})),
        hydrate: (element, key, island) =>
          hydrateBlockIsland(element, key, island, {
            locale,
            locales,
            links: { root: basename ?? '/', navigate: (to) => void router.navigate(to) },
            islands,
            clients: { api, queryClient, registry: blockRegistry },
          }),
      };
      const page = (
        <KeepServerHtml islands={islands}>
          <BlockIslandsContext value={blockIslands}>{app(router, islands)}</BlockIslandsContext>
        </KeepServerHtml>
      );
      hydrateRoot(container, page, {
        onCaughtError: rootCaughtErrorHandler,
        onRecoverableError: recoverableErrorHandler,
      });
    });
    return;
  }

  // Nothing on screen wears the theme yet (no server stylesheet): its code loads now, beside the
  // page's data, so that the first render's effect finds it (a failure is reported there).
  void loadThemeCode().catch(() => undefined);
  // A locale other than the default lives under its path prefix, which becomes the router's basename.
  const router = createBrowserRouter(appRoutes(), routerOptions);
  createRoot(container, { onCaughtError: rootCaughtErrorHandler }).render(app(router));
}

void start();
