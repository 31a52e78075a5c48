/**
 * The browser's sanitizer: DOMPurify with Vitrine's policy (docs/decisions/002-sanitizer.md). Only
 * `safe-html.tsx` loads it, on demand (a dynamic import): a page the server rendered keeps the
 * server's sanitized HTML while it hydrates, so its JavaScript neither loads nor sets up DOMPurify
 * (issue 23). Browser only: the server sanitizes with `sanitize-parse5.ts`.
 */
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { withoutInlineAttributes } from './inline-attributes';
import { EXTRA_ATTRS, FORBIDDEN_ATTRS, FORBIDDEN_TAGS, SVG_ALLOWED_ATTRS, SVG_ALLOWED_TAGS, applyElementRules, applySvgRules } from './sanitize-policy';

/** The browser's DOMPurify configuration: HTML only (no SVG/MathML), no inline style, `target` allowed on links. */
export const SANITIZE_CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: FORBIDDEN_TAGS,
  FORBID_ATTR: FORBIDDEN_ATTRS,
  ADD_ATTR: EXTRA_ATTRS,
  ALLOW_DATA_ATTR: false,
  // Keep the result a plain string: React needs a string for __html.
  RETURN_TRUSTED_TYPE: false,
};

/**
 * A DOMPurify instance of its own, made on first use (DOMPurify's default export is a shared
 * singleton: a hook added to it would leak into every other user of the library).
 * @param setup what this instance adds (its hooks), once, when it is made
 */
function lazyPurifier(setup: (purifier: Purifier) => void = () => {}): () => Purifier {
  let instance: Purifier | null = null;
  return () => {
    if (instance) return instance;
    const created = DOMPurify(window);
    if (!created.isSupported) throw new Error('DOMPurify cannot sanitize in this DOM');
    setup(created);
    instance = created;
    return instance;
  };
}

/** The browser's instance for CMS HTML, with the element rules as a hook. */
const browserPurifier = lazyPurifier((purifier) => {
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof Element) applyElementRules(node.tagName.toLowerCase(), node);
  });
});

/** The browser's DOMPurify configuration for an SVG image: the SVG profile's allowlists only, returned as a fragment. */
export const SANITIZE_SVG_CONFIG = {
  ALLOWED_TAGS: SVG_ALLOWED_TAGS,
  ALLOWED_ATTR: SVG_ALLOWED_ATTRS,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  RETURN_DOM_FRAGMENT: true,
} satisfies Config;

/** A second instance for SVG images: no hooks (their rules run on the result), nothing shared with the HTML one. */
const svgPurifier = lazyPurifier();

/**
 * Sanitize an SVG image from the API (a logo or icon to inline) with the SVG profile: shapes, text,
 * gradients, clips; no script, handler, foreign object, link, image, style or external reference
 * (sanitize-policy.ts), with DOMPurify (the server runs the same on parse5: `sanitizeSvgWithParse5`).
 * @param svg untrusted SVG markup (`POST /image/load-svg`)
 * @param idPrefix prefix of its ids in the page (one per inlined copy)
 * @returns the `<svg>` element's markup, or '' when no image is left (then show the plain `<img>`)
 */
export function sanitizeSvg(svg: string, idPrefix: string): string {
  const fragment = svgPurifier().sanitize(withoutInlineAttributes(svg), SANITIZE_SVG_CONFIG);
  const root = Array.from(fragment.children).find((child) => child.tagName.toLowerCase() === 'svg');
  if (!root) return '';
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) applySvgRules(element.tagName.toLowerCase(), element, idPrefix);
  return root.outerHTML;
}

/**
 * Sanitize an HTML string from the API with Vitrine's policy, with DOMPurify (the server runs the
 * same algorithm on a parse5 tree, `sanitizeWithParse5`: no DOM there, Node or workerd; both give
 * the same markup, docs/decisions/002-sanitizer.md).
 * @param html untrusted HTML (CMS text, legal text…)
 * @returns HTML safe to insert into the document
 */
export function sanitizeHtml(html: string): string {
  // Handlers and inline styles never survive sanitizing; removing them before any parser sees them
  // keeps the browser from reporting a CSP violation for each while parsing (see inline-attributes.ts).
  return browserPurifier().sanitize(withoutInlineAttributes(html), SANITIZE_CONFIG);
}
