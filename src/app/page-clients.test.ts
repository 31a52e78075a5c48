/**
 * The clients of the parts of a page that run without the app (./page-clients.ts): made from what the
 * server wrote in the page, once, and shared.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { pageClients } from './page-clients';
import { pageQueries } from './server/hydration-refs';
import { jsonScript, STATE_ELEMENT_ID, type ServerState } from './server/state';

/** The page as the server writes it: its configuration and its data block, with one query of the page. */
function serverPage(): void {
  const serverCache = new QueryClient();
  serverCache.setQueryData(['51', 'getParameters'], [{ name: 'NEWSLETTER_ENABLED', value: '1' }]);
  const state: ServerState = {
    router: { loaderData: {}, actionData: null, errors: null },
    queries: pageQueries(serverCache),
    blocks: [],
    locale: 'fr_FR',
    basename: null,
  };
  document.body.innerHTML =
    jsonScript('vitrine-config', { apiUrl: 'https://api.exemple.fr', siteId: 51, defaultLocale: 'fr_FR' }) + jsonScript(STATE_ELEMENT_ID, state);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('pageClients', () => {
  it('makes the clients once for the whole page: the footer’s form and each block island share them', () => {
    serverPage();
    const first = pageClients();
    expect(pageClients()).toBe(first);
    expect(pageClients().queryClient).toBe(first.queryClient);
  });

  it('starts the cache with the server’s queries, so a block hydrates with the data it was rendered with', () => {
    serverPage();
    expect(pageClients().queryClient.getQueryData(['51', 'getParameters'])).toEqual([{ name: 'NEWSLETTER_ENABLED', value: '1' }]);
  });
});
