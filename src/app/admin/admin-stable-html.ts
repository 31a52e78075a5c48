/**
 * The HTML of a rendered layout, made stable for `POST /admin/page/{id}/layout/{id}/hash/check`: the
 * same page rendered twice must give the same text, or every check would say "changed". React's
 * `useId` values (`_r_1f_`, `«r3»`, `:r3:`) depend on how many ids the app generated before, so they
 * are renamed in order of first appearance, in every attribute that holds or points to an id.
 * Nothing else in a block's output varies between renders (no dates, no random values: blocks read
 * their data from the query cache; the renderer reports a block that is still loading, see below).
 */

/**
 * React's generated ids — client (`_r_…_`), hydrated (`_R_…_`), and the older `«r…»` / `:r…:` —
 * wherever they appear in an id: alone, or as the prefix blocks derive ids from (`_r_18_-email`).
 */
const REACT_ID = /(?<![\w-])_[A-Za-z0-9]*[rR]_[0-9a-z]+_|«[rR][0-9a-z]+»|:[rR][0-9a-z]+:/g;

/** Attributes holding one id or a space-separated list of ids. */
const ID_ATTRIBUTES = [
  'id',
  'for',
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-owns',
  'aria-activedescendant',
  'aria-details',
  'aria-errormessage',
  'headers',
  'list',
  'form',
];

/** Thrown when the layout still shows a loading placeholder (its HTML would not be the page's). */
export class LayoutNotSettledError extends Error {
  constructor() {
    super('La mise en page n’a pas fini de se charger.');
    this.name = 'LayoutNotSettledError';
  }
}

/**
 * What a layout shows while it is not finished: the renderer's placeholder for a block whose code
 * or data is still loading, and anything marked busy (e.g. a form's static shell while rjsf loads).
 */
export const LOADING_PLACEHOLDER = '.vr-block-loading, [aria-busy="true"]';

/**
 * The stable HTML of a rendered layout: its markup with React's generated ids renamed `id-1`, `id-2`…
 * in document order (ids derived from one keep their suffix: `id-3-email`). The element is not
 * changed (a copy is).
 * @throws LayoutNotSettledError when a block is still loading or something in it is busy
 */
export function stableLayoutHtml(root: Element): string {
  if (root.querySelector(LOADING_PLACEHOLDER)) throw new LayoutNotSettledError();
  const copy = root.cloneNode(true);
  if (!(copy instanceof Element)) return '';
  const names = new Map<string, string>();
  const rename = (id: string): string =>
    id.replace(REACT_ID, (generated) => {
      let name = names.get(generated);
      if (!name) {
        name = `id-${names.size + 1}`;
        names.set(generated, name);
      }
      return name;
    });
  for (const element of [copy, ...copy.querySelectorAll('*')]) {
    for (const attribute of ID_ATTRIBUTES) {
      const value = element.getAttribute(attribute);
      if (value) element.setAttribute(attribute, value.split(/\s+/).map(rename).join(' '));
    }
    const href = element.getAttribute('href');
    if (href?.startsWith('#')) element.setAttribute('href', `#${rename(href.slice(1))}`);
  }
  return copy.innerHTML;
}
