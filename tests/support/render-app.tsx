/**
 * The app as the browser mounts it, for jsdom tests of routes and the shell: the real route table
 * (`appRoutes`) in a memory router, inside the app's `Providers`, over a demo API client and a fresh
 * QueryClient.
 */
import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { ApiClient } from '@/api/client';
import { Providers } from '@/app/providers';
import { appRoutes } from '@/app/router';
import { routerContextOf } from '@/app/routes/loaders';
import { htmlLang } from '@/lib/locale';
import { blockRegistry, createTestQueryClient } from './test-providers';

/**
 * Render the app at `path` (no analytics tool); gives the router (to navigate, read the location) and
 * the query cache. In an awaited act(): the page's strings load from their own files (React retries
 * a suspended render only inside it). French unless `locale` names another of `locales`: the page is
 * then under its prefix (`/en`, the router's basename), as the browser has it.
 */
export async function renderApp(api: ApiClient, path = '/', { locale = 'fr_FR', locales = ['fr_FR'] }: { locale?: string; locales?: string[] } = {}) {
  // jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const queryClient = createTestQueryClient();
  const basename = locale === locales[0] ? undefined : `/${htmlLang(locale)}`;
  const context = { api, queryClient, registry: blockRegistry, locale, locales, ...(basename ? { basename } : {}) };
  const router = createMemoryRouter(appRoutes(), {
    initialEntries: [basename ? `${basename}${path}` : path],
    ...(basename ? { basename } : {}),
    getContext: () => routerContextOf(context),
  });
  await act(async () => {
    render(
      <Providers api={api} queryClient={queryClient} registry={blockRegistry} analytics={undefined}>
        <RouterProvider router={router} />
      </Providers>,
    );
  });
  return { router, queryClient };
}
