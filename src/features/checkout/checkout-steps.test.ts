// @vitest-environment node
/** The resolver's payment part: which methods the last step offers for the delivery chosen, which one the order carries. */
import { describe, expect, it } from 'vitest';
import type { Address } from '@/api/generated/types';
import type { CartState } from '@/features/cart/use-cart';
import { cartState, declination, line, product } from '@tests/support/cart-fixtures';
import { emptyDraft, type CheckoutDraft } from './checkout-draft';
import { cartMessages, type cartFr } from '@/features/cart/messages';
import { loadMessages, translatorOf } from '@/features/i18n/messages';
import { FIELD_MESSAGES } from '@/lib/field-rules';
import { resolveCheckout } from './checkout-steps';
import { checkoutFr } from './messages.fr-fr';

/** The cart's French words, as a French page reads them. */
const cartFrench = await loadMessages(cartMessages, 'fr_FR');
import { paymentSettings } from './payment-methods';

const billing: Address = {
  firstname: 'Camille',
  lastname: 'Durand',
  address: '3 rue des Pêcheurs',
  addressPart2: null,
  postalCode: '85150',
  city: 'Les Achards',
  country: { id: 1, alphaTwo: 'FR', alphaThree: 'FRA', name: 'France' },
};
const oil = product({ id: 6, declinations: [declination({ id: 11, price: 14.9 })] });
const voucher = product({ id: 1, hasShippingFees: false, declinations: [declination({ id: 1, price: 65 })] });

/** A cart complete but for its payment: collected at the studio, or (a voucher) with nothing to deliver. */
function cart(mode: 'collected' | 'nothing to deliver'): CartState {
  const base = cartState({ phone: '06 12 34 56 78', addresses: { shipping: null, billing } });
  return mode === 'collected'
    ? { ...base, lines: [line(oil, 1)], deliveryType: 'clickAndCollect', clickAndCollect: { idAddress: 1, date: '2026-12-01', idSchedule: 1 } }
    : { ...base, lines: [line(voucher, 1)], deliveryType: 'no_delivery' };
}

function resolve(state: CartState, method: string, draft: Partial<CheckoutDraft> = {}) {
  return resolveCheckout(
    state,
    { ...emptyDraft, email: 'camille.durand@exemple.fr', billingSameAsShipping: false, ...draft },
    {
      say: {
        language: 'fr',
        checkout: translatorOf<typeof checkoutFr>(checkoutFr, 'fr_FR'),
        cart: translatorOf<typeof cartFr>(cartFrench, 'fr_FR'),
        fields: translatorOf<typeof FIELD_MESSAGES>(FIELD_MESSAGES, 'fr_FR'),
      },
      accountEmail: null,
      addressTypes: [],
      today: '2026-11-28',
      expedition: { min: null, max: null },
      shippingPrices: [],
      payment: paymentSettings([{ type: 'PAYMENT_METHOD', value: method }]),
    },
  );
}

describe('resolveCheckout: the payment method', () => {
  it('offers payment on collection for a collected order, the site’s first method being chosen until the customer picks', () => {
    const collected = resolve(cart('collected'), 'STRIPE,ON_SITE');
    expect(collected.paymentMethods).toEqual(['STRIPE', 'ON_SITE']);
    expect(collected.input?.paymentMethod).toBe('STRIPE');
    expect(resolve(cart('collected'), 'STRIPE,ON_SITE', { paymentMethod: 'ON_SITE' }).input?.paymentMethod).toBe('ON_SITE');
  });

  it('falls back to the first method offered when the one chosen is not (the delivery changed)', () => {
    const voucher = resolve(cart('nothing to deliver'), 'STRIPE,ON_SITE', { paymentMethod: 'ON_SITE' });
    expect(voucher.paymentMethods).toEqual(['STRIPE']);
    expect(voucher.input?.paymentMethod).toBe('STRIPE');
  });

  it('says why there is no order when the site is paid on collection only and nothing is collected', () => {
    const voucher = resolve(cart('nothing to deliver'), 'ON_SITE');
    expect(voucher.paymentMethod).toBeNull();
    expect(voucher.input).toBeNull();
    expect(voucher.problems.review).toEqual(['Cette commande se règle au retrait\u00a0: choisissez le retrait sur place à l’étape Livraison.']);
    expect(resolve(cart('collected'), 'ON_SITE').input?.paymentMethod).toBe('ON_SITE');
  });
});
