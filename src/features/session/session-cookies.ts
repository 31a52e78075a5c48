/**
 * The login cookies of SPEC §4/§9: `token` and `idSite`, one day (86 400 s), on the parent domain so
 * every sub-domain of the tenant shares the session. The token lives ONLY in this cookie (never in
 * localStorage, DESIGN.md §6).
 */
import { serializeCookie } from '@/lib/cookies';

export const LOGIN_COOKIE_MAX_AGE = 86_400;

/**
 * The parent domain of a host name (`www.exemple.fr` → `.exemple.fr`), or null for hosts where a
 * Domain attribute would be refused (localhost, IP addresses, single-label names).
 */
export function parentDomain(hostname: string): string | null {
  if (!hostname.includes('.') || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return null;
  const labels = hostname.split('.');
  return labels.length <= 2 ? `.${hostname}` : `.${labels.slice(-2).join('.')}`;
}

function loginCookie(name: string, value: string, maxAgeSeconds: number): string {
  return serializeCookie(name, value, {
    maxAgeSeconds,
    domain: parentDomain(location.hostname) ?? undefined,
    secure: location.protocol === 'https:',
  });
}

/** Store the login result (POST /login → data.token, data.idSite). */
export function writeLoginCookies(token: string, idSite: number): void {
  document.cookie = loginCookie('token', token, LOGIN_COOKIE_MAX_AGE);
  document.cookie = loginCookie('idSite', String(idSite), LOGIN_COOKIE_MAX_AGE);
}

/** Remove both login cookies (logout). */
export function clearLoginCookies(): void {
  document.cookie = loginCookie('token', '', 0);
  document.cookie = loginCookie('idSite', '', 0);
}
