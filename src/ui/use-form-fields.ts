/**
 * State of a plain form: its values, the error of each field, and the summary title of a failed
 * submission. Editing a field clears that field's error (the visitor is fixing it); nothing typed is
 * ever reset by an error.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FormErrorItem } from './form-field';

/** Field name → French message. */
export type FieldErrorMap = Record<string, string>;

/** What {@link useFormFields} gives a form. */
export interface FormFields<T extends Record<string, string | boolean>> {
  values: T;
  errors: FieldErrorMap;
  /** Title of the error summary (null when the last submission had no error). */
  summary: string | null;
  set: <K extends keyof T>(name: K, value: T[K]) => void;
  /** Show a failed submission: a summary title and the field errors. */
  fail: (summary: string, errors?: FieldErrorMap) => void;
  /** Clear every error (a new submission starts). */
  clearErrors: () => void;
  /** Put every field back to its first value (after a successful submission). */
  reset: (values?: T) => void;
  /**
   * The `<form>`'s ref (`const { keepTyped } = form` … `ref={keepTyped}`: lint reads a `form.x` given as a ref as a ref object): as it mounts, what the visitor typed or ticked in the
   * server's HTML before the page hydrated (fields named as the values' keys) becomes the values.
   */
  keepTyped: (element: HTMLFormElement | null) => void;
}

/** A field's value as the visitor left it in the page (a checkbox: ticked or not), or undefined for anything else. */
function valueInPage(field: Element | RadioNodeList | null): string | boolean | undefined {
  if (field instanceof HTMLInputElement) return field.type === 'checkbox' ? field.checked : field.value;
  if (field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) return field.value;
  return undefined;
}

/** Form values and errors for a form whose fields are text or checkboxes. */
export function useFormFields<T extends Record<string, string | boolean>>(initial: T): FormFields<T> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [summary, setSummary] = useState<string | null>(null);
  const set = useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!(name in e)) return e;
      const { [name as string]: _gone, ...rest } = e;
      return rest;
    });
  }, []);
  const fail = useCallback((title: string, fieldErrors: FieldErrorMap = {}) => {
    setSummary(title);
    setErrors(fieldErrors);
  }, []);
  const clearErrors = useCallback(() => {
    setSummary(null);
    setErrors({});
  }, []);
  const reset = useCallback(
    (next?: T) => {
      setValues(next ?? initial);
      setSummary(null);
      setErrors({});
    },
    [initial],
  );
  // A slow phone: the visitor types in the server's HTML before the app has started. Hydration keeps
  // those characters in the fields but not in the state, and the next render (an error, the submit
  // held meanwhile and replayed: src/app/boot.ts) wiped them. Read as the form mounts, in the commit
  // (a ref's callback: its update is rendered before that replay).
  const first = useRef(initial);
  const keepTyped = useCallback((element: HTMLFormElement | null) => {
    if (!element) return;
    const typed: Partial<T> = {};
    for (const name of Object.keys(first.current) as Array<keyof T & string>) {
      const value = valueInPage(element.elements.namedItem(name));
      const before = first.current[name];
      if (value !== undefined && typeof value === typeof before && value !== before) typed[name] = value as T[typeof name];
    }
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
  }, []);
  return { values, errors, summary, set, fail, clearErrors, reset, keepTyped };
}

/**
 * The summary lines of `errors`, in the order of `ids` (the form's field order), each linked to its
 * field; errors of fields the form does not have (a server key it does not know) come last, unlinked.
 */
export function errorItems(errors: FieldErrorMap, ids: Readonly<Record<string, string>>): FormErrorItem[] {
  const known = Object.keys(ids).filter((name) => errors[name]);
  const unknown = Object.keys(errors).filter((name) => !(name in ids));
  return [...known.map((name) => ({ fieldId: ids[name], message: errors[name] ?? '' })), ...unknown.map((name) => ({ message: errors[name] ?? '' }))];
}

/** Move the focus to the first field (in form order) that has an error; false when none has (the focus did not move). */
export function focusFirstError(errors: FieldErrorMap, ids: Readonly<Record<string, string>>): boolean {
  const first = Object.keys(ids).find((name) => errors[name]);
  const field = first ? document.getElementById(ids[first] ?? '') : null;
  field?.focus();
  return field !== null;
}

/**
 * {@link focusFirstError} for a form whose errors come from elsewhere (a reducer's state, set in a
 * transition): each time `errors` is a new set, once it is on screen — so the field is read with its
 * message. Not for the errors a form opens with: a step shown again with its message (a time refused by
 * the server) is announced by its focused heading.
 */
export function useFocusFirstError(errors: FieldErrorMap, ids: Readonly<Record<string, string>>): void {
  const shown = useRef(errors);
  useEffect(() => {
    if (errors === shown.current) return;
    shown.current = errors;
    focusFirstError(errors, ids);
  });
}
