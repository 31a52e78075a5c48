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

/** The attribute access both DOMs offer (a DOM `Element` satisfies it as it is). */
export interface AttributeAccess {
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
}

/**
 * Vitrine's own rules for an element that survived sanitizing (DOMPurify's `afterSanitizeAttributes`
 * hook in the browser, the same step on the server): safe new-tab links, lazy CMS images.
 * @param tagName lower-case tag name
 * @param element its attributes
 */
export function applyElementRules(tagName: string, element: AttributeAccess): void {
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
