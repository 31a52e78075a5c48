/**
 * SEO of the server-rendered site (issue 8, "SEO that a local business needs"): sitemap.xml,
 * robots.txt, the home page's LocalBusiness JSON-LD, Open Graph tags and an article's structured
 * data, all read from the server's answers as a crawler or a link preview reads them (no script
 * runs); then one browser visit: the JSON-LD block breaks no CSP and no hydration, and follows
 * client navigations.
 */
import { test, expect, expectAccessible } from './support/test';

const SITE = 'https://www.maelle-guerin-massages.fr';

/** The JSON-LD blocks of a served page, parsed. */
function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? 'null') as Record<string, unknown>);
}

/** `<meta property="og:…">` contents of a served page. */
function openGraphOf(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/<meta property="(og:[a-z_:]+)" content="([^"]*)">/g)].map((m) => [m[1] ?? '', m[2] ?? '']));
}

test('sitemap.xml liste les pages publiques, un article, un produit, un atelier, et aucune page privée', async ({ request, page }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/xml; charset=utf-8');
  expect(response.headers()['cache-control']).toMatch(/^public, max-age=\d+/);
  const xml = await response.text();
  // Well-formed XML in the sitemaps.org namespace (the browser's own XML parser says so).
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      ns: doc.documentElement.namespaceURI,
      locs: [...doc.getElementsByTagName('loc')].map((l) => l.textContent ?? ''),
    };
  }, xml);
  expect(parsed.error).toBeNull();
  expect(parsed.ns).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  const paths = parsed.locs.map((loc) => {
    expect(loc.startsWith(`${SITE}/`), loc).toBe(true);
    return loc.slice(SITE.length);
  });
  // The menu's pages at their canonical (nested) address.
  for (const path of [
    '/',
    '/mes-prestations/massages-en-vendee',
    '/vous-etes/massages-sportifs',
    '/qui-suis-je',
    '/articles-de-massages',
    '/boutique',
    '/me-contacter',
    '/reservation-en-ligne',
  ]) {
    expect(paths).toContain(path);
  }
  expect(paths).toContain('/blog/massage-et-sommeil');
  expect(paths).toContain('/boutique/coffret-cocooning-12');
  expect(paths).toContain('/element/ateliers/initiation-au-massage-en-duo/3');
  expect(xml).toMatch(/<loc>[^<]+\/blog\/massage-et-sommeil<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  expect(paths.filter((p) => /^\/(mon-compte|panier|commande|admin|auth|password|blocs)(\/|$)/.test(p))).toEqual([]);
  // Every listed URL is a real page of this server (sample: one of each kind).
  for (const path of [
    '/mes-prestations/massages-en-vendee',
    '/blog/massage-et-sommeil',
    '/boutique/coffret-cocooning-12',
    '/element/ateliers/initiation-au-massage-en-duo/3',
  ]) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test('robots.txt pointe vers le plan du site et écarte les pages privées', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/plain; charset=utf-8');
  const robots = await response.text();
  expect(robots).toMatch(/^User-agent: \*$/m);
  for (const path of ['/mon-compte', '/panier', '/commande', '/admin', '/auth', '/password']) expect(robots).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'));
  expect(robots).toMatch(new RegExp(`^Sitemap: ${SITE}/sitemap.xml$`, 'm'));
});

test('l’accueil servi porte les données structurées de l’entreprise et ses balises Open Graph', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const business = jsonLdOf(html).find((data) => data['@type'] === 'HealthAndBeautyBusiness');
  expect(business).toMatchObject({
    '@context': 'https://schema.org',
    'name': 'Maëlle Guérin Bien-être',
    'url': `${SITE}/`,
    'telephone': '+33639984217',
    'email': 'bonjour@maelle-guerin-massages.fr',
    'address': { '@type': 'PostalAddress', 'postalCode': '85150', 'addressLocality': 'Les Achards', 'addressCountry': 'FR' },
    'geo': { '@type': 'GeoCoordinates', 'latitude': 46.6163, 'longitude': -1.658 },
    'openingHoursSpecification': [{ '@type': 'OpeningHoursSpecification', 'opens': '09:00', 'closes': '19:00' }],
    'priceRange': '25–95 €',
  });
  expect(business?.sameAs).toContain('https://www.instagram.com/maelle.massages.vendee/');
  expect(JSON.stringify(business)).not.toMatch(/review|rating/i);
  expect(openGraphOf(html)).toEqual({
    'og:title': expect.stringContaining('Maëlle Guérin'),
    'og:description': expect.stringContaining('Massages bien-être'),
    'og:url': `${SITE}/`,
    'og:image': `${SITE}/demo/services/massage-californien.svg`,
    'og:type': 'website',
    'og:locale': 'fr_FR',
    'og:site_name': 'Maëlle Guérin Bien-être',
  });
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
});

test('un article servi porte ses données structurées Article et og:type article', async ({ request }) => {
  const html = await (await request.get('/blog/massage-et-sommeil')).text();
  const article = jsonLdOf(html).find((data) => data['@type'] === 'Article');
  expect(article).toMatchObject({
    headline: expect.stringMatching(/^Massage et sommeil/),
    mainEntityOfPage: `${SITE}/blog/massage-et-sommeil`,
    datePublished: expect.any(String),
  });
  expect(openGraphOf(html)).toMatchObject({
    'og:type': 'article',
    'og:url': `${SITE}/blog/massage-et-sommeil`,
    'og:image': `${SITE}/demo/blog/massage-et-sommeil.svg`,
  });
  // The home page's business markup belongs to the home page only.
  expect(jsonLdOf(html).some((data) => data['@type'] === 'HealthAndBeautyBusiness')).toBe(false);
});

test('dans le navigateur, les données structurées ne heurtent ni la CSP ni l’hydratation et suivent la navigation', async ({ page }) => {
  // Locators' text filters skip script contents: count the blocks in the page itself.
  const businessBlocks = () =>
    page.evaluate(
      () => [...document.querySelectorAll('script[type="application/ld+json"]')].filter((s) => s.textContent?.includes('"HealthAndBeautyBusiness"')).length,
    );
  await page.goto('/');
  expect(await businessBlocks()).toBe(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A client navigation (the hydrated router): the business block goes, the head follows the page.
  await page.getByRole('link', { name: 'Voir les massages et tarifs' }).click();
  await expect(page).toHaveURL(/\/mes-prestations\/massages-en-vendee$/);
  await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute('content', `${SITE}/mes-prestations/massages-en-vendee`);
  await expect.poll(businessBlocks).toBe(0);
  await page.goBack();
  await expect(page.locator('head meta[property="og:url"]')).toHaveAttribute('content', `${SITE}/`);
  await expect.poll(businessBlocks).toBe(1);
  await expectAccessible(page);
});
