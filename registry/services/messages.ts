/**
 * The services block's words (issue 36), one file per language (messages.fr-fr.ts, messages.en-gb.ts),
 * each a chunk of its own. The words a service's page says too (« Durées et tarifs », « Réserver »,
 * « Demander un devis ») and the offers (« 1 h 30 · 90 € ») come from the booking's book.
 */
import { defineMessages } from '@/features/i18n/messages';
import type { servicesFr } from './messages.fr-fr';

/** The book: one file per language (French, English), each a chunk of its own. */
export const servicesMessages = defineMessages('registry/services/messages', {
  fr_FR: () => import('./messages.fr-fr'),
  en_GB: () => import('./messages.en-gb'),
});

export type { servicesFr };
