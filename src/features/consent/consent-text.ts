/**
 * The consent module's texts (kept here rather than in the shared catalogue: a feature owns its
 * strings), French with the code and English in its own chunk (consent-text.en-gb.ts, loaded by
 * English pages only, issue 36). What the banner says must match the cookie policy
 * (fixtures/sites/51/parameters.json, COOKIE_POLICY): 13 months, refusal as easy as acceptance, the
 * "Gérer les cookies" link.
 */
import { defineMessages } from '@/features/i18n/messages';

/** The banner's French texts (the type every translation follows). */
export const consentFr = {
  title: 'Vos choix en matière de cookies',
  intro: 'Avec votre accord, nous utilisons',
  introEnd:
    'pour mesurer l’audience du site et l’efficacité de nos publications. Refuser n’empêche pas d’utiliser le site, et vous pouvez changer d’avis à tout moment (« Gérer les cookies », en bas de page).',
  newTools: 'Un nouvel outil a été ajouté depuis votre dernier choix : merci de nous redonner votre avis.',
  policy: 'Politique de cookies',
  acceptAll: 'Tout accepter',
  refuseAll: 'Tout refuser',
  customise: 'Personnaliser',
  close: 'Continuer sans accepter',
  manage: 'Gérer les cookies',
  and: 'et',
} as const;

/** The banner's book. */
export const consentMessages = defineMessages(consentFr, { en_GB: () => import('./consent-text.en-gb') });

/** Display names of the third-party embed providers a stored choice may list (unknown ids show as given). */
export const EMBED_PROVIDER_NAMES: Record<string, string> = {
  'youtube': 'YouTube',
  'vimeo': 'Vimeo',
  'google-maps': 'Google Maps',
  'openstreetmap': 'OpenStreetMap',
  'google-reviews': 'Google',
};
