import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderBlock } from '@tests/support/render-block';
import { definition } from './definition';

describe('testimonials', () => {
  it('renders each quote with its author and rating', async () => {
    await renderBlock(definition, definition.example);
    const strip = screen.getByRole('region', { name: 'Ils en parlent mieux que moi' });
    expect(within(strip).getAllByRole('listitem')).toHaveLength(3);
    expect(within(strip).getByText('Julien M.')).toBeInTheDocument();
    expect(within(strip).getAllByRole('img', { name: 'Note : 5 sur 5' })).toHaveLength(2);
  });
});
