/**
 * French typography for text shown to visitors: the space before « : ; ! ? », inside « guillemets »
 * and between a number and its unit (« € », « % », « °C », « min », « h », « cl », « kg »…) must not break, or a narrow screen shows a line that starts with
 * « ? » or « € » (seen on titles and lists at 390 px). Editors type an ordinary space, as on any
 * keyboard, and so do we in code; these helpers turn it into the right no-break space where the
 * text is rendered (CMS HTML in `SafeHtml`, block props in the renderer). Pure and idempotent: the
 * server and the browser produce the same text, and typesetting twice changes nothing.
 */

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

/** What may follow the punctuation mark: the end, a space, closing marks, more punctuation. */
const AFTER = String.raw`(?=$|[\s)\]»"'’.,;:!?<])`;

// A letter, digit or closing mark, then ordinary spaces, then the mark: never a mark at the start of a
// text, never inside a URL or a time (no space there).
const BEFORE_COLON = new RegExp(String.raw`([^\s<>])[ \u00a0]+:${AFTER}`, 'g');
const BEFORE_HIGH = new RegExp(String.raw`([^\s<>])[ \u00a0\u202f]+([;!?])${AFTER}`, 'g');
const BEFORE_CLOSING_GUILLEMET = /([^\s<>])[ \u202f]+»/g;
const AFTER_OPENING_GUILLEMET = /«[ \u202f]+(?=\S)/g;
const BEFORE_EURO = /(\d)[ \u202f]?€/g;
/**
 * The units a number is written with in a price list, a tasting note or opening hours: « 10 % »,
 * « 24 °C », « 60 min », « 9 h », « 75 cl », « 1,5 L », « 3 kg », « 12 km », « 2 ha ». A unit is a whole
 * word: « 3 mois », « 2 heures », « 5 l’an » are not units.
 */
const UNIT = String.raw`(%|°C|min|h|cl|ml|[lL]|kg|g|km|m|cm|mm|ha)(?![\p{L}\d'’])`;
/** A unit written after its number with a space keeps to it (none is added). */
const BEFORE_UNIT = new RegExp(String.raw`(\d)[ \u202f]+${UNIT}`, 'gu');
/** « 17 h 30 »: the minutes keep to their hour too. */
const HOUR_MINUTES = /(\d\u00a0h) (?=\d{2}(?!\d))/g;

/**
 * « n° 12 », « N° 3 »: the number keeps to its « n° », or a narrow screen starts a line with it (« Commande
 * n° » then « CMD-2026-0042 »). Not inside a word (« Bn° »); a space after « n° » at the end of a text
 * is the one before a number written next to it (an order's reference in bold).
 */
const AFTER_NUMERO = /(?<![\p{L}\d])([nN][°º])[ \u202f]+/gu;

/**
 * What every rule below needs in the text: a space (of any kind) before « : ; ! ? » », or « « » or
 * « € » at all, a space after « ° », or a number, a space and a unit. No rule adds or removes a mark, and each only rewrites the spaces next to one, so a
 * text without any of these comes out as it went in: most texts (names, URLs, « 14:30 ») stop here.
 */
const TYPESET_NEEDED = new RegExp(String.raw`[ \u00a0\u202f][:;!?»]|[«€]|[°º][ \u202f]|\d[ \u202f]+${UNIT}`, 'u');
const HIGH_MARK = /[;!?]/;

/**
 * Typeset one plain text: a no-break space before « : » and « » », after « « » and « n° », before « € »
 * following a number and between a number and the unit after it (« 60 min », « 17 h 30 », « 75 cl »); a narrow no-break space before « ; ! ? ». Ordinary spaces become them, missing
 * ones are not added (a URL's « ? » or a time's « : » stay as they are).
 * @example frenchSpacing('Qui suis-je ?') // 'Qui suis-je\u202f?'
 */
