import { describe, expect, it } from 'vitest';
import { renderBlock } from '@tests/support/render-block';
import { definition } from './definition';

describe('spacer', () => {
  it('takes room on the page without giving assistive technologies anything to read', async () => {
    const view = await renderBlock(definition, { size: 'large', line: true });
    const spacer = view.container.firstElementChild;
    expect(spacer).not.toBeNull();
    expect(spacer).toHaveAttribute('aria-hidden', 'true');
    expect(spacer).toHaveTextContent('');
  });

  it('draws its rule only when asked, and each height is its own style', async () => {
    const withLine = await renderBlock(definition, { size: 'small', line: true });
    const withoutLine = await renderBlock(definition, { size: 'large', line: false });
    expect(withLine.container.firstElementChild?.childElementCount).toBe(1);
    expect(withoutLine.container.firstElementChild?.childElementCount).toBe(0);
    expect(withLine.container.firstElementChild?.className).not.toBe(withoutLine.container.firstElementChild?.className);
  });
});
