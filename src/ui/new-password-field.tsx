/**
 * A field for choosing a password: the rule is stated above the input, before typing, and each
 * criterion is ticked as the visitor types. The rule is the field's description; each criterion's
 * state is also given as text ("respecté" / "pas encore respecté"), never by colour or icon alone.
 */
import { checkPassword } from '@/lib/password-rule';
import { PasswordField, type PasswordFieldProps } from './form-field';
import { Icon } from './icon';

/** A new-password field with its live rule checklist. */
export function NewPasswordField(props: Omit<PasswordFieldProps, 'autoComplete' | 'hint' | 'below'>) {
  const value = typeof props.value === 'string' ? props.value : '';
  return (
    <PasswordField
      {...props}
      autoComplete="new-password"
      hint={
        <>
          <span>Il doit contenir :</span>
          <ul className="password-rule">
            {checkPassword(value).map(({ criterion, met }) => (
              <li key={criterion.id} className={met ? 'password-rule__item password-rule__item--met' : 'password-rule__item'}>
                <Icon name={met ? 'circle-check' : 'circle-info'} size="1em" />
                <span>
                  {criterion.label}
                  <span className="visually-hidden">{met ? ' : respecté' : ' : pas encore respecté'}</span>
                </span>
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
}
