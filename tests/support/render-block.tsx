/**
 * Test support for block tests: `renderBlock` renders a block the way the renderer does, inside the
 * shared test providers (`./test-providers`: real demo API, fresh QueryClient). Re-exports those
 * helpers for block tests.
 */
import { Suspense, type ReactNode } from 'react';
import { expect } from 'vitest';
import { act, render, waitFor, type RenderResult } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import { I18nProvider } from '@/features/i18n/use-i18n';
import { MessagesRecorder } from '@/features/i18n/messages';
import { DEFAULT_LOCALE } from '@/lib/constants';
import type { RegisteredBlock } from '@/renderer/block-contract';
import { createTestQueryClient, demoApiClient, TestProviders } from './test-providers';

/**
 * Render a block the way the renderer does (check → render) inside the app providers, on a page in
 * `locale` (French unless told) of a site speaking `locales` (the default first; `[locale]` unless told),
 * and wait for its data and words (answers already in `queryClient`, when given, are not asked again). Throws when the props are rejected,
 * with the validator's errors.
 */
export async function renderBlock(
  definition: RegisteredBlock,
  props: unknown,
  options: {
    api?: ApiClient;
    queryClient?: QueryClient;
    diagnostics?: boolean;
    children?: ReactNode;
    version?: number;
    locale?: string;
    locales?: readonly string[];
    /** Told each message book file the render reads (as the server notes a page's). */
    recordWords?: (file: string) => void;
  } = {},
): Promise<RenderResult> {
  const result = definition.check(props, options.version);
  if (!result.ok) throw new Error(`${definition.name}: props rejected: ${result.message} ${JSON.stringify(result.errors)}`);
  // Awaited act(): a block that suspends (data, lazy code) is retried by React 19 only inside it.
  const view = await act(async () =>
    render(
      <TestProviders api={options.api ?? demoApiClient()} queryClient={options.queryClient ?? createTestQueryClient()}>
        <I18nProvider locale={options.locale ?? DEFAULT_LOCALE} locales={options.locales}>
          <MessagesRecorder value={options.recordWords ?? null}>
            <Suspense fallback={<p>Chargement du bloc…</p>}>{result.render(options.children, options.diagnostics ?? false)}</Suspense>
          </MessagesRecorder>
        </I18nProvider>
      </TestProviders>,
    ),
  );
  await waitFor(() => expect(view.queryByText('Chargement du bloc…')).toBeNull(), { timeout: 5000 });
  return view;
}

export { createTestQueryClient, demoApiClient, TestProviders };
