import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderBlock } from '@tests/support/render-block';
import { definition } from './definition';

describe('hero', () => {
  it('renders the page title, its photo loaded eagerly, and both calls to action', async () => {
    await renderBlock(definition, definition.example);
    expect(screen.getByRole('heading', { level: 1, name: 'Un accueil attentif, un travail soigné' })).toBeInTheDocument();
    const photo = screen.getByRole('img', { name: 'Un coin accueil avec deux fauteuils et une théière' });
    expect(photo).toHaveAttribute('loading', 'eager');
    expect(photo).toHaveAttribute('width', '800');
    expect(screen.getByRole('link', { name: 'Prendre contact' })).toHaveAttribute('href', '#contact');
    expect(screen.getByRole('link', { name: 'En savoir plus' })).toHaveAttribute('href', '#en-savoir-plus');
  });

  it('shows a highlight the CMS repeats twice, without a React key warning', async () => {
    const errors = vi.spyOn(console, 'error');
    const example = definition.example as Record<string, unknown>;
    await renderBlock(definition, { ...example, highlights: ['Huiles bio', 'Huiles bio'] });
    expect(screen.getAllByText('Huiles bio')).toHaveLength(2);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('requires alt text on its photo', () => {
    expect(definition.check({ title: 'Bienvenue', image: { src: '/demo/a.svg', alt: '', width: 800, height: 500 } }).ok).toBe(false);
  });
});
