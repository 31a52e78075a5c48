import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBlock } from '@tests/support/render-block';
import { definition } from './definition';

describe('faq', () => {
  it('without its own title, is titled « Questions fréquentes » in the page’s language: “Frequently asked questions” on an English page', async () => {
    const items = [{ question: 'Can I visit on a Sunday?', answer: 'No, the cellar is closed on Sundays.' }];
    const { unmount } = await renderBlock(definition, { items });
    expect(screen.getByRole('region', { name: 'Questions fréquentes' })).toBeInTheDocument();
    unmount();
    await renderBlock(definition, { items }, { locale: 'en_GB' });
    expect(screen.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeInTheDocument();
    expect(screen.queryByText(/Questions fréquentes/u)).toBeNull();
  });

  it('opens an answer when its question is activated', async () => {
    await renderBlock(definition, definition.example);
    const question = screen.getByText('Quels sont vos horaires ?');
    const details = question.closest('details');
    expect(details).not.toHaveAttribute('open');
    await userEvent.click(question);
    expect(details).toHaveAttribute('open');
  });
});
