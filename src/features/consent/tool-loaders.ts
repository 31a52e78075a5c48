/**
 * The four tools' code, loaded (lazily, as its own chunk) only once a tool may run. Each tool is
 * started from its own host — the CSP admits that host only when the tool is configured
 * (src/app/server/csp.ts) — and stopped through its OWN switch, because deleting cookies alone is not
 * enough for a tag that recreates them:
 * - Matomo: `requireConsent` + `setConsentGiven`, withdrawn with `forgetConsentGiven` (it stops
 *   sending and deletes its cookies); in its CNIL-exempt setup, `optUserOut` / `forgetUserOptOut`;
 * - Google Tag Manager: Consent Mode v2 signals "denied" by default, `analytics_storage` updated to
 *   "granted" on consent and back to "denied" on withdrawal (ad signals stay denied: the ad tool is
 *   the pixel, asked separately);
 * - Plausible: the `plausible_ignore` flag its script honours;
 * - Meta pixel: `fbq('consent', 'grant' | 'revoke')`; its automatic history page views are off
 *   (`disablePushState`), the bus sends one page view per route change.
 * Each tool is told the page's URL as page-view-path.ts writes it (no token, no personal data); the
 * pixel, which reads the address bar itself, is told nothing of a page whose address holds more.
 * Browser only: called from effects.
 */
import type { AnalyticsEvent, ToolSender } from './analytics-bus';
import { TOOL_DETAILS } from './tool-catalogue';
import type { AnalyticsConfig, ToolId } from './tools';
import { reportError } from '@/lib/report-error';

/** A queue-style global a tool's snippet defines before its script arrives. */
interface CommandQueue {
  push(...items: unknown[]): unknown;
}

interface Fbq {
  (...args: unknown[]): void;
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: Fbq;
  loaded: boolean;
  version: string;
  disablePushState?: boolean;
}

interface Plausible {
  (...args: unknown[]): void;
  q?: unknown[][];
}

/** The globals the tools' own snippets use (names fixed by each vendor). */
interface ToolGlobals {
  _paq?: CommandQueue;
  dataLayer?: CommandQueue;
  fbq?: Fbq;
  _fbq?: Fbq;
  plausible?: Plausible;
}

function globals(): ToolGlobals {
  // `window` carries the vendors' globals; this is the one place that reads them.
  return window as unknown as ToolGlobals;
}

