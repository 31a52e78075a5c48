// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from './cookies';

describe('cookies', () => {
  it('reads one cookie among several', () => {
    expect(readCookie('a=1; locale=en_GB; token=abc', 'locale')).toBe('en_GB');
    expect(readCookie('a=1', 'locale')).toBeNull();
    expect(readCookie('', 'locale')).toBeNull();
    expect(readCookie('msg=bonjour%20%C3%A0%20tous', 'msg')).toBe('bonjour à tous');
    expect(readCookie('bad=%E0%A4%A', 'bad')).toBe('%E0%A4%A');
  });

  it('writes a cookie with a lifetime', () => {
    expect(serializeCookie('locale', 'fr_FR', { maxAgeSeconds: 31536000 })).toBe('locale=fr_FR; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
