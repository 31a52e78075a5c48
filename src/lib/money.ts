/** Money as French visitors read it (fr-FR, euros): `1 234,50 €`; whole amounts without decimals. */
const withCents = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const whole = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });

/** Formats euros: `formatEuros(14.9)` → `14,90 €`, `formatEuros(65)` → `65 €`. */
export function formatEuros(amount: number): string {
  return Number.isInteger(amount) ? whole.format(amount) : withCents.format(amount);
}
