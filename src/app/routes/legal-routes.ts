/**
 * The five legal routes (SPEC §1, §2), part of the app's route table: each renders the `legal-text` block for its kind, so legal
 * texts get the same validation, isolation and placeholder handling as any CMS block.
 */
import type { ComponentConf } from '@/api/generated/types';
import { LEGAL_TEXTS } from '@registry/legal-text/legal-kinds';

/** One of `legal-notice`, `privacy-policy`, `cookie-policy`, `use-terms`, `sale-terms`. */
export type LegalKind = keyof typeof LEGAL_TEXTS;

/** The legal routes, in footer order: path, kind and the shell's string of its title (document title and links). */
export const LEGAL_ROUTES: ReadonlyArray<{ path: `/${LegalKind}`; kind: LegalKind; titleKey: (typeof LEGAL_TEXTS)[LegalKind]['titleKey'] }> = (
  ['legal-notice', 'privacy-policy', 'cookie-policy', 'use-terms', 'sale-terms'] as const
).map((kind) => ({ path: `/${kind}` as const, kind, titleKey: LEGAL_TEXTS[kind].titleKey }));

/** True when `value` names a legal text. */
export function isLegalKind(value: string): value is LegalKind {
  return Object.hasOwn(LEGAL_TEXTS, value);
}

/**
 * The component conf of a legal route: one `legal-text` block (with its h1 title).
 * @example <PageRenderer conf={legalConf('legal-notice')} diagnostics={isAdmin} />
 */
export function legalConf(kind: LegalKind): ComponentConf {
  return { slug: kind, blocks: [{ id: `legal-${kind}`, component: 'legal-text', props: { kind, showTitle: true } }] };
}
