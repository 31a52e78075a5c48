// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardRequest, MAX_COOKIE_LENGTH, MAX_QUERY_LENGTH } from './request-guard';

const at = (path: string, init: RequestInit & { headers?: Record<string, string> } = {}) => new Request(`http://127.0.0.1:4173${path}`, init);

describe('guardRequest', () => {
  it('lets ordinary page requests through (accents, encoded spaces, a normal query)', () => {
    expect(guardRequest(at('/'))).toBeNull();
    expect(guardRequest(at('/qui-suis-je?from=newsletter&page=2'))).toBeNull();
    expect(guardRequest(at('/blog/caf%C3%A9%20du%20matin?q=a+b'))).toBeNull();
    expect(guardRequest(at('/', { method: 'HEAD' }))).toBeNull();
  });

  it('refuses malformed percent-encoding with 400', async () => {
    const response = guardRequest(at('/qui-suis-je%E0%A4%A'));
    expect(response?.status).toBe(400);
    expect(await response?.text()).toContain('mal encodée');
    expect(guardRequest(at('/?q=%zz'))?.status).toBe(400);
  });

  it('refuses a query string over the limit with 414', () => {
    expect(guardRequest(at(`/?q=${'a'.repeat(10 * 1024)}`))?.status).toBe(414);
    expect(guardRequest(at(`/?q=${'a'.repeat(MAX_QUERY_LENGTH - 2)}`))).toBeNull();
  });

  it('refuses an oversized cookie header with 431', () => {
    expect(guardRequest(at('/', { headers: { cookie: `a=${'b'.repeat(MAX_COOKIE_LENGTH)}` } }))?.status).toBe(431);
  });

  it('refuses odd Host headers with 400', () => {
    for (const host of ['exa mple.fr', 'a/b', '<script>', 'x..y', '-bad-.fr']) {
      expect(guardRequest(at('/', { headers: { host } }))?.status, host).toBe(400);
    }
    expect(guardRequest(at('/', { headers: { host: 'www.domaine-du-pressoir.fr:443' } }))).toBeNull();
    expect(guardRequest(at('/', { headers: { host: '[::1]:4173' } }))).toBeNull();
  });

  it('refuses encoded separators and NUL in a path with 400', () => {
    expect(guardRequest(at('/a%2f..%2fetc'))?.status).toBe(400);
    expect(guardRequest(at('/a%00'))?.status).toBe(400);
  });

  it('refuses a path that starts with `//` (a protocol-relative address: another origin) with 400, for every method', async () => {
    for (const path of ['//evil.example/x?from=abc', '//evil.example', '/\\evil.example/x', '///evil.example/x']) {
      expect(guardRequest(at(path))?.status, path).toBe(400);
      expect(guardRequest(at(path), { pageMethods: false })?.status, path).toBe(400);
    }
    // A form posted to such a path gets no page whose link leads off-site.
    const posted = guardRequest(at('//evil.example/login', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' }));
    expect(posted?.status).toBe(400);
    expect(await posted!.text()).not.toContain('evil.example');
    expect(guardRequest(at('/blog//article'))).toBeNull();
  });

  it('answers 405 with Allow to other methods on pages, unless asked to leave methods alone', () => {
    const response = guardRequest(at('/qui-suis-je', { method: 'DELETE' }));
    expect(response?.status).toBe(405);
    expect(response?.headers.get('allow')).toBe('GET, HEAD');
    expect(guardRequest(at('/', { method: 'PROPFIND' }))?.status).toBe(405);
    expect(guardRequest(at('/api/contact', { method: 'POST' }), { pageMethods: false })).toBeNull();
    expect(guardRequest(at('/api/contact%zz', { method: 'POST' }), { pageMethods: false })?.status).toBe(400);
  });

  it('answers a form posted before the page took it over with a French page leading back to the form', async () => {
    const post = (type: string) => guardRequest(at('/auth', { method: 'POST', headers: { 'content-type': type }, body: 'email=a%40b.fr&password=x' }));
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const response = post(type);
      expect(response?.status).toBe(405);
      expect(response?.headers.get('allow')).toBe('GET, HEAD');
      expect(response?.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await response!.text();
      expect(html).toContain('Formulaire non envoyé');
      expect(html).toContain('<a href="/auth">Revenir au formulaire</a>');
    }
    // A script's or a tool's request keeps the plain refusal.
    expect(post('application/json')?.headers.get('content-type')).toBe('text/plain; charset=utf-8');
  });

  it('says it in English for a form of an English page (issue 36)', async () => {
    const response = guardRequest(at('/en/auth', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'email=a%40b.fr' }));
    const html = await response!.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Form not sent</h1>');
    expect(html).toContain('<a href="/en/auth">Go back to the form</a> and send it again once the page has loaded.');
    expect(html).not.toContain('Formulaire');
  });

  it('refuses in the language of the path: English under /en/, French elsewhere (issue 36)', async () => {
    const cases: [Response | null, string, string][] = [
      [guardRequest(at('/en/the-estate%E0%A4%A')), 'Request refused: badly encoded address.', 'Requête refusée'],
      [guardRequest(at(`/en/shop?q=${'a'.repeat(10 * 1024)}`)), 'Request refused: address too long.', 'Requête refusée'],
      [guardRequest(at('/en/', { headers: { cookie: `a=${'b'.repeat(MAX_COOKIE_LENGTH)}` } })), 'Request refused: cookies too large.', 'Requête refusée'],
      [guardRequest(at('/en/a%2f..%2fetc')), 'Request refused: invalid path.', 'Requête refusée'],
      [guardRequest(at('/en/', { headers: { host: 'a/b' } })), 'Request refused: invalid Host header.', 'Requête refusée'],
      [guardRequest(at('/en/', { method: 'DELETE' })), 'Method not allowed.', 'Méthode'],
    ];
    for (const [response, english, french] of cases) {
      const text = (await response?.text()) ?? '';
      expect(text, english).toContain(english);
      expect(text, english).not.toContain(french);
    }
    expect(await guardRequest(at('/le-domaine%E0%A4%A'))?.text()).toBe('Requête refusée\u00a0: adresse mal encodée.\n');
  });
});
