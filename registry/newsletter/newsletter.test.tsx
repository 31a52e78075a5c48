import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBlock } from '@tests/support/render-block';
import { definition } from './definition';

describe('newsletter', () => {
  it('asks for consent, then signs up; the same address again gets its own message', async () => {
    const user = userEvent.setup();
    const view = await renderBlock(definition, definition.example);
    const address = `lettre-${Date.now()}@exemple.fr`;
    await user.type(screen.getByRole('textbox', { name: 'Votre adresse e-mail' }), 'pas-une-adresse');
    await user.click(screen.getByRole('button', { name: 'Recevoir la lettre' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Cette adresse e-mail n’est pas valide');
    await user.clear(screen.getByRole('textbox', { name: 'Votre adresse e-mail' }));
    await user.type(screen.getByRole('textbox', { name: 'Votre adresse e-mail' }), address);
    await user.click(screen.getByRole('button', { name: 'Recevoir la lettre' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Cochez la case pour accepter de recevoir la lettre.');
    const consent = screen.getByRole('checkbox', { name: /J’accepte de recevoir la lettre/ });
    expect(consent).not.toBeChecked();
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Recevoir la lettre' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Merci ! Votre inscription à la lettre est bien enregistrée.');
    view.unmount();

    await renderBlock(definition, definition.example);
    await user.type(screen.getByRole('textbox', { name: 'Votre adresse e-mail' }), address);
    await user.click(screen.getByRole('checkbox', { name: /J’accepte de recevoir la lettre/ }));
    await user.click(screen.getByRole('button', { name: 'Recevoir la lettre' }));
    expect(await screen.findByText('Cette adresse e-mail est déjà inscrite à la lettre : vous recevez déjà nos nouvelles.')).toBeInTheDocument();
  });
});
