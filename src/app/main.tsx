/**
 * Entry: load the runtime configuration, create the tenant's API client and query cache, then mount
 * the router. A start-up failure shows a French message with a way forward (retry).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createApiClient } from '@/api/client';
import { rootCaughtErrorHandler } from '@/renderer/block-renderer';
import { createQueryClient } from '@/api/query-client';
import { loadAppConfig } from './bootstrap';
import { Providers } from './providers';
import { createAppRouter } from './router';
import { StartupFailure } from './startup-failure';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // Block failures are reported once by the renderer; the handler keeps React from logging them again.
  const root = createRoot(container, { onCaughtError: rootCaughtErrorHandler });
  let config;
  try {
    config = await loadAppConfig();
  } catch (error) {
    console.error('[vitrine] start-up failed', error);
    root.render(<StartupFailure error={error} />);
    return;
  }
  const locale = config.defaultLocale ?? 'fr_FR';
  const api = createApiClient({ apiUrl: config.apiUrl, siteId: config.siteId, getLocale: () => document.documentElement.dataset.locale ?? locale });
  const queryClient = createQueryClient();
  const router = createAppRouter({ api, queryClient, config });
  root.render(
    <StrictMode>
      <Providers api={api} queryClient={queryClient} analytics={config.analytics} cookies={document.cookie}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
