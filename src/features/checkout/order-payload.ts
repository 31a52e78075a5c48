/**
 * The `POST /order` payload (SPEC §7) built from what the visitor chose, for each delivery mode. Pure:
 * the checkout resolves the cart state into an {@link OrderInput} (every step complete), this module
 * turns it into exactly the fields the contract lists — nothing more, nothing guessed.
 */
import type { AccessPoint, Address, Carrier, CountryRef, OrderRequest, PaymentMethod } from '@/api/generated/types';

/** One ordered declination. */
export interface OrderLineInput {
  declinationId: number;
  quantity: number;
}

/** The four delivery modes of `delivery.type`, each with what it needs. */
export type DeliveryChoice =
  /** Home delivery by a carrier of `deliveryType` DELIVERY, to the delivery address. */
  | { type: 'DELIVERY'; carrier: Carrier; country: CountryRef; address: Address }
  /** A pickup relay, booked with the relay carrier's service (SPEC §7 "serviceName, serviceCode and servicePrice"). */
  | { type: 'PICKUP'; carrier: Carrier; country: CountryRef; accessPoint: AccessPoint }
  /** Collected at one of the company's places, on a date (YYYY-MM-DD) in one of its slots. */
  | { type: 'CLICK_AND_COLLECT'; idAddress: number; date: string; idSchedule: number }
  /** Nothing to send (gift vouchers, services). */
  | { type: 'NO_DELIVERY' };

/** Everything an order needs, once every checkout step is complete. */
export interface OrderInput {
  lines: readonly [OrderLineInput, ...OrderLineInput[]];
  contact: { email: string; phone: string };
  billing: Address;
  delivery: DeliveryChoice;
  /** The discount code the visitor applied, or null. */
  discountCode: string | null;
  /** Message to the seller ('' = none). */
  message: string;
  /** How the customer pays (one the site offers for this delivery: payment-methods.ts). */
  paymentMethod: PaymentMethod;
}

const NO_CARRIER = { idCarrier: null, serviceName: null, serviceCode: null, servicePrice: null } as const;
const NO_PLACE = { accessPoint: null, dateSchedule: null, idSchedule: null, idAddress: null } as const;

/** The delivery part of the payload: mode, carrier or relay service, relay, slot, destination. */
function deliveryFields(d: DeliveryChoice): Omit<OrderRequest, 'products' | 'user' | 'address' | 'discountCode' | 'message' | 'paymentMethod'> {
  switch (d.type) {
    case 'DELIVERY':
      return {
        delivery: { type: 'DELIVERY' },
        ...NO_CARRIER,
        idCarrier: d.carrier.id,
        ...NO_PLACE,
        deliveryPostalCode: d.address.postalCode.trim(),
        deliveryIdCountry: d.country.id,
      };
    case 'PICKUP':
      return {
        delivery: { type: 'PICKUP' },
        ...NO_CARRIER,
        serviceName: d.carrier.name,
        serviceCode: d.carrier.serviceCode ?? null,
        servicePrice: d.carrier.price,
        ...NO_PLACE,
        accessPoint: d.accessPoint,
        deliveryPostalCode: d.accessPoint.zipCode,
        deliveryIdCountry: d.country.id,
      };
    case 'CLICK_AND_COLLECT':
      return {
        delivery: { type: 'CLICK_AND_COLLECT' },
        ...NO_CARRIER,
        ...NO_PLACE,
        idAddress: d.idAddress,
        dateSchedule: d.date,
        idSchedule: d.idSchedule,
        deliveryPostalCode: null,
        deliveryIdCountry: null,
      };
    case 'NO_DELIVERY':
      return { delivery: { type: 'NO_DELIVERY' }, ...NO_CARRIER, ...NO_PLACE, deliveryPostalCode: null, deliveryIdCountry: null };
  }
}

/**
 * Build the `POST /order` body (also, without its payment method, the `POST /order/discount` body):
 * products, user (phone, e-mail, names from the billing address), delivery and billing addresses (no
 * delivery address unless the parcel goes to one), discount code, message, payment method, then the
 * delivery mode's own fields.
 */
export function buildOrderPayload(input: OrderInput): OrderRequest {
  const [first, ...rest] = input.lines;
  const toLine = (l: OrderLineInput) => ({ id: l.declinationId, quantity: l.quantity });
  const message = input.message.trim();
  const code = input.discountCode?.trim() ?? '';
  return {
    products: [toLine(first), ...rest.map(toLine)],
    user: { phone: input.contact.phone.trim(), email: input.contact.email.trim(), firstname: input.billing.firstname, lastname: input.billing.lastname },
    address: { delivery: input.delivery.type === 'DELIVERY' ? input.delivery.address : null, billing: input.billing },
    discountCode: code === '' ? null : code,
    message: message === '' ? null : message,
    paymentMethod: input.paymentMethod,
    ...deliveryFields(input.delivery),
  };
}
