/**
 * The shell's parts rendered with the shell's navigation without React Router
 * (`plainShellNavigation`, src/app/layouts/shell-navigation.tsx): as the islands entry hydrates them.
 */
import type { ReactNode } from 'react';
import { plainShellNavigation, ShellNavigationProvider } from '@/app/layouts/shell-navigation';

/** Renders `children` with a plain navigation at `pathname`. */
export function WithPlainShellNavigation({ pathname = '/', children }: { pathname?: string; children: ReactNode }) {
  return <ShellNavigationProvider value={plainShellNavigation({ location: { pathname, search: '', hash: '' } })}>{children}</ShellNavigationProvider>;
}
