/**
 * A field for choosing a password: the rule is stated above the input, before typing, and each
 * criterion is ticked as the visitor types. The rule is the field's description; each criterion's
 * state is also given as text ("respecté" / "pas encore respecté"), never by colour or icon alone.
 * The rule's words are French unless the form passes the page's (`say`).
 */
import { checkPassword, criterionLabel, PASSWORD_MESSAGES, type PasswordSay } from '@/lib/password-rule';
import { PasswordField, type PasswordFieldProps } from './form-field';
import { Icon } from './icon';

/** Props of {@link NewPasswordField}. */
export interface NewPasswordFieldProps extends Omit<PasswordFieldProps, 'autoComplete' | 'hint' | 'below'> {
  /** The rule's words in the page's language (French when absent). */
  say?: PasswordSay | undefined;
}

/** A new-password field with its live rule checklist. */
export function NewPasswordField({ say, ...props }: NewPasswordFieldProps) {
  const value = typeof props.value === 'string' ? props.value : '';
  const word = (key: 'ruleIntro' | 'met' | 'unmet'): string => (say ? say(key) : PASSWORD_MESSAGES[key]);
  return (
    <PasswordField
      {...props}
      autoComplete="new-password"
      hint={
        <>
          <span>{word('ruleIntro')}</span>
          <ul className="password-rule">
            {checkPassword(value).map(({ criterion, met }) => (
              <li key={criterion.id} className={met ? 'password-rule__item password-rule__item--met' : 'password-rule__item'}>
                <Icon name={met ? 'circle-check' : 'circle-info'} size="1em" />
                <span>
                  {criterionLabel(criterion, say)}
                  <span className="visually-hidden">{word(met ? 'met' : 'unmet')}</span>
                </span>
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
}
