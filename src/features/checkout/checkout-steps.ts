/**
 * The checkout's steps (one route, the step in the URL) and the resolver that reads the cart state
 * (SPEC §3) plus the checkout draft into what each step still misses and, when nothing is missing,
 * the {@link OrderInput} of the order. Pure: the page and its tests share it.
 */
import type { Address, AddressType, Carrier, CountryRef, PaymentMethod } from '@/api/generated/types';
import { checkExpeditionLimits, expeditionMessage, findCarrier, isShippedLine, type ExpeditionCheck, type ExpeditionLimits } from '@/features/cart/cart-rules';
import type { CartState } from '@/features/cart/use-cart';
import type { CheckoutDraft } from './checkout-draft';
import type { DeliveryChoice, OrderInput, OrderLineInput } from './order-payload';
import type { cartFr } from '@/features/cart/messages';
import type { TranslateFn } from '@/features/i18n/messages';
import { emailError, phoneError, type FieldSay } from '@/lib/field-rules';
import { CHECKOUT_PATH } from '@/lib/product-paths';
import type { checkoutFr } from './messages';
import { offeredPaymentMethods, type PaymentSettings } from './payment-methods';
import { addressProblems } from './validation';

/** The steps, in order; `slug` is the URL segment after `/commande/` (the same in every language), `label` the key of its name in the checkout's book. */
export const CHECKOUT_STEPS = [
  { id: 'contact', slug: 'coordonnees', label: 'stepContact' },
  { id: 'delivery', slug: 'livraison', label: 'stepDelivery' },
  { id: 'addresses', slug: 'adresses', label: 'stepAddresses' },
  { id: 'review', slug: 'paiement', label: 'stepReview' },
] as const;

/** One step's id. */
export type StepId = (typeof CHECKOUT_STEPS)[number]['id'];

/** The confirmation page's path, under the checkout's (`CHECKOUT_PATH`, one definition with the shop's other paths). */
export const CONFIRMATION_PATH = `${CHECKOUT_PATH}/confirmation`;

/** URL of a step. */
export function stepPath(id: StepId): string {
  const step = CHECKOUT_STEPS.find((s) => s.id === id) ?? CHECKOUT_STEPS[0];
  return `${CHECKOUT_PATH}/${step.slug}`;
}

/** The step of a URL segment, or null. */
export function stepOfSlug(slug: string | undefined): StepId | null {
  return CHECKOUT_STEPS.find((s) => s.slug === slug)?.id ?? null;
}

/** The translations the resolver writes its problems with (the page's language). */
export interface CheckoutSay {
  /** The page's language (`fr`, `en`), for dates. */
  language: string;
  checkout: TranslateFn<typeof checkoutFr>;
  cart: TranslateFn<typeof cartFr>;
  fields: FieldSay;
}

/** What the resolver needs besides the cart and the draft. */
export interface ResolveContext {
  /** Its problems' words, in the page's language. */
  say: CheckoutSay;
  /** The member's e-mail when logged in (guests type theirs). */
  accountEmail: string | null;
  /** `GET /admin/address/type`, to label the addresses DELIVERY and BILLING (undefined while loading). */
  addressTypes: readonly AddressType[] | undefined;
  /** Today, YYYY-MM-DD (a click-and-collect date must not be in the past). */
  today: string;
  /** MIN/MAX_EXPEDITION_BOTTLES: a carrier shipment (home or relay) is offered only within them. */
  expedition: ExpeditionLimits;
  /** The shipping calculation's carriers for the cart's lines and destination (empty until it answers): they price the carrier chosen. */
  shippingPrices: readonly Carrier[];
  /** How the site is paid (PAYMENT_METHOD and the details each method needs). */
  payment: PaymentSettings;
}

/** The result: problems per step (empty lists when complete) and the order input when all are complete. */
export interface ResolvedCheckout {
  problems: Record<StepId, string[]>;
  /** True when some line travels by carrier (then "no delivery" is not offered). */
  needsShipping: boolean;
  /** Home delivery: a delivery address is asked for. */
  needsShippingAddress: boolean;
  /** Whether the cart fits one carrier shipment (else only click-and-collect is offered). */
  expedition: ExpeditionCheck;
  /** The carrier chosen, as the shipping calculation prices it now (null when none, or not offered). */
  carrier: Carrier | null;
  /** The payment methods offered for this delivery, in the site's order. */
  paymentMethods: PaymentMethod[];
  /** The one chosen (the draft's when offered, else the first offered), or null when none is. */
  paymentMethod: PaymentMethod | null;
  input: OrderInput | null;
}

function typed(address: Address, value: 'DELIVERY' | 'BILLING', types: readonly AddressType[] | undefined): Address {
  const type = types?.find((t) => t.value === value);
  return { ...address, type: [type ?? { value }] };
}

/** The delivery address as the order sends it: postal code, city and country are those the prices were computed for. */
export function shippingAddressOf(cart: Pick<CartState, 'addresses' | 'city' | 'country'>): Address | null {
  const a = cart.addresses.shipping;
  if (!a || !cart.city || !cart.country) return a;
  return { ...a, postalCode: cart.city.postalCode, city: cart.city.name, country: cart.country };
}

/** A delivery choice as the delivery step completes it (home delivery still without its address). */
type StepDelivery = Exclude<DeliveryChoice, { type: 'DELIVERY' }> | Omit<Extract<DeliveryChoice, { type: 'DELIVERY' }>, 'address'>;

