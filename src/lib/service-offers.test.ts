// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { sessionOffers } from './service-offers';

describe('session offers', () => {
  it('lists the durations shortest first, or the single duration with its price, or none', () => {
    expect(
      sessionOffers({
        duration: 60,
        price: 65,
        durations: [
          { minutes: 90, price: 90 },
          { minutes: 60, price: 65 },
        ],
      }),
    ).toEqual([
      { minutes: 60, price: 65 },
      { minutes: 90, price: 90 },
    ]);
    expect(sessionOffers({ duration: 20, price: null })).toEqual([{ minutes: 20, price: null }]);
    expect(sessionOffers({ duration: 45 })).toEqual([{ minutes: 45, price: null }]);
    expect(sessionOffers({ duration: null })).toEqual([]);
  });
});
