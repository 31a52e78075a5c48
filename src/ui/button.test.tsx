import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './button';

describe('Button', () => {
  it('while pending, says it is unavailable, keeps the focus and sends nothing (click or Enter in a field)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <label>
          Nom <input name="nom" />
        </label>
        <Button type="submit" pending>
          Enregistrer
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Enregistrer' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toBeDisabled();
    await user.click(button);
    expect(button).toHaveFocus();
    await user.type(screen.getByLabelText('Nom'), 'Paul{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('once no longer pending, submits its form', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <Button type="submit">Enregistrer</Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Enregistrer' });
    expect(button).not.toHaveAttribute('aria-disabled');
    await user.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
