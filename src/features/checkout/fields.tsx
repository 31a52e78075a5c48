/**
 * Form pieces of the checkout: its binding of the site's text field, a radio card, a step's problem list.
 * The text field is src/ui's `TextField` (one field kit for every hand-written form): the checkout
 * keeps its values in the cart and draft state, so it hands the field a value and takes the new one
 * back; its required fields carry a star (the steps' names stay the bare labels), and the steps'
 * grids space the fields.
 */
import type { ReactNode } from 'react';
import { TextField as FieldKitTextField, type TextFieldProps as FieldKitTextFieldProps } from '@/ui/form-field';

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<FieldKitTextFieldProps, 'onChange' | 'value' | 'id' | 'name' | 'requiredMark'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** src/ui's text field, given the value and giving back the typed one. */
export function TextField({ onChange, className, ...props }: TextFieldProps) {
  return (
    <FieldKitTextField
      {...props}
      requiredMark="asterisk"
      className={['field--flush', className].filter(Boolean).join(' ')}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A radio button laid out as a card: a title line and optional details. */
export function RadioCard({
  name,
  checked,
  onChange,
  title,
  aside,
  children,
  disabled,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  title: ReactNode;
  aside?: ReactNode;
  children?: ReactNode;
  disabled?: boolean;
}) {
  return (
    <label className={`radio-card${checked ? ' is-checked' : ''}`}>
      <input type="radio" name={name} checked={checked} onChange={onChange} disabled={disabled} />
      <span className="radio-card__body">
        <span className="radio-card__title">
          <span>{title}</span>
          {aside ? <span className="radio-card__aside">{aside}</span> : null}
        </span>
        {children ? <span className="radio-card__details">{children}</span> : null}
      </span>
    </label>
  );
}

/** What a step still misses, shown after "Continuer" (a live alert, so it is read out). */
export function StepProblems({ problems, id }: { problems: readonly string[]; id?: string }) {
  if (problems.length === 0) return null;
  return (
    <div className="checkout-problems" role="alert" id={id}>
      <p>Avant de continuer :</p>
      <ul>
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </div>
  );
}
