/**
 * The login cookies of SPEC §4/§9: `token` and `idSite`, one day (86 400 s), path `/`, `SameSite=Lax`,
 * `Secure` on https, on the parent domain so every sub-domain of the tenant shares the session. The
 * token lives ONLY in this cookie (never in localStorage, DESIGN.md §6). Logout removes both with the
 * very same path and domain, or the browser would keep them. Decision record:
 * docs/decisions/004-login-cookies.md.
 */
import { serializeCookie } from '@/lib/cookies';
import { reportError } from '@/lib/report-error';

/** Lifetime of both login cookies (SPEC §9). */
export const LOGIN_COOKIE_MAX_AGE = 86_400;

/** Where the login cookies live: their Domain attribute (null = this host only) and Secure flag. */
export interface CookieScope {
  domain: string | null;
  secure: boolean;
}

/**
 * The parent domain of a host name (`www.exemple.fr` → `.exemple.fr`), or null for hosts where a
 * Domain attribute would be refused (localhost, IP addresses, single-label names). A guess from the
 * last two labels: wrong for suffixes such as `.co.uk` or `.gouv.fr`, which is why a deployment can
 * set the domain itself (`COOKIE_DOMAIN`, see {@link cookieScope}).
 */
export function parentDomain(hostname: string): string | null {
  if (!hostname.includes('.') || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return null;
  const labels = hostname.split('.');
  return labels.length <= 2 ? `.${hostname}` : `.${labels.slice(-2).join('.')}`;
}

/**
 * The scope for a page address: the configured cookie domain when there is one and the host belongs
 * to it, else the guessed parent domain. A configured domain the host is not part of would be
 * refused by the browser (the session would silently never start), so it is ignored with a warning.
 */
export function cookieScope(url: { hostname: string; protocol: string }, configuredDomain?: string | null): CookieScope {
  const secure = url.protocol === 'https:';
  const wanted = configuredDomain?.trim().toLowerCase();
  if (wanted) {
    const bare = wanted.replace(/^\./, '');
    const host = url.hostname.toLowerCase();
    if (host === bare || host.endsWith(`.${bare}`)) return { domain: `.${bare}`, secure };
    reportError(`cookie domain "${wanted}" does not cover ${host}: the login cookies stay on this host`, { where: 'login cookies', level: 'warning' });
  }
  return { domain: parentDomain(url.hostname), secure };
}

function loginCookie(name: string, value: string, maxAgeSeconds: number, scope: CookieScope): string {
  return serializeCookie(name, value, { maxAgeSeconds, path: '/', sameSite: 'Lax', domain: scope.domain ?? undefined, secure: scope.secure });
}

/** The two `document.cookie` strings that store a login result (POST /login → data.token, data.idSite). */
export function loginCookies(token: string, idSite: number, scope: CookieScope): [string, string] {
  return [loginCookie('token', token, LOGIN_COOKIE_MAX_AGE, scope), loginCookie('idSite', String(idSite), LOGIN_COOKIE_MAX_AGE, scope)];
}

/**
 * The `document.cookie` strings that remove both login cookies (logout). A cookie a previous version
 * set without Domain is removed too, so no token can linger on the host after logout.
 */
export function logoutCookies(scope: CookieScope): string[] {
  const scopes = scope.domain ? [scope, { ...scope, domain: null }] : [scope];
  return scopes.flatMap((s) => [loginCookie('token', '', 0, s), loginCookie('idSite', '', 0, s)]);
}
