/**
 * Security headers of the production server (DESIGN.md §6, docs/decisions/003-csp.md): a strict CSP —
 * no 'unsafe-eval', no inline script — widened only for the third-party hosts the request's tenant
 * configures (its analytics, its payment provider, its font hosts), never another tenant's.
 * Runtime-neutral: the Fetch handler sets them on every response of a tenant.
 */

import { PLAIN_DOCUMENT_STYLE_HASH } from './error-document';
import type { Tenant } from './tenants';

/** Public app configuration fields that decide which third-party hosts the CSP allows. */
export interface CspInput {
  apiUrl: string;
  analytics?: {
    matomo?: { url: string } | null;
    gtm?: { id: string } | null;
    plausible?: { domain: string; scriptUrl?: string } | null;
    pixel?: { id: string } | null;
  } | null;
  /** A provider is admitted when present (truthy): `payment` = Stripe (js.stripe.com, api.stripe.com). */
  providers?: { payment?: unknown; maps?: unknown; video?: unknown } | null;
  /** Origins the site's font files come from (`font-src`). */
  fontHosts?: readonly string[] | null;
  /** The page's own inline scripts, by hash (`'sha256-…'`, {@link inlineScriptHashes}): the boot script. */
  scriptHashes?: readonly string[] | null;
}

/**
 * The text of each inline script of an HTML page (a `<script>` with content and no `src`, JSON data
 * blocks aside): what the CSP must allow by hash, and what the bundle checks count as initial JS.
 */
export function inlineScripts(html: string): string[] {
  const texts: string[] = [];
  for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (text === '' || /\ssrc=/.test(attributes) || /\stype="application\/(ld\+)?json"/.test(attributes)) continue;
    texts.push(text);
  }
  return texts;
}

/**
 * The CSP sources (`'sha256-…'`) that allow the inline scripts of the page template — the boot
 * script the build writes into index.html (scripts/lib/vite-boot-steps.ts) — and nothing else: no
 * `'unsafe-inline'`. Computed once per process from the template (Web Crypto: Node and workerd).
 */
export async function inlineScriptHashes(template: string): Promise<string[]> {
  const hashes: string[] = [];
  for (const text of inlineScripts(template)) {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
    hashes.push(`'sha256-${btoa(String.fromCharCode(...digest))}'`);
  }
  return hashes;
}

function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.origin;
  } catch {
    return null; // a relative URL (same origin): nothing to add
  }
}

/** Build the Content-Security-Policy header value for a configuration. */
export function buildCsp(input: CspInput): string {
  const script = new Set(["'self'", ...(input.scriptHashes ?? [])]);
  const connect = new Set(["'self'"]);
  const img = new Set(["'self'", 'data:', 'blob:', 'https:']);
  const frame = new Set<string>();
  const font = new Set(["'self'", 'data:', ...(input.fontHosts ?? [])]);
  const api = originOf(input.apiUrl);
  if (api) connect.add(api);
  const a = input.analytics ?? {};
  if (a.matomo) {
    const o = originOf(a.matomo.url);
    if (o) {
      script.add(o);
      connect.add(o);
    }
  }
  if (a.gtm) {
    script.add('https://www.googletagmanager.com');
    connect.add('https://www.google-analytics.com').add('https://*.google-analytics.com').add('https://www.googletagmanager.com');
  }
  if (a.plausible) {
    const o = originOf(a.plausible.scriptUrl ?? 'https://plausible.io/js/script.js');
    if (o) {
      script.add(o);
      connect.add(o);
    }
  }
  if (a.pixel) {
    script.add('https://connect.facebook.net');
    connect.add('https://www.facebook.com');
    frame.add('https://www.facebook.com');
  }
  const p = input.providers ?? {};
  if (p.payment) {
    script.add('https://js.stripe.com');
    connect.add('https://api.stripe.com');
    frame.add('https://js.stripe.com').add('https://hooks.stripe.com');
  }
  if (p.maps) connect.add('https://*.tile.openstreetmap.org');
  if (p.video) frame.add('https://www.youtube-nocookie.com').add('https://player.vimeo.com');

  const directives: Record<string, Set<string> | string[]> = {
    'default-src': ["'self'"],
    'script-src': script,
    // The app's stylesheets, and the one inline style of the plain pages (error, site under construction).
    'style-src': ["'self'", PLAIN_DOCUMENT_STYLE_HASH],
    'img-src': img,
    'font-src': font,
    'connect-src': connect,
    'media-src': ["'self'", 'blob:', 'https:'],
    'frame-src': frame.size > 0 ? frame : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...values].join(' ')}`)
    .join('; ');
}

/** Every security header the production server sends with HTML and assets. */
export function securityHeaders(input: CspInput): Record<string, string> {
  return {
    'Content-Security-Policy': buildCsp(input),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(self), usb=(), interest-cohort=()',
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** The security headers of a tenant's responses: its own tools' hosts and font hosts only. */
export function tenantSecurityHeaders(tenant: Tenant, scriptHashes: readonly string[] = []): Record<string, string> {
  return securityHeaders({ ...tenant.config, fontHosts: tenant.fontHosts, scriptHashes });
}
