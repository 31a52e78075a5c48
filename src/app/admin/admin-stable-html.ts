/**
 * The HTML of a rendered layout, made stable for `POST /admin/page/{id}/layout/{id}/hash/check`: the
 * same page rendered twice must give the same text, or every check would say "changed". React's
 * `useId` values (`_r_1f_`, `«r3»`, `:r3:`) depend on how many ids the app generated before, so they
 * are renamed in order of first appearance, in every attribute that holds or points to an id.
 * Nothing else in a block's output varies between renders (no dates, no random values: blocks read
 * their data from the query cache; the renderer reports a block that is still loading, see below).
 */

/** React's generated ids: client (`_r_…_`), hydrated (`_R_…_`), and the older `«r…»` / `:r…:`. */
const REACT_ID = /^(?:_[A-Za-z0-9]*[rR]_[0-9a-z]+_|«[rR][0-9a-z]+»|:[rR][0-9a-z]+:)$/;

/** Attributes holding one id or a space-separated list of ids. */
const ID_ATTRIBUTES = ['id', 'for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'aria-owns', 'aria-activedescendant', 'aria-details', 'aria-errormessage', 'headers', 'list', 'form'];

/** Thrown when the layout still shows a loading placeholder (its HTML would not be the page's). */
export class LayoutNotSettledError extends Error {
  constructor() {
    super('La mise en page n’a pas fini de se charger.');
    this.name = 'LayoutNotSettledError';
  }
}

/** Selector of the renderer's placeholder for a block whose code or data is still loading. */
export const LOADING_PLACEHOLDER = '.vr-block-loading';

/**
 * The stable HTML of a rendered layout: its markup with React's generated ids renamed `id-1`, `id-2`…
 * in document order. The element is not changed (a copy is).
 * @throws LayoutNotSettledError when a block is still loading
 */
export function stableLayoutHtml(root: Element): string {
  if (root.querySelector(LOADING_PLACEHOLDER)) throw new LayoutNotSettledError();
  const copy = root.cloneNode(true);
  if (!(copy instanceof Element)) return '';
  const names = new Map<string, string>();
  const rename = (id: string): string => {
    if (!REACT_ID.test(id)) return id;
    let name = names.get(id);
    if (!name) {
      name = `id-${names.size + 1}`;
      names.set(id, name);
    }
    return name;
  };
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
