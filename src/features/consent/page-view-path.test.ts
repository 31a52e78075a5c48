// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageViewPath, pageViewReferrer } from './page-view-path';

describe('pageViewPath', () => {
  it('names a private page by its section alone: no token, step or query leaves', () => {
    expect(pageViewPath('/password/reset/3671929aedcca429af97d809a2cdc475e6f559ce0a22bac6', '')).toBe('/password');
    expect(pageViewPath('/password/reset/ask', '')).toBe('/password');
    expect(pageViewPath('/commande/paiement', '?redirect_status=succeeded&payment_intent=pi_123')).toBe('/commande');
    expect(pageViewPath('/auth', '?retour=%2Fmon-compte')).toBe('/auth');
    expect(pageViewPath('/mon-compte', '')).toBe('/mon-compte');
  });

  it('keeps a public page’s path and the parameters known to carry nothing personal', () => {
    expect(pageViewPath('/qui-suis-je', '')).toBe('/qui-suis-je');
    expect(pageViewPath('/actualites', '?page=2&email=camille%40exemple.fr&utm_source=lettre&utm_campaign=noel')).toBe(
      '/actualites?page=2&utm_source=lettre&utm_campaign=noel',
    );
    expect(pageViewPath('/boutique/huile-6', '?declinaison=11&fbclid=IwAR0abc&gclid=xyz&mtm_campaign=ete')).toBe(
      '/boutique/huile-6?declinaison=11&mtm_campaign=ete',
    );
    // A free-text search is the visitor's own words.
    expect(pageViewPath('/articles-de-massages', '?q=camille%20durand&tag=dos')).toBe('/articles-de-massages?tag=dos');
  });

  it('replaces a path segment holding an e-mail address', () => {
    expect(pageViewPath('/camille.durand@exemple.fr', '')).toBe('/:email');
    expect(pageViewPath('/desinscription/camille%40exemple.fr', '')).toBe('/desinscription/:email');
  });
});

describe('pageViewReferrer', () => {
  const origin = 'https://massages-vendee.fr';
  it('names one of the site’s pages as a page view does, and leaves another site’s address alone', () => {
    expect(pageViewReferrer(`${origin}/password/reset/abc123`, origin)).toBe(`${origin}/password`);
    expect(pageViewReferrer(`${origin}/actualites?page=3&email=a%40b.fr`, origin)).toBe(`${origin}/actualites?page=3`);
    expect(pageViewReferrer('https://www.google.com/', origin)).toBe('https://www.google.com/');
    expect(pageViewReferrer('', origin)).toBe('');
  });
});
