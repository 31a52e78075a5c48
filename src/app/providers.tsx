/** App-wide providers: the query cache, the tenant's API client and the cookie-consent state. */
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ApiProvider } from '@/api/api-context';
import type { ApiClient } from '@/api/client';
import type { AppConfig } from '@/api/generated/types';
import { ConsentProvider } from '@/features/consent/use-consent';

/** Props of {@link Providers}. */
export interface ProvidersProps {
  api: ApiClient;
  queryClient: QueryClient;
  /** The configuration's analytics tools (consent banner, tool loading). */
  analytics: AppConfig['analytics'];
  /**
   * The page's cookies, for the consent choice: `document.cookie` in the browser, the request's
   * `Cookie` header on the server (same string, same first render: docs/decisions/004-consent-storage.md).
   */
  cookies: string;
  children: ReactNode;
}

export function Providers({ api, queryClient, analytics, cookies, children }: ProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiProvider client={api}>
        <ConsentProvider analytics={analytics} cookies={cookies}>
          {children}
        </ConsentProvider>
      </ApiProvider>
    </QueryClientProvider>
  );
}
