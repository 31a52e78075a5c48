/**
 * The four analytics tools, configured with fake ids for the consent journeys, and local stand-ins for
 * their hosts: every request to a tracker host is recorded and answered by Playwright (`route`), never
 * by the network. The stand-in scripts honour each vendor's public API the way the real ones do (command
 * queues, Consent Mode, consent/opt-out switches) and, like them, set first-party cookies and send a hit
 * per page view — so a test sees requests and cookies, not our code's intentions.
 */
import type { BrowserContext } from '@playwright/test';

/** Environment of the analytics e2e server (a one-site table: src/app/server/tenants.ts reads it, with SITE_ID). */
export const ANALYTICS_ENV = {
  ANALYTICS_MATOMO_URL: 'https://stats.maelle-test.fr/',
  ANALYTICS_MATOMO_SITE_ID: '7',
  ANALYTICS_GTM_ID: 'GTM-TEST42',
  ANALYTICS_PLAUSIBLE_DOMAIN: 'massages-vendee.fr',
  ANALYTICS_PIXEL_ID: '123456789012345',
};

/** Hosts a tool may contact. */
export const TRACKER_HOSTS = [
  'stats.maelle-test.fr',
  'www.googletagmanager.com',
  'www.google-analytics.com',
  'plausible.io',
  'connect.facebook.net',
  'www.facebook.com',
];

/** Cookies the tools set in the site's name (first-party). */
export const TRACKER_COOKIE = /^(_pk_|_ga|_fbp|_fbc)/;

const MATOMO = `(function () {
  var queued = window._paq || [];
  var s = { requireConsent: false, consent: false, optedOut: false, url: '', site: '', customUrl: location.href, title: document.title };
  function drop() {
    document.cookie.split(';').map(function (c) { return c.split('=')[0].trim(); }).filter(function (n) { return /^_pk_/.test(n); })
      .forEach(function (n) { document.cookie = n + '=; Max-Age=0; Path=/'; });
  }
  function run(cmd) {
    var a = cmd.slice(1);
    switch (cmd[0]) {
      case 'requireConsent': s.requireConsent = true; break;
      case 'setConsentGiven': s.consent = true; break;
      case 'forgetConsentGiven': s.consent = false; drop(); break;
      case 'optUserOut': s.optedOut = true; drop(); break;
      case 'forgetUserOptOut': s.optedOut = false; break;
      case 'setTrackerUrl': s.url = a[0]; break;
      case 'setSiteId': s.site = a[0]; break;
      case 'setCustomUrl': s.customUrl = a[0]; break;
      case 'setDocumentTitle': s.title = a[0]; break;
      case 'trackPageView':
        if ((s.requireConsent && !s.consent) || s.optedOut) return;
        document.cookie = '_pk_id.' + s.site + '.1a2b=5c6d7e8f; Max-Age=34128000; Path=/';
        document.cookie = '_pk_ses.' + s.site + '.1a2b=1; Max-Age=1800; Path=/';
        fetch(s.url + '?idsite=' + s.site + '&rec=1&url=' + encodeURIComponent(s.customUrl) + '&action_name=' + encodeURIComponent(s.title), { mode: 'no-cors' });
        break;
    }
  }
  window._paq = { push: function () { for (var i = 0; i < arguments.length; i++) run(arguments[i]); return 0; } };
  queued.forEach(run);
})();`;

const GTM = `(function () {
  var id = new URL(document.currentScript.src).searchParams.get('id');
  var dataLayer = (window.dataLayer = window.dataLayer || []);
  var consent = {};
  function hit(ev) {
    if (consent.analytics_storage !== 'granted') return;
    document.cookie = '_ga=GA1.1.1234.5678; Max-Age=34128000; Path=/';
    document.cookie = '_ga_TEST42=GS1.1.9999; Max-Age=34128000; Path=/';
    fetch('https://www.google-analytics.com/g/collect?v=2&tid=' + id + '&en=page_view&dl=' + encodeURIComponent(ev.page_location) + '&dt=' + encodeURIComponent(ev.page_title), { mode: 'no-cors' });
  }
  function handle(item) {
    // Consent Mode commands only count as gtag() pushes them: an Arguments object.
    if (Object.prototype.toString.call(item) === '[object Arguments]') {
      if (item[0] === 'consent') Object.assign(consent, item[2]);
      return;
    }
    if (item && item.event === 'vitrine.page_view') hit(item);
  }
  dataLayer.forEach(handle);
  var push = dataLayer.push;
  dataLayer.push = function () { for (var i = 0; i < arguments.length; i++) handle(arguments[i]); return push.apply(dataLayer, arguments); };
})();`;

