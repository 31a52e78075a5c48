// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { declination, line, product } from '@tests/support/cart-fixtures';
import type { AccessPoint, Carrier } from '@/api/generated/types';
import { translatorOf } from '@/features/i18n/messages';
import { deliverySummary, summaryLines } from './order-summary';
import { checkoutFr } from './messages.fr-fr';

const bottle = { id: 1, label: 'Format', value: 'Bouteille' };

describe('summaryLines', () => {
  it('names each line as the cart does: two vintages of one wine are told apart (year and capacity)', () => {
    const wine = product({
      id: 1,
      name: 'Cuvée des Ormeaux rouge',
      isVintage: true,
      declinations: [
        declination({ id: 11, year: 2023, capacity: 75, capacityUnit: 'CENTILITRE', variation1: bottle }),
        declination({ id: 12, year: 2022, capacity: 75, capacityUnit: 'CENTILITRE', variation1: bottle }),
      ],
    });
    const names = summaryLines([line(wine, 6, 11, 1), line(wine, 6, 12, 2)]).map((l) => l.name);
    expect(names).toEqual(['Cuvée des Ormeaux rouge — Bouteille · 2023 · 75\u00a0cl', 'Cuvée des Ormeaux rouge — Bouteille · 2022 · 75\u00a0cl']);
  });

  it('names a product without variation, vintage or capacity by its name alone', () => {
    expect(summaryLines([line(product({ id: 2, name: 'Jus de raisin', declinations: [declination({ id: 21 })] }), 1)])[0]?.name).toBe('Jus de raisin');
  });
});

describe('deliverySummary', () => {
  const french = { language: 'fr', checkout: translatorOf<typeof checkoutFr>(checkoutFr, 'fr_FR') };
  const colissimo: Carrier = { id: 1, name: 'Colissimo — livraison à domicile', fdp: 6.9, price: 6.9, deliveryType: 'DELIVERY' };
  const relayCarrier: Carrier = { id: 2, name: 'Mondial Relay — point relais', fdp: 4.5, price: 4.5, deliveryType: 'PICKUP' };
  const point: AccessPoint = {
    id: 'MR-1',
    name: 'Tabac Presse Le Saint-Joseph',
    addLine1: '2 place de l’Église',
    position: { latitude: 46.62, longitude: -1.65 },
    zipCode: '85150',
    city: 'Les Achards',
    country: 'FR',
  };

  // It read « Livraison à domicile : Colissimo — livraison à domicile » and « Point relais (Mondial Relay — point relais) ».
  it('names the carrier as the site does, once: its name already says how the parcel travels', () => {
    expect(deliverySummary({ deliveryType: 'delivery', accessPointAddress: null, clickAndCollect: null }, undefined, colissimo, french)).toEqual([
      'Colissimo — livraison à domicile',
    ]);
    expect(deliverySummary({ deliveryType: 'delivery', accessPointAddress: point, clickAndCollect: null }, undefined, relayCarrier, french)).toEqual([
      'Mondial Relay — point relais',
      'Tabac Presse Le Saint-Joseph, 2 place de l’Église, 85150 Les Achards',
    ]);
  });

  it('says the mode in its own words while the carrier is not known, never « Livraison à domicile : » and nothing', () => {
    expect(deliverySummary({ deliveryType: 'delivery', accessPointAddress: null, clickAndCollect: null }, undefined, null, french)).toEqual([
      'Livraison à domicile',
    ]);
  });
});
