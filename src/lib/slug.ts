/**
 * Turns any text into a URL slug (SPEC §5): accents are folded to their base letter, only ASCII
 * letters and digits are kept, every other run of characters becomes one hyphen, and hyphens at
 * either end are dropped. Letters are lower-cased because the site's slugs are all lower case
 * (`massages-en-vendee`).
 *
 * @example slugify('Massages en Vendée') // 'massages-en-vendee'
 */
export function slugify(text: string): string {
  return (
    text
      // NFD splits "é" into "e" + a combining accent, which the next step removes.
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      // Ligatures and letters NFD does not decompose.
      .replace(/œ/g, 'oe')
      .replace(/Œ/g, 'OE')
      .replace(/æ/g, 'ae')
      .replace(/Æ/g, 'AE')
      .replace(/ß/g, 'ss')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/-{2,}/g, '-')
      .replace(/^-|-$/g, '')
  );
}