const PLAUSIBLE = `(function () {
  var domain = document.currentScript.getAttribute('data-domain');
  var queued = (window.plausible && window.plausible.q) || [];
  function trigger(name, options) {
    if (localStorage.getItem('plausible_ignore') === 'true') return;
    fetch('https://plausible.io/api/event', { method: 'POST', mode: 'no-cors', headers: { 'Content-Type': 'text/plain' }, body: JSON.stringify({ n: name, u: (options && options.u) || location.href, d: domain }) });
  }
  window.plausible = trigger;
  queued.forEach(function (args) { trigger.apply(null, args); });
})();`;

const PIXEL = `(function () {
  var fbq = window.fbq;
  var granted = true;
  var ids = [];
  function call() {
    var a = [].slice.call(arguments);
    if (a[0] === 'consent') { granted = a[1] === 'grant'; return; }
    if (a[0] === 'init') { ids.push(a[1]); return; }
    if (a[0] === 'track' && granted) {
      document.cookie = '_fbp=fb.1.1700000000.42; Max-Age=7776000; Path=/';
      ids.forEach(function (id) { fetch('https://www.facebook.com/tr/?id=' + id + '&ev=' + a[1] + '&dl=' + encodeURIComponent(location.href), { mode: 'no-cors' }); });
    }
  }
  fbq.callMethod = call;
  fbq.queue.splice(0).forEach(function (a) { call.apply(null, a); });
})();`;

/** One request a page made to a tracker host. */
export interface TrackerRequest {
  host: string;
  path: string;
  url: string;
  body: string | null;
}

/** What the page asked of the trackers, grouped the way the tests count it. */
export class TrackerLog {
  readonly requests: TrackerRequest[] = [];

  /** Scripts loaded, by tool. */
  scripts() {
    const count = (re: RegExp) => this.requests.filter((r) => re.test(r.url)).length;
    return { matomo: count(/matomo\.js$/), gtm: count(/gtm\.js\?id=GTM-TEST42$/), plausible: count(/script\.manual\.js$/), pixel: count(/fbevents\.js$/) };
  }

  /** Page-view hits, by tool, as the URLs they reported. */
  pageViews() {
    const urls = (re: RegExp, read: (r: TrackerRequest) => string | null) => this.requests.filter((r) => re.test(r.url)).map(read);
    const param = (name: string) => (r: TrackerRequest) => new URL(r.url).searchParams.get(name);
    const plausibleUrl = (r: TrackerRequest) => {
      const body: unknown = JSON.parse(r.body ?? '{}');
      return typeof body === 'object' && body !== null && 'u' in body && typeof body.u === 'string' ? body.u : null;
    };
    return {
      matomo: urls(/matomo\.php\?/, param('url')),
      gtm: urls(/google-analytics\.com\/g\/collect/, param('dl')),
      plausible: urls(/plausible\.io\/api\/event/, plausibleUrl),
      pixel: urls(/facebook\.com\/tr\//, param('dl')),
    };
  }
}

/** Route every tracker host of the context to the stand-ins; returns the log of what was asked. */
export async function routeTrackers(context: BrowserContext): Promise<TrackerLog> {
  const log = new TrackerLog();
  await context.route(
    (url) => TRACKER_HOSTS.includes(url.hostname),
    async (route) => {
      const request = route.request();
      const url = new URL(request.url());
      log.requests.push({ host: url.hostname, path: url.pathname, url: request.url(), body: request.postData() });
      const js = (body: string) => route.fulfill({ status: 200, contentType: 'application/javascript', body });
      if (url.pathname === '/matomo.js') return js(MATOMO);
      if (url.pathname === '/gtm.js') return js(GTM);
      if (url.pathname === '/js/script.manual.js') return js(PLAUSIBLE);
      if (url.pathname.endsWith('/fbevents.js')) return js(PIXEL);
      if (/^\/(matomo\.php|g\/collect|api\/event|tr\/?)$/.test(url.pathname)) return route.fulfill({ status: 204 });
      return route.fulfill({ status: 404, body: 'unknown tracker path' });
    },
  );
  return log;
}
