/**
 * sitemap.xml and robots.txt against the demo API (site 51), through the handler's own entry point.
 */
import { describe, expect, it } from 'vitest';
import { productsQueryOptions } from '@/api/queries/catalogue';
import { blogListQueryOptions } from '@/api/queries/content';
import { createTestQueryClient, demoApiClient, unreachableApiClient } from '@tests/support/test-providers';
import { isPrivatePath } from '@/lib/private-paths';
import { robotsTxt, seoFileResponse, sitemapEntries, sitemapEntriesInLocales, sitemapXml } from './sitemap';

const SITE = 'https://www.maelle-guerin-massages.fr';

function demoContext() {
  return { api: demoApiClient(), queryClient: createTestQueryClient() };
}

describe('sitemapEntries', () => {
  it('lists the page tree, legal texts, blog folders and articles, products, services, albums and workshops of the demo site', async () => {
    const context = demoContext();
    const entries = await sitemapEntries(context);
    // Every article and product the API counts (read in pages of 100).
    const [articles, products] = await Promise.all([
      context.queryClient.fetchQuery(blogListQueryOptions(context.api, { nbItem: 1 })),
      context.queryClient.fetchQuery(productsQueryOptions(context.api, { nbItem: 1 })),
    ]);
    const paths = entries.map((e) => e.path);
    // The tree, in menu order, nested pages at their canonical path; pages hidden from the menu too.
    expect(paths.slice(0, 4)).toEqual(['/', '/mes-prestations', '/mes-prestations/massages-en-vendee', '/mes-prestations/pack-de-massages']);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/reservation-en-ligne',
        '/boutique',
        '/ateliers',
        '/precautions-et-contre-indications',
        '/articles-de-massages',
        '/legal-notice',
        '/sale-terms',
      ]),
    );
    expect(paths).toContain('/blog/rubrique/bien-etre');
    expect(paths).toContain('/boutique/coffret-cocooning-12');
    expect(paths).toContain('/element/ateliers/initiation-au-massage-en-duo/3');
    expect(paths).toContain('/galerie/le-studio-1');
    expect(paths).toContain('/reservation-en-ligne/massage-suedois-3');
    // Articles carry their publication day; pages without a date have none.
    const article = entries.find((e) => e.path === '/blog/massage-et-sommeil');
    expect(article?.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(entries.find((e) => e.path === '/')?.lastmod).toBeUndefined();
    expect(paths.filter(isPrivatePath)).toEqual([]);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter((p) => p.startsWith('/blog/') && !p.startsWith('/blog/rubrique/'))).toHaveLength(articles.total);
    expect(paths.filter((p) => p.startsWith('/boutique/'))).toHaveLength(products.total);
    expect(paths.filter((p) => p.startsWith('/element/'))).toHaveLength(6);
  });

  it('fails without the page tree (there is no sitemap worth serving then)', async () => {
    await expect(sitemapEntries({ api: unreachableApiClient(), queryClient: createTestQueryClient() })).rejects.toThrow();
  });
});

