/**
 * The shell's navigation without React Router (src/app/layouts/shell-navigation.tsx): the links are
 * plain anchors, a navigation goes nowhere. The shell's first parts render with it alone, as they are
 * to hydrate before the router is loaded (decision 011).
 */
import type { ReactNode } from 'react';
import { ShellNavigationProvider, type ShellLinkProps, type ShellNavigation } from '@/app/layouts/shell-navigation';

function PlainLink({ to, ...rest }: ShellLinkProps) {
  return <a {...rest} href={to} />;
}

/** A navigation at `pathname` (no other language unless given). */
export function plainShellNavigation(pathname = '/', languageLinks: ShellNavigation['languageLinks'] = {}): ShellNavigation {
  return { location: { pathname, search: '', hash: '', key: 'default' }, Link: PlainLink, navigate: () => undefined, membersOnly: false, languageLinks };
}

/** Renders `children` with {@link plainShellNavigation}. */
export function WithPlainShellNavigation({ pathname, children }: { pathname?: string; children: ReactNode }) {
  return <ShellNavigationProvider value={plainShellNavigation(pathname)}>{children}</ShellNavigationProvider>;
}
