import { describe, expect, it } from 'vitest';
import { renderBlock } from '@tests/support/render-block';
import { definition } from './definition';

describe('spacer', () => {
  it('is decorative: hidden from assistive technologies', async () => {
    const view = await renderBlock(definition, { size: 'large', line: true });
    const spacer = view.container.querySelector('.vb-spacer--large');
    expect(spacer).toHaveAttribute('aria-hidden', 'true');
    expect(spacer?.querySelector('.vb-spacer__line')).not.toBeNull();
  });
});
