import { stripHtml } from './crop-text';

/** The non-blank lines of a plain text, in order (an FAQ answer, a callout, one paragraph per line). */
export function nonEmptyLines(text: string): string[] {
  return text.split(/\r?\n/).filter((line) => line.trim() !== '');
}

/**
 * The visible lines of a settings text that may be plain or light HTML (line breaks, `<br>`, `</p>`),
 * tags removed — e.g. COMPANY_HOURS, shown line by line in the footer and the contact block alike.
 */
export function displayLines(text: string): string[] {
  return text
    .split(/\r?\n|<br\s*\/?>|<\/p>/i)
    .map((line) => stripHtml(line))
    .filter(Boolean);
}
