/**
 * Structured data (schema.org JSON-LD) of a page: one inline `<script type="application/ld+json">`
 * element in the rendered tree, so it is in the server's HTML (crawlers need no script) and React
 * keeps it on hydration. A data block is never executed: the strict CSP (no inline script) holds.
 * Used by the home page (`HealthAndBeautyBusiness`), articles (`Article`) and products (`Product`).
 */

/** The JSON text of a data block, safe inside `<script>`: `<` is escaped, so no text can close the element. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** A JSON-LD data block (`data` carries its own `@context` and `@type`). */
export function JsonLd({ data }: { data: object }) {
  // React writes a script's text child as is (no entity escaping), which is what a data block needs.
  return <script type="application/ld+json">{jsonLdText(data)}</script>;
}
