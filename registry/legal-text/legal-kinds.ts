import type { LegalTextParameter } from '@/api/queries/site';

/** The five legal texts of SPEC §1: route kind → setting key and French title. */
export const LEGAL_TEXTS = {
  'legal-notice': { parameter: 'LEGAL_NOTICE', title: 'Mentions légales' },
  'privacy-policy': { parameter: 'PRIVACY_POLICY', title: 'Politique de confidentialité' },
  'cookie-policy': { parameter: 'COOKIE_POLICY', title: 'Politique de cookies' },
  'use-terms': { parameter: 'USE_TERMS', title: 'Conditions générales d’utilisation' },
  'sale-terms': { parameter: 'SALE_TERMS', title: 'Conditions générales de vente' },
} as const satisfies Record<string, { parameter: LegalTextParameter; title: string }>;
