import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderBlock } from '@tests/support/render-block';
import { definition } from './definition';

describe('service-highlights', () => {
  it('without its own link text, says « Réserver » in the page’s language: “Book” on an English page', async () => {
    const services = [{ name: 'Tasting', description: 'Six wines.', options: [{ minutes: 60, price: 15 }], href: '/reservation-en-ligne' }];
    const { unmount } = await renderBlock(definition, { services });
    expect(screen.getByRole('link', { name: /^Réserver/u })).toHaveAttribute('href', '/reservation-en-ligne');
    unmount();
    await renderBlock(definition, { services }, { locale: 'en_GB' });
    expect(screen.getByRole('link', { name: /^Book/u }).textContent).toBe('Book: Tasting');
    expect(screen.queryByText(/Réserver/u)).toBeNull();
  });

  it('shows each service with its durations and French-formatted prices', async () => {
    await renderBlock(definition, definition.example);
    const card = screen.getByRole('heading', { level: 3, name: 'Prestation principale' }).closest('li');
    expect(card).not.toBeNull();
    const scoped = within(card!);
    expect(scoped.getByText('1 h 30')).toBeInTheDocument();
    expect(scoped.getByText('90 €')).toBeInTheDocument();
    expect(scoped.getByText('Le plus demandé')).toBeInTheDocument();
    expect(scoped.getByRole('link', { name: /^Prendre rendez-vous ?: Prestation principale$/ })).toHaveAttribute('href', '#contact');
  });

  it('writes lengths and prices as the page’s language does, with the booking’s words: “1 hr 30”, “€90” on an English page', async () => {
    const services = [
      {
        name: 'Cellar tour',
        description: 'The cellars.',
        options: [
          { minutes: 90, price: 90 },
          { minutes: 60, price: 14.5 },
        ],
      },
    ];
    await renderBlock(definition, { services }, { locale: 'en_GB' });
    const options = screen.getAllByRole('term').map((term) => `${term.textContent} = ${term.nextElementSibling?.textContent}`);
    expect(options).toEqual(['1\u00a0hr\u00a030 = €90', '1\u00a0hr = €14.50']);
  });

  it('writes short durations in minutes', async () => {
    await renderBlock(definition, { services: [{ name: 'Réflexologie plantaire', description: 'Séance assise.', options: [{ minutes: 45, price: 50 }] }] });
    expect(screen.getByText('45 min')).toBeInTheDocument();
  });
});
