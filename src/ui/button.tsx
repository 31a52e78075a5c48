import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react';
import './button.css';

/** Look of a button or of a link styled as one. */
export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost';

/** Size of a button. */
export type ButtonSize = 'md' | 'sm';

/**
 * Class names for a button look, so a router `<Link>` or a plain `<a>` can look like a button while
 * staying a link (navigation is a link, an action is a button).
 */
export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return ['button', `button--${variant}`, size === 'sm' ? 'button--sm' : '', extra ?? ''].filter(Boolean).join(' ');
}

/** Class of an action worded as a link (underlined text, no box): the consent banner's and dialog's secondary actions. */
export const textButtonClassName = 'text-button';

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * The action is under way (a form being sent) or cannot act now (the editor's « Annuler » with
   * nothing to undo, a button pressed until it ran out): the button says it is unavailable
   * (`aria-disabled`) and ignores activation — a click, or Enter in one of its form's fields — but
   * keeps the focus. `disabled` would drop it: the browser moves the focus of a disabled button to
   * the page, and a keyboard user pressing Enter on « Enregistrer » found themselves back at the top.
   */
  pending?: boolean;
  children: ReactNode;
}

/** A button; `type="button"` by default so it never submits a form by accident. */
export function Button({ variant = 'primary', size = 'md', className, type = 'button', pending = false, onClick, children, ...rest }: ButtonProps) {
  function click(event: MouseEvent<HTMLButtonElement>) {
    if (pending) {
      // Cancels the submission too: a form's implicit submission (Enter in a field) is a click on this button.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }
  return (
    <button type={type} className={buttonClassName(variant, size, className)} aria-disabled={pending || undefined} onClick={click} {...rest}>
      {children}
    </button>
  );
}
