import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderBlock } from '@tests/support/render-block';
import { definition } from './definition';

describe('section', () => {
  it('is a region named by its title, holding its children', async () => {
    await renderBlock(definition, definition.example, { children: <p>Un massage qui s’adapte à vous.</p> });
    const region = screen.getByRole('region', { name: 'Ce qui nous distingue' });
    expect(region).toHaveAttribute('id', 'pourquoi-nous-choisir');
    expect(within(region).getByText('Un massage qui s’adapte à vous.')).toBeInTheDocument();
  });
});
