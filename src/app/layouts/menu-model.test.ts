// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Page } from '@/api/generated/types';
import { bottomBarEntries, breadcrumbOf, buildMenu, indexTree, pageOfType, resolvePath, withoutBlogPages } from './menu-model';

let nextId = 1;
function page(url: string, extra: Partial<Page> = {}): Page {
  const id = nextId++;
  return {
    id,
    order: id,
    idParent: null,
    isText: true,
    type: 'TEXT',
    showInMenu: true,
    isFixedOnRight: false,
    menuIcon: null,
    cms: null,
    link: null,
    title: `Titre ${url}`,
    url,
    menuTitle: null,
    metaDescription: null,
    children: [],
    ...extra,
  };
}

const tree: Page[] = [
  page('accueil', { type: 'HOME', menuTitle: 'Accueil' }),
  page('mes-prestations', {
    type: 'FOLDER',
    menuTitle: 'Mes prestations',
    children: [
      page('pack-de-massages', { order: 2 }),
      page('massages-en-vendee', { order: 1, menuTitle: 'Massages et tarifs' }),
      page('brouillon', { showInMenu: false }),
    ],
  }),
  page('qui-suis-je'),
  page('me-contacter', { type: 'CONTACT', menuTitle: 'Contact' }),
  page('reservation-en-ligne', { type: 'BOOKING', isFixedOnRight: true, menuTitle: 'Réserver', menuIcon: 'calendar-check' }),
  page('facebook', { type: 'LINK', link: 'https://www.facebook.com/exemple' }),
  page('cache', { showInMenu: false }),
];

describe('menu model', () => {
  const index = indexTree(tree);

  it('finds the first page of a type in menu order, children included', () => {
    expect(pageOfType(index, 'CONTACT')?.canonicalPath).toBe('/me-contacter');
    expect(pageOfType(index, 'TEXT')?.canonicalPath).toBe('/mes-prestations/massages-en-vendee');
    expect(pageOfType(index, 'BLOG')).toBeNull();
  });

  it('gives children canonical paths under their parent', () => {
    expect(index.get('massages-en-vendee')?.canonicalPath).toBe('/mes-prestations/massages-en-vendee');
    expect(index.get('qui-suis-je')?.canonicalPath).toBe('/qui-suis-je');
    expect(index.get('accueil')?.canonicalPath).toBe('/');
  });

  it('resolves both readings of a nested page, and home', () => {
    expect(resolvePath(index, '/mes-prestations/massages-en-vendee')?.page.url).toBe('massages-en-vendee');
    expect(resolvePath(index, '/massages-en-vendee')?.page.url).toBe('massages-en-vendee');
    expect(resolvePath(index, '/massages-en-vendee/')?.page.url).toBe('massages-en-vendee');
    expect(resolvePath(index, '/')?.page.url).toBe('accueil');
    expect(resolvePath(index, '/accueil')?.canonicalPath).toBe('/');
    expect(resolvePath(index, '/cache')?.page.url).toBe('cache');
  });

  it('gives null for unknown paths and wrong parents', () => {
    expect(resolvePath(index, '/nulle-part')).toBeNull();
    expect(resolvePath(index, '/qui-suis-je/massages-en-vendee')).toBeNull();
    expect(resolvePath(index, '/a/b/massages-en-vendee')).toBeNull();
  });

  it('builds the menu in order, nested, with the fixed-right entry apart', () => {
    const menu = buildMenu(tree);
    expect(menu.items.map((e) => e.label)).toEqual(['Accueil', 'Mes prestations', 'Titre qui-suis-je', 'Contact', 'Titre facebook']);
    expect(menu.items[1]?.children.map((e) => [e.label, e.href])).toEqual([
      ['Massages et tarifs', '/mes-prestations/massages-en-vendee'],
      ['Titre pack-de-massages', '/mes-prestations/pack-de-massages'],
    ]);
    expect(menu.fixedRight.map((e) => e.href)).toEqual(['/reservation-en-ligne']);
    expect(menu.items[4]).toMatchObject({ href: 'https://www.facebook.com/exemple', external: true });
  });

  it('builds breadcrumbs', () => {
    expect(breadcrumbOf(index, 'pack-de-massages')).toEqual([
      { label: 'Accueil', href: '/' },
      { label: 'Mes prestations', href: '/mes-prestations' },
      { label: 'Titre pack-de-massages', href: '/mes-prestations/pack-de-massages' },
    ]);
    expect(breadcrumbOf(index, 'accueil')).toEqual([]);
  });

  it('picks home, a section, booking and contact for the bottom bar', () => {
    expect(bottomBarEntries(buildMenu(tree)).map((e) => e.slug)).toEqual(['accueil', 'mes-prestations', 'reservation-en-ligne', 'me-contacter']);
  });

  it('leaves blog pages out of the menu when the blog is switched off', () => {
    const withBlog = [
      ...tree,
      page('articles-de-massages', { type: 'BLOG', menuTitle: 'Articles' }),
      page('rubrique', { type: 'FOLDER', children: [page('blog-bis', { type: 'BLOG' }), page('autre')] }),
    ];
    const labels = (t: Page[]) => buildMenu(t).items.flatMap((e) => [e.slug, ...e.children.map((c) => c.slug)]);
    expect(labels(withBlog)).toContain('articles-de-massages');
    const off = labels(withoutBlogPages(withBlog));
    expect(off).not.toContain('articles-de-massages');
    expect(off).not.toContain('blog-bis');
    expect(off).toContain('autre');
  });
});
