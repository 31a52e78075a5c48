/**
 * The tenants table: which site a request is for, chosen by its Host (issue 20, decision record
 * docs/decisions/008-tenants-and-caching.md). One deployment, one build, many sites.
 *
 * Each tenant is one line of the table: its host names (the canonical one first, then aliases that
 * answer 301 to it), its site id, API URL, locales, cookie domain, analytics ids, payment
 * provider and the hosts its theme's font files come from. Everything a request needs from its site
 * (the API headers, `/config.json`, the CSP, the theme, the sitemap…) is derived from the tenant the
 * request resolved to, never from the process.
 *
 * Where the table comes from ({@link tenantsFromSettings}):
 * - `TENANTS` (JSON text) or `TENANTS_FILE` (a JSON file, read by scripts/serve.ts): an array of
 *   {@link TenantEntry} — real deployments;
 * - else `SITE_ID` and/or `API_URL` (with `DEFAULT_LOCALE`, `LOCALES`, `COOKIE_DOMAIN`, `ANALYTICS_*`,
 *   `PAYMENT_PROVIDER`, `FONT_HOSTS`): a one-site table answering every host, as before tenants;
 * - else {@link DEMO_TENANTS}: sites 51 and 52 on the demo API.
 *
 * Runtime-neutral (no Node API): the Node server and the edge worker import the same code.
 */
import type { AppConfig, DirectorySite } from '@/api/generated/types';
import { validateData as validateAppConfig } from '@/api/generated/validate/getAppConfig.js';
import { canonicalLocation, hostOfUrl, normalizeHost } from './host-name';
import { validateTenantEntry } from '@/api/generated/validate/settings.js';
import type { ErrorObject } from 'ajv';

/** The analytics tools of a site (ids only: the consent module knows each tool's hosts). */
export type TenantAnalytics = NonNullable<AppConfig['analytics']>;

/**
 * One line of the tenants table, as written in `TENANTS` / `TENANTS_FILE` and {@link DEMO_TENANTS};
 * its schema, checked by both runtimes: schemas/settings/tenant-entry.schema.json.
 */
export interface TenantEntry {
  /**
   * Host names without port, canonical first; the others answer 301 to the canonical one (same
   * path, same port). `"*"` (alone, in a one-site table) answers any host.
   */
  hosts: string[];
  /** The site id sent to the API with every call. */
  siteId: number;
  /** The API's base URL: absolute, or a path on the app host (`/api`, the demo API). */
  apiUrl: string;
  /** Default locale (`fr_FR` when absent; `locales[0]` when only `locales` is given). */
  defaultLocale?: string;
  /**
   * The locales the site is shown in, the default first: it has no URL prefix; every other one lives
   * under its language's prefix (`["fr_FR", "en_GB"]`: English under `/en/`). One locale per language.
   * Absent: the default locale alone (no prefix answers: `/en/…` is a 404).
   */
  locales?: string[];
  /** Parent domain of the login cookies (`.exemple.fr`); absent: host-only cookies. */
  cookieDomain?: string;
  /** Analytics tools (the CSP admits their hosts, for this site only). */
  analytics?: TenantAnalytics;
  /** `"stripe"` when the API's payment key is a real Stripe key (the CSP admits Stripe's hosts). */
  paymentProvider?: 'stripe';
  /** Origins the theme's font files come from (`https://fonts.gstatic.com`): CSP `font-src`. */
  fontHosts?: string[];
}

/** A resolved tenant: its hosts, its public app configuration and its font hosts. */
export interface Tenant {
  readonly hosts: readonly string[];
  /** The configuration the browser gets (`/config.json`, embedded in every page). */
  readonly config: AppConfig;
  readonly fontHosts: readonly string[];
}

/** The whole table, indexed by host (read-only once built). */
export interface TenantTable {
  readonly tenants: readonly Tenant[];
  /** Host name → the tenant and whether it is the canonical host. */
  readonly byHost: ReadonlyMap<string, { tenant: Tenant; canonical: boolean }>;
  /** The tenant answering every host (a one-site table), if any. */
  readonly anyHost: Tenant | null;
}

/**
 * The demo: both tenants of the demo API, from one `npm start`. Site 51 (the massage practitioner)
 * on 127.0.0.1 (canonical: README's first command opens it), localhost and massages.localhost; site
 * 52 (the winemaker) on vins.localhost. `*.localhost` reaches the loopback in browsers and curl.
 */
