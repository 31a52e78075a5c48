/**
 * Tenant isolation (issue 20): one process serves sites 51 and 52, chosen by Host. Property-based
 * (fast-check): batches of interleaved concurrent requests over both sites and a host of no site —
 * pages, /config.json, /theme.css, /sitemap.xml, /robots.txt and API calls through the site's host —
 * and every answer carries its own site's id, name, colours, URLs and host and none of the other's;
 * the unknown host gets the 404 that names no site. What marks a site is read from the running
 * server first (its config, site info, theme, sitemap), not written here.
 */
import { request as httpRequest } from 'node:http';
import fc from 'fast-check';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from './support/ports';
import { withoutPerResponseValues } from '../support/per-response';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A request to the e2e server as `host` (a browser would put it in the Host header the same way). */
function fetchAs(host: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const method = body === undefined ? 'GET' : 'POST';
    const req = httpRequest(
      { host: '127.0.0.1', port: E2E_PORT, path, method, headers: { 'Host': `${host}:${E2E_PORT}`, 'Accept-Encoding': 'identity', ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const flat: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) flat[name] = Array.isArray(value) ? value.join(', ') : String(value ?? '');
          resolve({ status: res.statusCode ?? 0, headers: flat, body: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** What only one site's answers may contain. */
interface SiteMarks {
  host: string;
  siteId: number;
  name: string;
  /** Its public address (site info prodUrl): sitemap, robots, canonical links. */
  siteUrl: string;
  /** `--color-primary` of its theme. */
  primary: string;
  /** Page paths of its sitemap. */
  paths: string[];
}

/** The marks of the site served at `host`, read from the server. */
async function marksOf(host: string): Promise<SiteMarks> {
  const config = JSON.parse((await fetchAs(host, '/config.json')).body) as { siteId: number; apiUrl: string };
  const info = JSON.parse((await fetchAs(host, `${config.apiUrl}/site/info`, { idSite: String(config.siteId) })).body) as {
    data: { name: string; prodUrl?: string; url: string };
  };
  const theme = (await fetchAs(host, '/theme.css')).body;
  const primary = /--color-primary:\s*([^;]+);/.exec(theme)?.[1]?.trim() ?? '';
  const siteUrl = info.data.prodUrl ?? info.data.url;
  const sitemap = (await fetchAs(host, '/sitemap.xml')).body;
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname).slice(0, 40);
  return { host, siteId: config.siteId, name: info.data.name, siteUrl, primary, paths };
}

type Kind = 'page' | 'config' | 'theme' | 'sitemap' | 'robots' | 'api';

/** The strings of `other` that must never appear in an answer for `own` (what they share is left out). */
function foreignMarks(own: SiteMarks, other: SiteMarks): string[] {
  const marks = [`"siteId":${other.siteId}`, other.name, new URL(other.siteUrl).host, other.host, `--color-primary: ${other.primary};`];
  const ownText = [`"siteId":${own.siteId}`, own.name, new URL(own.siteUrl).host, own.host, `--color-primary: ${own.primary};`];
  return marks.filter((mark) => !ownText.some((text) => text.includes(mark)));
}

/** What an answer of `own` for `kind` must contain. */
function ownMark(own: SiteMarks, kind: Kind): string {
  switch (kind) {
    case 'page':
    case 'config':
      return `"siteId":${own.siteId}`;
    case 'theme':
      return `--color-primary: ${own.primary};`;
    case 'sitemap':
    case 'robots':
      return new URL(own.siteUrl).host;
    case 'api':
      return own.name;
  }
}

test.describe('un seul serveur, deux sites isolés', () => {
  // One property run is enough: it does not depend on the viewport (desktop project only, playwright.config.ts).

  test('1 000 requêtes concurrentes entremêlées sur les deux sites et un hôte inconnu : 0 fuite', async () => {
    test.setTimeout(300_000);
    const sites = [await marksOf('127.0.0.1'), await marksOf('vins.localhost')];
    const [a, b] = sites as [SiteMarks, SiteMarks];
    // The two sites must differ on every mark, or "no leak" would prove nothing.
    expect(a.siteId).not.toBe(b.siteId);
    expect(a.name).not.toBe(b.name);
    expect(a.primary).not.toBe(b.primary);
    expect(new URL(a.siteUrl).host).not.toBe(new URL(b.siteUrl).host);
    expect(foreignMarks(a, b)).toHaveLength(5);
    expect(foreignMarks(b, a)).toHaveLength(5);
    expect(a.paths.length).toBeGreaterThan(3);
    expect(b.paths.length).toBeGreaterThan(3);

    const kinds: Kind[] = ['page', 'page', 'page', 'config', 'theme', 'sitemap', 'robots', 'api'];
    const one = fc.record({ site: fc.integer({ min: 0, max: 2 }), kind: fc.constantFrom(...kinds), pick: fc.nat() });
    let sent = 0;
    const leaks: string[] = [];

    await fc.assert(
      fc.asyncProperty(fc.array(one, { minLength: 100, maxLength: 100 }), async (batch) => {
        const answers = await Promise.all(
          batch.map(async ({ site, kind, pick }) => {
            const own = sites[site];
            const host = own?.host ?? 'inconnu.localhost';
            const path =
              kind === 'page'
                ? (own ?? a).paths[pick % (own ?? a).paths.length]!
                : kind === 'config'
                  ? '/config.json'
                  : kind === 'theme'
                    ? '/theme.css'
                    : kind === 'sitemap'
                      ? '/sitemap.xml'
                      : kind === 'robots'
                        ? '/robots.txt'
                        : '/api/site/info';
            const answer = await fetchAs(host, path, kind === 'api' ? { idSite: String(own?.siteId ?? a.siteId) } : {});
            sent += 1;
            return { own, kind, path, answer };
          }),
        );
        for (const { own, kind, path, answer } of answers) {
          const text = `${JSON.stringify(answer.headers)}\n${answer.body}`;
          if (!own) {
            // The host of no site: the plain 404, nothing of either site.
            if (answer.status !== 404 || !answer.body.startsWith('Site introuvable')) leaks.push(`inconnu ${path}: ${answer.status}`);
            for (const mark of [...foreignMarks(b, a), ...foreignMarks(a, b)]) if (text.includes(mark)) leaks.push(`inconnu ${path}: « ${mark} »`);
            continue;
          }
          const other = own === a ? b : a;
          if (answer.status !== 200) leaks.push(`${own.host} ${path}: ${answer.status}`);
          if (!answer.body.includes(ownMark(own, kind))) leaks.push(`${own.host} ${path}: sans « ${ownMark(own, kind)} »`);
          for (const mark of foreignMarks(own, other)) if (text.includes(mark)) leaks.push(`${own.host} ${path}: « ${mark} » (site ${other.siteId})`);
        }
        return leaks.length === 0;
      }),
      { numRuns: 10, endOnFailure: true },
    );
    expect(leaks).toEqual([]);
    expect(sent).toBeGreaterThanOrEqual(1000);
  });
});

/** A page's HTML without what changes between two renders for the same visitor (the query cache's clock). */
const withoutClocks = withoutPerResponseValues;

test('une page publique est la même pour tout visiteur du site (clé de cache : hôte + chemin)', async () => {
  const login = await fetchAs(
    '127.0.0.1',
    '/api/login',
    { 'idSite': '51', 'userLang': 'fr_FR', 'Content-Type': 'application/json' },
    JSON.stringify({ email: 'marie.lefebvre@exemple.fr', password: 'Massage-2026' }),
  );
  const token = (JSON.parse(login.body) as { data: { token: string } }).data.token;
  expect(token).not.toBe('');
  const consent = encodeURIComponent(JSON.stringify({ v: 1, at: Date.now() - 1000, tools: { matomo: true }, embeds: [] }));
  const visitor = { 'Cookie': `token=${token}; vitrine_consent=${consent}; locale=en_GB`, 'Accept-Language': 'en-GB,en;q=0.9' };
  for (const [host, path] of [
    ['127.0.0.1', '/qui-suis-je'],
    ['vins.localhost', '/'],
  ] as const) {
    const anonymous = await fetchAs(host, path);
    const member = await fetchAs(host, path, visitor);
    expect(anonymous.status, `${host}${path}`).toBe(200);
    expect(anonymous.headers['cache-control']).toMatch(/^public, .*s-maxage=\d+/);
    expect(anonymous.headers.vary ?? '').not.toMatch(/cookie|accept-language/i);
    expect(member.headers['cache-control']).toBe(anonymous.headers['cache-control']);
    expect(withoutClocks(member.body), `${host}${path}`).toBe(withoutClocks(anonymous.body));
  }
  // The visitor's own pages still know the visitor, and are never shared.
  const account = await fetchAs('127.0.0.1', '/mon-compte', visitor);
  expect(account.status).toBe(200);
  expect(account.headers['cache-control']).toBe('private, no-store');
  expect(account.body).toContain('Marie');
});
