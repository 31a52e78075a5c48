import type { ButtonHTMLAttributes, ReactNode } from 'react';
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
  children: ReactNode;
}

/** A button; `type="button"` by default so it never submits a form by accident. */
export function Button({ variant = 'primary', size = 'md', className, type = 'button', children, ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClassName(variant, size, className)} {...rest}>
      {children}
    </button>
  );
}
