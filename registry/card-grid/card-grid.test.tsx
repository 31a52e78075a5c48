import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderBlock } from '@tests/support/render-block';
import { definition } from './definition';

describe('card-grid', () => {
  it('without its own link text, says « Découvrir » in the page’s language: “Discover” on an English page', async () => {
    const cards = [{ title: 'Le domaine', text: 'Quatre générations.', href: '/le-domaine' }];
    const { unmount } = await renderBlock(definition, { cards });
    expect(screen.getByRole('link', { name: /^Découvrir/u })).toHaveAttribute('href', '/le-domaine');
    unmount();
    await renderBlock(definition, { cards }, { locale: 'en_GB' });
    // Named as English writes it: no space before the colon.
    expect(screen.getByRole('link', { name: /^Discover/u }).textContent).toBe('Discover: Le domaine');
    expect(screen.queryByText(/Découvrir/u)).toBeNull();
  });

  it('renders one card per entry with image, title and a link naming its card', async () => {
    await renderBlock(definition, definition.example);
    const grid = screen.getByRole('region', { name: 'Nos points forts' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(3);
    expect(within(grid).getByRole('heading', { level: 3, name: 'Un travail soigné' })).toBeInTheDocument();
    expect(within(grid).getByRole('img', { name: 'Un jardin et son olivier, vu depuis une fenêtre' })).toHaveAttribute('loading', 'lazy');
    expect(within(grid).getByRole('link', { name: /^Prendre contact ?: Une réponse rapide$/ })).toHaveAttribute('href', '#contact');
  });

  it('is named « Cartes » without a title on a French page, “Cards” on an English one', async () => {
    const { title: _title, ...untitled } = definition.example as { title: string };
    const { unmount } = await renderBlock(definition, untitled);
    expect(screen.getByRole('region', { name: 'Cartes' })).toBeInTheDocument();
    unmount();
    await renderBlock(definition, untitled, { locale: 'en_GB' });
    expect(screen.getByRole('region', { name: 'Cards' })).toBeInTheDocument();
  });
});
