import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBlock } from '@tests/support/render-block';
import { definition } from './definition';

describe('contact-form', () => {
  // rjsf re-renders the whole form per input in jsdom: paste rather than type, and allow time.
  it('refuses an incomplete message with French errors, then sends a good one to the demo API', { timeout: 40_000 }, async () => {
    await renderBlock(definition, definition.example);
    const user = userEvent.setup();
    const fill = async (name: RegExp, value: string) => {
      await user.click(screen.getByRole('textbox', { name }));
      await user.paste(value);
    };
    await screen.findByRole('textbox', { name: /Prénom/ }, { timeout: 5000 });
    await fill(/Prénom/, 'Léa');
    await fill(/Adresse e-mail/, 'lea@');
    await user.click(screen.getByRole('button', { name: 'Envoyer mon message' }));
    expect(await screen.findByRole('link', { name: 'Adresse e-mail : Cette adresse n’est pas valide (exemple : prenom@exemple.fr).' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nom : Ce champ est obligatoire.' })).toBeInTheDocument();

    await fill(/^Nom/, 'Moreau');
    await fill(/Adresse e-mail/, 'exemple.fr');
    await user.selectOptions(screen.getByRole('combobox', { name: /Objet/ }), 'Un bon cadeau');
    await fill(/Votre message/, 'Bonjour, je voudrais offrir un massage à ma mère.');
    await user.click(screen.getByRole('checkbox', { name: /J’accepte que mes données/ }));
    await user.click(screen.getByRole('button', { name: 'Envoyer mon message' }));
    const thanks = await screen.findByRole('status', {}, { timeout: 5000 });
    expect(thanks).toHaveTextContent('Merci, votre message a bien été envoyé.');
    // One voice in the panel: « Nous vous répondons… », as « Nous répondons au téléphone… » (not « Je » then « Nous »).
    expect(thanks).toHaveTextContent('Nous vous répondons sous 48 heures ouvrées.');
    expect(thanks).not.toHaveTextContent(/\bJe\b/u);
    expect(thanks.textContent).toContain('du lundi au vendredi, de 9\u00a0h à 17\u00a0h');
  });
});
