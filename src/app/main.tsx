/**
 * Entry: load the runtime configuration, create the tenant's API client and query cache, then mount
 * the router. A start-up failure shows a French message with a way forward (retry).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createApiClient } from '@/api/client';
import { rootCaughtErrorHandler } from '@/renderer/block-renderer';
import { createQueryClient } from '@/api/query-client';
import { detectInitialLocale } from '@/features/i18n/i18n';
import { blockRegistry } from '@registry/index';
import { loadAppConfig } from './bootstrap';
import { Providers } from './providers';
import { appRoutes } from './router';
import { installChunkReloadGuard } from './routes/chunk-reload-guard';
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
  installChunkReloadGuard();
  // A locale other than the default lives under its path prefix, which becomes the router's basename.
  const detected = detectInitialLocale();
  const { pathname } = window.location;
  const prefix = detected.source === 'path' ? pathname.slice(0, pathname.length - detected.pathname.length) : '';
  const context = { api, queryClient, registry: blockRegistry };
  const router = createBrowserRouter(appRoutes(context, detected.locale, { cookieDomain: config.cookieDomain }), prefix && prefix !== '/' ? { basename: prefix } : undefined);
  root.render(
    <StrictMode>
      <Providers api={api} queryClient={queryClient} registry={blockRegistry} analytics={config.analytics} cookies={document.cookie}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
