/**
 * What src/ui's pieces say themselves, in the page's language (issue 36): a list's « Réessayer », the
 * pagination's « Page suivante », a media grid's « Agrandir la photo 2 sur 5 », a workshop's facts
 * (« Lieu », « Places : 3 restantes »), a quote's marks and « Lire la suite », a rating's « Note : 4,9
 * sur 5 ». One book (ui-words.fr-fr.ts: the French that the pieces also keep as their defaults).
 * `const say = useUiWords()`, then `say={say}` on the piece (`<ListError say={say} …/>`).
 */
import { defineMessages, type TranslateFn } from './messages';
import { useMessages } from './use-messages';
import type { uiWordsFr } from './ui-words.fr-fr';

/** The book: one chunk per language. */
export const uiWordsMessages = defineMessages('src/features/i18n/ui-words', {
  fr_FR: () => import('./ui-words.fr-fr'),
  en_GB: () => import('./ui-words.en-gb'),
});

/** src/ui's words in the page's language, for the pieces' `say` prop (suspends while another locale's chunk loads). */
export function useUiWords(): TranslateFn<typeof uiWordsFr> {
  return useMessages(uiWordsMessages);
}
