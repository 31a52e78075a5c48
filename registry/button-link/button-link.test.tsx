import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderBlock } from '@tests/support/render-block';
import { definition } from './definition';

describe('button-link', () => {
  it('renders a call to action with its hint', async () => {
    await renderBlock(definition, { label: 'Réserver mon massage', href: '/reservation-en-ligne', hint: 'Rappel par SMS la veille.' });
    expect(screen.getByRole('link', { name: 'Réserver mon massage' })).toHaveAttribute('href', '/reservation-en-ligne');
    expect(screen.getByText('Rappel par SMS la veille.')).toBeInTheDocument();
  });

  it('opens external links in a new tab without opener', async () => {
    await renderBlock(definition, { label: 'Mes avis Google', href: 'https://g.page/r/CXk2Vn8dQ1mVEAE/review' });
    const link = screen.getByRole('link', { name: 'Mes avis Google' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('refuses javascript: URLs', () => {
    expect(definition.check({ label: 'Piège', href: 'javascript:alert(1)' }).ok).toBe(false);
  });

  it('migrates version 1 props (text/url/style)', async () => {
    await renderBlock(definition, { text: 'Me contacter', url: '/me-contacter', style: 'outline' }, { version: 1 });
    expect(screen.getByRole('link', { name: 'Me contacter' })).toHaveClass('vb-button--secondary');
  });
});
