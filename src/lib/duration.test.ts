// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';
import { formatOffer, sessionOffers } from './service-offers';

describe('durations', () => {
  it('reads like a French price list', () => {
    expect([20, 45, 60, 75, 90, 120].map(formatDuration)).toEqual(['20 min', '45 min', '1 h', '1 h 15', '1 h 30', '2 h']);
  });
});

describe('session offers', () => {
  it('lists the durations shortest first, or the single duration, with French prices', () => {
    expect(
      sessionOffers({
        duration: 60,
        price: 65,
        durations: [
          { minutes: 90, price: 90 },
          { minutes: 60, price: 65 },
        ],
      }).map((o) => formatOffer(o).replace(/\s/g, ' ')),
    ).toEqual(['1 h · 65 €', '1 h 30 · 90 €']);
    expect(sessionOffers({ duration: 20, price: null }).map(formatOffer)).toEqual(['20 min · sur devis']);
    expect(sessionOffers({ duration: null })).toEqual([]);
  });
});
