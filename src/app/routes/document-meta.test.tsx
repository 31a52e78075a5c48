/**
 * Open Graph and Twitter card tags: the pure list the server writes, and the tags the browser keeps
 * in step with the page on client navigations (real route table, demo API).
 */
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@tests/support/render-app';
import { demoApiClient } from '@tests/support/test-providers';
import { socialTags } from './document-meta';

const SITE = 'https://www.maelle-guerin-massages.fr';

describe('socialTags', () => {
  it('gives every Open Graph tag of a page and the large-picture Twitter card', () => {
    expect(
      socialTags({
        title: 'Massage et sommeil',
        description: ' Mieux dormir. ',
        canonical: `${SITE}/blog/massage-et-sommeil`,
        image: `${SITE}/demo/blog/sommeil.svg`,
        kind: 'article',
        locale: 'fr_FR',
        siteName: 'Maëlle Guérin Bien-être',
      }),
    ).toEqual([
      { attribute: 'property', key: 'og:title', content: 'Massage et sommeil' },
      { attribute: 'property', key: 'og:description', content: 'Mieux dormir.' },
      { attribute: 'property', key: 'og:url', content: `${SITE}/blog/massage-et-sommeil` },
      { attribute: 'property', key: 'og:image', content: `${SITE}/demo/blog/sommeil.svg` },
      { attribute: 'property', key: 'og:type', content: 'article' },
      { attribute: 'property', key: 'og:locale', content: 'fr_FR' },
      { attribute: 'property', key: 'og:site_name', content: 'Maëlle Guérin Bien-être' },
      { attribute: 'name', key: 'twitter:card', content: 'summary_large_image' },
    ]);
  });

  it('leaves out what a page does not have (no canonical URL, no picture) and defaults to "website"', () => {
    const keys = socialTags({ title: 'Mon panier', canonical: null }).map((t) => `${t.key}=${t.content}`);
    expect(keys).toEqual(['og:title=Mon panier', 'og:type=website', 'twitter:card=summary']);
  });
});

const og = (key: string) => [...document.head.querySelectorAll(`meta[property="og:${key}"]`)].map((m) => m.getAttribute('content'));

describe('Open Graph tags in the browser', () => {
  it('describes the home page with its hero picture, then follows a client navigation to an article', async () => {
    const { router } = await renderApp(demoApiClient());
    await waitFor(() => expect(og('url')).toEqual([`${SITE}/`]), { timeout: 10_000 });
    expect(og('image')).toEqual([`${SITE}/demo/services/massage-californien.svg`]);
    expect(og('type')).toEqual(['website']);
    expect(og('locale')).toEqual(['fr_FR']);
    expect(og('site_name')).toEqual(['Maëlle Guérin Bien-être']);
    expect(document.head.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary_large_image');

    await act(() => router.navigate('/blog/massage-et-sommeil'));
    expect(await screen.findByRole('heading', { level: 1, name: /massage et sommeil/i }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(og('url')).toEqual([`${SITE}/blog/massage-et-sommeil`]));
    expect(og('type')).toEqual(['article']);
    expect(og('title')).toEqual([document.title]);
    expect(og('image')).toEqual([`${SITE}/demo/blog/massage-et-sommeil.svg`]);
    expect(document.head.querySelectorAll('meta[name="twitter:card"]')).toHaveLength(1);
  });
});
