// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { cookieScope, loginCookies, logoutCookies } from './session-cookies';

describe('login cookies', () => {
  it('stay on the host when the tenant names no cookie domain (never a guessed parent shared with sister sites)', () => {
    expect(cookieScope({ hostname: 'www.exemple.fr', protocol: 'https:' })).toEqual({ domain: null, secure: true });
    expect(cookieScope({ hostname: 'a.builder.fr', protocol: 'https:' }, null)).toEqual({ domain: null, secure: true });
    expect(cookieScope({ hostname: 'vins.localhost', protocol: 'http:' }, '')).toEqual({ domain: null, secure: false });
  });

  it('use the configured domain when the host belongs to it', () => {
    expect(cookieScope({ hostname: 'boutique.maelle.co.uk', protocol: 'https:' }, '.maelle.co.uk')).toEqual({ domain: '.maelle.co.uk', secure: true });
    expect(cookieScope({ hostname: 'maelle.co.uk', protocol: 'http:' }, 'maelle.co.uk')).toEqual({ domain: '.maelle.co.uk', secure: false });
  });

  it('ignore a configured domain that does not cover the host (the browser would refuse the cookie)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(cookieScope({ hostname: 'www.autre.fr', protocol: 'https:' }, '.exemple.fr')).toEqual({ domain: null, secure: true });
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });

  it('are written for one day, path /, SameSite=Lax, Secure on https, on the parent domain', () => {
    const [token, idSite] = loginCookies('abc 123', 51, { domain: '.exemple.fr', secure: true });
    expect(token).toBe('token=abc%20123; Path=/; Max-Age=86400; Domain=.exemple.fr; SameSite=Lax; Secure');
    expect(idSite).toBe('idSite=51; Path=/; Max-Age=86400; Domain=.exemple.fr; SameSite=Lax; Secure');
  });

  it('are removed with the same path and domain, and a host-only copy too', () => {
    expect(logoutCookies({ domain: '.exemple.fr', secure: false })).toEqual([
      'token=; Path=/; Max-Age=0; Domain=.exemple.fr; SameSite=Lax',
      'idSite=; Path=/; Max-Age=0; Domain=.exemple.fr; SameSite=Lax',
      'token=; Path=/; Max-Age=0; SameSite=Lax',
      'idSite=; Path=/; Max-Age=0; SameSite=Lax',
    ]);
    expect(logoutCookies({ domain: null, secure: false })).toHaveLength(2);
  });
});
