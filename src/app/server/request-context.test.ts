// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ApiFetch } from '@/api/client';
import { createRequestContext } from './request-context';
import { resolveTenant, tenantsFromSettings, type Tenant } from './tenants';

const table = tenantsFromSettings({});
const tenantOf = (host: string): Tenant => {
  const match = resolveTenant(table, new URL(`http://${host}/`));
  if (match.kind !== 'tenant') throw new Error(host);
  return match.tenant;
};

/** A transport that records the headers of each call and answers nothing. */
function recording() {
  const sent: Headers[] = [];
  const fetch: ApiFetch = async (_url, init) => {
    sent.push(init.headers);
    throw new Error('no API here');
  };
  return { sent, fetch };
}

describe('createRequestContext: one request, one context', () => {
  it('takes the locale and base path from the URL prefix, among the site’s own locales only', () => {
    const wines = tenantOf('vins.localhost');
    const english = createRequestContext(new Request('http://vins.localhost/en/the-estate'), wines, { apiTimeoutMs: 1000 });
    expect({ locale: english.locale, basename: english.basename }).toEqual({ locale: 'en_GB', basename: '/en' });
    const french = createRequestContext(
      new Request('http://vins.localhost/le-domaine', { headers: { 'Accept-Language': 'en', 'Cookie': 'locale=en_GB' } }),
      wines,
      {
        apiTimeoutMs: 1000,
      },
    );
    expect({ locale: french.locale, basename: french.basename }).toEqual({ locale: 'fr_FR', basename: undefined });
    // Site 51 lists French only: /en/… is a path like any other.
    const massages = createRequestContext(new Request('http://127.0.0.1/en/qui-suis-je'), tenantOf('127.0.0.1'), { apiTimeoutMs: 1000 });
    expect({ locale: massages.locale, basename: massages.basename, locales: massages.locales }).toEqual({
      locale: 'fr_FR',
      basename: undefined,
      locales: ['fr_FR'],
    });
  });

  it('sends the visitor’s login to the API only once the page is said to be the visitor’s own', async () => {
    const { sent, fetch } = recording();
    const context = createRequestContext(new Request('http://127.0.0.1/mon-compte', { headers: { Cookie: 'token=jeton-de-marie' } }), tenantOf('127.0.0.1'), {
      fetch,
      apiTimeoutMs: 1000,
    });
    await context.api.call('getSiteInfo').catch(() => null);
    context.visitorPage(true);
    await context.api.call('getSiteInfo').catch(() => null);
    expect(sent.map((headers) => headers.get('Authorization'))).toEqual([null, 'jeton-de-marie']);
    expect(sent.map((headers) => headers.get('idSite'))).toEqual(['51', '51']);
  });
});