export const DEMO_TENANTS: readonly TenantEntry[] = [
  { hosts: ['127.0.0.1', 'localhost', 'massages.localhost'], siteId: 51, apiUrl: '/api', defaultLocale: 'fr_FR' },
  { hosts: ['vins.localhost'], siteId: 52, apiUrl: '/api', defaultLocale: 'fr_FR', locales: ['fr_FR', 'en_GB'] },
];

/** The settings a one-site table reads (`SITE_ID`/`API_URL` mode); each is per site. */
const SITE_SETTINGS = [
  'SITE_ID',
  'API_URL',
  'DEFAULT_LOCALE',
  'LOCALES',
  'COOKIE_DOMAIN',
  'ANALYTICS_MATOMO_URL',
  'ANALYTICS_MATOMO_SITE_ID',
  'ANALYTICS_MATOMO_CNIL_EXEMPT',
  'ANALYTICS_GTM_ID',
  'ANALYTICS_PLAUSIBLE_DOMAIN',
  'ANALYTICS_PLAUSIBLE_CNIL_EXEMPT',
  'ANALYTICS_PIXEL_ID',
  'PAYMENT_PROVIDER',
  'FONT_HOSTS',
] as const;

/** Settings as the environment gives them. */
export type Settings = Readonly<Record<string, string | undefined>>;

/** A host name once normalised (host-name.ts), or an IPv6 literal: what the schema cannot say (IDN hosts are written as people spell them). */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$|^\[[0-9a-f:.]+\]$/;

function fail(where: string, message: string): never {
  throw new Error(`Tenants table, ${where}: ${message}`);
}

/**
 * The entry of a one-site table from the `SITE_ID`/`API_URL` settings (and the per-site settings
 * beside them): it answers every host. `siteId` 51 and `apiUrl` `/api` when absent.
 */
export function siteEntryFromSettings(env: Settings): TenantEntry {
  const siteId = Number(env.SITE_ID ?? 51);
  if (!Number.isInteger(siteId) || siteId <= 0) throw new Error(`SITE_ID must be a positive integer, got "${env.SITE_ID}"`);
  const analytics: TenantAnalytics = {};
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
  const fontHosts = listSetting(env.FONT_HOSTS);
  const locales = listSetting(env.LOCALES);
  return {
    hosts: ['*'],
    siteId,
    apiUrl: env.API_URL ?? '/api',
    defaultLocale: env.DEFAULT_LOCALE ?? locales[0] ?? 'fr_FR',
    ...(locales.length > 0 ? { locales } : {}),
    ...(env.COOKIE_DOMAIN?.trim() ? { cookieDomain: env.COOKIE_DOMAIN.trim().toLowerCase() } : {}),
    analytics,
    ...(provider ? { paymentProvider: 'stripe' as const } : {}),
    ...(fontHosts.length > 0 ? { fontHosts } : {}),
  };
}

