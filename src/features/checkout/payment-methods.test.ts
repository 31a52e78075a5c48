// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { offeredPaymentMethods, paymentSettings } from './payment-methods';

const COMPANY = [
  { type: 'COMPANY_NAME', value: 'Domaine de la Garnaudière' },
  { type: 'COMPANY_ADDRESS', value: '14 route de la Garnaudière' },
  { type: 'COMPANY_POSTAL_CODE', value: '85470' },
  { type: 'COMPANY_CITY', value: 'Brem-sur-Mer' },
];
const BANK = [
  { type: 'PAYMENT_IBAN', value: 'fr76 1234 5000 8500 0123 4567 888' },
  { type: 'PAYMENT_BIC', value: 'demofrpp' },
];
const settings = (method: string | null, extra = [...COMPANY, ...BANK]) => paymentSettings([{ type: 'PAYMENT_METHOD', value: method }, ...extra]);

describe('paymentSettings (PAYMENT_METHOD)', () => {
  it('lists the site’s methods in its order, with the transfer’s account and the cheque’s address', () => {
    const site = settings('STRIPE, TRANSFER,cheque');
    expect(site.methods).toEqual(['STRIPE', 'TRANSFER', 'CHEQUE']);
    expect(site.bankAccount).toEqual({ holder: 'Domaine de la Garnaudière', iban: 'FR76 1234 5000 8500 0123 4567 888', bic: 'DEMOFRPP' });
    expect(site.cheque).toEqual({
      payee: 'Domaine de la Garnaudière',
      lines: ['Domaine de la Garnaudière', '14 route de la Garnaudière', '85470 Brem-sur-Mer'],
    });
  });

  it('takes a card when the setting is unset or names nothing known; ignores unknown names', () => {
    expect(paymentSettings(undefined).methods).toEqual(['STRIPE']);
    expect(settings(null).methods).toEqual(['STRIPE']);
    expect(settings('PAYPAL').methods).toEqual(['STRIPE']);
    expect(settings('ON_SITE PAYPAL').methods).toEqual(['ON_SITE']);
  });

  it('offers no transfer to an IBAN whose check digits fail, nor without a BIC; no cheque without an address', () => {
    const wrongDigit = [...COMPANY, { type: 'PAYMENT_IBAN', value: 'FR76 1234 5000 8500 0123 4567 889' }, BANK[1]!];
    expect(settings('TRANSFER,STRIPE', wrongDigit).methods).toEqual(['STRIPE']);
    expect(settings('TRANSFER,STRIPE', [...COMPANY, BANK[0]!]).methods).toEqual(['STRIPE']);
    expect(settings('CHEQUE,TRANSFER', [COMPANY[0]!, ...BANK]).methods).toEqual(['TRANSFER']);
    // Nothing named can be paid: nothing is offered (the checkout says so), rather than a method the site does not take.
    expect(settings('TRANSFER', COMPANY).methods).toEqual([]);
  });

  it('offers payment on collection only for a collected order', () => {
    const site = settings('STRIPE,ON_SITE');
    expect(offeredPaymentMethods(site, 'CLICK_AND_COLLECT')).toEqual(['STRIPE', 'ON_SITE']);
    expect(offeredPaymentMethods(site, 'DELIVERY')).toEqual(['STRIPE']);
    expect(offeredPaymentMethods(site, 'NO_DELIVERY')).toEqual(['STRIPE']);
    expect(offeredPaymentMethods(site, null)).toEqual(['STRIPE']);
  });
});
