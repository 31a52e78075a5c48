import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderBlock } from '@tests/support/render-block';
import { definition } from './definition';

describe('element-list', () => {
  it('lists the upcoming workshops of the demo API, nearest first, with their facts and links', async () => {
    await renderBlock(definition, definition.example);
    const region = screen.getByRole('region', { name: 'Prochains ateliers' });
    const cards = await within(region).findAllByRole('listitem');
    // The demo API keeps five workshops ahead of today and one behind (fixtures/server/demo-dates.ts).
    expect(cards).toHaveLength(5);
    expect(within(cards[0]!).getByRole('link', { name: 'Atelier auto-massage des mains et du visage' })).toHaveAttribute(
      'href',
      '/element/ateliers/atelier-auto-massage-des-mains-et-du-visage/1',
    );
    expect(within(cards[0]!).getByText('2 places restantes')).toBeInTheDocument();
    expect(within(region).getByText('Complet')).toBeInTheDocument();
    expect(within(region).queryByText(/nuque et du dos/)).toBeNull();
  });

  it('shows every element with "all"', async () => {
    await renderBlock(definition, { route: 'ateliers', when: 'all' });
    const region = screen.getByRole('region', { name: 'Prochains ateliers' });
    expect(await within(region).findAllByRole('listitem')).toHaveLength(6);
  });
});
