import type { LegalTextParameter } from '@/api/queries/site';
import type { MessageKey } from '@/features/i18n/use-i18n';

/** The five legal texts of SPEC §1: route kind → setting key and the shell's string of its title. */
export const LEGAL_TEXTS = {
  'legal-notice': { parameter: 'LEGAL_NOTICE', titleKey: 'legal.legalNotice' },
  'privacy-policy': { parameter: 'PRIVACY_POLICY', titleKey: 'legal.privacyPolicy' },
  'cookie-policy': { parameter: 'COOKIE_POLICY', titleKey: 'legal.cookiePolicy' },
  'use-terms': { parameter: 'USE_TERMS', titleKey: 'legal.useTerms' },
  'sale-terms': { parameter: 'SALE_TERMS', titleKey: 'legal.saleTerms' },
} as const satisfies Record<string, { parameter: LegalTextParameter; titleKey: MessageKey }>;
