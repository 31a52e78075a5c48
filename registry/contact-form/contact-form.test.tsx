import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoApiClient, renderBlock } from '@tests/support/render-block';
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
    // The thanks, then the block's own sentence in the site's voice, then the phone with the block's hours.
    expect(thanks).toHaveTextContent('Merci, votre message a bien été envoyé. Nous vous répondons sous 48 heures ouvrées.');
    expect(thanks.textContent).toMatch(
      /Besoin d’une réponse plus rapide\u202f\? Appelez le 0\d(?:\s\d\d){4} \(du lundi au vendredi, de 9\u00a0h à 17\u00a0h\)\.$/u,
    );
  });

  // Site 51 writes as « je » throughout: its contact page's thanks did say « Nous vous répondons… » and
  // « Nous répondons au téléphone… » (the code's words). The words after the thanks are the site's.
  it('thanks in the site’s voice: site 51’s contact page says « je », never « nous »', { timeout: 40_000 }, async () => {
    const api = demoApiClient(51);
    const conf = await api.request('getComponentConf', { pathParams: { slug: 'me-contacter' } });
    const block = conf.blocks.find((candidate) => candidate.component === 'contact-form');
    await renderBlock(definition, block?.props, { api });
    const user = userEvent.setup();
    const fill = async (name: RegExp, value: string) => {
      await user.click(await screen.findByRole('textbox', { name }, { timeout: 5000 }));
      await user.paste(value);
    };
    await fill(/Prénom/, 'Léa');
    await fill(/^Nom/, 'Moreau');
    await fill(/Adresse e-mail/, 'lea@exemple.fr');
    await user.selectOptions(screen.getByRole('combobox', { name: /Objet/ }), 'Une question');
    await fill(/Votre message/, 'Bonjour, le massage aux pierres chaudes convient-il en cas de varices ?');
    await user.click(screen.getByRole('checkbox', { name: /J’accepte que mes données/ }));
    await user.click(screen.getByRole('button', { name: 'Envoyer mon message' }));
    const thanks = await screen.findByRole('status', {}, { timeout: 5000 });
    expect(thanks).toHaveTextContent('Merci, votre message a bien été envoyé. Je vous réponds sous 48 heures ouvrées.');
    expect(thanks.textContent).not.toMatch(/(?<!\p{L})(?:nous|notre|nos)(?!\p{L})/iu);
    expect(thanks.textContent).toContain('(du lundi au vendredi, de 9\u00a0h à 17\u00a0h).');
  });
});
