// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loginPath, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this site, query and hash included', () => {
    expect(safeReturnPath('/mon-compte')).toBe('/mon-compte');
    expect(safeReturnPath('/blog/article?page=2#commentaires')).toBe('/blog/article?page=2#commentaires');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'mon-compte', '/a\u0000b', '', null, undefined])(
    'refuses %j (falls back)',
    (value) => {
      expect(safeReturnPath(value, '/accueil')).toBe('/accueil');
    },
  );
});

describe('loginPath', () => {
  it('carries the page to come back to', () => {
    expect(loginPath('/mon-compte')).toBe('/auth?retour=%2Fmon-compte');
    expect(loginPath('/qui-suis-je?x=1')).toBe('/auth?retour=%2Fqui-suis-je%3Fx%3D1');
  });

  it('is plain /auth from home, from the login page itself or for a foreign address', () => {
    expect(loginPath('/')).toBe('/auth');
    expect(loginPath('/auth?retour=%2Fx')).toBe('/auth');
    expect(loginPath('https://evil.example')).toBe('/auth');
    expect(loginPath(undefined)).toBe('/auth');
  });
});
