/**
 * The member's account menu in the header (issue 15): their first name, opening a small list —
 * personal space and logout. A disclosure (button + list), not an ARIA menu: Escape closes it and
 * returns to the button, a click elsewhere or a navigation closes it. Its own chunk: only a member's
 * header shows it (`AccountEntry`), an anonymous visitor's page never loads it.
 */
import { useRef, useState } from 'react';
import { useLogout } from '@/features/session/use-session';
import { useI18n } from '@/features/i18n/use-i18n';
import { Icon } from '@/ui/icon';
import { usePointerDownOutside } from '@/ui/use-pointer-down-outside';
import { PERSONAL_SPACE_PATH } from '@/app/routes/account-loaders';
import { ShellLink, useShellNavigation } from './shell-navigation';

/** The menu of the member called `name`; `compact` shows only an icon (the name stays in the accessible label). */
export default function AccountMenu({ name, compact }: { name: string; compact: boolean }) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  // A fixed id per place (the header's bar, its compact form), not `useId()`: the same wherever this
  // part is rendered and hydrated (decision 011, step 2).
  const listId = compact ? 'account-menu-list-compact' : 'account-menu-list';
  const boxRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const logout = useLogout();
  const { navigate, membersOnly } = useShellNavigation();

  usePointerDownOutside(boxRef, open, () => setOpen(false));

  function onLogout() {
    setOpen(false);
    // A page that needs a login would only send the visitor to the login form: go home instead.
    logout();
    if (membersOnly) navigate('/', { replace: true });
  }

  return (
    <div
      ref={boxRef}
      className="account-entry"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={compact ? 'icon-button account-entry__button--compact' : 'account-entry__button'}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('account.menu', { name })}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="circle-user" size={compact ? '1.4rem' : '1.15rem'} />
        {compact ? null : (
          <>
            <span className="account-entry__name">{name}</span>
            <Icon name="chevron-down" size="0.8rem" />
          </>
        )}
      </button>
      <ul id={listId} className="account-entry__list" hidden={!open}>
        <li>
          <ShellLink className="account-entry__item" to={PERSONAL_SPACE_PATH} onClick={() => setOpen(false)}>
            <Icon name="user" size="1rem" />
            {t('account.space')}
          </ShellLink>
        </li>
        <li>
          <button type="button" className="account-entry__item" onClick={onLogout}>
            <Icon name="arrow-right" size="1rem" />
            {t('account.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
