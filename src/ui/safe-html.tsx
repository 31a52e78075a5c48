/**
 * The one place where HTML from the API becomes DOM (DESIGN.md §6). Everything goes through
 * DOMPurify with the configuration recorded in docs/decisions/002-sanitizer.md; lint forbids
 * `dangerouslySetInnerHTML` everywhere else.
 */
import { useMemo, type HTMLAttributes } from 'react';
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { withoutInlineAttributes } from './inline-attributes';

/** Tags never rendered from CMS HTML, on top of DOMPurify's defaults (see 002-sanitizer.md). */
export const FORBIDDEN_TAGS = ['style', 'form', 'input', 'textarea', 'select', 'option', 'button', 'dialog', 'template', 'slot', 'base', 'meta', 'link'];
/** Attributes never rendered: inline styles (blocked by our CSP anyway) and form/popover plumbing. */
export const FORBIDDEN_ATTRS = ['style', 'formaction', 'action', 'popover', 'popovertarget', 'popovertargetaction', 'command', 'commandfor', 'srcdoc'];

/** The sanitizer configuration: HTML only (no SVG/MathML), no inline style, `target` allowed on links. */
export const SANITIZE_CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: FORBIDDEN_TAGS,
  FORBID_ATTR: FORBIDDEN_ATTRS,
  ADD_ATTR: ['target'],
  ALLOW_DATA_ATTR: false,
  // Keep the result a plain string: React needs a string for __html.
  RETURN_TRUSTED_TYPE: false,
};

let purifier: Purifier | null = null;

/** A DOM window DOMPurify can work in (the browser's `window`, or jsdom's on the server). */
export type SanitizerWindow = Parameters<typeof DOMPurify>[0];

let serverWindow: SanitizerWindow | null = null;

/**
 * Server only, once at start-up: the DOM DOMPurify sanitizes in, since Node has none. The server
 * passes a jsdom window (docs/decisions/002-sanitizer.md; never happy-dom, under which DOMPurify
 * returns unsanitized HTML). Without it, rendering CMS HTML on the server throws.
 */
export function setSanitizerWindow(window: SanitizerWindow): void {
  serverWindow = window;
  purifier = null;
}

/**
 * A DOMPurify instance of our own, so the hooks below never leak into another user of the library
 * (DOMPurify's default export is a shared singleton).
 */
function getPurifier(): Purifier {
  if (purifier) return purifier;
  const host = typeof window === 'undefined' ? serverWindow : window;
  if (!host) throw new Error('SafeHtml on the server needs setSanitizerWindow(jsdomWindow) first');
  const instance = DOMPurify(host);
  if (!instance.isSupported) throw new Error('DOMPurify cannot sanitize in this DOM');
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const target = node.getAttribute('target');
      if (target === '_blank') {
        // A new tab must not get `window.opener` nor leak our URL to the destination.
        node.setAttribute('rel', 'noopener noreferrer');
      } else if (target !== null) {
        // Named targets (`_parent`, `_top`, frame names) have no use in CMS text.
        node.removeAttribute('target');
      }
    }
    if (node.tagName === 'IMG') {
      // CMS images are below the fold in practice: do not let them compete with the page's LCP.
      if (!node.hasAttribute('loading')) node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * Sanitize an HTML string from the API with Vitrine's configuration.
 * @param html untrusted HTML (CMS text, legal text…)
 * @returns HTML safe to insert into the document
 */
export function sanitizeHtml(html: string): string {
  // Handlers and inline styles never survive DOMPurify; removing them before it parses keeps the
  // browser from reporting a CSP violation for each while parsing (see inline-attributes.ts).
  return getPurifier().sanitize(withoutInlineAttributes(html), SANITIZE_CONFIG);
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
