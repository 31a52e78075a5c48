/**
 * The error page (SPEC §2): the fallback title, the default status 500, the 404 and its way on, the
 * page shown when the error page itself fails. A French page says it all in French (the spec's
 * English wording is the English pages', router.test.tsx); the last-resort page stays the spec's
 * English, marked `lang="en"` so a screen reader speaks it with an English voice.
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
  it('titles an error without a message « Erreur » on a French page, with the default status 500 and a way home', async () => {
    renderThrowing({ nothing: 'useful' });
    const title = await screen.findByRole('heading', { level: 1, name: 'Erreur' });
    expect(title).not.toHaveAttribute('lang');
    expect(screen.getByText('Erreur 500')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('keeps a French message in the page’s language', async () => {
    renderThrowing(new Error('Le service est momentanément indisponible.'));
    const title = await screen.findByRole('heading', { level: 1, name: 'Le service est momentanément indisponible.' });
    expect(title).not.toHaveAttribute('lang');
  });

  it('says a 404 in French on a French page, whatever the thrown message, with a way home', async () => {
    renderThrowing(new Response('This page could not be found', { status: 404 }));
    await screen.findByRole('heading', { level: 1, name: 'Cette page est introuvable' });
    expect(screen.getByText('Erreur 404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    expect(document.body).not.toHaveTextContent(/could not be found|Back to the home page|\bError\b/u);
    expect(document.body.querySelector('[lang="en"]')).toBeNull();
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
