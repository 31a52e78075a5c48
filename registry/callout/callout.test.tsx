import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderBlock } from '@tests/support/render-block';
import { definition } from './definition';

describe('callout', () => {
  it('renders a titled note, one paragraph per line, and its button', async () => {
    await renderBlock(definition, definition.example);
    const note = screen.getByRole('complementary', { name: 'Bon à savoir avant de venir' });
    expect(note.querySelectorAll('p')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Lire les détails' })).toHaveAttribute('href', '#details');
  });
});
