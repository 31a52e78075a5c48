/**
 * The error page (SPEC §2): the fallback title "Error", the default status 500, the 404 strings, the
 * page shown when the error page itself fails — and the spec's English strings marked `lang="en"`
 * inside the French page, so a screen reader speaks them with an English voice.
 */
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '@/api/api-context';
import { QueryClientProvider } from '@tanstack/react-query';
import { createTestQueryClient, unreachableApiClient } from '@tests/support/test-providers';
import { RouteErrorPage } from './error-page';

/** A page whose loader throws `thrown`, with the app's route error page. */
function renderThrowing(thrown: unknown) {
  const router = createMemoryRouter([
    {
      path: '/',
      loader: () => {
        throw thrown;
      },
      Component: () => null,
      errorElement: <RouteErrorPage />,
    },
  ]);
  render(
    <ApiProvider client={unreachableApiClient()}>
      <QueryClientProvider client={createTestQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </ApiProvider>,
  );
}

describe('error page', () => {
  it('titles an error without a message "Error", in English, with the default status 500', async () => {
    renderThrowing({ nothing: 'useful' });
    const title = await screen.findByRole('heading', { level: 1, name: 'Error' });
    expect(title).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Erreur 500')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).querySelector('[lang="en"]')).toHaveTextContent('Back to the home page');
  });

  it('keeps a French message in the page’s language', async () => {
    renderThrowing(new Error('Le service est momentanément indisponible.'));
    const title = await screen.findByRole('heading', { level: 1, name: 'Le service est momentanément indisponible.' });
    expect(title).not.toHaveAttribute('lang');
  });

  it('marks the 404 sentence English', async () => {
    renderThrowing(new Response('This page could not be found', { status: 404 }));
    const title = await screen.findByRole('heading', { level: 1, name: 'This page could not be found' });
    expect(title).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Erreur 404')).toBeInTheDocument();
  });

  it('shows the last-resort page, in English, when the error page itself fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = new Error('x');
    Object.defineProperty(broken, 'message', {
      get: () => {
        throw new Error('the error page fails');
      },
    });
    renderThrowing(broken);
    const title = await screen.findByRole('heading', { level: 1, name: 'An error occurred while showing the error page' });
    expect(title).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('lang', 'en');
  });
});
