/**
 * Form pieces of the checkout: its binding of the site's field kit, a radio card, a step's problem list.
 * The fields are src/ui's (one field kit for every hand-written form): the checkout keeps its values in
 * the cart and draft state, so it hands a field a value and takes the new one back; its required
 * fields carry a star (the steps' names stay the bare labels), and the steps' grids space the fields.
 */
import type { ReactNode } from 'react';
import {
  SelectField as FieldKitSelectField,
  TextAreaField as FieldKitTextAreaField,
  TextField as FieldKitTextField,
  type SelectFieldProps as FieldKitSelectFieldProps,
  type TextAreaFieldProps as FieldKitTextAreaFieldProps,
  type TextFieldProps as FieldKitTextFieldProps,
} from '@/ui/form-field';
import { useFormWords } from '@/features/i18n/use-form-words';
import { useMessages } from '@/features/i18n/use-messages';
import { checkoutMessages } from './messages';

/** A kit field's props as a step gives them: the value handed in, the new one given back (the star and the spacing are the checkout's). */
type Bound<KitProps> = Omit<KitProps, 'onChange' | 'value' | 'id' | 'name' | 'requiredMark' | 'words'> & {
  label: string;
  value: string;
  onChange: (value: string) => void;
};

/**
 * What the checkout gives every field of the kit: the star on required fields, the page's words (an
 * optional field's « (facultatif) »), no margin of its own (the steps' grids space fields), and the
 * control's new value handed to `onChange`.
 */
function useCheckoutField(className: string | undefined, onChange: (value: string) => void) {
  const words = useFormWords().field;
  return {
    requiredMark: 'asterisk' as const,
    words,
    className: ['field--flush', className].filter(Boolean).join(' '),
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
}

/** Props of {@link TextField}. */
export type TextFieldProps = Bound<FieldKitTextFieldProps>;

/** src/ui's text field, given the value and giving back the typed one. */
export function TextField({ onChange, className, ...props }: TextFieldProps) {
  const checkout = useCheckoutField(className, onChange);
  return <FieldKitTextField {...props} {...checkout} />;
}

/** src/ui's textarea, given the value and giving back the typed one. */
export function TextAreaField({ onChange, className, ...props }: Bound<FieldKitTextAreaFieldProps>) {
  const checkout = useCheckoutField(className, onChange);
  return <FieldKitTextAreaField {...props} {...checkout} />;
}

/** src/ui's select, given the chosen value (`''`: none yet; a number is an id) and giving back the new one. */
export function SelectField({ onChange, className, ...props }: Omit<Bound<FieldKitSelectFieldProps>, 'value'> & { value: string | number }) {
  const checkout = useCheckoutField(className, onChange);
  return <FieldKitSelectField {...props} {...checkout} />;
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
  const t = useMessages(checkoutMessages);
  if (problems.length === 0) return null;
  return (
    <div className="checkout-problems" role="alert" id={id}>
      <p>{t('beforeContinuing')}</p>
      <ul>
        {problems.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </ul>
    </div>
  );
}
