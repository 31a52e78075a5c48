import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderBlock } from '@tests/support/render-block';
import { definition } from './definition';

describe('heading', () => {
  it('renders the requested level with eyebrow and subtitle', async () => {
    await renderBlock(definition, definition.example);
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenue chez nous' })).toBeInTheDocument();
    expect(screen.getByText('Votre activité · votre ville')).toBeInTheDocument();
  });

  it('defaults to level 2 and refuses an empty title', async () => {
    await renderBlock(definition, { text: 'Les tarifs' });
    expect(screen.getByRole('heading', { level: 2, name: 'Les tarifs' })).toBeInTheDocument();
    expect(definition.check({ text: '' }).ok).toBe(false);
  });
});
