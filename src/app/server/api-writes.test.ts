// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answersMadeStale } from './api-writes';

const call = (method: string, path: string, site = '51') => new Request(`http://127.0.0.1:4173/api${path}`, { method, headers: { idSite: site } });

describe('answersMadeStale: what a write passing through the server makes obsolete in the answer cache', () => {
  it('nothing for a write that failed, whatever it was (anyone’s anonymous POST or DELETE, a 404)', () => {
    expect(answersMadeStale(call('POST', '/nothing'), 404)).toBeNull();
    expect(answersMadeStale(call('DELETE', ''), 404)).toBeNull();
    expect(answersMadeStale(call('POST', '/order'), 400)).toBeNull();
    expect(answersMadeStale(call('POST', '/booking'), 409)).toBeNull();
  });

  it('nothing for a successful write that changes no public data (login, message, newsletter) nor for reads', () => {
    expect(answersMadeStale(call('POST', '/login'), 200)).toBeNull();
    expect(answersMadeStale(call('POST', '/message'), 200)).toBeNull();
    expect(answersMadeStale(call('POST', '/newsletter/subscribe'), 200)).toBeNull();
    expect(answersMadeStale(call('GET', '/product/12'), 200)).toBeNull();
  });

  it('the site’s answers after an order, a booking or a registration that succeeded (its idSite only)', () => {
    expect(answersMadeStale(call('POST', '/order'), 200)).toBe(51);
    expect(answersMadeStale(call('POST', '/booking', '52'), 201)).toBe(52);
    expect(answersMadeStale(call('POST', '/element/event/3/register'), 200)).toBe(51);
    expect(answersMadeStale(call('POST', '/admin/component/conf/accueil/publish'), 200)).toBe(51);
    expect(answersMadeStale(call('DELETE', '/admin/page/12', '52'), 200)).toBe(52);
    // An admin's draft changes nothing a visitor reads.
    expect(answersMadeStale(call('PUT', '/admin/component/conf/accueil/draft'), 200)).toBeNull();
    expect(answersMadeStale(call('POST', '/order', 'x'), 200)).toBeNull();
  });

  it('every site’s answers after a test control of the demo API', () => {
    expect(answersMadeStale(call('POST', '/__demo/reset'), 200)).toBe('all');
    expect(answersMadeStale(call('POST', '/__demo/faults'), 400)).toBeNull();
  });
});
