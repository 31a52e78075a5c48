/**
 * How products and their declinations are named on screen (catalogue, product page, cart, checkout):
 * one wording everywhere. Structural types, so this pure module needs none of the API's.
 */
import { frenchSpacing } from './french-typography';
import { formatDecimalIn } from './money';

/** A declination's variation as the API gives it. */
export interface VariationLike {
  label: string;
  displayLabel?: string | null;
  value: string;
}

/** The declination fields a label reads. */
export interface DeclinationLike {
  year?: number | null;
  capacity?: number | null;
  capacityUnit?: 'LITER' | 'CENTILITRE' | null;
  variation1?: VariationLike | null;
  variation2?: VariationLike | null;
  variation3?: VariationLike | null;
}

/**
 * Capacity with its unit, as `language` writes the number: `75 cl`, `1 L`, `0,5 L` (`0.5 L` in
 * English), joined by a no-break space (a line never ends with « 10 » and the next starts with
 * « cl »); null without capacity.
 */
export function capacityLabel(declination: Pick<DeclinationLike, 'capacity' | 'capacityUnit'>, language = 'fr'): string | null {
  if (declination.capacity === null || declination.capacity === undefined) return null;
  // Not toLocaleString: it would load Intl's fr-FR number data while a product page hydrates (money.ts).
  const amount = formatDecimalIn(language, declination.capacity, 3);
  return `${amount}\u00a0${declination.capacityUnit === 'LITER' ? 'L' : 'cl'}`;
}

/** True when `values` already says `label`, whatever spaces each is written with (« 75 cl » as a variation value and as the capacity). */
export function saysAlready(values: readonly string[], label: string): boolean {
  const plain = (text: string) => text.replace(/\s+/g, ' ');
  return values.some((value) => plain(value) === plain(label));
}

/** The declination's variations, in order, as `{ name, value }` (displayLabel over label; the value typeset: « 50 € » keeps its euro). */
export function variationParts(declination: DeclinationLike): { name: string; value: string }[] {
  return [declination.variation1, declination.variation2, declination.variation3]
    .filter((v): v is VariationLike => Boolean(v))
    .map((v) => ({ name: v.displayLabel?.trim() || v.label, value: frenchSpacing(v.value) }));
}

/**
 * A short label telling declinations of one product apart: variation values, then year and
 * capacity (its number as `language` writes it) — `60 min · 2026 · 50 cl`, `Half bottle · 2023 · 37.5 cl`.
 * Empty when the declination has none of these.
 */
export function declinationLabel(declination: DeclinationLike, language = 'fr'): string {
  const parts = variationParts(declination).map((p) => p.value);
  if (declination.year) parts.push(String(declination.year));
  const capacity = capacityLabel(declination, language);
  if (capacity && !saysAlready(parts, capacity)) parts.push(capacity);
  return parts.join(' · ');
}

/** The product fields that name its kind (SPEC §3 filter "kind"): the code and the site's name for it. */
export interface KindLike {
  kind?: string | null;
  kindLabel?: string | null;
}

/** A kind code humanised, for a site that gives no name: `GIFT_CARD` → `Gift card`. */
function humanise(code: string): string {
  const text = code.replace(/_/g, ' ').trim().toLowerCase();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The name of a product's kind: the site's `kindLabel`, else the code humanised; null without a kind. */
export function productKindLabel(product: KindLike): string | null {
  const code = product.kind?.trim();
  if (!code) return null;
  return product.kindLabel?.trim() || humanise(code);
}

/** The kinds of a catalogue, in order of first appearance, each with its name (the first name given wins). */
export function productKinds(products: readonly KindLike[]): { kind: string; label: string }[] {
  const labels = new Map<string, string | null>();
  for (const product of products) {
    const code = product.kind?.trim();
    if (code && !labels.get(code)) labels.set(code, product.kindLabel?.trim() || null);
  }
  return [...labels].map(([kind, label]) => ({ kind, label: label ?? humanise(kind) }));
}

/** A tag as a label: `peaux-sensibles` → `Peaux sensibles`. */
export function tagLabel(tag: string): string {
  const text = tag.replace(/[-_]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}
