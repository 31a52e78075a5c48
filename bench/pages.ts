/**
 * The journey pages the bench measures. ONE list: a feature that adds a page (blog article, shop,
 * cart, checkout…) adds one line here and every section of the bench picks it up.
 */

/** What a page is, for the budgets that apply to one kind only (e.g. "CMS page after the shell"). */
export type BenchPageKind = 'home' | 'cms' | 'not-found' | 'blog' | 'shop' | 'cart' | 'checkout';

/** One page of the bench. */
export interface BenchPage {
  /** Short stable id, used as a key in bench/results.json. */
  id: string;
  /** What the table shows. */
  label: string;
  /** Path on the production server. */
  path: string;
  /**
   * The tenant's host name when it is not the default site's (51, on 127.0.0.1): the production
   * server picks the site from the Host (`vins.localhost` is site 52; browsers send any
   * `*.localhost` to the loopback). The port stays the server's.
   */
  host?: string;
  kind: BenchPageKind;
  /**
   * Audit with Lighthouse (2 presets × 3 runs ≈ 80 s per page on 2 cores): keep to one page per
   * kind so `npm run bench` stays under 10 minutes.
   */
  lighthouse: boolean;
  /**
   * The page is `noindex` on purpose (the checkout: a visitor's private steps): Lighthouse's SEO
   * category fails it on `is-crawlable`, which the SEO budget does not count on such a page
   * (`exemptOnNoindexPages` in budgets.json).
   */
  noindex?: true;
}

/** Every journey page, in the order the tables show them. */
export const BENCH_PAGES: readonly BenchPage[] = [
  { id: 'home', label: 'Accueil', path: '/', kind: 'home', lighthouse: true },
  { id: 'qui-suis-je', label: 'Page CMS « Qui suis-je »', path: '/qui-suis-je', kind: 'cms', lighthouse: true },
  { id: 'massages-en-vendee', label: 'Page CMS imbriquée', path: '/mes-prestations/massages-en-vendee', kind: 'cms', lighthouse: false },
  // A real 404 since server rendering: Lighthouse refuses to audit it ("unable to reliably load"); its
  // status and noindex are checked by tests/e2e/server-rendering.spec.ts instead (issue 8).
  { id: 'not-found', label: 'Page 404', path: '/page-qui-n-existe-pas', kind: 'not-found', lighthouse: false },
  { id: 'boutique', label: 'Boutique (catalogue)', path: '/boutique', kind: 'shop', lighthouse: true },
  { id: 'produit', label: 'Fiche produit', path: '/boutique/huile-de-massage-relaxante-lavande-bio-6', kind: 'shop', lighthouse: true },
  { id: 'article', label: 'Article de blog', path: '/blog/premiere-seance-de-massage', kind: 'blog', lighthouse: true },
  // The checkout's first step as a visitor opens it (no cart stored: the cart step and its message).
  { id: 'commande', label: 'Commande, première étape', path: '/commande', kind: 'checkout', lighthouse: true, noindex: true },
  { id: 'vins-home', label: 'Site 52 (vins) : accueil', path: '/', host: 'vins.localhost', kind: 'home', lighthouse: true },
  // Issue 36: English pages meet the French ones' budgets (Lighthouse, LCP, TBT, initial JS); the
  // French product page of the same wine is the one to compare the English one with.
  {
    id: 'vins-produit',
    label: 'Site 52 (vins) : fiche produit',
    path: '/boutique/cuvee-des-ormeaux-rouge-fiefs-vendeens-brem-1',
    host: 'vins.localhost',
    kind: 'shop',
    lighthouse: false,
  },
  { id: 'vins-en-home', label: 'Site 52 (vins) : accueil en anglais', path: '/en', host: 'vins.localhost', kind: 'home', lighthouse: true },
  {
    id: 'vins-en-produit',
    label: 'Site 52 (vins) : fiche produit en anglais',
    path: '/en/boutique/cuvee-des-ormeaux-red-fiefs-vendeens-brem-1',
    host: 'vins.localhost',
    kind: 'shop',
    lighthouse: true,
  },
];

/**
 * The URL of `page` on the server at `base` (`http://127.0.0.1:<port>`): the page's own host name
 * when it has one (another tenant), the same port.
 */
export function pageUrl(base: string, page: Pick<BenchPage, 'path' | 'host'>): string {
  const url = new URL(base);
  if (page.host) url.hostname = page.host;
  return `${url.origin}${page.path}`;
}

/** True when both pages belong to the same tenant (same host). */
export function sameSite(a: Pick<BenchPage, 'host'>, b: Pick<BenchPage, 'host'>): boolean {
  return (a.host ?? null) === (b.host ?? null);
}

/**
 * The pages named by `filter` (`BENCH_PAGES=home,produit`: ids, comma-separated), all of them when
 * it is empty. An unknown id is an error, so a typo does not silently measure nothing.
 */
export function selectPages(pages: readonly BenchPage[], filter: string | undefined): readonly BenchPage[] {
  const ids = (filter ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (ids.length === 0) return pages;
  const unknown = ids.filter((id) => !pages.some((p) => p.id === id));
  if (unknown.length > 0) throw new Error(`BENCH_PAGES: pages inconnues ${unknown.join(', ')} (connues : ${pages.map((p) => p.id).join(', ')})`);
  return pages.filter((p) => ids.includes(p.id));
}
