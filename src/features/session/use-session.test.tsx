/**
 * One session for every React root of a page (docs/decisions/011, step 1): the app logs in, changes
 * the profile and logs out; a second root — no router, no query cache, as the header's parts will
 * hydrate — shows each change at once. A server render shows its request's session, never the
 * browser's. Against this file's own demo API (it changes a member's profile).
 */
import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { createApiClient, type ApiClient } from '@/api/client';
import { sessionQueryOptions } from '@/api/queries/user';
import { ownDemoApi } from '@tests/support/own-demo-api';
import { renderApp } from '@tests/support/render-app';
import { createTestQueryClient, TestProviders } from '@tests/support/test-providers';
import { SessionProvider, useSession } from './use-session';

configure({ asyncUtilTimeout: 10_000 });

const demo = ownDemoApi();
const MEMBER = { email: 'marie.lefebvre@exemple.fr', password: 'Massage-2026' };

/** What a small root of the page shows of the session. */
function SessionBadge() {
  const { user, isLoggedIn } = useSession();
  return <p>{isLoggedIn ? `Connectée : ${user?.firstname ?? ''}` : 'Personne'}</p>;
}

let island: { root: Root; element: HTMLElement } | null = null;

/** A second React root beside the app's, with nothing around it. */
async function mountIsland(): Promise<HTMLElement> {
  const element = document.createElement('div');
  document.body.append(element);
  const root = createRoot(element);
  await act(async () => root.render(<SessionBadge />));
  island = { root, element };
  return element;
}

afterEach(async () => {
  if (island) {
    const { root, element } = island;
    await act(async () => root.unmount());
    element.remove();
    island = null;
  }
});

/** The header's account button(s) (the full entry and the mobile bar's icon: jsdom shows both). */
const accountButtons = (name: string) => screen.findAllByRole('button', { name: `Mon compte (${name})` });

describe('useSession across roots', () => {
  it('shows a login, a profile change and a logout made in the app in another root at once', async () => {
    const user = userEvent.setup();
    // The browser's client: the token is read from the login cookie the session writes.
    const api = createApiClient({ apiUrl: demo.url, siteId: 51, getLocale: () => 'fr_FR', appOrigin: demo.url });
    await renderApp(api, '/auth');
    const badge = await mountIsland();
    expect(badge).toHaveTextContent('Personne');

    const form = await screen.findByRole('form', { name: 'J’ai déjà un compte' });
    await user.type(within(form).getByLabelText(/^Adresse e-mail/), MEMBER.email);
    await user.type(within(form).getByLabelText(/^Mot de passe/), MEMBER.password);
    await user.click(within(form).getByRole('button', { name: 'Se connecter' }));
    await accountButtons('Marie');
    expect(badge).toHaveTextContent('Connectée : Marie');

    const profile = await screen.findByRole('form', { name: 'Mes informations' });
    const firstname = within(profile).getByLabelText(/^Prénom/);
    await user.clear(firstname);
    await user.type(firstname, 'Mariette');
    await user.click(within(profile).getByRole('button', { name: 'Enregistrer mes informations' }));
    const [entry] = await accountButtons('Mariette');
    expect(badge).toHaveTextContent('Connectée : Mariette');

    await user.click(entry!);
    const [logout] = screen.getAllByRole('button', { name: 'Se déconnecter' });
    await user.click(logout!);
    await screen.findAllByRole('link', { name: 'Se connecter' });
    expect(badge).toHaveTextContent('Personne');
    expect(document.cookie).not.toMatch(/(^|; )token=/);
  });

  it('renders on the server the request’s session, whatever the browser’s is', async () => {
    const badge = await mountIsland();
    const anonymousApi = createApiClient({ apiUrl: demo.url, siteId: 51, getLocale: () => 'fr_FR', getToken: () => null, appOrigin: demo.url });
    const { token } = await anonymousApi.call('login', { body: MEMBER });
    const clientFor = (requestToken: string | null) =>
      createApiClient({ apiUrl: demo.url, siteId: 51, getLocale: () => 'fr_FR', getToken: () => requestToken, appOrigin: demo.url });
    const page = (api: ApiClient, queryClient: QueryClient) => (
      <TestProviders api={api} queryClient={queryClient}>
        <SessionProvider>
          <SessionBadge />
        </SessionProvider>
      </TestProviders>
    );
    /** A request's render, as the server does it: its own client and cache, the session loaded first. */
    const render = async (requestToken: string | null) => {
      const api = clientFor(requestToken);
      const queryClient = createTestQueryClient();
      await queryClient.ensureQueryData(sessionQueryOptions(api));
      return { html: renderToString(page(api, queryClient)), queryClient };
    };
    const [member, visitor] = await Promise.all([render(token), render(null)]);
    expect(member.html).toContain('Connectée : Marie');
    expect(visitor.html).toContain('Personne');
    // The browser's own session is untouched by either.
    expect(badge).toHaveTextContent('Personne');

    // The member's page hydrates as the server rendered it (its cache from the page's data), then
    // the other root of the page shows the member too.
    const container = document.createElement('div');
    container.innerHTML = member.html;
    document.body.append(container);
    const browserCache = createTestQueryClient();
    hydrate(browserCache, dehydrate(member.queryClient));
    const mismatches: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, page(clientFor(token), browserCache), { onRecoverableError: (error) => mismatches.push(error) }));
    expect(mismatches).toEqual([]);
    expect(container).toHaveTextContent('Connectée : Marie');
    expect(badge).toHaveTextContent('Connectée : Marie');
    await act(async () => root.unmount());
    container.remove();
  });
});
