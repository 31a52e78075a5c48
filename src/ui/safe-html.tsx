/**
 * The one place where HTML from the API becomes DOM (DESIGN.md §6). Everything goes through the
 * policy recorded in docs/decisions/002-sanitizer.md: DOMPurify in the browser
 * (`sanitize-dompurify.ts`), its algorithm on parse5 on the server (`sanitize-parse5.ts`); lint
 * forbids `dangerouslySetInnerHTML` elsewhere.
 *
 * DOMPurify is not part of any route's JavaScript (issue 23): while the browser hydrates a page the
 * server rendered, `SafeHtml` keeps the server's (already sanitized) HTML as it is, so nothing needs
 * it then; it is loaded on demand when something renders on the client (a client-side navigation,
 * a static host, new HTML after hydration, `SafeSvg`), and preloaded when the browser is idle after
 * hydrating a page that shows CMS HTML, so a later navigation finds it ready.
 */
import { use, useEffect, useMemo, useState, type HTMLAttributes, type ReactNode } from 'react';
import { frenchSpacingInHtml } from '@/lib/french-typography';
import { settledPromise, type SettledPromise } from '@/lib/settled-promise';
import { withoutInlineAttributes } from './inline-attributes';
import { sanitizeSvgWithParse5, sanitizeWithParse5 } from './sanitize-parse5';
import { useMountedHydrating } from './use-hydrated';
import { whenIdle } from './after-next-paint';

/** The two sanitizers, as `sanitize-dompurify.ts` exports them. */
type Sanitizers = Pick<typeof import('./sanitize-dompurify'), 'sanitizeHtml' | 'sanitizeSvg'>;

/** The server's: the same policy on a parse5 tree, synchronous (no DOM, no DOMPurify there). */
const SERVER_SANITIZERS: Sanitizers = {
  sanitizeHtml: (html) => sanitizeWithParse5(withoutInlineAttributes(html)),
  sanitizeSvg: (svg, idPrefix) => sanitizeSvgWithParse5(withoutInlineAttributes(svg), idPrefix),
};

/**
 * The browser's DOMPurify module, loading or loaded (`status` says which). Module state on purpose, and the same for every
 * tenant: it is code, loaded once per page (the server never sets it, it uses SERVER_SANITIZERS).
 */
const browserSanitizers: { loading: SettledPromise<Sanitizers> | null } = { loading: null };

/**
 * Load the browser's sanitizer (DOMPurify) if it is not yet: call it ahead of a client render that
 * will show CMS HTML (a loader, an idle moment) so `SafeHtml` does not wait for it.
 * @returns the loaded sanitizers (at once when already loaded)
 */
export function preloadSanitizer(): Promise<Sanitizers> {
  if (browserSanitizers.loading) return browserSanitizers.loading;
  const loading = settledPromise<Sanitizers>(import('./sanitize-dompurify'));
  browserSanitizers.loading = loading;
  return loading;
}

/** The sanitizers for this render: the server's, or DOMPurify's (suspending while it loads); null when not `needed`. */
function useSanitizers(needed: true): Sanitizers;
function useSanitizers(needed: boolean): Sanitizers | null;
function useSanitizers(needed: boolean): Sanitizers | null {
  if (!needed) return null;
  // `import.meta.env.SSR` is a build-time constant: each bundle keeps one branch (and one library:
  // parse5 leaves the browser's build through vite.config.ts, `serverSanitizerOutOfBrowser`).
  if (import.meta.env.SSR) return SERVER_SANITIZERS;
  // Always through `use`, loaded or not: a render that suspended here is replayed by React with the
  // same hooks in the same order, and `loaded ?? use(…)` would skip `use` in the replay once the module
  // had arrived meanwhile (React error 467, "update hook called on initial render", seen in the
  // static mode). `use` on the settled promise returns at once.
  return use(preloadSanitizer());
}

/** Empty inner HTML: React leaves the server's children of this element untouched. */
const UNTOUCHED = { __html: '' };

/**
 * True while this `SafeHtml` keeps the server's HTML: it mounted while React hydrated the server's
 * page (which holds this very HTML, sanitized on the server), and it has not been given other HTML
 * since. New HTML releases it for good, once DOMPurify is loaded (the server's HTML stays until
 * then, rather than an empty box); after that it renders on the client like any other.
 */
function useKeepsServerHtml(html: string): boolean {
  const hydrating = useMountedHydrating() && !import.meta.env.SSR;
  const [serverHtml] = useState(html);
  const [released, setReleased] = useState(false);
  const changed = hydrating && !released && html !== serverHtml;
  // Already loaded: release in this render (React renders again before committing anything).
  if (changed && browserSanitizers.loading?.status === 'fulfilled') setReleased(true);
  useEffect(() => {
    if (!changed) return;
    let live = true;
    void preloadSanitizer().then(() => {
      if (live) setReleased(true);
    });
    return () => {
      live = false;
    };
  }, [changed]);
  // The sanitizer for later client renders, once the browser is idle.
  useEffect(() => (hydrating ? whenIdle(() => void preloadSanitizer()) : undefined), [hydrating]);
  return hydrating && !released;
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
 * Render untrusted HTML, sanitized, its text in French typography (`frenchSpacingInHtml`). The only
 * component allowed to set inner HTML.
 * @example <SafeHtml html={page.cms} className="prose" />
 */
export function SafeHtml({ html, as: Element = 'div', ...rest }: SafeHtmlProps) {
  const keep = useKeepsServerHtml(html);
  const sanitizers = useSanitizers(!keep);
  // French spacing on the sanitized text (never on tags): the server and the browser typeset alike.
  const clean = useMemo(() => (sanitizers ? { __html: frenchSpacingInHtml(sanitizers.sanitizeHtml(html)) } : UNTOUCHED), [html, sanitizers]);
  // One element either way: when new HTML replaces the server's, React sets its inner HTML in place.
  return <Element {...rest} dangerouslySetInnerHTML={clean} suppressHydrationWarning={keep} />;
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
 * replaces; the fallback when nothing is left. Suspends while DOMPurify loads in the browser.
 * @example <SafeSvg svg={markup} idPrefix="logo-footer" label="Accueil" fallback={<img src={url} alt="" />} />
 */
export function SafeSvg({ svg, idPrefix, label, className, fallback }: SafeSvgProps) {
  const { sanitizeSvg } = useSanitizers(true);
  const clean = useMemo(() => sanitizeSvg(svg, idPrefix), [svg, idPrefix, sanitizeSvg]);
  if (!clean) return fallback;
  return <span role="img" aria-label={label} className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
