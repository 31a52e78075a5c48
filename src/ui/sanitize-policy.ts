/**
 * Vitrine's sanitizing policy for CMS HTML, shared by the browser sanitizer (DOMPurify,
 * `safe-html.tsx`) and the server one (parse5, `sanitize-parse5.ts`), so both apply the same rules
 * (docs/decisions/002-sanitizer.md).
 */

/** Tags never rendered from CMS HTML, on top of DOMPurify's defaults (see 002-sanitizer.md). */
export const FORBIDDEN_TAGS = ['style', 'form', 'input', 'textarea', 'select', 'option', 'button', 'dialog', 'template', 'slot', 'base', 'meta', 'link'];
/** Attributes never rendered: inline styles (blocked by our CSP anyway) and form/popover plumbing. */
export const FORBIDDEN_ATTRS = ['style', 'formaction', 'action', 'popover', 'popovertarget', 'popovertargetaction', 'command', 'commandfor', 'srcdoc'];
/** Attributes allowed on top of DOMPurify's "html" profile. */
export const EXTRA_ATTRS = ['target'];
/**
 * The id prefix the page keeps for its own data blocks (`vitrine-config`, `vitrine-state`): CMS HTML
 * never carries such an id. CMS text sits before the state block in the document, so an element of
 * it with that id would be what `getElementById` finds, and the browser would hydrate from the
 * author's data (security review 4, finding 4). The browser reads the blocks by their place too
 * (src/app/server/state.ts, `dataBlockText`): this is the second of two locks.
 */
export const RESERVED_ID_PREFIX = 'vitrine-';

/** The attribute access both DOMs offer (a DOM `Element` satisfies it as it is). */
export interface AttributeAccess {
  getAttributeNames(): string[];
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

/**
 * Vitrine's own rules for an element that survived sanitizing (DOMPurify's `afterSanitizeAttributes`
 * hook in the browser, the same step on the server): no id of the page's own ({@link RESERVED_ID_PREFIX}),
 * safe new-tab links, lazy CMS images.
 * @param tagName lower-case tag name
 * @param element its attributes
 */
export function applyElementRules(tagName: string, element: AttributeAccess): void {
  const id = element.getAttribute('id');
  if (id !== null && id.toLowerCase().startsWith(RESERVED_ID_PREFIX)) element.removeAttribute('id');
  if (tagName === 'a') {
    const target = element.getAttribute('target');
    if (target === '_blank') {
      // A new tab must not get `window.opener` nor leak our URL to the destination.
      element.setAttribute('rel', 'noopener noreferrer');
    } else if (target !== null) {
      // Named targets (`_parent`, `_top`, frame names) have no use in CMS text.
      element.removeAttribute('target');
    }
  }
  if (tagName === 'img') {
    // CMS images are below the fold in practice: do not let them compete with the page's LCP.
    if (!element.hasAttribute('loading')) element.setAttribute('loading', 'lazy');
    element.setAttribute('decoding', 'async');
  }
}

/**
 * The SVG profile (a tenant's logo or icons through `POST /image/load-svg`, inlined so they take the
 * theme's colours): shapes, text, gradients, clips and masks. No script, event handler,
 * `foreignObject`, link, `image`, `use`, animation or `<style>`; `title`/`desc` go too (the page gives
 * the image its accessible name). Lower case, as DOMPurify compares them.
 */
export const SVG_ALLOWED_TAGS = [
  'svg',
  'g',
  'path',
  'circle',
  'ellipse',
  'rect',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'defs',
  'lineargradient',
  'radialgradient',
  'stop',
  'clippath',
  'mask',
];
/** Geometry and presentation attributes of the SVG profile: no `href` of any kind, no `style`, no `on…`. */
export const SVG_ALLOWED_ATTRS = [
  'viewbox',
  'preserveaspectratio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'dx',
  'dy',
  'd',
  'points',
  'transform',
  'id',
  'color',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'clip-path',
  'clip-rule',
  'clippathunits',
  'mask',
  'maskunits',
  'maskcontentunits',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientunits',
  'gradienttransform',
  'spreadmethod',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'letter-spacing',
  'word-spacing',
  'text-anchor',
  'dominant-baseline',
  'text-decoration',
];

/** A paint or clip reference to an element of the image itself: `url(#id)`. */
const LOCAL_REFERENCE = /^url\(\s*#([\w.-]+)\s*\)$/;

/**
 * Vitrine's rules for an element of an inlined SVG image that survived sanitizing, the same in the
 * browser and on the server: a `url(…)` that points outside the image is dropped (no request to a
 * third party, no tracking pixel); ids and their `url(#id)` references get `idPrefix`, so two copies
 * of one image in a page (the header's two bars) never share an id; the `<svg>` itself is hidden
 * from assistive technology (its wrapper carries the accessible name) and out of the tab order.
 * @param tagName lower-case tag name
 * @param element its attributes
 * @param idPrefix this copy's id prefix
 */
export function applySvgRules(tagName: string, element: AttributeAccess, idPrefix: string): void {
  for (const name of element.getAttributeNames()) {
    const value = element.getAttribute(name) ?? '';
    if (name === 'id') {
      element.setAttribute('id', `${idPrefix}-${value}`);
    } else if (/url\s*\(/i.test(value)) {
      const local = LOCAL_REFERENCE.exec(value.trim());
      if (local) element.setAttribute(name, `url(#${idPrefix}-${local[1]})`);
      else element.removeAttribute(name);
    }
  }
  if (tagName === 'svg') {
    element.setAttribute('aria-hidden', 'true');
    element.setAttribute('focusable', 'false');
  }
}
