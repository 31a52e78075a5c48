/** `/config.json` generated from the environment (one build, any tenant). */

export interface ServedAppConfig {
  apiUrl: string;
  siteId: number;
  defaultLocale: string;
  cookieDomain?: string;
  analytics: {
    matomo?: { url: string; siteId: string; cnilExempt?: boolean };
    gtm?: { id: string };
    plausible?: { domain: string; cnilExempt?: boolean };
    pixel?: { id: string };
  };
  /** Third-party providers the CSP admits; `payment.provider = "stripe"` when PAYMENT_PROVIDER=stripe. */
  providers?: { payment?: { provider: string } };
}

/**
 * Read API_URL, SITE_ID, DEFAULT_LOCALE, COOKIE_DOMAIN (parent domain of the login cookies), the analytics ids (ANALYTICS_MATOMO_URL +
 * ANALYTICS_MATOMO_SITE_ID, ANALYTICS_GTM_ID, ANALYTICS_PLAUSIBLE_DOMAIN, ANALYTICS_PIXEL_ID), the
 * CNIL-exemption declarations ANALYTICS_MATOMO_CNIL_EXEMPT=1 / ANALYTICS_PLAUSIBLE_CNIL_EXEMPT=1 (off
 * unless exactly "1"; README "Cookie consent" lists the conditions the tenant must meet first), and
 * PAYMENT_PROVIDER=stripe (the API's payment key is a real Stripe key: the CSP admits Stripe's hosts).
 */
export function appConfigFromEnv(env: NodeJS.ProcessEnv): ServedAppConfig {
  const siteId = Number(env.SITE_ID ?? 51);
  if (!Number.isInteger(siteId) || siteId <= 0) throw new Error(`SITE_ID must be a positive integer, got "${env.SITE_ID}"`);
  const analytics: ServedAppConfig['analytics'] = {};
  if (env.ANALYTICS_MATOMO_URL && env.ANALYTICS_MATOMO_SITE_ID) {
    analytics.matomo = { url: env.ANALYTICS_MATOMO_URL, siteId: env.ANALYTICS_MATOMO_SITE_ID };
    if (env.ANALYTICS_MATOMO_CNIL_EXEMPT === '1') analytics.matomo.cnilExempt = true;
  }
  if (env.ANALYTICS_GTM_ID) analytics.gtm = { id: env.ANALYTICS_GTM_ID };
  if (env.ANALYTICS_PLAUSIBLE_DOMAIN) {
    analytics.plausible = { domain: env.ANALYTICS_PLAUSIBLE_DOMAIN };
    if (env.ANALYTICS_PLAUSIBLE_CNIL_EXEMPT === '1') analytics.plausible.cnilExempt = true;
  }
  if (env.ANALYTICS_PIXEL_ID) analytics.pixel = { id: env.ANALYTICS_PIXEL_ID };
  const provider = env.PAYMENT_PROVIDER?.trim().toLowerCase();
  if (provider && provider !== 'stripe') throw new Error(`PAYMENT_PROVIDER must be "stripe" or unset, got "${env.PAYMENT_PROVIDER}"`);
  return {
    apiUrl: env.API_URL ?? '/api',
    siteId,
    defaultLocale: env.DEFAULT_LOCALE ?? 'fr_FR',
    ...(env.COOKIE_DOMAIN?.trim() ? { cookieDomain: env.COOKIE_DOMAIN.trim().toLowerCase() } : {}),
    analytics,
    ...(provider ? { providers: { payment: { provider } } } : {}),
  };
}
