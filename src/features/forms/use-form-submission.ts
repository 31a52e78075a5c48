/**
 * The submission of a hand-written form (login, registration, password reset, profile, password
 * change, element registration): the one way these forms go from "Enter" to the API and back, so
 * they never drift apart. It lives with the forms feature so every feature and route reaches it
 * through this public module.
 * - One submission at a time: a second Enter while one is in flight is ignored, even in the render
 *   before the mutation's pending state reaches the button.
 * - The form's own checks first: on an error, the summary, each message next to its field, and the
 *   focus on the first field in error; nothing is sent.
 * - A failed call: the server's message (or "le serveur ne répond pas", in the page's language), its
 *   field errors next to their fields, the focus on the first of them — or, when the failure names no
 *   field (a refused login, a server down), on the summary: the button, disabled while the call ran,
 *   had lost the focus to the page, and a keyboard user started again from its top. Nothing typed is lost.
 */
import { useRef, type FormEvent } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { describeFailure } from '@/api/failure-message';
import { useFormWords } from '@/features/i18n/use-form-words';
import { focusFirstError, type FieldErrorMap, type FormFields } from '@/ui/use-form-fields';

/** What a failed call shows: the summary title and the errors placed next to their fields. */
export interface FailureDisplay {
  summary: string;
  fieldErrors?: FieldErrorMap;
}

/** One submission of {@link useFormSubmission}'s form. */
export interface Submission<TData, TError, TVariables> {
  /** The form's own checks (field name → French message); empty: the call goes. */
  errors: FieldErrorMap;
  /** The summary title shown when `errors` is not empty. */
  invalid: string;
  /** What the mutation is called with. */
  variables: TVariables;
  /** Called with the API's answer. */
  onSuccess: (data: TData) => void;
  /**
   * A failure this form words itself (a refused login, a used reset token…); null or absent: the
   * server's message and field errors (`describeFailure` with the hook's `failure` prefix).
   */
  explain?: (error: TError) => FailureDisplay | null;
}

/**
 * The submit handler of a form kept by `useFormFields` whose call is `mutation`.
 * @param form the form's values and errors (`useFormFields`)
 * @param ids field name → input id, in the form's order (where the focus goes on an error)
 * @param mutation the call (`useMutation`, `useLogin`…)
 * @param failure the start of the message of a failed call in the page's language, e.g. "La connexion n’a pas abouti"
 * @returns `submit(event, submission)`, to call from the form's `onSubmit`
 */
export function useFormSubmission<T extends Record<string, string | boolean>, TData, TError, TVariables>(
  form: FormFields<T>,
  ids: Readonly<Record<string, string>>,
  mutation: UseMutationResult<TData, TError, TVariables, unknown>,
  failure: string,
) {
  // The mutation's pending state reaches the button one render later; the ref closes that gap.
  const sending = useRef(false);
  const words = useFormWords();

  return function submit(event: FormEvent<HTMLFormElement>, { errors, invalid, variables, onSuccess, explain }: Submission<TData, TError, TVariables>) {
    event.preventDefault();
    if (sending.current) return;
    if (Object.keys(errors).length > 0) {
      form.fail(invalid, errors);
      focusFirstError(errors, ids);
      return;
    }
    form.clearErrors();
    sending.current = true;
    const formElement = event.currentTarget;
    mutation.mutate(variables, {
      onSuccess,
      onError: (error) => {
        const { summary, fieldErrors = {} } = explain?.(error) ?? describeFailure(error, failure, words.failure);
        form.fail(summary, fieldErrors);
        if (!focusFirstError(fieldErrors, ids)) formElement.querySelector<HTMLElement>('.form-errors')?.focus();
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  };
}
