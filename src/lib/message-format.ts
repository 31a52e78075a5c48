/**
 * The message format of Vitrine's interface strings (issue 36), small on purpose: a message is a text
 * with `{name}` slots, or, for a count, one text per CLDR plural category of the language
 * (`{ one: '{count} bouteille', other: '{count} bouteilles' }`), chosen by `Intl.PluralRules`, so
 * French says « 0 bouteille », « 1,5 bouteille » and English "0 bottles", "1 bottle" without a rule
 * of ours. No ICU parser: a few hundred bytes instead of several kilobytes, no code run from strings.
 */

/** One text per plural category (CLDR); `other` is required, the others as the language needs. */
export interface PluralMessage {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

/** An interface string: a text with `{name}` slots, or a plural message (chosen by `values.count`). */
export type Message = string | PluralMessage;

/** Values put into a message's `{name}` slots. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * The plural rules of a language, made on first use: building one loads the language's data, which a
 * page that never counts does not need. Bounded: one per language a site speaks.
 */
const pluralRules = new Map<string, Intl.PluralRules>();

/** The CLDR plural category of `count` in `language` (`fr`, `en`): `fr` 0 and 1.5 → `one`, `en` 0 → `other`. */
export function pluralCategory(language: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/** A number as `language` writes it: `fr` 12 345,5 (U+202F between groups; none below 10 000, as CLDR says), `en` 1,234.5. */
export function formatNumber(language: string, value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const [int = '0', decimals] = String(Math.abs(value)).split('.');
  const french = language === 'fr';
  const grouped = french && int.length < 5 ? int : int.replace(/\B(?=(\d{3})+$)/g, french ? '\u202f' : ',');
  return `${value < 0 ? '-' : ''}${grouped}${decimals ? `${french ? ',' : '.'}${decimals}` : ''}`;
}

/**
 * `message` with its slots filled (numbers written as `language` writes them); a plural message picks
 * its text by `values.count`. An unknown slot is left visible, so the mistake shows in review.
 *
 * @example formatMessage({ one: '{count} bouteille', other: '{count} bouteilles' }, { count: 1.5 }, 'fr') // '1,5 bouteille'
 */
export function formatMessage(message: Message, values: MessageValues = {}, language = 'fr'): string {
  const count = values.count;
  const text = typeof message === 'string' ? message : (message[pluralCategory(language, typeof count === 'number' ? count : Number(count))] ?? message.other);
  return text.replace(/\{(\w+)\}/g, (slot, name: string) => {
    const value = values[name];
    if (value === undefined) return slot;
    return typeof value === 'number' ? formatNumber(language, value) : value;
  });
}

/** A translate function over one set of messages: `say('key', { slot: value })`. */
export type Say<T> = (key: keyof T & string, values?: MessageValues) => string;

/**
 * The translate function of `messages` in `language`: the French default of a rule that takes the
 * page's words (`say`), and what a loaded translation becomes (src/features/i18n/messages.ts).
 */
export function sayOf<T extends Readonly<Record<string, Message>>>(messages: T, language = 'fr'): Say<T> {
  return (key, values) => formatMessage(messages[key] ?? key, values, language);
}
