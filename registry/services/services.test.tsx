import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderBlock } from '@tests/support/render-block';
import { definition } from './definition';

describe('services', () => {
  it('lists the demo services with their lengths, prices, page and booking links', async () => {
    await renderBlock(definition, definition.example);
    const region = screen.getByRole('region', { name: 'Choisissez votre massage' });
    const list = within(region)
      .getAllByRole('list')
      .find((l) => l.classList.contains('vb-services__list'));
    const cards = within(list!)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === list);
    expect(cards).toHaveLength(10);
    const suedois = cards.find((c) => within(c).queryByRole('link', { name: 'Massage suédois' }))!;
    expect(within(suedois).getByRole('link', { name: 'Massage suédois' })).toHaveAttribute('href', '/reservation-en-ligne/massage-suedois-3');
    expect(within(suedois).getByRole('list', { name: 'Durées et tarifs' })).toHaveTextContent(/^1 h · 65\s€1 h 30 · 90\s€$/);
    expect(within(suedois).getByRole('link', { name: /^Réserver\s*:\s*Massage suédois$/ })).toHaveAttribute(
      'href',
      '/reservation-en-ligne?prestation=3#reserver',
    );
    // Amma assis is booked on the companies' page (a quote), not here.
    expect(within(region).getByRole('link', { name: /^Demander un devis\s*:\s*Amma assis en entreprise$/ })).toHaveAttribute(
      'href',
      '/vous-etes/massages-en-entreprise',
    );
    // Filters: only the themes the services carry ("grossesse", "entreprise"… are there, in the props' order).
    const filters = within(region).getByRole('navigation', { name: 'Filtrer les prestations' });
    expect(
      within(filters)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Tous', 'Au studio', 'À domicile', 'En entreprise', 'Détente', 'Sport et récupération', 'Grossesse']);
    expect(within(filters).getByRole('link', { name: 'À domicile' })).toHaveAttribute('href', '/?tag=domicile');
  });
});
