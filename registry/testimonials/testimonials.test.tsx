import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderBlock } from '@tests/support/render-block';
import { definition } from './definition';

describe('testimonials', () => {
  it('renders each quote with its author and rating', async () => {
    await renderBlock(definition, definition.example);
    const strip = screen.getByRole('region', { name: 'Ce que nos clients en disent' });
    expect(within(strip).getAllByRole('listitem')).toHaveLength(3);
    expect(within(strip).getByText('Cliente B.')).toBeInTheDocument();
    expect(within(strip).getAllByRole('img', { name: 'Note : 5 sur 5' })).toHaveLength(2);
    // French guillemets keep to the quote: a no-break space inside each, never a line starting with « ».
    const quote = strip.querySelector('blockquote')?.textContent ?? '';
    expect(quote).toMatch(/^«\u00a0\S[\s\S]*\S\u00a0»$/u);
  });

  it('is named « Témoignages » without a title on a French page, “Testimonials” on an English one', async () => {
    const { title: _title, ...untitled } = definition.example as { title: string };
    const { unmount } = await renderBlock(definition, untitled);
    expect(screen.getByRole('region', { name: 'Témoignages' })).toBeInTheDocument();
    unmount();
    await renderBlock(definition, untitled, { locale: 'en_GB' });
    expect(screen.getByRole('region', { name: 'Testimonials' })).toBeInTheDocument();
  });
});
