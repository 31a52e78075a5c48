// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { validateOrderRequest } from '@/api/generated/validators.js';
import type { Address, Carrier, CountryRef } from '@/api/generated/types';
import { buildOrderPayload, type DeliveryChoice, type OrderInput } from './order-payload';

const france: CountryRef = { id: 1, alphaTwo: 'FR', alphaThree: 'FRA', name: 'France' };
const address = (type: 'DELIVERY' | 'BILLING'): Address => ({
  type: [{ id: type === 'DELIVERY' ? 1 : 2, value: type, label: type === 'DELIVERY' ? 'Livraison' : 'Facturation' }],
  firstname: 'Camille',
  lastname: 'Durand',
  address: '3 rue des Pêcheurs',
  addressPart2: null,
  postalCode: ' 85150 ',
  city: 'Les Achards',
  country: france,
});
const colissimo: Carrier = {
  id: 1,
  name: 'Colissimo — livraison à domicile',
  fdp: 6.9,
  price: 6.9,
  deliveryType: 'DELIVERY',
  siteType: 'FRANCE',
  serviceCode: 'COL_DOM',
};
const relay: Carrier = { id: 2, name: 'Mondial Relay — point relais', fdp: 4.5, price: 4.5, deliveryType: 'PICKUP', siteType: 'FRANCE', serviceCode: 'MR_24R' };
const accessPoint = {
  id: '085-0142',
  name: 'Tabac Presse Le Saint-Joseph',
  addLine1: '2 place de l’Église',
  zipCode: '85150',
  city: 'Les Achards',
  country: 'FR',
  position: { latitude: 46.6159, longitude: -1.6575 },
  icon: null,
};

const input = (delivery: DeliveryChoice, extra: Partial<OrderInput> = {}): OrderInput => ({
  lines: [
    { declinationId: 11, quantity: 2 },
    { declinationId: 21, quantity: 1 },
  ],
  contact: { email: ' camille.durand@exemple.fr ', phone: '06 12 34 56 78' },
  billing: address('BILLING'),
  delivery,
  discountCode: null,
  message: '',
  paymentMethod: 'STRIPE',
  ...extra,
});

function expectValid(payload: unknown): void {
  const valid = validateOrderRequest(payload);
  expect(validateOrderRequest.errors ?? [], JSON.stringify(validateOrderRequest.errors)).toEqual([]);
  expect(valid).toBe(true);
}

describe('buildOrderPayload (POST /order, SPEC §7)', () => {
  it('home delivery: the carrier by id, the delivery address, its postal code and country', () => {
    const payload = buildOrderPayload(
      input({ type: 'DELIVERY', carrier: colissimo, country: france, address: address('DELIVERY') }, { discountCode: ' bienvenue10 ', message: ' Merci ! ' }),
    );
    expectValid(payload);
    expect(payload).toMatchObject({
      products: [
        { id: 11, quantity: 2 },
        { id: 21, quantity: 1 },
      ],
      user: { phone: '06 12 34 56 78', email: 'camille.durand@exemple.fr', firstname: 'Camille', lastname: 'Durand' },
      delivery: { type: 'DELIVERY' },
      idCarrier: 1,
      serviceName: null,
      servicePrice: null,
      accessPoint: null,
      dateSchedule: null,
      deliveryPostalCode: '85150',
      deliveryIdCountry: 1,
      discountCode: 'bienvenue10',
      message: 'Merci !',
      paymentMethod: 'STRIPE',
    });
    expect(payload.address.delivery?.type?.[0]?.value).toBe('DELIVERY');
    expect(payload.address.billing.type?.[0]?.value).toBe('BILLING');
  });

  it('pickup relay: the relay service (name, code, price) and the access point, no delivery address', () => {
    const payload = buildOrderPayload(input({ type: 'PICKUP', carrier: relay, country: france, accessPoint }));
    expectValid(payload);
    expect(payload).toMatchObject({
      delivery: { type: 'PICKUP' },
      idCarrier: null,
      serviceName: 'Mondial Relay — point relais',
      serviceCode: 'MR_24R',
      servicePrice: 4.5,
      accessPoint: { id: '085-0142', zipCode: '85150' },
      deliveryPostalCode: '85150',
      deliveryIdCountry: 1,
      address: { delivery: null },
      discountCode: null,
      message: null,
    });
  });

  it('click-and-collect: the place, the date and the slot, no carrier nor destination; paid on collection', () => {
    const payload = buildOrderPayload(input({ type: 'CLICK_AND_COLLECT', idAddress: 1, date: '2026-12-01', idSchedule: 2 }, { paymentMethod: 'ON_SITE' }));
    expectValid(payload);
    expect(payload).toMatchObject({
      paymentMethod: 'ON_SITE',
      delivery: { type: 'CLICK_AND_COLLECT' },
      idAddress: 1,
      dateSchedule: '2026-12-01',
      idSchedule: 2,
      idCarrier: null,
      serviceCode: null,
      accessPoint: null,
      deliveryPostalCode: null,
      deliveryIdCountry: null,
      address: { delivery: null },
    });
  });

  it('no delivery: only products, contact, billing, code and message', () => {
    const payload = buildOrderPayload(input({ type: 'NO_DELIVERY' }, { lines: [{ declinationId: 1, quantity: 1 }] }));
    expectValid(payload);
    expect(payload).toMatchObject({
      products: [{ id: 1, quantity: 1 }],
      delivery: { type: 'NO_DELIVERY' },
      idCarrier: null,
      idAddress: null,
      idSchedule: null,
      address: { delivery: null },
    });
  });
});
