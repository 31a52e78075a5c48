/**
 * The page tree (`GET /page`, SPEC §2 "a menu tree resolved by url slug") turned into what the shell
 * needs: menu entries with their canonical paths, a slug index for routing, breadcrumbs and the
 * bottom bar's shortcuts. Pure functions, unit-tested.
 */
import type { TreePage } from '@/api/queries/page';

/** The home page's slug (SPEC §2: "accueil (home)"). */
export const HOME_SLUG = 'accueil';

/** One entry of the menu. */
export interface MenuEntry {
  id: number;
  slug: string;
  /** Menu label: `menuTitle`, else the page title. */
  label: string;
  /** Canonical path of the page, or the page's `link` when it only links somewhere. */
  href: string;
  external: boolean;
  icon: string | null;
  type: string;
  isFixedOnRight: boolean;
  children: MenuEntry[];
}

/** Where a slug lives in the tree. */
export interface TreeNode {
  page: TreePage;
  /** Ancestors then the page itself. */
  chain: TreePage[];
  /** The URL the page is published at (SPEC §2 route table: children under their parent's slug). */
  canonicalPath: string;
}

/** True for the home page. */
export function isHome(page: Pick<TreePage, 'url' | 'type'>): boolean {
  return page.url === HOME_SLUG || page.type === 'HOME';
}

function byOrder(a: TreePage, b: TreePage): number {
  return a.order - b.order || a.id - b.id;
}

/** Canonical path of a page reached through `chain` (root first). */
export function canonicalPathOf(chain: readonly TreePage[]): string {
  const last = chain[chain.length - 1];
  if (!last || isHome(last)) return '/';
  return `/${chain.map((p) => p.url).join('/')}`;
}

/** Every page of the tree by slug. The first occurrence wins if a slug is (wrongly) repeated. */
export function indexTree(tree: readonly TreePage[]): Map<string, TreeNode> {
  const index = new Map<string, TreeNode>();
  const walk = (pages: readonly TreePage[], parents: TreePage[]) => {
    for (const page of [...pages].sort(byOrder)) {
      const chain = [...parents, page];
      if (!index.has(page.url)) index.set(page.url, { page, chain, canonicalPath: canonicalPathOf(chain) });
      walk(page.children ?? [], chain);
    }
  };
  walk(tree, []);
  return index;
}

/**
 * Finds the page a path shows. Both readings of SPEC §2 work: the nested path
 * (`/mes-prestations/massages-en-vendee`) and the bare slug (`/massages-en-vendee`). `/` is home.
 * Anything else, including a known slug under the wrong parent, is null (a 404).
 */
export function resolvePath(index: ReadonlyMap<string, TreeNode>, pathname: string): TreeNode | null {
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
  if (segments.length === 0) {
    return index.get(HOME_SLUG) ?? [...index.values()].find((n) => isHome(n.page)) ?? null;
  }
  const node = index.get(segments[segments.length - 1] ?? '');
  if (!node) return null;
  if (segments.length === 1) return node;
  const chain = node.chain.map((p) => p.url);
  return chain.length === segments.length && chain.every((slug, i) => slug === segments[i]) ? node : null;
}

function isExternal(link: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:)?\/\//i.test(link) || /^(?:mailto|tel):/i.test(link);
}

function toEntry(page: TreePage, parents: TreePage[]): MenuEntry {
  const chain = [...parents, page];
  const link = page.link?.trim() || null;
  return {
    id: page.id,
    slug: page.url,
    label: page.menuTitle?.trim() || page.title,
    href: link ?? canonicalPathOf(chain),
    external: link !== null && isExternal(link),
    icon: page.menuIcon?.trim() || null,
    type: page.type,
    isFixedOnRight: page.isFixedOnRight,
    children: [...(page.children ?? [])]
      .filter((child) => child.showInMenu)
      .sort(byOrder)
      .map((child) => toEntry(child, chain)),
  };
}

/** Page type of the blog page (SPEC §2 "articles-de-massages (blog)"): the blog listing is published at its URL. */
export const BLOG_PAGE_TYPE = 'BLOG';

/** Page type of the contact page (SPEC §2 "me-contacter"): `/contact` leads there. */
export const CONTACT_PAGE_TYPE = 'CONTACT';

/** The site's first page of a type, in menu order (parents before their children); null when it has none. */
export function pageOfType(index: ReadonlyMap<string, TreeNode>, type: string): TreeNode | null {
  for (const node of index.values()) if (node.page.type === type) return node;
  return null;
}

/** The tree without blog pages, for when `BLOG_ENABLED` is off: the menus then never link to the blog. */
export function withoutBlogPages(tree: readonly TreePage[]): TreePage[] {
  return tree.filter((page) => page.type !== BLOG_PAGE_TYPE).map((page) => (page.children ? { ...page, children: withoutBlogPages(page.children) } : page));
}

/** The menu: entries shown in the menu, and the booking entry fixed on the right (SPEC §2) apart. */
export interface Menu {
  items: MenuEntry[];
  fixedRight: MenuEntry[];
}

/** Builds the menu from the page tree: `showInMenu` pages in `order`, `isFixedOnRight` ones apart. */
export function buildMenu(tree: readonly TreePage[]): Menu {
  const top = [...tree]
    .filter((p) => p.showInMenu)
    .sort(byOrder)
    .map((p) => toEntry(p, []));
  return { items: top.filter((e) => !e.isFixedOnRight), fixedRight: top.filter((e) => e.isFixedOnRight) };
}

/** Breadcrumb of a page: home, then its ancestors and itself (empty for home). */
export function breadcrumbOf(index: ReadonlyMap<string, TreeNode>, slug: string): Array<{ label: string; href: string }> {
  const node = index.get(slug);
  if (!node || isHome(node.page)) return [];
  const home = index.get(HOME_SLUG);
  const crumbs = node.chain.map((page, i) => ({ label: page.menuTitle?.trim() || page.title, href: canonicalPathOf(node.chain.slice(0, i + 1)) }));
  return home ? [{ label: home.page.menuTitle?.trim() || home.page.title, href: '/' }, ...crumbs] : crumbs;
}

/**
 * The bottom bar's shortcuts on small screens (at most four links; the fifth place is the menu
 * button): home, the first section, the booking entry, then contact, filled up with other top-level
 * pages when one of them is missing.
 */
export function bottomBarEntries(menu: Menu): MenuEntry[] {
  const home = menu.items.find((e) => e.href === '/');
  const booking = menu.fixedRight[0];
  const contact = menu.items.find((e) => e.type === CONTACT_PAGE_TYPE);
  const others = menu.items.filter((e) => e !== home && e !== contact && !e.external);
  const picked: MenuEntry[] = [];
  const add = (entry: MenuEntry | undefined) => {
    if (entry && !picked.includes(entry) && picked.length < 4) picked.push(entry);
  };
  add(home);
  add(others[0]);
  add(booking);
  add(contact);
  for (const entry of others) add(entry);
  return picked;
}
