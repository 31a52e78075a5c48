// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildCsp, tenantSecurityHeaders } from './csp';
import { tenantOrGate } from './site-directory';
import { createTenantTable, DEMO_TENANTS, resolveTenant, tenantsFromSettings, type TenantEntry } from './tenants';

const at = (href: string) => new URL(href);

const TWO_SITES: TenantEntry[] = [
  {
    hosts: ['www.massages.fr', 'massages.fr'],
    siteId: 51,
    apiUrl: 'https://api.builder.fr',
    cookieDomain: '.massages.fr',
    analytics: { matomo: { url: 'https://stats.massages.fr/', siteId: '3' } },
    fontHosts: ['https://fonts.massages-cdn.fr'],
  },
  { hosts: ['vins.fr'], siteId: 52, apiUrl: 'https://api.builder.fr', analytics: { gtm: { id: 'GTM-VINS' } }, paymentProvider: 'stripe' },
];

describe('the tenants table', () => {
  it('serves both demo sites with no settings: 51 on 127.0.0.1 (aliases localhost, massages.localhost), 52 on vins.localhost', () => {
    const table = tenantsFromSettings({});
    expect(table.tenants.map((t) => t.config.siteId)).toEqual([51, 52]);
    expect(resolveTenant(table, at('http://127.0.0.1:4173/'))).toMatchObject({
      kind: 'tenant',
      tenant: { config: { siteId: 51, apiUrl: '/api', defaultLocale: 'fr_FR' } },
    });
    expect(resolveTenant(table, at('http://vins.localhost:4173/boutique'))).toMatchObject({ kind: 'tenant', tenant: { config: { siteId: 52 } } });
    expect(resolveTenant(table, at('http://massages.localhost:4173/boutique?page=2'))).toMatchObject({
      kind: 'alias',
      location: 'http://127.0.0.1:4173/boutique?page=2',
    });
    expect(resolveTenant(table, at('http://LOCALHOST:9/'))).toMatchObject({ kind: 'alias', location: 'http://127.0.0.1:9/' });
    expect(resolveTenant(table, at('http://autre.localhost:4173/'))).toEqual({ kind: 'unknown' });
    expect(DEMO_TENANTS.every((entry) => !('cookieDomain' in entry))).toBe(true);
  });

  it('answers an alias with 301 to the canonical host (same path and port), an unknown host with a 404 naming no site', async () => {
    const table = createTenantTable(TWO_SITES);
    const noAdmin = () => Promise.resolve(false);
    const gate = (url: string) => tenantOrGate(resolveTenant(table, new URL(url)), new Request(url), noAdmin);
    const alias = await gate('https://massages.fr/panier?x=1');
    expect(alias).toBeInstanceOf(Response);
    expect((alias as Response).status).toBe(301);
    expect((alias as Response).headers.get('Location')).toBe('https://www.massages.fr/panier?x=1');
    const unknown = await gate('https://inconnu.fr/');
    expect((unknown as Response).status).toBe(404);
    const text = await (unknown as Response).text();
    expect(text).toMatch(/Site introuvable/);
    expect(text).not.toMatch(/massages|vins|51|52/);
    expect(await gate('https://vins.fr/')).toMatchObject({ config: { siteId: 52 } });
  });

  it('gives each tenant a CSP naming only its own analytics, payment and font hosts', () => {
    const table = createTenantTable(TWO_SITES);
    const [massages, vins] = table.tenants;
    const a = tenantSecurityHeaders(massages!)['Content-Security-Policy']!;
    const b = tenantSecurityHeaders(vins!)['Content-Security-Policy']!;
    expect(a).toMatch(/font-src 'self' data: https:\/\/fonts\.massages-cdn\.fr;/);
    expect(a).toContain('https://stats.massages.fr');
    expect(a).not.toMatch(/googletagmanager|stripe/);
    expect(b).toMatch(/font-src 'self' data:;/);
    expect(b).toContain('https://www.googletagmanager.com');
    expect(b).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
    expect(b).not.toMatch(/massages/);
  });

  it('lists each site’s locales, the default first: site 52 in French and English, site 51 in French only', () => {
    const [massages, vins] = tenantsFromSettings({}).tenants;
    expect(massages?.config).toMatchObject({ defaultLocale: 'fr_FR', locales: ['fr_FR'] });
    expect(vins?.config).toMatchObject({ defaultLocale: 'fr_FR', locales: ['fr_FR', 'en_GB'] });
    const site = { hosts: ['a.fr'], siteId: 1, apiUrl: '/api' };
    expect(createTenantTable([{ ...site, locales: ['en_GB', 'fr_FR'] }]).tenants[0]?.config.defaultLocale).toBe('en_GB');
    expect(() => createTenantTable([{ ...site, defaultLocale: 'fr_FR', locales: ['en_GB', 'fr_FR'] }])).toThrow(/must start with the default locale "fr_FR"/);
    expect(() => createTenantTable([{ ...site, locales: ['fr_FR', 'en_GB', 'en_US'] }])).toThrow(/two locales of the language "en"/);
    expect(() => createTenantTable([{ ...site, locales: [] }])).toThrow(/at least one locale/);
    expect(() => createTenantTable([{ ...site, locales: ['fr_FR', 'english'] }])).toThrow(/invalid site settings/);
  });

  it('refuses a table with a shared host, a repeated site id, a bad host, font host or field', () => {
    const site = { hosts: ['a.fr'], siteId: 1, apiUrl: '/api' };
    expect(() => createTenantTable([site, { ...site, siteId: 2 }])).toThrow(/host "a\.fr" already belongs/);
    expect(() => createTenantTable([site, { ...site, hosts: ['b.fr'] }])).toThrow(/site 1 is already/);
    expect(() => createTenantTable([{ ...site, hosts: ['https://a.fr'] }])).toThrow(/not a host name/);
    expect(() => createTenantTable([{ ...site, hosts: ['a.fr:8080'] }])).toThrow(/not a host name/);
    expect(() => createTenantTable([{ ...site, fontHosts: ['fonts.fr'] }])).toThrow(/font host/);
    expect(() => createTenantTable([{ ...site, colour: 'red' }])).toThrow(/unknown field "colour"/);
    expect(() => createTenantTable([{ ...site, defaultLocale: 'français' }])).toThrow(/invalid site settings/);
    expect(() => createTenantTable([])).toThrow(/lists no site/);
  });

  it('refuses a cookie domain that covers another site’s host: that site’s scripts would read the login', () => {
    const builder =
      (cookieDomain: string, other = 'autre.builder.fr') =>
      () =>
        createTenantTable([
          { hosts: ['a.builder.fr'], siteId: 1, apiUrl: 'https://api.builder.fr', cookieDomain },
          { hosts: ['www.b.fr', other], siteId: 2, apiUrl: 'https://api.builder.fr' },
        ]);
    expect(builder('.builder.fr')).toThrow(/entry 1: cookie domain "\.builder\.fr" covers "autre\.builder\.fr", a host of site 2/);
    expect(builder('builder.fr')).toThrow(/covers "autre\.builder\.fr"/);
    expect(builder('.builder.fr', 'builder.fr')).toThrow(/covers "builder\.fr"/);
    // Its own hosts, and hosts merely ending with the same letters, are fine.
    expect(builder('.a.builder.fr')).not.toThrow();
    expect(builder('.builder.fr', 'monbuilder.fr')).not.toThrow();
    expect(() => createTenantTable(TWO_SITES)).not.toThrow();
  });

  it('reads TENANTS (JSON) or the TENANTS_FILE text, and refuses per-site settings beside a table', () => {
    const json = JSON.stringify(TWO_SITES);
    expect(tenantsFromSettings({ TENANTS: json }).tenants.map((t) => t.config.siteId)).toEqual([51, 52]);
    expect(tenantsFromSettings({}, json).byHost.get('massages.fr')).toMatchObject({ canonical: false });
    expect(() => tenantsFromSettings({ TENANTS: json, SITE_ID: '51' })).toThrow(/SITE_ID: per-site settings go in the tenants table/);
    expect(() => tenantsFromSettings({ TENANTS: '{"hosts":[]}' })).toThrow(/JSON array/);
    expect(() => tenantsFromSettings({ TENANTS: '[{' })).toThrow(/not JSON/);
    expect(() => tenantsFromSettings({ ANALYTICS_GTM_ID: 'GTM-X' })).toThrow(/ANALYTICS_GTM_ID: per-site settings need SITE_ID/);
  });

  it('keeps SITE_ID / API_URL alone working as a one-site table on any host', () => {
    const table = tenantsFromSettings({
      API_URL: 'https://api.exemple.fr',
      SITE_ID: '52',
      ANALYTICS_PLAUSIBLE_DOMAIN: 'exemple.fr',
      COOKIE_DOMAIN: '.Exemple.fr',
      FONT_HOSTS: 'https://fonts.exemple.fr',
    });
    const match = resolveTenant(table, at('http://n-importe-ou.fr/'));
    expect(match).toMatchObject({
      kind: 'tenant',
      tenant: {
        config: { apiUrl: 'https://api.exemple.fr', siteId: 52, cookieDomain: '.exemple.fr', analytics: { plausible: { domain: 'exemple.fr' } } },
        fontHosts: ['https://fonts.exemple.fr'],
      },
    });
    expect(tenantsFromSettings({ SITE_ID: '60' }).tenants[0]?.config).toEqual({
      apiUrl: '/api',
      siteId: 60,
      defaultLocale: 'fr_FR',
      locales: ['fr_FR'],
      analytics: {},
    });
    expect(tenantsFromSettings({ SITE_ID: '60', LOCALES: 'fr_FR, en_GB' }).tenants[0]?.config).toMatchObject({
      defaultLocale: 'fr_FR',
      locales: ['fr_FR', 'en_GB'],
    });
    expect(() => tenantsFromSettings({ SITE_ID: 'abc' })).toThrow(/SITE_ID/);
  });

  it('declares a CNIL-exempt Matomo or Plausible only when its setting is exactly "1"', () => {
    const base = { SITE_ID: '51', ANALYTICS_MATOMO_URL: 'https://stats.exemple.fr/', ANALYTICS_MATOMO_SITE_ID: '3', ANALYTICS_PLAUSIBLE_DOMAIN: 'exemple.fr' };
    const exempt = tenantsFromSettings({ ...base, ANALYTICS_MATOMO_CNIL_EXEMPT: '1', ANALYTICS_PLAUSIBLE_CNIL_EXEMPT: '1' }).tenants[0]!.config;
    expect(exempt.analytics).toEqual({
      matomo: { url: 'https://stats.exemple.fr/', siteId: '3', cnilExempt: true },
      plausible: { domain: 'exemple.fr', cnilExempt: true },
    });
    const loose = tenantsFromSettings({ ...base, ANALYTICS_MATOMO_CNIL_EXEMPT: 'true', ANALYTICS_PLAUSIBLE_CNIL_EXEMPT: '0' }).tenants[0]!.config;
    expect(loose.analytics?.matomo?.cnilExempt).toBeUndefined();
    expect(loose.analytics?.plausible?.cnilExempt).toBeUndefined();
  });

  it('admits Stripe in the CSP only when PAYMENT_PROVIDER=stripe (the demo pays offline)', () => {
    const demo = tenantsFromSettings({}).tenants[0]!.config;
    expect(buildCsp(demo)).not.toContain('stripe.com');
    const stripe = tenantsFromSettings({ API_URL: 'https://api.exemple.fr', PAYMENT_PROVIDER: 'stripe' }).tenants[0]!.config;
    expect(buildCsp(stripe)).toMatch(/script-src 'self' https:\/\/js\.stripe\.com/);
    expect(buildCsp(stripe)).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/);
    expect(() => tenantsFromSettings({ SITE_ID: '51', PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
  });
});
