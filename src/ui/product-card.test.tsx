import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ProductCard } from './product-card';

describe('ProductCard', () => {
  it('strikes the price before a discount, read after the words its caller gives (the page’s language)', () => {
    render(
      <MemoryRouter>
        <ProductCard href="/boutique/rose" name="Rosé 2025" price="€9.50" oldPrice={{ price: '€12.00', label: 'Price before discount: ' }} />
      </MemoryRouter>,
    );
    const struck = screen.getByRole('deletion');
    expect(struck).toHaveTextContent(/^Price before discount: €12\.00$/);
    expect(screen.getByRole('link', { name: 'Rosé 2025' })).toHaveAttribute('href', '/boutique/rose');
  });
});