/** A comma-separated setting as a list (`"a, b"` → `["a", "b"]`; empty → `[]`). */
function listSetting(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

/**
 * The site's locales, default first: `locales` as given (its first one must be `defaultLocale` when
 * both are set), else the default alone. Two locales of one language would share a URL prefix.
 */
function localesOf(entry: TenantEntry, where: string): [string, ...string[]] {
  const locales = entry.locales ?? [entry.defaultLocale ?? 'fr_FR'];
  const [first, ...others] = locales;
  if (first === undefined) fail(where, '"locales" must list at least one locale, the default first');
  if (entry.defaultLocale !== undefined && locales[0] !== entry.defaultLocale)
    fail(where, `"locales" must start with the default locale "${entry.defaultLocale}"`);
  const languages = new Set<string>();
  for (const locale of locales) {
    const language = locale.slice(0, 2).toLowerCase();
    if (languages.has(language)) fail(where, `"locales" lists two locales of the language "${language}" (they would share the prefix /${language}/)`);
    languages.add(language);
  }
  return [first, ...others];
}

/** The public app configuration of an entry. */
function configOf(entry: TenantEntry, where: string): AppConfig {
  const locales = localesOf(entry, where);
  const config: AppConfig = {
    apiUrl: entry.apiUrl,
    siteId: entry.siteId,
    defaultLocale: locales[0],
    locales,
    ...(entry.cookieDomain ? { cookieDomain: entry.cookieDomain.trim().toLowerCase() } : {}),
    analytics: entry.analytics ?? {},
    ...(entry.paymentProvider ? { providers: { payment: { provider: entry.paymentProvider } } } : {}),
  };
  if (!validateAppConfig(config)) {
    const errors = (validateAppConfig.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`).join('; ');
    fail(where, `invalid site settings (${errors})`);
  }
  return config;
}

/** What is wrong with an entry, from the first error of its schema (schemas/settings/tenant-entry.schema.json). */
function entryProblem(entry: unknown, error: ErrorObject | undefined): string {
  if (!error) return 'invalid';
  if (error.keyword === 'type' && error.instancePath === '') return 'must be an object';
  if (error.keyword === 'additionalProperties') return `unknown field "${String(error.params.additionalProperty)}"`;
  if (error.keyword === 'required') return `"${String(error.params.missingProperty)}" is required`;
  const [field = '', item] = error.instancePath.split('/').slice(1);
  const list = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)[field] : undefined;
  const value = item !== undefined && Array.isArray(list) ? String(list[Number(item)]) : '';
  if (field === 'hosts' && item !== undefined) return `"${value}" is not a host name (no scheme, no port, no path)`;
  if (field === 'hosts') return '"hosts" must list at least one host name';
  if (field === 'locales' && error.keyword === 'minItems') return '"locales" must list at least one locale, the default first';
  if (field === 'fontHosts' && item !== undefined) return `font host "${value}" must be an origin such as https://fonts.gstatic.com`;
  return `"${field}" ${error.message ?? 'is invalid'}`;
}

/** Check one entry against its schema and build its tenant (rules across fields: here and in the table). */
function tenantOf(value: unknown, index: number): Tenant {
  const where = `entry ${index + 1}`;
  if (!validateTenantEntry(value)) fail(where, entryProblem(value, validateTenantEntry.errors?.[0]));
  const entry = value as TenantEntry;
  const hosts = entry.hosts.map((host) => {
    if (host.trim() === '*') return '*';
    // One spelling per host (host-name.ts): `Bücher.exemple.` is `xn--bcher-kva.exemple`, as requests spell it.
    const name = /:\d*$/.test(host.trim()) ? null : normalizeHost(host);
    if (name === null || !HOST.test(name)) fail(where, `"${host}" is not a host name (no scheme, no port, no path)`);
    return name;
  });
  if (hosts.includes('*') && hosts.length > 1) fail(where, '"*" (any host) stands alone');
  return Object.freeze({ hosts: Object.freeze(hosts), config: configOf(entry, where), fontHosts: Object.freeze([...(entry.fontHosts ?? [])]) });
}

/** True when a cookie set with `Domain=domain` is sent to `host` (RFC 6265 domain matching). */
function cookieDomainCovers(domain: string, host: string): boolean {
  const parent = domain.replace(/^\./, '');
  return host === parent || host.endsWith(`.${parent}`);
}

/**
 * Build the table from its entries: every host belongs to one tenant, every site id to one entry
 * (server caches are keyed by site id), and no site's cookie domain covers another site's host (its
 * login cookie would reach that site's scripts). Throws an error naming the entry at fault.
 */
export function createTenantTable(entries: readonly unknown[]): TenantTable {
  if (entries.length === 0) fail('table', 'lists no site');
  const tenants = entries.map(tenantOf);
  const byHost = new Map<string, { tenant: Tenant; canonical: boolean }>();
  const siteIds = new Set<number>();
  let anyHost: Tenant | null = null;
  tenants.forEach((tenant, index) => {
    if (siteIds.has(tenant.config.siteId)) fail(`entry ${index + 1}`, `site ${tenant.config.siteId} is already in the table`);
    siteIds.add(tenant.config.siteId);
    tenant.hosts.forEach((host, position) => {
      if (host === '*') {
        if (anyHost) fail(`entry ${index + 1}`, 'only one site may answer any host ("*")');
        anyHost = tenant;
        return;
      }
      if (byHost.has(host)) fail(`entry ${index + 1}`, `host "${host}" already belongs to another site`);
      byHost.set(host, { tenant, canonical: position === 0 });
    });
  });
  tenants.forEach((tenant, index) => {
    const domain = tenant.config.cookieDomain;
    if (!domain) return;
    for (const [host, { tenant: owner }] of byHost) {
      if (owner !== tenant && cookieDomainCovers(domain, host))
        fail(
          `entry ${index + 1}`,
          `cookie domain "${domain}" covers "${host}", a host of site ${owner.config.siteId}: that site's scripts could read this site's login cookie`,
        );
    }
  });
  return Object.freeze({ tenants: Object.freeze(tenants), byHost, anyHost });
}

/**
 * The table a deployment's settings describe: `TENANTS` (JSON), else the text of `TENANTS_FILE`
 * (`tenantsFile`, read by the caller: this module reads no file), else a one-site table from
 * `SITE_ID`/`API_URL`, else {@link DEMO_TENANTS}. A per-site setting (`ANALYTICS_*`, `COOKIE_DOMAIN`,
 * …) without `SITE_ID`/`API_URL` or beside a table is refused: it would be silently ignored.
 */
export function tenantsFromSettings(env: Settings, tenantsFile?: string): TenantTable {
  const json = env.TENANTS?.trim() || tenantsFile;
  const siteSettings = SITE_SETTINGS.filter((name) => env[name] !== undefined && env[name] !== '');
  if (json) {
    if (env.TENANTS?.trim() && tenantsFile) throw new Error('Set TENANTS or TENANTS_FILE, not both.');
    if (siteSettings.length > 0)
      throw new Error(`${siteSettings.join(', ')}: per-site settings go in the tenants table (TENANTS / TENANTS_FILE), not beside it.`);
    let entries: unknown;
    try {
      entries = JSON.parse(json);
    } catch (error) {
      throw new Error(`The tenants table is not JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!Array.isArray(entries)) throw new Error('The tenants table must be a JSON array of sites.');
    return createTenantTable(entries);
  }
  if (env.SITE_ID !== undefined || env.API_URL !== undefined) return createTenantTable([siteEntryFromSettings(env)]);
  if (siteSettings.length > 0)
    throw new Error(`${siteSettings.join(', ')}: per-site settings need SITE_ID (one site) or a tenants table (TENANTS / TENANTS_FILE).`);
  return createTenantTable(DEMO_TENANTS);
}

/** A site's publication status (the directory's `DirectorySite.status`; every site of a static table is `live`). */
export type SiteStatus = DirectorySite['status'];

/**
 * Where a request goes: its tenant (and the site's status), a redirect to the canonical host, nowhere
 * (an unknown host), or "cannot say now" (the directory is away or its call budget is spent).
 */
export type TenantLookup =
  | { kind: 'tenant'; tenant: Tenant; status: SiteStatus }
  | { kind: 'alias'; tenant: Tenant; location: string }
  | { kind: 'unknown' }
  | { kind: 'unavailable'; retryAfter: number };

/** What a change event says changed: a site (all its hosts) and/or some hosts. */
export interface SiteChange {
  siteId?: number | undefined;
  hosts?: readonly string[] | undefined;
}

/**
 * Where a request's site comes from (issue 34, DESIGN.md §12): ONE interface, two implementations —
 * the static table ({@link staticTenantSource}: `TENANTS`, `TENANTS_FILE`, `SITE_ID`) and the
 * builder's directory (site-directory.ts `createSiteDirectory`: `DIRECTORY_URL`, and the demo's).
 * The server app resolves each request once through it; change events call `forget`.
 */
export interface TenantSource {
  /** The site of a request URL (its Host): synchronous when known (the common case), else after one directory call. */
  resolve(url: URL): TenantLookup | Promise<TenantLookup>;
  /** The sites known now (health checks). */
  list(): readonly Tenant[];
  /** Forget what is known of a site and/or hosts (a change event): the next request asks again. */
  forget(change: SiteChange): void;
}

/** Resolve a request's URL (its Host) against the table: every site of a table is `live`. */
export function resolveTenant(table: TenantTable, url: URL): TenantLookup {
  const found = table.byHost.get(hostOfUrl(url));
  if (!found) return table.anyHost ? { kind: 'tenant', tenant: table.anyHost, status: 'live' } : { kind: 'unknown' };
  if (found.canonical) return { kind: 'tenant', tenant: found.tenant, status: 'live' };
  // The canonical host keeps the request's port (the demo runs on any port), path and query.
  return { kind: 'alias', tenant: found.tenant, location: canonicalLocation(url, found.tenant.hosts[0] ?? hostOfUrl(url)) };
}

/** The static table as a tenant source: nothing to forget (it changes only with a restart). */
export function staticTenantSource(table: TenantTable): TenantSource {
  return {
    resolve: (url) => resolveTenant(table, url),
    list: () => table.tenants,
    forget() {
      // The table is the deployment's settings: a change event cannot change it.
    },
  };
}

/** `/config.json` of a tenant: what the browser starts with (also embedded in every page). */
export function appConfigResponse(tenant: Tenant): Response {
  return Response.json(tenant.config, { headers: { 'Cache-Control': 'no-store' } });
}

/** The answer for a host no site is served at: names no tenant, cached by nobody. */
export function unknownHostResponse(): Response {
  return new Response('Site introuvable : aucun site n’est publié à cette adresse.\n', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' },
  });
}
