/**
 * Texts of the "Personnaliser" dialog, loaded with it (a lazy chunk) rather than with every page:
 * French with the code, English in its own chunk (preferences-text.en-gb.ts, issue 36). Each tool's
 * recipient and purpose are here too (CNIL: said before choosing); its cookies are in tool-catalogue.ts.
 */
import { defineMessages } from '@/features/i18n/messages';
import type { preferencesFr } from './preferences-text.fr-fr';

/** The dialog's book. */
export const preferencesMessages = defineMessages('src/features/consent/preferences-text', {
  fr_FR: () => import('./preferences-text.fr-fr'),
  en_GB: () => import('./preferences-text.en-gb'),
});

export type { preferencesFr };
