/**
 * What a form says after a failed call (issue 36: in the page's language). Apart from api-error.ts,
 * which every page loads: these words load with the forms that show them.
 */
import { sayOf, type Say } from '@/lib/message-format';
import { ApiError, type FieldErrors } from './api-error';

/** The French words of a failure (the type every translation follows; issue 36). */
export const FAILURE_MESSAGES = {
  unreachable: '{prefix} : le serveur ne répond pas. Vérifiez votre connexion puis réessayez.',
  serverSaid: '{prefix} : {message}. Réessayez dans un instant.',
  retry: '{prefix}. Réessayez dans un instant.',
  fixFields: '{message} Corrigez les champs signalés.',
} as const;

/** A failure's words in the page's language (a translate function over {@link FAILURE_MESSAGES}). */
export type FailureSay = Say<typeof FAILURE_MESSAGES>;

const french: FailureSay = sayOf(FAILURE_MESSAGES);

/**
 * A failure the visitor can only retry, in French unless `say` gives the page's words: what failed
 * (`prefix`), why when the server said so, and what to do. Never a bare technical error.
 */
export function failureMessage(error: unknown, prefix: string, say: FailureSay = french): string {
  if (error instanceof ApiError && error.status === 0) return say('unreachable', { prefix });
  if (error instanceof ApiError && error.message) return say('serverSaid', { prefix, message: error.message.replace(/\.$/, '') });
  return say('retry', { prefix });
}

/**
 * What a form shows after a failed submission: with field errors from the server (`data`), its
 * message plus "fix the fields" and the errors to place next to their fields; otherwise
 * {@link failureMessage} and no field error.
 */
export function describeFailure(error: unknown, prefix: string, say: FailureSay = french): { summary: string; fieldErrors: FieldErrors } {
  if (error instanceof ApiError && error.fieldErrors && Object.keys(error.fieldErrors).length > 0) {
    return { summary: say('fixFields', { message: error.message.replace(/\.?$/, '.') }), fieldErrors: error.fieldErrors };
  }
  return { summary: failureMessage(error, prefix, say), fieldErrors: {} };
}
