/**
 * The consent module's texts (kept here rather than in the shared catalogue: a feature owns its
 * strings), one file per language (consent-text.fr-fr.ts, consent-text.en-gb.ts: each page loads its
 * own, issue 36). What the banner says must match the cookie policy
 * (fixtures/sites/51/parameters.json, COOKIE_POLICY): 13 months, refusal as easy as acceptance, the
 * "Gérer les cookies" link.
 */
import { defineMessages } from '@/features/i18n/messages';
import type { consentFr } from './consent-text.fr-fr';

/** The banner's book. */
export const consentMessages = defineMessages('src/features/consent/consent-text', {
  fr_FR: () => import('./consent-text.fr-fr'),
  en_GB: () => import('./consent-text.en-gb'),
});

/** Display names of the third-party embed providers a stored choice may list (unknown ids show as given). */
export const EMBED_PROVIDER_NAMES: Record<string, string> = {
  'youtube': 'YouTube',
  'vimeo': 'Vimeo',
  'google-maps': 'Google Maps',
  'openstreetmap': 'OpenStreetMap',
  'google-reviews': 'Google',
};

export type { consentFr };
