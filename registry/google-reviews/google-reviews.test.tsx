import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderBlock } from '@tests/support/render-block';
import { definition } from './definition';

describe('google-reviews', () => {
  it('shows the average rating and the latest good reviews from the demo API', async () => {
    await renderBlock(definition, { maxReviews: 2 });
    const region = screen.getByRole('region', { name: 'Les avis de mes clients' });
    expect(region).toHaveTextContent('4,9');
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    expect(within(region).getAllByRole('img', { name: 'Note : 5 sur 5' }).length).toBeGreaterThan(0);
    expect(within(region).getByRole('link', { name: 'Voir tous les avis ou laisser le vôtre' })).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
