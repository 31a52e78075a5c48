/**
 * The API client and the query cache of the parts of a page that run without the app — on a page the
 * islands entry started (./islands/main.tsx): the footer's newsletter form, each block island. They
 * come with the first of those parts a visitor reaches (never with the page), are made once per page
 * and shared, so two parts never make two caches nor ask the API twice. The cache starts as the
 * server's (the page's data block): a block island hydrates with the data it was rendered with.
 */
import { hydrate, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { createQueryClient } from '@/api/query-client';
import { embeddedAppConfig } from './embedded-config';
import { pageApiClient } from './page-api-client';
import { dehydratedStateOf } from './server/hydration-refs';
import { readServerState } from './server/state';

/** What a part of the page reads besides its props: the tenant's API in the page's language, and the page's query cache. */
export interface PageClients {
  api: ApiClient;
  queryClient: QueryClient;
}

/** One set per document (a page load): bounded, and gone with the page. */
const made = new WeakMap<Document, PageClients>();

/** The page's clients for a part that runs without the app; the same for every part of the page. */
export function pageClients(): PageClients {
  const known = made.get(document);
  if (known) return known;
  const config = embeddedAppConfig();
  if (!config) throw new Error('A part of the page outside the app, on a page with no embedded configuration');
  const queryClient = createQueryClient();
  const state = readServerState(document);
  if (state) hydrate(queryClient, dehydratedStateOf(state.queries));
  const clients = { api: pageApiClient(config), queryClient };
  made.set(document, clients);
  return clients;
}