function deliveryChoice(
  cart: CartState,
  draft: CheckoutDraft,
  carrier: Carrier | null,
  today: string,
  expedition: ExpeditionCheck,
  problems: string[],
  say: CheckoutSay,
): StepDelivery | null {
  const t = say.checkout;
  switch (cart.deliveryType) {
    case null:
      problems.push(t('chooseDelivery'));
      return null;
    case 'no_delivery':
      if (cart.lines.some(isShippedLine)) {
        problems.push(t('mustShip'));
        return null;
      }
      return { type: 'NO_DELIVERY' };
    case 'clickAndCollect': {
      const cc = cart.clickAndCollect;
      if (!cc?.idAddress) problems.push(t('choosePlace'));
      if (!cc?.date) problems.push(t('chooseDate'));
      else if (cc.date < today) problems.push(t('datePast'));
      if (!cc?.idSchedule) problems.push(t('chooseSlot'));
      if (!cc?.idAddress || !cc.date || !cc.idSchedule || problems.length > 0) return null;
      return { type: 'CLICK_AND_COLLECT', idAddress: cc.idAddress, date: cc.date, idSchedule: cc.idSchedule };
    }
    case 'delivery': {
      if (!expedition.ok) {
        problems.push(expeditionMessage(expedition, say.cart));
        return null;
      }
      const relay = draft.carrierMode === 'relay' || cart.carrier?.deliveryType === 'PICKUP';
      const country: CountryRef | null = cart.country;
      if (!country) problems.push(t('chooseCountry'));
      if (!cart.city) problems.push(relay ? t('relayCity') : t('homeCity'));
      if (cart.city && !carrier) problems.push(relay ? t('chooseRelayDelivery') : t('chooseCarrier'));
      if (carrier && relay && !cart.accessPointAddress) problems.push(t('chooseRelay'));
      if (!country || !cart.city || !carrier || problems.length > 0) return null;
      if (carrier.deliveryType === 'PICKUP') return cart.accessPointAddress ? { type: 'PICKUP', carrier, country, accessPoint: cart.accessPointAddress } : null;
      // The address itself is the next step's: here only the mode and the carrier must be complete.
      return { type: 'DELIVERY', carrier, country };
    }
  }
}

/** Resolve the checkout (see the module comment). */
export function resolveCheckout(cart: CartState, draft: CheckoutDraft, ctx: ResolveContext): ResolvedCheckout {
  const problems: Record<StepId, string[]> = { contact: [], delivery: [], addresses: [], review: [] };
  const needsShipping = cart.lines.some(isShippedLine);

  const email = ctx.accountEmail ?? draft.email;
  const emailIssue = emailError(email, ctx.say.fields);
  if (emailIssue) problems.contact.push(emailIssue);
  const phoneIssue = phoneError(cart.phone, ctx.say.fields('phoneMissing'), ctx.say.fields);
  if (phoneIssue) problems.contact.push(phoneIssue);

  const expedition = checkExpeditionLimits(cart.lines, ctx.expedition);
  const carrier = findCarrier(ctx.shippingPrices, cart.carrier);
  const delivery = deliveryChoice(cart, draft, carrier, ctx.today, expedition, problems.delivery, ctx.say);
  const needsShippingAddress = cart.deliveryType === 'delivery' && delivery?.type !== 'PICKUP' && !(draft.carrierMode === 'relay' && !delivery);

  let shipping: Address | null = null;
  if (delivery?.type === 'DELIVERY') {
    shipping = shippingAddressOf(cart);
    if (Object.keys(addressProblems(shipping, ctx.say)).length > 0) problems.addresses.push(ctx.say.checkout('completeShipping'));
  }
  const sameAsShipping = draft.billingSameAsShipping && shipping !== null;
  const billingSource = sameAsShipping ? shipping : cart.addresses.billing;
  if (Object.keys(addressProblems(billingSource, ctx.say)).length > 0) problems.addresses.push(ctx.say.checkout('completeBilling'));

  const lines: OrderLineInput[] = cart.lines.map((l) => ({ declinationId: l.declinationId, quantity: l.quantity }));
  const [first, ...rest] = lines;
  if (!first) problems.review.push(ctx.say.checkout('empty'));

  const paymentMethods = offeredPaymentMethods(ctx.payment, delivery?.type ?? null);
  const paymentMethod = draft.paymentMethod && paymentMethods.includes(draft.paymentMethod) ? draft.paymentMethod : (paymentMethods[0] ?? null);
  if (!paymentMethod && delivery) {
    problems.review.push(ctx.payment.methods.includes('ON_SITE') ? ctx.say.checkout('payOnSiteOnly') : ctx.say.checkout('noPayment'));
  }

  const complete = Object.values(problems).every((p) => p.length === 0);
  let choice: DeliveryChoice | null = null;
  if (delivery?.type === 'DELIVERY') choice = shipping ? { ...delivery, address: typed(shipping, 'DELIVERY', ctx.addressTypes) } : null;
  else choice = delivery;
  const input: OrderInput | null =
    complete && first && choice && billingSource && paymentMethod
      ? {
          lines: [first, ...rest],
          contact: { email, phone: cart.phone },
          billing: typed(billingSource, 'BILLING', ctx.addressTypes),
          delivery: choice,
          discountCode: cart.discountCode,
          message: cart.message,
          paymentMethod,
        }
      : null;
  return { problems, needsShipping, needsShippingAddress, expedition, carrier, paymentMethods, paymentMethod, input };
}

/** The first step with a problem (where `/commande` leads), or the review step. */
export function firstIncompleteStep(resolved: ResolvedCheckout): StepId {
  return CHECKOUT_STEPS.find((s) => resolved.problems[s.id].length > 0)?.id ?? 'review';
}
