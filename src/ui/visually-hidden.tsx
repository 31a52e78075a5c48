import type { ReactNode } from 'react';

/**
 * Text for screen readers only (it stays in the accessibility tree, unlike `display:none`). The
 * class lives in the global stylesheet so plain elements can use it too.
 */
export function VisuallyHidden({ children, as: Tag = 'span' }: { children: ReactNode; as?: 'span' | 'div' | 'h2' | 'p' }) {
  return <Tag className="visually-hidden">{children}</Tag>;
}
