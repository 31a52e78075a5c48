import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBlock } from '@tests/support/render-block';
import { definition } from './definition';

describe('faq', () => {
  it('opens an answer when its question is activated', async () => {
    await renderBlock(definition, definition.example);
    const question = screen.getByText('Comment dois-je m’habiller ?');
    const details = question.closest('details');
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(question);
    expect(details).toHaveAttribute('open');
  });
});
