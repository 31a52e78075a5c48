// @vitest-environment node
/**
 * One settings list for both runtimes: what the edge starter binds for the worker gives the worker
 * the same tenants table as Node reads from the same environment (no setting on one runtime only).
 */
import { describe, expect, it } from 'vitest';
import { tenantsFromSettings } from '../../src/app/server/tenants';
import { workerSettings } from './start';

describe('workerSettings', () => {
  it('binds every per-site setting, the CNIL exemptions and locales included: the worker reads the same site', () => {
    const env = {
      SITE_ID: '51',
      API_URL: 'https://api.exemple.fr',
      DEFAULT_LOCALE: 'fr_FR',
      LOCALES: 'fr_FR,en_GB',
      COOKIE_DOMAIN: '.exemple.fr',
      ANALYTICS_MATOMO_URL: 'https://stats.exemple.fr/',
      ANALYTICS_MATOMO_SITE_ID: '3',
      ANALYTICS_MATOMO_CNIL_EXEMPT: '1',
      ANALYTICS_GTM_ID: 'GTM-ABC',
      ANALYTICS_PLAUSIBLE_DOMAIN: 'exemple.fr',
      ANALYTICS_PLAUSIBLE_CNIL_EXEMPT: '1',
      ANALYTICS_PIXEL_ID: '123',
      PAYMENT_PROVIDER: 'stripe',
      FONT_HOSTS: 'https://fonts.gstatic.com',
      PATH: '/usr/bin',
    };
    const onEdge = tenantsFromSettings(workerSettings(env));
    const onNode = tenantsFromSettings(env);
    expect(onEdge.tenants.map((tenant) => tenant.config)).toEqual(onNode.tenants.map((tenant) => tenant.config));
    expect(onEdge.tenants[0]?.config.analytics?.matomo?.cnilExempt).toBe(true);
    expect(workerSettings(env)).not.toHaveProperty('PATH');
  });

  it('binds the server settings the worker reads too (API_TIMEOUT_MS was Node’s only), never a Node process setting', () => {
    const bindings = workerSettings({ API_TIMEOUT_MS: '800', API_ORIGIN: 'http://127.0.0.1:4174', WORKERS: '2', PORT: '4440' });
    expect(bindings).toEqual({ API_TIMEOUT_MS: '800', API_ORIGIN: 'http://127.0.0.1:4174' });
  });
});
