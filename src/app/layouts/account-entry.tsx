/**
 * The header's account entry (issue 15): "Se connecter" for a visitor (back to this page after
 * login), the member's first name with a small menu otherwise (account-menu.tsx: personal space and
 * logout). `compact` is the icon-only form of the mobile top bar.
 */
import { lazy, Suspense } from 'react';
import { useSession } from '@/features/session/current-session';
import { loginPath } from '@/lib/return-path';
import { useI18n } from '@/features/i18n/use-i18n';
import { Icon } from '@/ui/icon';
import { ShellLink, useShellNavigation } from './shell-navigation';

/**
 * Members only (issue 37, initial JS): an anonymous visitor's page never loads it. A member's page the
 * server rendered keeps the menu's HTML until its code is there, then hydrates it.
 */
const AccountMenu = lazy(() => import('./account-menu'));

/** The entry; `compact` shows only an icon (its name stays in the accessible label). */
export function AccountEntry({ compact = false }: { compact?: boolean }) {
  const { t } = useI18n();
  const { user } = useSession();
  const { location } = useShellNavigation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  const login = (
    <ShellLink to={loginPath(here)} className={compact ? 'icon-button' : 'account-entry__login'} aria-label={compact ? t('account.login') : undefined}>
      <Icon name="circle-user" size={compact ? '1.4rem' : '1.15rem'} />
      {compact ? null : <span>{t('account.login')}</span>}
    </ShellLink>
  );
  if (!user) return login;
  // Until the menu's code is there (a member's session just learnt): the entry as it was.
  return (
    <Suspense fallback={login}>
      <AccountMenu key={location.key} name={user.firstname?.trim() || user.email} compact={compact} />
    </Suspense>
  );
}
