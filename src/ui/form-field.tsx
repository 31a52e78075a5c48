/**
 * Plain form fields with their label, hint and error wired for assistive technology: the hint and the
 * error are read with the field (`aria-describedby`), an error marks it `aria-invalid`. The error
 * text is shown next to its field; the form's {@link FormErrorSummary} announces them together.
 * Labels are always visible (no placeholder-as-label), required fields say so in words, optional
 * fields may say so (`optional`): « Téléphone (facultatif) », the marker lighter than the label, as
 * « (obligatoire) », and read with it.
 */
import { useId, useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { Icon } from './icon';
import './form-field.css';

/**
 * The words a field says itself (not its label): the required marker and the password toggle. French
 * unless the form passes the page's language (issue 36: src/features/i18n/use-form-words.ts).
 */
export interface FieldWords {
  /** Added to a required field's label, as « (obligatoire) ». */
  readonly required: string;
  /** Added to an optional field's label when the form says so, as « (facultatif) ». */
  readonly optional: string;
  /** The password toggle, password hidden. */
  readonly show: string;
  /** The password toggle, password shown. */
  readonly hide: string;
  /** Read after the toggle's word by screen readers (« Afficher le mot de passe »). */
  readonly thePassword: string;
}

/** The fields' own words in French (the default). */
export const FIELD_WORDS = {
  required: 'obligatoire',
  optional: 'facultatif',
  show: 'Afficher',
  hide: 'Masquer',
  thePassword: 'le mot de passe',
} as const satisfies FieldWords;

/** Props shared by the text-like fields. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  /** The form field's name (sent with a native form submission); forms that keep values in state may leave it out. */
  name?: string | undefined;
  label: ReactNode;
  /** Help shown under the label before typing (format, rule). */
  hint?: ReactNode;
  /** The message of this field's error, or null/undefined. */
  error?: string | null | undefined;
  /** Ids of more elements that describe the field (e.g. a live checklist below it). */
  describedBy?: string | undefined;
  /** Shown after the input inside the field frame (e.g. a show-password button). */
  addon?: ReactNode;
  /** Shown under the input (e.g. the password rule checklist). */
  below?: ReactNode;
  /** How a required field says so: see {@link RequiredMark}. */
  requiredMark?: RequiredMark | undefined;
  /** The field may be left empty, and its label says so (« (facultatif) »); ignored on a required field. */
  optional?: boolean | undefined;
  /** The field's own words in the page's language (French when absent). */
  words?: FieldWords | undefined;
}

/**
 * How a required field's label says so: `words` adds "(obligatoire)" to the label (read with it);
 * `asterisk` adds a visual "*" hidden from assistive technology, for a form that says once what the
 * star means, and whose fields' names must stay the bare label (the `required` attribute is announced).
 */
export type RequiredMark = 'words' | 'asterisk';

/** The id of a field's control: the one given, else a unique one (with the name, when there is one, for readable DOM ids). */
function useFieldId(id: string | undefined, name: string | undefined): string {
  const autoId = useId();
  return id ?? (name ? `${autoId}-${name}` : autoId);
}

const join = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

/** What a field frame needs to tie its label, hint and error to the control inside it. */
interface FieldFrameProps {
  inputId: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  required?: boolean | undefined;
  requiredMark?: RequiredMark | undefined;
  optional?: boolean | undefined;
  className?: string | undefined;
  below?: ReactNode;
  /** The control, given the `aria-*` wiring to spread on it. */
  children: (aria: { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined }) => ReactNode;
  describedBy?: string | undefined;
  words?: FieldWords | undefined;
}

