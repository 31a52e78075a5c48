import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderBlock } from '@tests/support/render-block';
import { definition } from './definition';

describe('image', () => {
  it('renders a lazy, sized image with its caption', async () => {
    await renderBlock(definition, definition.example);
    const img = screen.getByRole('img', { name: 'Un coin accueil avec deux fauteuils et une théière' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('height', '500');
    expect(screen.getByText('Une légende courte pour situer la photo.')).toBeInTheDocument();
  });

  it('builds srcset/sizes from the variants', async () => {
    await renderBlock(definition, {
      src: '/demo/a-1600.jpg',
      alt: 'Le jardin du studio',
      width: 1600,
      height: 1000,
      sources: [
        { src: '/demo/a-800.jpg', width: 800 },
        { src: '/demo/a-1600.jpg', width: 1600 },
      ],
    });
    const img = screen.getByRole('img', { name: 'Le jardin du studio' });
    expect(img).toHaveAttribute('srcset', '/demo/a-800.jpg 800w, /demo/a-1600.jpg 1600w');
    expect(img.getAttribute('sizes')).toBeTruthy();
  });

  it('refuses an image without alt text or with a javascript: source', () => {
    expect(definition.check({ src: '/demo/a.svg', width: 1, height: 1 }).ok).toBe(false);
    expect(definition.check({ src: 'javascript:alert(1)', alt: 'x', width: 1, height: 1 }).ok).toBe(false);
  });
});
