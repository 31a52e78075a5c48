/** Makes the configured ApiClient available to components (`useApi`). */
import { createContext, use, type ReactNode } from 'react';
import type { ApiClient } from './client';

const ApiContext = createContext<ApiClient | null>(null);

/** Provide the tenant's client to the tree. */
export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext value={client}>{children}</ApiContext>;
}

/** The configured client; throws when used outside `ApiProvider` (a wiring bug). */
export function useApi(): ApiClient {
  const client = use(ApiContext);
  if (!client) throw new Error('useApi() must be used inside <ApiProvider>');
  return client;
}
