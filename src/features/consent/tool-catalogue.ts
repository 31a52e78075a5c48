/**
 * What each tool does, who runs it, and what it leaves in the browser (CNIL: the visitor is told the
 * purpose, the recipient and the cookies with their duration before choosing). Loaded only with the
 * "Personnaliser" dialog or with a tool's code, never in the initial load. The cookie patterns are
 * what a withdrawal deletes.
 */
import type { ToolId } from './tools';

/** One cookie (or storage entry) a tool sets: a name as the visitor sees it, and how long it lasts. */
export interface ToolCookie {
  name: string;
  duration: string;
}

/** A tool as the dialog describes it. */
export interface ToolDetails {
  /** Who receives the data. */
  provider: string;
  purpose: string;
  cookies: ToolCookie[];
  /** Names of first-party cookies the tool sets (deleted on withdrawal, where the browser allows). */
  cookiePatterns: RegExp[];
}

/** Every tool's description and cookies. */
export const TOOL_DETAILS: Record<ToolId, ToolDetails> = {
  matomo: {
    provider: 'Matomo, hébergé pour ce site (aucun partage avec des tiers)',
    purpose: 'Mesure d’audience : pages vues, durée de la visite, provenance. Les statistiques restent sur le serveur du site.',
    cookies: [
      { name: '_pk_id', duration: '13 mois' },
      { name: '_pk_ses', duration: '30 minutes' },
      { name: '_pk_ref', duration: '6 mois' },
    ],
    cookiePatterns: [/^_pk_/, /^mtm_/],
  },
  gtm: {
    provider: 'Google Ireland Ltd (données pouvant être transférées hors de l’Union européenne)',
    purpose: 'Mesure d’audience avec Google Analytics, chargé par le gestionnaire de balises Google Tag Manager : pages vues, appareil, provenance.',
    cookies: [
      { name: '_ga', duration: '13 mois' },
      { name: '_ga_<identifiant>', duration: '13 mois' },
    ],
    cookiePatterns: [/^_ga$/, /^_ga_/, /^_gid$/, /^_gat/, /^_gcl_/, /^_dc_gtm_/],
  },
  plausible: {
    provider: 'Plausible Insights OÜ (serveurs dans l’Union européenne)',
    purpose: 'Mesure d’audience sans cookie ni suivi d’un site à l’autre : pages vues et provenance, comptées de façon agrégée.',
    cookies: [],
    cookiePatterns: [],
  },
  pixel: {
    provider: 'Meta Platforms Ireland Ltd (données pouvant être transférées hors de l’Union européenne)',
    purpose:
      'Mesure de l’efficacité de nos publications sur Facebook et Instagram : Meta apprend que vous avez consulté le site et peut relier cette visite à votre compte.',
    cookies: [
      { name: '_fbp', duration: '3 mois' },
      { name: '_fbc', duration: '3 mois' },
    ],
    cookiePatterns: [/^_fbp$/, /^_fbc$/],
  },
};
