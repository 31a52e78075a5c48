/**
 * The cart state of SPEC §3 and its transitions (SPEC §4), as one pure immer reducer. It holds the
 * visitor's choices only: the lines and everything the checkout chooses (delivery type,
 * click-and-collect, pickup relay, city, country, carrier, addresses, phone, message, the discount
 * code) plus the last error. Server answers are not state: shipping prices and order totals are
 * read from the query cache (`shippingPricesQueryOptions`, `orderTotalsQueryOptions`,
 * docs/decisions/009-query-keys.md) for the choices on screen.
 * Persistence lives in cart-storage.ts, the store in cart-store.ts, the public hook in use-cart.ts.
 */
import { produce } from 'immer';
import type { AccessPoint, Address, Carrier, City, CountryRef, Product, StoredCart } from '@/api/generated/types';
import { lineDeclination, nextLineId, normalizeQuantity, quantityStep, stepQuantity, type StepDirection } from './cart-rules';

/**
 * The whole cart (SPEC §3 "Cart state"), exactly what is persisted (minus `version`/`siteId`):
 * - `lines`: `{ id, declinationId, quantity, product }`, in the order added; `nextLineId` the counter.
 * - `deliveryType`: `'delivery' | 'clickAndCollect' | 'no_delivery'`, null until chosen.
 * - `clickAndCollect`: `{ date, idAddress, idSchedule }` or null.
 * - `accessPointAddress`: the pickup relay chosen (AccessPoint) or null.
 * - `city` `{ postalCode, name }`, `country` `{ id, alphaTwo, alphaThree }`, each or null.
 * - `carrier`: the carrier chosen, `{ id, deliveryType }` or null — its name and price are those of
 *   the shipping calculation for the current lines and destination (`findCarrier` in cart-rules.ts).
 * - `addresses`: `{ shipping, billing }` (Address or null); `phone`, `message`: strings.
 * - `discountCode`: the code the visitor applied, or null; its totals are `POST /order/discount`'s.
 * - `error`: `{ scope, message, lines }` — the last failure's French message and, per line id, the
 *   message of that line (SPEC §4 "an error message is kept").
 */
export type CartState = Omit<StoredCart, 'version' | 'siteId'>;

/** One cart line. */
export type CartLineState = CartState['lines'][number];
/** The delivery types of SPEC §3. */
export type DeliveryType = NonNullable<CartState['deliveryType']>;
/** Click-and-collect choice. */
export type ClickAndCollectChoice = NonNullable<CartState['clickAndCollect']>;
/** The carrier chosen: its identity among the shipping prices. */
export type CarrierChoice = NonNullable<CartState['carrier']>;
/** The kept error. */
export type CartError = NonNullable<CartState['error']>;
/** Stock of one declination as `PUT /product/quantities` answers it. */
export interface DeclinationStock {
  id: number;
  quantity: number;
}

/** An empty cart. */
export const initialCartState: CartState = {
  lines: [],
  nextLineId: 0,
  deliveryType: null,
  clickAndCollect: null,
  accessPointAddress: null,
  city: null,
  country: null,
  carrier: null,
  addresses: { shipping: null, billing: null },
  phone: '',
  message: '',
  discountCode: null,
  error: null,
};

/** Everything that can happen to the cart. */
export type CartAction =
  /** Add a declination; one already in the cart has its quantity increased (SPEC §4). */
  | { type: 'add'; product: Product; declinationId: number; quantity?: number; locale?: string }
  /** Set a line's quantity (below 1 gives 1, SPEC §4). */
  | { type: 'setQuantity'; lineId: number; quantity: number }
  /** + or − on a line (step by sellByMultipleOf for vintage items, SPEC §4). */
  | { type: 'step'; lineId: number; direction: StepDirection }
  | { type: 'remove'; lineId: number }
  /** Empty everything (SPEC §4 "clearing the cart empties all of it"). */
  | { type: 'clear' }
  /** Replace the state with one read from storage (load, another tab). */
  | { type: 'restore'; state: CartState }
  /** SPEC §4: choosing clickAndCollect resets carrier, city and the pickup point (the prices follow the city). */
  | { type: 'setDeliveryType'; deliveryType: DeliveryType | null }
  | { type: 'setClickAndCollect'; clickAndCollect: ClickAndCollectChoice | null }
  | { type: 'setAccessPoint'; accessPoint: AccessPoint | null }
  /** SPEC §4: another destination means another shipping calculation, so the carrier is chosen again. */
  | { type: 'setCity'; city: City | null }
  | { type: 'setCountry'; country: CountryRef | null }
  /** A carrier of the shipping prices (only its identity is kept) or null. */
  | { type: 'setCarrier'; carrier: Pick<Carrier, 'id' | 'deliveryType'> | null }
  | { type: 'setAddress'; kind: 'shipping' | 'billing'; address: Address | null }
  | { type: 'setPhone'; phone: string }
  | { type: 'setMessage'; message: string }
  /** A code the server accepted (`POST /order/discount` gave a discount for it). */
  | { type: 'discountApplied'; code: string }
  | { type: 'discountRemoved' }
  /** Stock from `PUT /product/quantities`, written into the lines' declinations. */
  | { type: 'quantitiesRefreshed'; stock: readonly DeclinationStock[] }
  /** SPEC §4 "Failures": validation or order failed — stock refreshed, the message kept (per line too). */
  | { type: 'failed'; scope: CartError['scope']; message: string; lineMessages?: Readonly<Record<number, string>>; stock?: readonly DeclinationStock[] }
  | { type: 'dismissError' };

