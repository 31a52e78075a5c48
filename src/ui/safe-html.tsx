/**
 * The one place where HTML from the API becomes DOM (DESIGN.md §6). Everything goes through
 * `sanitizeHtml` with the policy recorded in docs/decisions/002-sanitizer.md (DOMPurify in the
 * browser, its algorithm on parse5 on the server); lint forbids `dangerouslySetInnerHTML` elsewhere.
 */
import { useMemo, type HTMLAttributes, type ReactNode } from 'react';
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { withoutInlineAttributes } from './inline-attributes';
import { EXTRA_ATTRS, FORBIDDEN_ATTRS, FORBIDDEN_TAGS, SVG_ALLOWED_ATTRS, SVG_ALLOWED_TAGS, applyElementRules, applySvgRules } from './sanitize-policy';
import { sanitizeSvgWithParse5, sanitizeWithParse5 } from './sanitize-parse5';

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
 * The browser's DOMPurify instance, made on first use. Its own instance, so the hook below never
 * leaks into another user of the library (DOMPurify's default export is a shared singleton).
 */
const browserPurifier = (() => {
  let instance: Purifier | null = null;
  return (): Purifier => {
    if (instance) return instance;
    const created = DOMPurify(window);
    if (!created.isSupported) throw new Error('DOMPurify cannot sanitize in this DOM');
    created.addHook('afterSanitizeAttributes', (node) => {
      if (node instanceof Element) applyElementRules(node.tagName.toLowerCase(), node);
    });
    instance = created;
    return instance;
  };
})();

/** The browser's DOMPurify configuration for an SVG image: the SVG profile's allowlists only, returned as a fragment. */
export const SANITIZE_SVG_CONFIG = {
  ALLOWED_TAGS: SVG_ALLOWED_TAGS,
  ALLOWED_ATTR: SVG_ALLOWED_ATTRS,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  RETURN_DOM_FRAGMENT: true,
} satisfies Config;

/** A second instance for SVG images: no hooks (their rules run on the result), nothing shared with the HTML one. */
const svgPurifier = (() => {
  let instance: Purifier | null = null;
  return (): Purifier => {
    if (instance) return instance;
    const created = DOMPurify(window);
    if (!created.isSupported) throw new Error('DOMPurify cannot sanitize in this DOM');
    instance = created;
    return instance;
  };
})();

/**
 * Sanitize an SVG image from the API (a logo or icon to inline) with the SVG profile: shapes, text,
 * gradients, clips; no script, handler, foreign object, link, image, style or external reference
 * (sanitize-policy.ts). DOMPurify in the browser, the same on parse5 on the server.
 * @param svg untrusted SVG markup (`POST /image/load-svg`)
 * @param idPrefix prefix of its ids in the page (one per inlined copy)
 * @returns the `<svg>` element's markup, or '' when no image is left (then show the plain `<img>`)
 */
export function sanitizeSvg(svg: string, idPrefix: string): string {
  const input = withoutInlineAttributes(svg);
  if (import.meta.env.SSR) return sanitizeSvgWithParse5(input, idPrefix);
  const fragment = svgPurifier().sanitize(input, SANITIZE_SVG_CONFIG);
  const root = Array.from(fragment.children).find((child) => child.tagName.toLowerCase() === 'svg');
  if (!root) return '';
  for (const element of [root, ...Array.from(root.querySelectorAll('*'))]) applySvgRules(element.tagName.toLowerCase(), element, idPrefix);
  return root.outerHTML;
}

/**
 * Sanitize an HTML string from the API with Vitrine's policy: DOMPurify in the browser, the same
 * algorithm on a parse5 tree on the server (no DOM there, Node or workerd); both give the same
 * markup (docs/decisions/002-sanitizer.md).
 * @param html untrusted HTML (CMS text, legal text…)
 * @returns HTML safe to insert into the document
 */
export function sanitizeHtml(html: string): string {
  // Handlers and inline styles never survive sanitizing; removing them before any parser sees them
  // keeps the browser from reporting a CSP violation for each while parsing (see inline-attributes.ts).
  const input = withoutInlineAttributes(html);
  // `import.meta.env.SSR` is a build-time constant: each bundle keeps one branch (and one library).
  return import.meta.env.SSR ? sanitizeWithParse5(input) : browserPurifier().sanitize(input, SANITIZE_CONFIG);
}

type Tag = 'div' | 'section' | 'article' | 'span';

/** Props of {@link SafeHtml}: the HTML plus ordinary attributes of the wrapper element. */
export interface SafeHtmlProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Untrusted HTML; sanitized before it reaches the DOM. */
  html: string;
  /** Wrapper element (default `div`). */
  as?: Tag;
}

/**
 * Render untrusted HTML, sanitized. The only component allowed to set inner HTML.
 * @example <SafeHtml html={page.cms} className="prose" />
 */
export function SafeHtml({ html, as: Element = 'div', ...rest }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Element {...rest} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** Props of {@link SafeSvg}. */
export interface SafeSvgProps {
  /** Untrusted SVG markup (`POST /image/load-svg`); sanitized before it reaches the DOM. */
  svg: string;
  /** Prefix of the image's ids in the page: each inlined copy of one image needs its own. */
  idPrefix: string;
  /** The image's accessible name. */
  label: string;
  className?: string;
  /** What shows when nothing of the image survives sanitizing (the plain `<img>`). */
  fallback: ReactNode;
}

/**
 * Inline an untrusted SVG image, sanitized with the SVG profile: one `role="img"` box named by
 * `label` (the `<svg>` inside is hidden from assistive technology), so it reads as the `<img>` it
 * replaces; the fallback when nothing is left.
 * @example <SafeSvg svg={markup} idPrefix="logo-footer" label="Accueil" fallback={<img src={url} alt="" />} />
 */
export function SafeSvg({ svg, idPrefix, label, className, fallback }: SafeSvgProps) {
  const clean = useMemo(() => sanitizeSvg(svg, idPrefix), [svg, idPrefix]);
  if (!clean) return fallback;
  return <span role="img" aria-label={label} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
