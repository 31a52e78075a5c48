import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderBlock } from '@tests/support/render-block';
import { definition } from './definition';

describe('columns', () => {
  it('lays out its children in a grid of the requested column count', async () => {
    const view = await renderBlock(definition, { count: 3 }, { children: [<p key="a">Studio</p>, <p key="b">Domicile</p>, <p key="c">Entreprise</p>] });
    expect(screen.getByText('Domicile')).toBeInTheDocument();
    expect(view.container.querySelector('.vb-columns--3')?.children).toHaveLength(3);
  });

  it('accepts only 2, 3 or 4 columns', () => {
    expect(definition.check({ count: 5 }).ok).toBe(false);
  });
});
