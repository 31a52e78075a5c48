import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBlock } from '@tests/support/render-block';
import { definition } from './definition';

describe('form', () => {
  it('renders the CMS form from the demo API with French labels, help and required marks', async () => {
    await renderBlock(definition, definition.example);
    expect(screen.getByRole('heading', { name: 'Demande de massage en entreprise' })).toBeInTheDocument();
    // The form's introduction from the API, in French typography (no line starting with « : » at 390 px).
    expect(document.querySelector('.vb-form__intro')?.textContent).toBe(
      'Décrivez votre projet\u00a0: je vous envoie un devis personnalisé sous 48 heures ouvrées.',
    );
    expect(await screen.findByRole('textbox', { name: /Entreprise/ }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Effectif concerné/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Journée' })).toBeInTheDocument();
    expect(screen.getByText('Une date approximative suffit.')).toBeInTheDocument();
    const consent = screen.getByRole('checkbox', { name: /J’accepte que mes données/ });
    expect(consent).not.toBeChecked();
  });

  it('summarises the errors at the top, in French, with links to the fields', async () => {
    await renderBlock(definition, definition.example);
    await userEvent.click(await screen.findByRole('button', { name: 'Envoyer ma demande' }, { timeout: 5000 }));
    const summary = await screen.findByRole('alert', { name: /Le formulaire contient \d+ erreurs/ });
    expect(summary).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Entreprise : Ce champ est obligatoire.' })).toHaveAttribute('href', '#form-1_company');
    expect(screen.getByRole('link', { name: /J’accepte que mes données.*\s: Veuillez cocher cette case pour continuer\./ })).toBeInTheDocument();
  });

  it('lists the errors in the order of the fields: a wrong address among the missing ones, not after them', async () => {
    await renderBlock(definition, definition.example);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('textbox', { name: /Adresse e-mail professionnelle/ }, { timeout: 5000 }));
    await user.paste('claire@exemple');
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    const summary = await screen.findByRole('alert', { name: /Le formulaire contient \d+ erreurs/ });
    const controls = within(summary)
      .getAllByRole('link')
      .map((link) => {
        const id = (link.getAttribute('href') ?? '').slice(1);
        return document.getElementById(id) ?? document.querySelector<HTMLElement>(`[id^="${id}"]`);
      })
      .filter((control) => control !== null);
    expect(controls.map((c) => c.id)).toContain('form-1_email');
    const inFormOrder = [...controls].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    expect(controls.map((c) => c.id)).toEqual(inFormOrder.map((c) => c.id));
  });

  it('names a field the server refused by its label in the summary, not by its path (« .email »)', { timeout: 40_000 }, async () => {
    await renderBlock(definition, definition.example);
    const user = userEvent.setup();
    const fill = async (name: RegExp, value: string) => {
      await user.click(await screen.findByRole('textbox', { name }, { timeout: 5000 }));
      await user.paste(value);
    };
    await fill(/Entreprise/, 'Garnaudière');
    await fill(/Nom et prénom du contact/, 'Claire Bréchet');
    // A throwaway address: only the server knows those (its own rule), it answers with a field error.
    await fill(/Adresse e-mail professionnelle/, 'claire@yopmail.com');
    await user.selectOptions(screen.getByRole('combobox', { name: /Effectif concerné/ }), '1 à 10 personnes');
    await user.click(screen.getByRole('radio', { name: 'Journée' }));
    await fill(/Votre projet/, 'Une journée de massages pour l’équipe.');
    await user.click(screen.getByRole('checkbox', { name: /J’accepte que mes données/ }));
    await user.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    expect(
      await screen.findByRole(
        'link',
        { name: /^Adresse e-mail professionnelle\u00a0: Les adresses e-mail jetables ne sont pas acceptées/u },
        { timeout: 5000 },
      ),
    ).toHaveAttribute('href', '#form-1_email');
    expect(screen.queryByText(/\.email/u)).toBeNull();
  });
});
