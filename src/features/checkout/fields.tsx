/** Form pieces of the checkout: a labelled text field with its hint and error, a radio card, a step's problem list. */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string | null;
}

/** A text input with its label, an optional hint and an error tied to it (aria-describedby, aria-invalid). */
export function TextField({ label, value, onChange, hint, error, required, ...rest }: TextFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="checkout-field">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        required={required}
        {...rest}
      />
      {hint ? (
        <p id={`${id}-hint`} className="checkout-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="checkout-error">
          {error}
        </p>
      ) : null}
    </div>
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
