import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
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
});
