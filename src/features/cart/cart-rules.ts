/**
 * The cart's business rules (SPEC §4 "Quantities", §5 "Cart and order", §9): pure functions, the one
 * place these rules live. The cart reducer, the cart UI, the checkout and any badge use them from
 * here — never a copy.
 */
import type { Carrier, CartLine, Declination, Discount, Product } from '@/api/generated/types';
import type { TranslateFn } from '@/features/i18n/messages';
import { indexParameters, parameterNumber, type ParameterLike } from '@/lib/parameters';
import type { cartFr } from './messages';

/** The line id counter wraps to 0 when it reaches this value (SPEC §9). */
export const LINE_ID_WRAP = 100_000;

/** Half-bottle threshold (SPEC §9): under 0.75 L, or under 75 cl. */
export const HALF_BOTTLE_LITRES = 0.75;
export const HALF_BOTTLE_CENTILITRES = 75;

/** Which way a quantity stepper goes. */
export type StepDirection = 'increase' | 'decrease';

/** Rounds to cents (prices are euros with two decimals); never answers -0. */
function toCents(value: number): number {
  const rounded = Math.round((value + Number.EPSILON) * 100) / 100;
  return rounded === 0 ? 0 : rounded;
}

/**
 * The next cart line id after `current`: the counter goes up by one and wraps to 0 at 100000
 * (SPEC §4, §9).
 *
 * @example nextLineId(41) // 42
 * @example nextLineId(99999) // 0
 */
export function nextLineId(current: number): number {
  return (Math.trunc(current) + 1) % LINE_ID_WRAP;
}

/**
 * A quantity the visitor set, made valid (SPEC §4 "setting a quantity below 0 gives 1"). Zero is
 * treated the same way — a line of 0 would be an empty line; removing a line is its own action —
 * and a fraction or a non-number becomes a whole number of at least 1.
 *
 * @example normalizeQuantity(-3) // 1
 * @example normalizeQuantity(4.7) // 4
 */
export function normalizeQuantity(quantity: number): number {
  if (!Number.isFinite(quantity) || quantity < 1) return 1;
  return Math.floor(quantity);
}

/** The declination a line holds (its `declinationId` among the product's declinations), or null. */
export function lineDeclination(line: Pick<CartLine, 'declinationId' | 'product'>): Declination | null {
  return line.product.declinations.find((d) => d.id === line.declinationId) ?? null;
}

/**
 * How much one step of the quantity stepper moves (SPEC §4): the declination's `sellByMultipleOf`
 * for a vintage product, otherwise 1.
 */
export function quantityStep(product: Pick<Product, 'isVintage' | 'sellByMultipleOf'>, declination: Pick<Declination, 'sellByMultipleOf'> | null): number {
  if (!product.isVintage) return 1;
  return Math.max(1, declination?.sellByMultipleOf ?? product.sellByMultipleOf);
}

/**
 * The quantity after one press of + or − (SPEC §4): by the declination's `sellByMultipleOf` for a
 * vintage item, else by 1. Decreasing never goes below one step (the smallest quantity that can be
 * sold); removing the line is a separate action.
 *
 * @example stepQuantity({ quantity: 2, …vintage sold by 2 }, 'increase') // 4
 * @example stepQuantity({ quantity: 1, …not vintage }, 'decrease') // 1
 */
export function stepQuantity(line: Pick<CartLine, 'quantity' | 'declinationId' | 'product'>, direction: StepDirection): number {
  const step = quantityStep(line.product, lineDeclination(line));
  const next = direction === 'increase' ? line.quantity + step : line.quantity - step;
  return Math.max(step, normalizeQuantity(next));
}

/**
 * A price after a discount (SPEC §5 "Discount computation"): a EURO discount subtracts its amount,
 * a PERCENT discount reduces the price by that percent, the result never goes below 0, and a
 * SHIPPING_FEES discount leaves the price alone (it applies to shipping). Rounded to cents.
 *
 * @example discountedPrice(65, { type: 'PERCENT', amount: 10, … }) // 58.5
 * @example discountedPrice(3, { type: 'EURO', amount: 5, … }) // 0
 */
