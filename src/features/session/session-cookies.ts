/**
 * The login cookies of SPEC §4/§9: `token` and `idSite`, one day (86 400 s), path `/`, `SameSite=Lax`,
 * `Secure` on https, host-only unless the tenant names its cookie domain (then every sub-domain of
 * that domain shares the session). The
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
 * The scope for a page address: the tenant's configured cookie domain (app config `cookieDomain`)
 * when the host belongs to it, else this host only. Never a guessed parent domain: two tenants on
 * sub-domains of one domain (`a.builder.fr`, `b.builder.fr`) would then share their visitors' login
 * (docs/decisions/008-tenants-and-caching.md). A configured domain the host is not part of would be
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
  return { domain: null, secure };
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

/** Writes cookie strings (`loginCookies`, `logoutCookies`) into the browser. */
export function writeCookies(cookies: readonly string[]): void {
  for (const cookie of cookies) document.cookie = cookie;
}
