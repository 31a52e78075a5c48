/**
 * Money as French visitors read it (fr-FR, euros), one rule for every price of the site — cards,
 * product page, cart, checkout, confirmation, booking, events, structured data text: a whole amount
 * has no decimals (`65 €`), any other amount has two (`14,90 €`, never `14,9 €`). So one purchase never
 * shows the same amount two ways (`65 €` here, `65,00 €` there).
 */
const withCents = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });
const eurosWithCents = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const eurosWhole = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** True when an amount (rounded to cents) is a whole number of euros. */
function isWhole(amount: number): boolean {
  return Math.round(amount * 100) % 100 === 0;
}

/** Formats euros: `formatEuros(14.9)` → `14,90 €`, `formatEuros(65)` → `65 €`. */
export function formatEuros(amount: number): string {
  return isWhole(amount) ? eurosWhole.format(amount) : eurosWithCents.format(amount);
}

/** The number part of {@link formatEuros}, for a text that writes its own currency: `14,90`, `65`, `1 234,50`. */
export function formatAmount(amount: number): string {
  return isWhole(amount) ? whole.format(amount) : withCents.format(amount);
}
