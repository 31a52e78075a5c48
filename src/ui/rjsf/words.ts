/**
 * What the shared rjsf templates and widgets say (the error summary, the file widget), French unless
 * the form's setup hands the page's words through rjsf's `formContext` (`{ say }`,
 * src/features/forms/rjsf-setup.ts; issue 36).
 */
import type { Registry } from '@rjsf/utils';
import { sayOf, type Say } from '@/lib/message-format';

/** The French words (the type every translation follows). */
export const RJSF_WORDS = {
  summary: { one: 'Le formulaire contient une erreur :', other: 'Le formulaire contient {count} erreurs :' },
  /** A field's error in the summary: its label, then the message. */
  fieldError: '{title} : {message}',
  fileNotAccepted: '« {name} » n’est pas d’un type accepté.',
  fileNotAcceptedOf: '« {name} » n’est pas d’un type accepté ({types}).',
  fileTooBig: '« {name} » est trop volumineux ({size}) : {max} maximum.',
  fileUnreadable: 'Le fichier n’a pas pu être lu : choisissez-le à nouveau.',
  filesAttached: 'Fichiers joints',
  fileRemove: 'Retirer',
  fileRemoveNamed: 'Retirer {name}',
  fileUnnamed: 'fichier',
  sizeKb: '{size} ko',
  sizeMb: '{size} Mo',
} as const;

/** The templates' words in the page's language. */
export type RjsfSay = Say<typeof RJSF_WORDS>;

const french: RjsfSay = sayOf(RJSF_WORDS);

/** What the forms' setup hands rjsf as its `formContext`. */
export interface RjsfContext {
  say: RjsfSay;
}

/** The words of the form a template or widget is in (French when its setup gave none). */
export function rjsfSayOf(registry: Pick<Registry, 'formContext'>): RjsfSay {
  const context: unknown = registry.formContext;
  const say = typeof context === 'object' && context !== null && 'say' in context ? context.say : undefined;
  return typeof say === 'function' ? (say as RjsfSay) : french;
}

/** "850 ko", "2,4 Mo" (in the words given: "850 kB", "2.4 MB"). */
export function formatFileSize(bytes: number, say: RjsfSay = french): string {
  if (bytes < 1024 * 1024) return say('sizeKb', { size: Math.max(1, Math.round(bytes / 1024)) });
  return say('sizeMb', { size: Math.round((bytes / (1024 * 1024)) * 10) / 10 });
}