/** The frame every text-like field shares: label (with "obligatoire" or "facultatif"), hint, control, error. */
function FieldFrame({
  inputId,
  label,
  hint,
  error,
  required,
  requiredMark = 'words',
  optional,
  className,
  below,
  describedBy,
  words = FIELD_WORDS,
  children,
}: FieldFrameProps) {
  const hintId = hint ? `${inputId}-hint` : null;
  const errorId = error ? `${inputId}-error` : null;
  return (
    <div className={['field', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
        {required && requiredMark === 'asterisk' ? (
          <span className="field__mark" aria-hidden="true">
            {' '}
            *
          </span>
        ) : required ? (
          <span className="field__mark">{` (${words.required})`}</span>
        ) : optional ? (
          <span className="field__mark">{` (${words.optional})`}</span>
        ) : null}
      </label>
      {hint ? (
        <div id={hintId ?? undefined} className="field__hint">
          {hint}
        </div>
      ) : null}
      {children({ 'aria-invalid': error ? true : undefined, 'aria-describedby': join(hintId, describedBy, errorId) })}
      {below}
      {error ? (
        <p id={errorId ?? undefined} className="field__error">
          <Icon name="circle-exclamation" size="1em" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

/** A labelled `<input>` with hint and error. */
export function TextField({
  name,
  label,
  hint,
  error,
  describedBy,
  addon,
  below,
  id,
  className,
  required,
  requiredMark,
  optional,
  words,
  ...input
}: TextFieldProps) {
  const inputId = useFieldId(id, name);
  return (
    <FieldFrame {...{ inputId, label, hint, error, required, requiredMark, optional, className, below, describedBy, words }}>
      {(aria) => (
        <div className="field__control">
          <input id={inputId} name={name} className="field__input" required={required} {...aria} {...input} />
          {addon}
        </div>
      )}
    </FieldFrame>
  );
}

/** Props of {@link TextAreaField}. */
export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> {
  /** As {@link TextFieldProps.name}: forms that keep values in state may leave it out. */
  name?: string | undefined;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  requiredMark?: RequiredMark | undefined;
  /** As {@link TextFieldProps.optional}. */
  optional?: boolean | undefined;
  words?: FieldWords | undefined;
}

/** A labelled `<textarea>` (a message, a comment) with hint and error, framed like {@link TextField}. */
export function TextAreaField({ name, label, hint, error, id, className, required, requiredMark, optional, words, ...textarea }: TextAreaFieldProps) {
  const inputId = useFieldId(id, name);
  return (
    <FieldFrame {...{ inputId, label, hint, error, required, requiredMark, optional, className, words }}>
      {(aria) => (
        <div className="field__control">
          <textarea id={inputId} name={name} className="field__input field__input--multiline" required={required} {...aria} {...textarea} />
        </div>
      )}
    </FieldFrame>
  );
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** As {@link TextFieldProps.name}: forms that keep values in state may leave it out. */
  name?: string | undefined;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null | undefined;
  requiredMark?: RequiredMark | undefined;
  /** As {@link TextFieldProps.optional}. */
  optional?: boolean | undefined;
  words?: FieldWords | undefined;
  /** The `<option>`s. */
  children: ReactNode;
}

/** A labelled `<select>` with hint and error, framed like {@link TextField}. */
export function SelectField({ name, label, hint, error, id, className, required, requiredMark, optional, words, children, ...select }: SelectFieldProps) {
  const inputId = useFieldId(id, name);
  return (
    <FieldFrame {...{ inputId, label, hint, error, required, requiredMark, optional, className, words }}>
      {(aria) => (
        <div className="field__control">
          <select id={inputId} name={name} className="field__input" required={required} {...aria} {...select}>
            {children}
          </select>
        </div>
      )}
    </FieldFrame>
  );
}

/** Props of {@link EmailField}. */
export interface EmailFieldProps extends Omit<TextFieldProps, 'type' | 'inputMode' | 'autoCapitalize' | 'spellCheck'> {
  /** `username` where the address is a login identifier (password managers), else `email`. */
  autoComplete: 'username' | 'email';
}

/** An e-mail address field: the e-mail keyboard on phones, no capital or spelling fix added by the browser. */
export function EmailField(props: EmailFieldProps) {
  return <TextField {...props} type="email" inputMode="email" autoCapitalize="off" spellCheck={false} />;
}

/** Props of {@link PasswordField}. */
export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'addon'> {
  autoComplete: 'current-password' | 'new-password';
}

/**
 * A password field with a show/hide toggle (a pressed-state button, so the state is announced).
 * Paste is never blocked; the `autocomplete` token lets password managers fill or generate it.
 */
export function PasswordField(props: PasswordFieldProps) {
  const [shown, setShown] = useState(false);
  const inputId = useFieldId(props.id, props.name);
  const words = props.words ?? FIELD_WORDS;
  return (
    <TextField
      {...props}
      id={inputId}
      type={shown ? 'text' : 'password'}
      spellCheck={false}
      autoCapitalize="off"
      addon={
        <button type="button" className="field__toggle" aria-pressed={shown} aria-controls={inputId} onClick={() => setShown((s) => !s)}>
          {shown ? words.hide : words.show}
          <span className="visually-hidden">{` ${words.thePassword}`}</span>
        </button>
      }
    />
  );
}

/** Props of {@link CheckboxField}. */
export interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  name: string;
  label: ReactNode;
  error?: string | null | undefined;
}

/** A checkbox with its label beside it (the label may hold links) and its error under it. */
export function CheckboxField({ name, label, error, id, className, ...input }: CheckboxFieldProps) {
  const inputId = useFieldId(id, name);
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className={['field field--checkbox', error ? 'field--invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <div className="field__check">
        <input
          id={inputId}
          name={name}
          type="checkbox"
          className="field__checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...input}
        />
        <label htmlFor={inputId}>{label}</label>
      </div>
      {error ? (
        <p id={errorId} className="field__error">
          <Icon name="circle-exclamation" size="1em" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

/** One error of a form, for {@link FormErrorSummary}. */
export interface FormErrorItem {
  /** Id of the field to focus from the summary link; absent for an error of the whole form. */
  fieldId?: string | undefined;
  message: string;
}

/**
 * The errors of a submission, announced at once (`role="alert"`): a title and, when there are field
 * errors, one link per field that moves the focus to it. Renders an empty live region otherwise, so
 * the announcement fires when errors appear.
 */
export function FormErrorSummary({ title, errors }: { title: string | null; errors: readonly FormErrorItem[] }) {
  return (
    // Focusable: a failure that names no field brings the focus here (use-form-submission.ts).
    <div role="alert" tabIndex={-1} className={title ? 'form-errors' : 'form-errors form-errors--empty'}>
      {title ? (
        <>
          <p className="form-errors__title">
            <Icon name="circle-exclamation" size="1.1em" />
            <span>{title}</span>
          </p>
          {errors.length > 0 ? (
            <ul className="form-errors__list">
              {errors.map((e) => (
                <li key={`${e.fieldId ?? ''}:${e.message}`}>
                  {e.fieldId ? (
                    <a
                      href={`#${e.fieldId}`}
                      onClick={(event) => {
                        event.preventDefault();
                        document.getElementById(e.fieldId ?? '')?.focus();
                      }}
                    >
                      {e.message}
                    </a>
                  ) : (
                    e.message
                  )}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