function refreshStock(draft: CartState, stock: readonly DeclinationStock[]): void {
  const byId = new Map(stock.map((s) => [s.id, Math.max(0, s.quantity)]));
  for (const line of draft.lines) {
    const fresh = byId.get(line.declinationId);
    if (fresh === undefined) continue;
    const declination = line.product.declinations.find((d) => d.id === line.declinationId);
    if (declination) declination.quantity = fresh;
  }
}

/** A line id not used by any line, starting from the counter (after a wrap, old ids may still be there). */
function freeLineId(draft: CartState): number {
  const used = new Set(draft.lines.map((l) => l.id));
  let id = draft.nextLineId;
  while (used.has(id)) id = nextLineId(id);
  return id;
}

/** Lines changed: a kept line error about quantities no longer describes them. */
function linesChanged(draft: CartState): void {
  draft.error = null;
}

/** Same city: postal code and name (choosing it again changes nothing). */
function sameCity(a: City | null, b: City | null): boolean {
  return a?.postalCode === b?.postalCode && a?.name === b?.name;
}

/** The cart reducer (pure, immer). Unknown line ids and no-op changes leave the state as it was. */
export const cartReducer = produce((draft: CartState, action: CartAction): CartState | void => {
  switch (action.type) {
    case 'add': {
      if (!action.product.declinations.some((d) => d.id === action.declinationId)) return;
      const existing = draft.lines.find((l) => l.declinationId === action.declinationId);
      const step = quantityStep(action.product, lineDeclination({ declinationId: action.declinationId, product: action.product }));
      const quantity = Math.max(step, normalizeQuantity(action.quantity ?? step));
      if (existing) {
        existing.quantity += quantity;
        // The catalogue may have changed (price, stock) since the line was added: keep the newest.
        existing.product = action.product;
        if (action.locale) existing.locale = action.locale;
        else delete existing.locale;
      } else {
        const id = freeLineId(draft);
        draft.lines.push({ id, declinationId: action.declinationId, quantity, product: action.product, ...(action.locale ? { locale: action.locale } : {}) });
        draft.nextLineId = nextLineId(id);
      }
      linesChanged(draft);
      return;
    }
    case 'setQuantity': {
      const line = draft.lines.find((l) => l.id === action.lineId);
      if (!line) return;
      const quantity = normalizeQuantity(action.quantity);
      if (quantity === line.quantity) return;
      line.quantity = quantity;
      linesChanged(draft);
      return;
    }
    case 'step': {
      const line = draft.lines.find((l) => l.id === action.lineId);
      if (!line) return;
      const quantity = stepQuantity(line, action.direction);
      if (quantity === line.quantity) return;
      line.quantity = quantity;
      linesChanged(draft);
      return;
    }
    case 'remove': {
      const index = draft.lines.findIndex((l) => l.id === action.lineId);
      if (index < 0) return;
      draft.lines.splice(index, 1);
      linesChanged(draft);
      return;
    }
    case 'clear':
      return initialCartState;
    case 'restore':
      return action.state;
    case 'setDeliveryType':
      draft.deliveryType = action.deliveryType;
      if (action.deliveryType === 'clickAndCollect') {
        draft.carrier = null;
        draft.city = null;
        draft.accessPointAddress = null;
      }
      return;
    case 'setClickAndCollect':
      draft.clickAndCollect = action.clickAndCollect;
      return;
    case 'setAccessPoint':
      draft.accessPointAddress = action.accessPoint;
      return;
    case 'setCity':
      if (sameCity(draft.city, action.city)) return;
      draft.city = action.city;
      draft.carrier = null;
      return;
    case 'setCountry':
      if (draft.country?.id === action.country?.id) return;
      draft.country = action.country;
      draft.carrier = null;
      return;
    case 'setCarrier':
      // Only the identity: the name and price stay the shipping calculation's (never stored, never stale).
      draft.carrier = action.carrier && { id: action.carrier.id, deliveryType: action.carrier.deliveryType };
      return;
    case 'setAddress':
      draft.addresses[action.kind] = action.address;
      return;
    case 'setPhone':
      draft.phone = action.phone;
      return;
    case 'setMessage':
      draft.message = action.message;
      return;
    case 'discountApplied':
      draft.discountCode = action.code;
      if (draft.error?.scope === 'discount') draft.error = null;
      return;
    case 'discountRemoved':
      draft.discountCode = null;
      return;
    case 'quantitiesRefreshed':
      refreshStock(draft, action.stock);
      return;
    case 'failed': {
      if (action.stock) refreshStock(draft, action.stock);
      const lines: Record<string, string> = {};
      for (const [id, message] of Object.entries(action.lineMessages ?? {})) {
        if (draft.lines.some((l) => String(l.id) === id)) lines[id] = message;
      }
      draft.error = { scope: action.scope, message: action.message, lines };
      return;
    }
    case 'dismissError':
      draft.error = null;
      return;
  }
});

/**
 * Per-line messages from the field errors of a failed order call: `products.<i>.<field>` names the
 * i-th product sent, i.e. the i-th line (the calls send the lines in order). Keyed by line id.
 */
export function lineMessagesFrom(fieldErrors: Readonly<Record<string, string>> | null, lines: readonly Pick<CartLineState, 'id'>[]): Record<number, string> {
  const out: Record<number, string> = {};
  for (const [field, message] of Object.entries(fieldErrors ?? {})) {
    const match = /^products\.(\d+)\./.exec(field);
    const line = match ? lines[Number(match[1])] : undefined;
    if (line) out[line.id] = out[line.id] ? `${out[line.id]} ${message}` : message;
  }
  return out;
}