function injectScript(src: string, attributes: Record<string, string> = {}): void {
  if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  script.dataset.consentTool = 'true';
  document.head.append(script);
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/** A tool the page runs: start (or restart after a withdrawal), send, stop. */
export interface ToolRuntime {
  start(): void;
  send: ToolSender;
  stop(): void;
}

/** Matomo's visitor cookie lifetime in its CNIL-exempt setup: at most 13 months (in seconds). */
const MATOMO_EXEMPT_COOKIE_SECONDS = 13 * 30 * 24 * 3600;

function matomo(config: NonNullable<AnalyticsConfig['matomo']>): ToolRuntime {
  const base = withSlash(config.url);
  const exempt = config.cnilExempt === true;
  let loaded = false;
  const paq = () => (globals()._paq ??= []);
  return {
    start() {
      if (!loaded) {
        if (!exempt) paq().push(['requireConsent']);
        else paq().push(['setVisitorCookieTimeout', MATOMO_EXEMPT_COOKIE_SECONDS]);
        paq().push(['setTrackerUrl', `${base}matomo.php`], ['setSiteId', config.siteId], ['enableLinkTracking']);
        injectScript(`${base}matomo.js`);
        loaded = true;
      }
      paq().push(exempt ? ['forgetUserOptOut'] : ['setConsentGiven']);
    },
    send(event: AnalyticsEvent) {
      if (event.referrer) paq().push(['setReferrerUrl', event.referrer]);
      paq().push(['setCustomUrl', event.url], ['setDocumentTitle', event.title], ['trackPageView']);
    },
    stop() {
      paq().push(exempt ? ['optUserOut'] : ['forgetConsentGiven']);
    },
  };
}

function gtm(config: NonNullable<AnalyticsConfig['gtm']>): ToolRuntime {
  let loaded = false;
  const dataLayer = () => (globals().dataLayer ??= []);
  // Consent Mode commands must be `arguments` objects, as Google's own gtag() snippet pushes them.
  function gtag(..._args: unknown[]): void {
    // eslint-disable-next-line prefer-rest-params -- Google's tag reads an Arguments object, not an array
    dataLayer().push(arguments);
  }
  return {
    start() {
      if (!loaded) {
        gtag('consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' });
        gtag('consent', 'update', { analytics_storage: 'granted' });
        dataLayer().push({ 'gtm.start': Date.now(), 'event': 'gtm.js' });
        injectScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(config.id)}`);
        loaded = true;
        return;
      }
      gtag('consent', 'update', { analytics_storage: 'granted' });
    },
    send(event: AnalyticsEvent) {
      dataLayer().push({ event: 'vitrine.page_view', page_location: event.url, page_path: event.path, page_title: event.title, page_referrer: event.referrer });
    },
    stop() {
      gtag('consent', 'update', { analytics_storage: 'denied' });
    },
  };
}

const PLAUSIBLE_IGNORE = 'plausible_ignore';

function plausible(config: NonNullable<AnalyticsConfig['plausible']>): ToolRuntime {
  let loaded = false;
  const call = (...args: unknown[]) => {
    const g = globals();
    if (!g.plausible) {
      const queued: Plausible = (...a: unknown[]) => {
        (queued.q ??= []).push(a);
      };
      g.plausible = queued;
    }
    g.plausible(...args);
  };
  return {
    start() {
      try {
        if (localStorage.getItem(PLAUSIBLE_IGNORE) === 'true') localStorage.removeItem(PLAUSIBLE_IGNORE);
      } catch (error) {
        reportError(error, { where: 'Plausible storage', level: 'warning' });
      }
      if (loaded) return;
      // The "manual" script sends no page view by itself: the bus sends exactly one per route change.
      injectScript('https://plausible.io/js/script.manual.js', { 'data-domain': config.domain });
      loaded = true;
    },
    send(event: AnalyticsEvent) {
      call('pageview', { u: event.url });
    },
    stop() {
      try {
        localStorage.setItem(PLAUSIBLE_IGNORE, 'true');
      } catch (error) {
        reportError(error, { where: 'Plausible storage', level: 'warning' });
      }
    },
  };
}

function pixel(config: NonNullable<AnalyticsConfig['pixel']>): ToolRuntime {
  let loaded = false;
  const fbq = (): Fbq => {
    const g = globals();
    if (!g.fbq) {
      // Meta's snippet: a queue until fbevents.js takes over through `callMethod`.
      const queue = ((...args: unknown[]) => {
        if (queue.callMethod) queue.callMethod(...args);
        else queue.queue.push(args);
      }) as Fbq;
      queue.queue = [];
      queue.loaded = true;
      queue.version = '2.0';
      queue.disablePushState = true;
      queue.push = queue;
      g.fbq = queue;
      g._fbq ??= queue;
    }
    return g.fbq;
  };
  return {
    start() {
      fbq()('consent', 'grant');
      if (loaded) return;
      fbq()('set', 'autoConfig', false, config.id);
      fbq()('init', config.id);
      injectScript('https://connect.facebook.net/en_US/fbevents.js');
      loaded = true;
    },
    send(event: AnalyticsEvent) {
      // The pixel takes no URL: it reports the address bar as it is. So it hears of a page only when
      // that address holds nothing a page view would leave out (a token, a checkout step, an e-mail),
      // as the page view, from the app's path (no `/en` prefix: the private pages are written without it), says.
      if (!event.whole) return;
      fbq()('track', 'PageView');
    },
    stop() {
      fbq()('consent', 'revoke');
    },
  };
}

/** The runtime of a configured tool (null when the tool is not configured). */
export function toolRuntime(tool: ToolId, analytics: AnalyticsConfig): ToolRuntime | null {
  switch (tool) {
    case 'matomo':
      return analytics.matomo ? matomo(analytics.matomo) : null;
    case 'gtm':
      return analytics.gtm ? gtm(analytics.gtm) : null;
    case 'plausible':
      return analytics.plausible ? plausible(analytics.plausible) : null;
    case 'pixel':
      return analytics.pixel ? pixel(analytics.pixel) : null;
  }
}

/** Every Domain a first-party cookie of this host may have been set on (host-only, host, parents). */
function cookieDomains(hostname: string): Array<string | null> {
  const labels = hostname.split('.');
  const domains: Array<string | null> = [null];
  if (/^[\d.]+$/.test(hostname) || labels.length < 2) return domains;
  for (let i = 0; i < labels.length - 1; i += 1) domains.push(`.${labels.slice(i).join('.')}`);
  return domains;
}

/**
 * Delete the tool's first-party cookies, on every domain and path they could use. Cookies the tool
 * sets on its own domain (e.g. facebook.com) are out of the page's reach: its own switch (see above)
 * is what stops them being used.
 */
export function deleteToolCookies(tool: ToolId): void {
  const patterns = TOOL_DETAILS[tool].cookiePatterns;
  if (patterns.length === 0) return;
  const names = document.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter((name) => name && patterns.some((re) => re.test(name)));
  for (const name of names) {
    for (const domain of cookieDomains(location.hostname)) {
      document.cookie = `${name}=; Max-Age=0; Path=/${domain ? `; Domain=${domain}` : ''}`;
    }
  }
}
