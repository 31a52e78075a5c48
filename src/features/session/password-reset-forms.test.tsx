/**
 * Asking for a password reset link (SPEC §7 PUT /password/reset/ask), as a keyboard and screen reader
 * user meets it: the answer takes the focus where the form was, and asking again brings the form back
 * with the address as typed. On this file's own demo API (each request issues a token).
 */
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ownDemoApi } from '@tests/support/own-demo-api';
import { renderApp } from '@tests/support/render-app';

configure({ asyncUtilTimeout: 10_000 });

const demo = ownDemoApi();

describe('asking for a reset link', () => {
  it('moves the focus to the answer, and « Faire une nouvelle demande » back to the address, kept as typed', async () => {
    const user = userEvent.setup();
    await renderApp(demo.client(), '/password/reset/ask');
    const email = await screen.findByLabelText(/^Adresse e-mail de votre compte/);
    await user.type(email, 'marie.lefebvre@exemple.fr{Enter}');
    const sentence = await screen.findByText(/^Si un compte existe avec l’adresse marie\.lefebvre@exemple\.fr/u);
    // The form the focus was in is gone: the answer holds it (it fell to the page before).
    expect(sentence.closest('[role="status"]')).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Faire une nouvelle demande' }));
    const again = screen.getByLabelText(/^Adresse e-mail de votre compte/);
    expect(again).toHaveValue('marie.lefebvre@exemple.fr');
    expect(again).toHaveFocus();
  });
});
