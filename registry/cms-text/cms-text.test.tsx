import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderBlock } from '@tests/support/render-block';
import { definition } from './definition';

describe('cms-text', () => {
  it('renders CMS HTML sanitized', async () => {
    const view = await renderBlock(definition, {
      html: '<h2>Massage californien</h2><p onmouseover="alert(1)">Une heure de détente.</p><script>alert(2)</script>',
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Massage californien' })).toBeInTheDocument();
    expect(screen.getByText('Une heure de détente.')).not.toHaveAttribute('onmouseover');
    expect(view.container.querySelector('script')).toBeNull();
  });
});