export function frenchSpacing(text: string): string {
  if (!TYPESET_NEEDED.test(text)) return text;
  // Each rule only where its mark is (a block's props hold thousands of texts on a long page).
  let out = text;
  if (out.includes(':')) out = out.replace(BEFORE_COLON, `$1${NBSP}:`);
  if (HIGH_MARK.test(out)) out = out.replace(BEFORE_HIGH, `$1${NARROW_NBSP}$2`);
  if (out.includes('»')) out = out.replace(BEFORE_CLOSING_GUILLEMET, `$1${NBSP}»`);
  if (out.includes('«')) out = out.replace(AFTER_OPENING_GUILLEMET, `«${NBSP}`);
  if (out.includes('€')) out = out.replace(BEFORE_EURO, `$1${NBSP}€`);
  out = out.replace(BEFORE_UNIT, `$1${NBSP}$2`);
  if (out.includes('h ')) out = out.replace(HOUR_MINUTES, `$1${NBSP}`);
  if (out.includes('°') || out.includes('º')) out = out.replace(AFTER_NUMERO, `$1${NBSP}`);
  return out;
}

/**
 * A space between two digits: a number written in groups, « 45 000 € », « SIRET 834 219 576 00014 »,
 * « 02 51 33 47 82 », is read on one line (the legal notice at 390 px ended a line with « 45 » and
 * began the next with « 000 € »). Only in an editor's prose (HTML): a block's props may hold digits
 * that are not words (a CSS value, a path).
 */
const INSIDE_NUMBER = /(\d) (?=\d)/g;
const SPACED_DIGITS = /\d \d/;

/**
 * Typeset the text of an HTML fragment (serialized, as a sanitizer returns it): only what lies
 * between tags changes, never a tag name, an attribute or a URL.
 */
export function frenchSpacingInHtml(html: string): string {
  const numbers = SPACED_DIGITS.test(html);
  if (!numbers && !TYPESET_NEEDED.test(html)) return html;
  // A text right after a closing inline tag (« <strong>x</strong> : y ») reads as following a word.
  return html.replace(/(^|>)([^<]*)/g, (match: string, open: string, text: string, offset: number) => {
    const afterInline = open === '>' && INLINE_CLOSE.test(html.slice(html.lastIndexOf('<', offset), offset + 1));
    const typeset = afterInline ? frenchSpacing(`x${text}`).slice(1) : frenchSpacing(text);
    return open + (numbers ? typeset.replace(INSIDE_NUMBER, `$1${NBSP}`) : typeset);
  });
}

/** A closing inline element: what follows it continues the same line of text. */
const INLINE_CLOSE = /^<\/(?:a|abbr|b|cite|code|em|i|q|small|span|strong|sub|sup|u)>$/;

/**
 * Typeset every string of a JSON value (a block's props): the same value when nothing changed, so
 * a memoized render keeps its identity; otherwise a copy with the same shape.
 */
export function frenchSpacingDeep<T>(value: T): T {
  return deep(value) as T;
}

function deep(value: unknown): unknown {
  if (typeof value === 'string') return frenchSpacing(value);
  if (Array.isArray(value)) {
    // Copied only from the first item that changed: most props have nothing to typeset.
    let next: unknown[] | undefined;
    for (let index = 0; index < value.length; index += 1) {
      const item: unknown = value[index];
      const typeset = deep(item);
      if (typeset !== item && !next) next = value.slice(0, index);
      next?.push(typeset);
    }
    return next ?? value;
  }
  if (value !== null && typeof value === 'object') {
    let next: Record<string, unknown> | undefined;
    // Own enumerable keys, in for…in order, without for…in's walk up the prototype chain.
    for (const key of Object.keys(value)) {
      const item: unknown = (value as Record<string, unknown>)[key];
      const typeset = deep(item);
      if (typeset !== item && !next) next = { ...value };
      if (next) next[key] = typeset;
    }
    return next ?? value;
  }
  return value;
}
