/**
 * Phone numbers as links. Its own module: the shell's parts call it, and the site's data
 * (src/app/layouts/site-data.ts) stays out of what the islands load (decision 011).
 */

/** `tel:` URL of a French phone number written with spaces (`06 39 98 42 17` → `tel:+33639984217`). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('0') && digits.length === 10 ? `+33${digits.slice(1)}` : digits}`;
}
