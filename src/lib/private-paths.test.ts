// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isPrivatePath, robotsTxtLines } from './private-paths';

describe('private paths', () => {
  it('covers the private pages, below them and with a query, and nothing that merely starts alike', () => {
    for (const path of ['/mon-compte', '/mon-compte/commandes', '/panier', '/commande/paiement', '/admin', '/auth?from=/panier', '/password/reset/ask'])
      expect(isPrivatePath(path), path).toBe(true);
    for (const path of ['/', '/boutique', '/panierlibre', '/authentique', '/contact']) expect(isPrivatePath(path), path).toBe(false);
  });

  it('writes robots.txt with one Disallow per private path, and the sitemap only when its address is known', () => {
    const withSitemap = robotsTxtLines('https://exemple.fr/sitemap.xml');
    expect(withSitemap).toMatch(/^User-agent: \*$/m);
    expect(withSitemap).toMatch(/^Disallow: \/mon-compte$/m);
    expect(withSitemap).toMatch(/^Sitemap: https:\/\/exemple\.fr\/sitemap\.xml$/m);
    expect(robotsTxtLines(null)).not.toMatch(/Sitemap/);
  });

  it('keeps crawlers out of the private pages in every language of the site (an English cart is /en/panier)', () => {
    const lines = robotsTxtLines(null, ['', '/en']);
    for (const path of ['/panier', '/en/panier', '/en/commande', '/en/mon-compte', '/en/auth']) expect(lines).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'));
  });
});