export function discountedPrice(price: number, discount: Pick<Discount, 'type' | 'amount' | 'detailType'> | null | undefined): number {
  if (!discount || discount.detailType === 'SHIPPING_FEES') return toCents(price);
  const reduced = discount.type === 'EURO' ? price - discount.amount : price * (1 - discount.amount / 100);
  return toCents(Math.max(0, reduced));
}

/**
 * The unit price a line is sold at: its declination's price (else the product's) after the
 * declination's own discount (else the product's).
 */
export function lineUnitPrice(line: Pick<CartLine, 'declinationId' | 'product'>): number {
  const declination = lineDeclination(line);
  return discountedPrice(declination?.price ?? line.product.price, declination?.discount ?? line.product.discount);
}

/** Unit price before any discount (to show a struck-through price next to a discounted one). */
export function lineListPrice(line: Pick<CartLine, 'declinationId' | 'product'>): number {
  return lineDeclination(line)?.price ?? line.product.price;
}

/** Sum of the lines' unit prices × quantities, rounded to cents: the subtotal shown before the server answers. */
export function cartSubtotal(lines: readonly CartLine[]): number {
  return toCents(lines.reduce((sum, line) => sum + lineUnitPrice(line) * line.quantity, 0));
}

/** Number of items in the cart (sum of quantities): the header's badge. */
export function cartItemCount(lines: readonly Pick<CartLine, 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** True when a declination is below the half-bottle threshold (SPEC §9): < 0.75 L or < 75 cl. */
export function isHalfBottle(declination: Pick<Declination, 'capacity' | 'capacityUnit'> | null): boolean {
  if (!declination || declination.capacity === null || declination.capacity === undefined) return false;
  if (declination.capacityUnit === 'LITER') return declination.capacity < HALF_BOTTLE_LITRES;
  if (declination.capacityUnit === 'CENTILITRE') return declination.capacity < HALF_BOTTLE_CENTILITRES;
  return false;
}

/** True when a line travels by carrier (gift vouchers and packs sent by e-mail do not: `hasShippingFees` false). */
export function isShippedLine(line: Pick<CartLine, 'product'>): boolean {
  return line.product.hasShippingFees;
}

/**
 * The free-shipping count of some lines (SPEC §5): a WINE declination under 0.75 L (or 75 cl)
 * counts half a bottle per unit; a BOX counts quantity × the product's `sellByMultipleOf`, or half
 * of that when its reference is "small"; the total is rounded down. Pass the shipped lines
 * ({@link isShippedLine}) to measure progress towards free shipping.
 *
 * @example freeShippingCount([3 × a 37.5 cl bottle]) // 1 (1.5 rounded down)
 */
export function freeShippingCount(lines: readonly Pick<CartLine, 'quantity' | 'declinationId' | 'product'>[]): number {
  let total = 0;
  for (const line of lines) {
    if (line.product.type.type === 'BOX') {
      const units = line.quantity * line.product.sellByMultipleOf;
      total += line.product.reference?.trim().toLowerCase() === 'small' ? units / 2 : units;
    } else {
      total += isHalfBottle(lineDeclination(line)) ? line.quantity / 2 : line.quantity;
    }
  }
  return Math.floor(total);
}

/** Free-shipping minimums (site parameters FREE_SHIPPING_MIN_BOTTLES / FREE_SHIPPING_MIN_PRICE); null = not set. */
export interface FreeShippingMinimums {
  bottles: number | null;
  price: number | null;
}

/** Where the cart stands towards free shipping. */
export type FreeShippingProgress = { kind: 'none' } | { kind: 'reached' } | { kind: 'missing'; bottles: number | null; amount: number | null; ratio: number };

/**
 * Progress towards free shipping for the shipped lines: reached when either minimum is met;
 * otherwise how many bottles (free-shipping count) and euros are still missing, and how far the
 * nearer goal is (0–1, for a progress bar). `none` when no minimum is set or nothing is shipped.
 */
export function freeShippingProgress(lines: readonly CartLine[], minimums: FreeShippingMinimums): FreeShippingProgress {
  const shipped = lines.filter(isShippedLine);
  const hasBottles = minimums.bottles !== null && minimums.bottles > 0;
  const hasPrice = minimums.price !== null && minimums.price > 0;
  if (shipped.length === 0 || (!hasBottles && !hasPrice)) return { kind: 'none' };
  const count = freeShippingCount(shipped);
  const amount = cartSubtotal(shipped);
  const bottlesLeft = hasBottles ? Math.max(0, (minimums.bottles ?? 0) - count) : null;
  const amountLeft = hasPrice ? toCents(Math.max(0, (minimums.price ?? 0) - amount)) : null;
  if (bottlesLeft === 0 || amountLeft === 0) return { kind: 'reached' };
  const ratios = [hasBottles ? count / (minimums.bottles ?? 1) : 0, hasPrice ? amount / (minimums.price ?? 1) : 0];
  return { kind: 'missing', bottles: bottlesLeft, amount: amountLeft, ratio: Math.min(1, Math.max(...ratios)) };
}

/** Minimum and maximum bottles per shipment (MIN_EXPEDITION_BOTTLES / MAX_EXPEDITION_BOTTLES); null = not set. */
export interface ExpeditionLimits {
  min: number | null;
  max: number | null;
}

/** The site's expedition limits (MIN_EXPEDITION_BOTTLES / MAX_EXPEDITION_BOTTLES of `GET /parameter`); missing = none. */
export function expeditionLimits(parameters: readonly ParameterLike[] | undefined): ExpeditionLimits {
  const index = indexParameters(parameters ?? []);
  return { min: parameterNumber(index, 'MIN_EXPEDITION_BOTTLES'), max: parameterNumber(index, 'MAX_EXPEDITION_BOTTLES') };
}

/**
 * How many items a shipment holds, for the expedition limits (MIN_EXPEDITION_BOTTLES /
 * MAX_EXPEDITION_BOTTLES): every unit counts one whatever its size — a 10 cl flacon or a 37.5 cl
 * half bottle is one item in the parcel — and a box counts the items inside it (quantity ×
 * `sellByMultipleOf`). This is deliberately NOT the free-shipping count of SPEC §5, whose half
 * weighting is a pricing rule: with it, one flacon counted 0 and could never meet "at least one
 * flacon per shipment".
 *
 * @example expeditionCount([1 × a 10 cl flacon]) // 1
 * @example expeditionCount([2 × a box sold by 6]) // 12
 */
export function expeditionCount(lines: readonly Pick<CartLine, 'quantity' | 'product'>[]): number {
  return lines.reduce((sum, line) => sum + (line.product.type.type === 'BOX' ? line.quantity * Math.max(1, line.product.sellByMultipleOf) : line.quantity), 0);
}

/** Whether the shipped lines respect the expedition limits ({@link expeditionCount}). */
export type ExpeditionCheck = { ok: true } | { ok: false; reason: 'below-min' | 'above-max'; count: number; limit: number };

/**
 * Checks the shipped lines ({@link isShippedLine}) against the expedition limits, counted with
 * {@link expeditionCount}. The limits bound what one carrier shipment (home delivery or relay point)
 * may hold: they never apply to click-and-collect or to a cart with nothing shipped, so a cart out of
 * limits can still be ordered for pickup — the cart says so, and the checkout offers the carrier
 * modes only when the check passes. A limit of 0 or less means none.
 *
 * @example checkExpeditionLimits([1 × a 10 cl flacon], { min: 1, max: 12 }) // { ok: true }
 * @example checkExpeditionLimits([1 bottle], { min: 6, max: 36 }) // { ok: false, reason: 'below-min', count: 1, limit: 6 }
 */
export function checkExpeditionLimits(lines: readonly CartLine[], limits: ExpeditionLimits): ExpeditionCheck {
  const shipped = lines.filter(isShippedLine);
  if (shipped.length === 0) return { ok: true };
  const count = expeditionCount(shipped);
  if (limits.max !== null && limits.max > 0 && count > limits.max) return { ok: false, reason: 'above-max', count, limit: limits.max };
  if (limits.min !== null && limits.min > 0 && count < limits.min) return { ok: false, reason: 'below-min', count, limit: limits.min };
  return { ok: true };
}

/**
 * The sentence that explains a failed {@link checkExpeditionLimits} in the page's language (`t`: the
 * cart's book; cart and delivery step say the same). Its plural follows the limit (« au moins 6 articles »).
 */
export function expeditionMessage(check: Exclude<ExpeditionCheck, { ok: true }>, t: TranslateFn<typeof cartFr>): string {
  return check.reason === 'above-max'
    ? t('expeditionAbove', { count: check.limit, limit: check.limit, extra: check.count - check.limit, items: check.count })
    : t('expeditionBelow', { count: check.limit, limit: check.limit, missing: check.limit - check.count });
}

/**
 * A short signature of the lines (declination and quantity, in order). Totals computed by the
 * server carry the signature of the lines they were computed for, so stale totals are never shown.
 */
export function linesSignature(lines: readonly Pick<CartLine, 'declinationId' | 'quantity'>[]): string {
  return lines.map((l) => `${l.declinationId}x${l.quantity}`).join(',');
}

/** The products part of the order calls (`POST /order/validate`, `/order/discount`, `/order`): `{ id: declinationId, quantity }`. */
export function orderProducts(lines: readonly Pick<CartLine, 'declinationId' | 'quantity'>[]): { id: number; quantity: number }[] {
  return lines.map((l) => ({ id: l.declinationId, quantity: l.quantity }));
}

/** The products part of the shipping calculation (`POST /calculate/shipping-fees`): `{ idProduct: declinationId, quantity }`. */
export function shippingProducts(lines: readonly Pick<CartLine, 'declinationId' | 'quantity'>[]): { idProduct: number; quantity: number }[] {
  return lines.map((l) => ({ idProduct: l.declinationId, quantity: l.quantity }));
}

/**
 * The carrier the visitor chose, as the shipping calculation prices it now: the cart keeps only
 * the choice (`{ id, deliveryType }`), so name and price always come from the current answer.
 * Null when nothing is chosen or the chosen carrier is not offered for these lines and destination.
 *
 * @example findCarrier([colissimo, mondialRelay], { id: 1, deliveryType: 'DELIVERY' }) // colissimo
 */
export function findCarrier<C extends Pick<Carrier, 'id' | 'deliveryType'>>(
  prices: readonly C[],
  choice: Pick<Carrier, 'id' | 'deliveryType'> | null,
): C | null {
  if (!choice) return null;
  return prices.find((c) => c.id === choice.id && c.deliveryType === choice.deliveryType) ?? null;
}

/** Stock of a line's declination when stock is tracked (USE_PRODUCT_STOCK), else null = unlimited. */
export function lineStock(line: Pick<CartLine, 'declinationId' | 'product'>, useStock: boolean): number | null {
  if (!useStock) return null;
  return Math.max(0, lineDeclination(line)?.quantity ?? line.product.quantity);
}

/** A product's lowest price, after discounts, over its declinations (for cards: "Dès 65 €"). */
export interface ProductPrice {
  /** Lowest price paid, euros. */
  from: number;
  /** That declination's price before discount (equal to `from` without a discount). */
  listPrice: number;
  /** True when declinations have different prices. */
  varies: boolean;
}

/**
 * The lowest price of a product over its declinations (the product's own price without any). Reads
 * only the prices and discounts: a card's summary of a product is enough.
 */
export function productPrice(
  product: Pick<Product, 'price' | 'discount'> & { declinations: readonly Pick<Declination, 'price' | 'discount'>[] },
): ProductPrice {
  const offers = product.declinations.map((d) => ({ paid: discountedPrice(d.price, d.discount ?? product.discount), list: d.price }));
  if (offers.length === 0) return { from: discountedPrice(product.price, product.discount), listPrice: product.price, varies: false };
  const best = offers.reduce((a, b) => (b.paid < a.paid ? b : a));
  return { from: best.paid, listPrice: best.list, varies: offers.some((o) => o.paid !== best.paid) };
}

/** Stock of a product (sum over its declinations) when stock is tracked, else null = unlimited. */
export function productStock(
  product: Pick<Product, 'quantity'> & { declinations: readonly Pick<Declination, 'quantity'>[] },
  useStock: boolean,
): number | null {
  if (!useStock) return null;
  if (product.declinations.length === 0) return Math.max(0, product.quantity);
  return product.declinations.reduce((sum, d) => sum + Math.max(0, d.quantity), 0);
}
