/**
 * Phone numbers as links. Its own module: the shell's parts call it, and the site's data
 * (src/app/layouts/site-data.ts) stays out of what the islands load (decision 011).
 */

/** The ten digits of a French number written the French way (`02 51 33 47 82`, `0251334782`); null otherwise. */
function frenchNational(phone: string): string | null {
  const digits = phone.replace(/[^\d+]/g, '');
  return digits.startsWith('0') && digits.length === 10 ? digits : null;
}

/** `tel:` URL of a French phone number written with spaces (`06 39 98 42 17` → `tel:+33639984217`). */
export function telHref(phone: string): string {
  const national = frenchNational(phone);
  return `tel:${national ? `+33${national.slice(1)}` : phone.replace(/[^\d+]/g, '')}`;
}

/**
 * A phone number as a page of `language` (`fr`, `en`) writes it: French pages keep the site's own
 * writing (« 02 51 33 47 82 »); on another language's page, whose reader may call from abroad, a
 * French number is written in its international form (“+33 2 51 33 47 82”). Other numbers as written.
 */
export function phoneText(phone: string, language: string): string {
  const national = language === 'fr' ? null : frenchNational(phone);
  return national ? `+33 ${national[1]} ${national.slice(2).replace(/(\d\d)(?=\d)/g, '$1 ')}` : phone;
}

/**
 * {@link phoneText} inside a sentence: its groups joined by no-break spaces, so the number is read on
 * one line (the order's confirmation at 390 px ended a line with « appelez le 02 51 » and began the
 * next with « 33 47 82 »).
 */
export function phoneInText(phone: string, language: string): string {
  return phoneText(phone, language).replace(/ /g, '\u00a0');
}
