/**
 * A product page's breadcrumb is the shell's, as on every inner page (the product route's loader
 * gives its trail: the home, the shop under its own name, the product), in the page's language.
 * Against the demo API, the route table as the app mounts it.
 */
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ownDemoApi } from '@tests/support/own-demo-api';
import { renderApp } from '@tests/support/render-app';

configure({ asyncUtilTimeout: 10_000 });

const demo = ownDemoApi();

async function trail(path: string, options?: { locale: string; locales: string[] }) {
  const api = options ? demo.client(52).inLocale(options.locale) : demo.client(52);
  await renderApp(api, path, options);
  await screen.findByRole('heading', { level: 1 });
  const crumbs = screen.getAllByRole('navigation', { name: /^(Fil d’Ariane|Breadcrumb)$/u });
  expect(crumbs).toHaveLength(1);
  // The shell's, where every inner page has it (the page's own used to sit inside its article, lower and in another style).
  expect(crumbs[0]?.closest('article')).toBeNull();
  expect(crumbs[0]).toHaveClass('breadcrumb');
  return within(crumbs[0]!)
    .getAllByRole('listitem')
    .map((item) => `${item.textContent ?? ''}${item.getAttribute('aria-current') === 'page' ? ' (page)' : ''}`);
}

describe('the product page’s breadcrumb', () => {
  it('is the shell’s one trail: home, the shop page under its name, the product', async () => {
    expect(await trail('/boutique/cuvee-des-ormeaux-rouge-fiefs-vendeens-brem-1')).toEqual([
      'Accueil',
      'Nos vins',
      'Cuvée des Ormeaux rouge — Fiefs Vendéens Brem (page)',
    ]);
  });

  it('speaks the page’s language on an English page', async () => {
    const items = await trail('/boutique/cuvee-des-ormeaux-red-fiefs-vendeens-brem-1', { locale: 'en_GB', locales: ['fr_FR', 'en_GB'] });
    expect(items.slice(0, 2)).toEqual(['Home', 'Our wines']);
    expect(items[2]).toMatch(/^Cuvée des Ormeaux.* \(page\)$/u);
  });
});