describe('a site in two languages (issue 36)', () => {
  const VINS = 'https://www.domaine-garnaudiere.fr';
  const context = () => ({ api: demoApiClient(52), queryClient: createTestQueryClient(), locales: ['fr_FR', 'en_GB'] });

  it('lists each language’s version of a page, each naming all of them and x-default (French)', async () => {
    const entries = await sitemapEntriesInLocales(context());
    const byPath = new Map(entries.map((entry) => [entry.path, entry]));
    const estate = [
      { hreflang: 'fr', path: '/le-domaine' },
      { hreflang: 'en', path: '/en/the-estate' },
      { hreflang: 'x-default', path: '/le-domaine' },
    ];
    // Reciprocal: both versions carry the same three links; the slugs differ (matched by the page's id).
    expect(byPath.get('/le-domaine')?.alternates).toEqual(estate);
    expect(byPath.get('/en/the-estate')?.alternates).toEqual(estate);
    expect(byPath.get('/en')?.alternates).toContainEqual({ hreflang: 'en', path: '/en' });
    // A product by its id (its URL carries its translated name); a legal text by its path.
    expect(byPath.get('/en/boutique/cuvee-des-ormeaux-red-fiefs-vendeens-brem-1')?.alternates).toContainEqual({
      hreflang: 'fr',
      path: '/boutique/cuvee-des-ormeaux-rouge-fiefs-vendeens-brem-1',
    });
    expect(byPath.get('/en/legal-notice')?.alternates).toContainEqual({ hreflang: 'fr', path: '/legal-notice' });
    // Every advertised version is itself listed (absolute URLs come from sitemapXml).
    for (const entry of entries) for (const alternate of entry.alternates ?? []) expect(byPath.has(alternate.path)).toBe(true);

    const xml = sitemapXml(VINS, entries);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      `<url><loc>${VINS}/en/the-estate</loc><xhtml:link rel="alternate" hreflang="fr" href="${VINS}/le-domaine"/><xhtml:link rel="alternate" hreflang="en" href="${VINS}/en/the-estate"/><xhtml:link rel="alternate" hreflang="x-default" href="${VINS}/le-domaine"/></url>`,
    );
  });

  it('keeps a one-language site’s sitemap as it was: no alternates, no xhtml namespace', async () => {
    const entries = await sitemapEntriesInLocales({ ...demoContext(), locales: ['fr_FR'] });
    expect(entries.some((entry) => entry.alternates)).toBe(false);
    expect(sitemapXml(SITE, entries)).not.toContain('xhtml');
  });
});

describe('sitemapXml and robotsTxt', () => {
  it('writes absolute, escaped URLs with their lastmod', () => {
    const xml = sitemapXml(SITE, [{ path: '/' }, { path: '/blog/a&b', lastmod: '2026-04-07' }]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        `  <url><loc>${SITE}/</loc></url>`,
        `  <url><loc>${SITE}/blog/a&amp;b</loc><lastmod>2026-04-07</lastmod></url>`,
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('keeps crawlers out of the private paths and points at the sitemap', () => {
    const robots = robotsTxt(SITE);
    for (const path of ['/mon-compte', '/panier', '/commande', '/admin', '/auth', '/password']) expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(robots).not.toMatch(/Disallow: \/\n/);
  });
});

describe('seoFileResponse', () => {
  it('answers /sitemap.xml as XML on the site’s public address, with a short public cache', async () => {
    const response = await seoFileResponse(new Request('http://127.0.0.1:4173/sitemap.xml'), demoContext());
    expect(response?.status).toBe(200);
    expect(response?.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(response?.headers.get('cache-control')).toMatch(/^public, max-age=300/);
    const xml = (await response?.text()) ?? '';
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    expect(doc.querySelector('parsererror')).toBeNull();
    const locs = [...doc.getElementsByTagName('loc')].map((l) => l.textContent ?? '');
    expect(locs.length).toBeGreaterThan(50);
    expect(locs.every((loc) => loc.startsWith(`${SITE}/`))).toBe(true);
  });

  it('answers /robots.txt as text, and nothing else', async () => {
    const robots = await seoFileResponse(new Request('http://127.0.0.1:4173/robots.txt'), demoContext());
    expect(robots?.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await robots?.text()).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(await seoFileResponse(new Request('http://127.0.0.1:4173/'), demoContext())).toBeNull();
    expect(await seoFileResponse(new Request('http://127.0.0.1:4173/blog/sitemap.xml'), demoContext())).toBeNull();
  });

  it('answers 503 when the API is down, with URLs on the request’s origin in robots.txt', async () => {
    const down = () => ({ api: unreachableApiClient(), queryClient: createTestQueryClient() });
    const sitemap = await seoFileResponse(new Request('http://127.0.0.1:4173/sitemap.xml'), down());
    expect(sitemap?.status).toBe(503);
    expect(sitemap?.headers.get('retry-after')).toBe('300');
    expect(await (await seoFileResponse(new Request('http://127.0.0.1:4173/robots.txt'), down()))?.text()).toContain(
      'Sitemap: http://127.0.0.1:4173/sitemap.xml',
    );
  });
});
