import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBlock } from '@tests/support/render-block';
import { definition } from './definition';

describe('booking', () => {
  it('starts with the service step: the services bookable here, their lengths and prices', async () => {
    await renderBlock(definition, definition.example);
    const region = screen.getByRole('region', { name: 'Réserver en ligne' });
    expect(within(region).getByRole('heading', { name: 'Étape 1 sur 4 : Quelle prestation, et combien de temps ?' })).toBeInTheDocument();
    const select = within(region).getByRole('combobox', { name: /Prestation/ });
    expect(within(select).queryByRole('option', { name: 'Amma assis en entreprise' })).toBeNull();
    await userEvent.selectOptions(select, 'Massage suédois');
    expect(
      within(region)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['1 h · 65 €', '1 h 30 · 90 €']);
    await userEvent.click(within(region).getByRole('radio', { name: /^1\sh\s30 · 90\s€$/ }));
    await userEvent.click(within(region).getByRole('button', { name: 'Choisir la date' }));
    expect(await within(region).findByRole('grid')).toBeInTheDocument();
    expect(within(region).getByRole('heading', { name: /Étape 2 sur 4/ })).toHaveFocus();
  });
});
