/** Default length of a cropped text (SPEC §9). */
export const DEFAULT_CROP_LENGTH = 120;

/** A run of spaces that holds a no-break one stays one of them (the narrow one before « ; ! ? », else U+00A0). */
function oneSpace(run: string): string {
  if (run.includes('\u202f')) return '\u202f';
  return run.includes('\u00a0') ? '\u00a0' : ' ';
}

/**
 * Shortens a text to at most `max` characters, ending with "…" when cut (SPEC §9). The cut falls
 * on the last word boundary when one is close, so a teaser never ends mid-word; a typeset text keeps
 * its no-break spaces (« La Roche : mes mollets » never ends a line before its « : »).
 */
export function cropText(text: string, max = DEFAULT_CROP_LENGTH): string {
  const clean = text.replace(/\s+/g, oneSpace).trim();
  if (clean.length <= max) return clean;
  const room = Math.max(0, max - 1);
  const hard = clean.slice(0, room);
  const lastSpace = hard.lastIndexOf(' ');
  const cut = lastSpace > room * 0.6 ? hard.slice(0, lastSpace) : hard;
  return `${cut.replace(/[\s,;:.!?-]+$/, '')}…`;
}

/** Removes HTML tags and decodes the few entities CMS text uses, for meta descriptions and teasers. */
export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
