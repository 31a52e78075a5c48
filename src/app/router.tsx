/**
 * Minimal route table (the lead's placeholder for the Foundation issue; the shell issue replaces it with
 * the full route table of SPEC §2). Proves the contract end to end: site info, page tree, home text.
 */
import { createBrowserRouter, Link, useLoaderData } from 'react-router';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import type { AppConfig, Page } from '@/api/generated/types';
import { pageQueryOptions, pageTreeQueryOptions } from '@/api/queries/page';
import { siteInfoQueryOptions } from '@/api/queries/site';
import { useApi } from '@/api/api-context';
import { SafeHtml } from '@/ui/safe-html';

export interface RouterContext {
  api: ApiClient;
  queryClient: QueryClient;
  config: AppConfig;
}

function Home() {
  const api = useApi();
  useLoaderData();
  const { data: info } = useSuspenseQuery(siteInfoQueryOptions(api));
  const { data: tree } = useSuspenseQuery(pageTreeQueryOptions(api));
  const { data: page } = useSuspenseQuery(pageQueryOptions(api, 'accueil'));
  const logo = info.logos?.find((l) => l.type === 'LOGO');
  const menu = tree.filter((p: Page) => p.showInMenu);
  return (
    <>
      <header>
        {logo ? <img src={logo.onlineImage?.url ?? ''} alt={logo.alt ?? info.name} height={48} /> : null}
        <p>{info.name}</p>
        <nav aria-label="Menu principal">
          <ul>
            {menu.map((p: Page) => (
              <li key={p.id}>
                <Link to={p.url === 'accueil' ? '/' : `/${p.url}`}>{p.menuTitle ?? p.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main>
        <h1>{page.title}</h1>
        {page.cms ? <SafeHtml html={page.cms} /> : null}
      </main>
    </>
  );
}

/** Build the router for one tenant. */
export function createAppRouter({ api, queryClient }: RouterContext) {
  return createBrowserRouter([
    {
      path: '/',
      loader: async () => {
        await Promise.all([
          queryClient.ensureQueryData(siteInfoQueryOptions(api)),
          queryClient.ensureQueryData(pageTreeQueryOptions(api)),
          queryClient.ensureQueryData(pageQueryOptions(api, 'accueil')),
        ]);
        return null;
      },
      element: <Home />,
    },
  ]);
}
