/**
 * The personal space with the keyboard alone (SPEC §6): an action never drops the focus to the top of
 * the page, and Escape closes the account deletion's confirmation it opened. Through the app, logged
 * in as the demo member on this file's own demo API (it changes her newsletter choices).
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '@/api/client';
import { ownDemoApi } from '@tests/support/own-demo-api';
import { renderApp } from '@tests/support/render-app';

configure({ asyncUtilTimeout: 10_000 });

const demo = ownDemoApi();
const MEMBER = { email: 'marie.lefebvre@exemple.fr', password: 'Massage-2026' };

beforeEach(() => {
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0]?.trim())) if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

/** Logs the member in at /auth, as a visitor does; resolves on her personal space. */
async function openAccount(): Promise<UserEvent> {
  const user = userEvent.setup();
  const api = createApiClient({ apiUrl: demo.url, siteId: 51, getLocale: () => 'fr_FR', appOrigin: demo.url });
  await renderApp(api, '/auth');
  const form = await screen.findByRole('form', { name: 'J’ai déjà un compte' });
  await user.type(within(form).getByLabelText(/^Adresse e-mail/), MEMBER.email);
  await user.type(within(form).getByLabelText(/^Mot de passe/), MEMBER.password);
  await user.click(within(form).getByRole('button', { name: 'Se connecter' }));
  const heading = await screen.findByRole('heading', { level: 1, name: 'Mon espace' });
  // The shell moves the focus to the new page's heading once it is there (use-focus-on-navigate.ts),
  // a moment after it shows: a control focused before that lost the focus to the heading, and the
  // Enter pressed next did nothing (the test failed now and then, twice in CI on 30 November).
  await waitFor(() => expect(heading).toHaveFocus());
  return user;
}

describe('the personal space with the keyboard', () => {
  it('« Me désabonner de tout » keeps the focus once done (it said it was unavailable with `disabled`, which drops the focus to the page)', async () => {
    const user = await openAccount();
    const letters = await screen.findByRole('form', { name: 'Lettre d’information' });
    const unsubscribe = await within(letters).findByRole('button', { name: 'Me désabonner de tout' });
    unsubscribe.focus();
    await user.keyboard('{Enter}');
    await within(letters).findByText('Vous êtes désabonné(e) de toutes les lettres d’information.');
    expect(unsubscribe).toHaveFocus();
    expect(unsubscribe).not.toHaveAttribute('disabled');
    expect(unsubscribe).toHaveAttribute('aria-disabled', 'true');
  });

  it('Escape, like « Annuler », closes the deletion’s confirmation and puts the focus back on the button that opened it', async () => {
    const user = await openAccount();
    const open = () => screen.getByRole('button', { name: 'Supprimer mon compte…' });
    open().focus();
    await user.keyboard('{Enter}');
    const confirmation = await screen.findByLabelText(/^Pour confirmer, saisissez/);
    expect(confirmation).toHaveFocus();
    await user.type(confirmation, 'SUPP');
    await user.keyboard('{Escape}');
    expect(screen.queryByLabelText(/^Pour confirmer, saisissez/)).not.toBeInTheDocument();
    expect(open()).toHaveFocus();

    await user.keyboard('{Enter}');
    await screen.findByLabelText(/^Pour confirmer, saisissez/);
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(open()).toHaveFocus();
  });
});
