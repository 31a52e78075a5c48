/**
 * Money as French visitors read it (fr-FR, euros), one rule for every price of the site — cards,
 * product page, cart, checkout, confirmation, booking, events, structured data text: a whole amount
 * has no decimals (`65 €`), any other amount has two (`14,90 €`, never `14,9 €`). So one purchase never
 * shows the same amount two ways (`65 €` here, `65,00 €` there).
 *
 * Written by hand rather than with `Intl.NumberFormat`, with the same characters Intl's fr-FR gives
 * (groups of three digits split by a narrow no-break space U+202F, a decimal comma, a no-break space
 * U+00A0 before `€`; money.test.ts compares both over random amounts): the first fr-FR formatter a
 * page builds loads the locale's number data, ≈ 12 ms on a desktop CPU and ≈ 50 ms on a phone, in
 * the task that hydrates the product page, the checkout or a product list (issue 23, Total Blocking
 * Time). A price needs none of it.
 */

/** Intl's fr-FR group separator (narrow no-break space). */
const GROUP = '\u202f';
/** Between the amount and the currency sign (no-break space). */
const BEFORE_CURRENCY = '\u00a0';

/** True when an amount (rounded to cents) is a whole number of euros. */
function isWhole(amount: number): boolean {
  return Math.round(amount * 100) % 100 === 0;
}

/**
 * `value` with at most `maxDigits` decimals, at least `minDigits`, fr-FR style: `1 234,5`, `-0,75`,
 * `3`. Rounded as Intl rounds: half away from zero, on the number's shortest decimal form
 * (`13.2235` → `13,224`, where `toFixed` would round its binary value down).
 */
export function formatDecimal(value: number, maxDigits: number, minDigits = 0): string {
  if (!Number.isFinite(value) || Math.abs(value) >= 1e21) return String(value);
  // Intl writes the sign of a negative zero too (`-0 €`).
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  // Below 1e-6 the shortest form has an exponent; no amount that small survives three decimals.
  const [int = '0', decimals = ''] = (Math.abs(value) < 1e-6 ? '0' : String(Math.abs(value))).split('.');
  let digits = `${int}${decimals.slice(0, maxDigits).padEnd(maxDigits, '0')}`;
  if ((decimals[maxDigits] ?? '0') >= '5') digits = (BigInt(digits) + 1n).toString().padStart(maxDigits + 1, '0');
  let fraction = digits.slice(digits.length - maxDigits);
  while (fraction.length > minDigits && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const grouped = digits.slice(0, digits.length - maxDigits).replace(/\B(?=(\d{3})+$)/g, GROUP);
  return `${sign}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** A number written the French way (`1 234,5`) written the English way (`1,234.5`): groups by commas, a decimal point. */
function inEnglish(french: string): string {
  const [int = '0', decimals] = french.split(',');
  return `${int.replaceAll(GROUP, ',')}${decimals ? `.${decimals}` : ''}`;
}

/** A decimal number as `language` writes it: French `37,5` ({@link formatDecimal}), English `37.5`, `1,234.5`. */
export function formatDecimalIn(language: string, value: number, maxDigits: number): string {
  const french = formatDecimal(value, maxDigits);
  return language === 'fr' ? french : inEnglish(french);
}

/** Formats euros: `formatEuros(14.9)` → `14,90 €`, `formatEuros(65)` → `65 €`. */
export function formatEuros(amount: number): string {
  return `${formatAmount(amount)}${BEFORE_CURRENCY}€`;
}

/** The number part of {@link formatEuros}, for a text that writes its own currency: `14,90`, `65`, `1 234,50`. */
export function formatAmount(amount: number): string {
  return isWhole(amount) ? formatDecimal(amount, 0) : formatDecimal(amount, 2, 2);
}

/**
 * Euros as `language` writes them: French `14,90 €` ({@link formatEuros}), English `€14.90`, `€65`,
 * `-€3.50`, `€1,234.50` (as Intl's en-GB does, written by hand for the same reason).
 */
export function formatEurosIn(language: string, amount: number): string {
  if (language === 'fr') return formatEuros(amount);
  return `${amount < 0 ? '-' : ''}€${inEnglish(formatAmount(Math.abs(amount)))}`;
}
