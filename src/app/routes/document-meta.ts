/**
 * SEO basics per page (issue "SEO basics"): `<title>`, `<meta name="description">`,
 * `<link rel="canonical">` and, for pages that must stay out of search engines, `robots`. Written
 * into the existing `<head>` tags (index.html ships a title and a description) rather than adding
 * second copies.
 */
import { createContext, createElement, use, useEffect, type ReactNode } from 'react';

/** What a page declares about itself. */
export interface DocumentMeta {
  title: string;
  description?: string | null;
  /** Absolute URL of the page's one canonical address. */
  canonical?: string | null;
  /** `noindex` for hidden test pages and errors. */
  robots?: string | null;
}

function upsert(selector: string, create: () => HTMLElement): HTMLElement {
  return document.head.querySelector<HTMLElement>(selector) ?? document.head.appendChild(create());
}

/** Writes the meta tags now (also used by the error page, which may render outside a route). */
export function applyDocumentMeta({ title, description, canonical, robots }: DocumentMeta): void {
  document.title = title;
  const meta = upsert('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }));
  meta.setAttribute('content', description?.trim() ?? '');
  const link = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (canonical) {
    const canonicalLink = link ?? document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'canonical' }));
    canonicalLink.href = canonical;
  } else {
    link?.remove();
  }
  const robotsMeta = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]');
  if (robots) {
    (robotsMeta ?? document.head.appendChild(Object.assign(document.createElement('meta'), { name: 'robots' }))).setAttribute('content', robots);
  } else {
    robotsMeta?.remove();
  }
}

/**
 * Where the server collects the meta of the page it renders (effects do not run there): the last
 * page to declare its meta wins, as in the browser. One collector per request.
 */
export interface DocumentMetaCollector {
  /** The meta recorded last (null until a page declares its meta). */
  readonly meta: DocumentMeta | null;
  /** Record a page's meta (called while the server renders). */
  record(meta: DocumentMeta): void;
}

/** A fresh collector for one server render. */
export function createDocumentMetaCollector(): DocumentMetaCollector {
  let meta: DocumentMeta | null = null;
  return {
    get meta() {
      return meta;
    },
    record(next) {
      meta = next;
    },
  };
}

const CollectorContext = createContext<DocumentMetaCollector | null>(null);

/** Server only: collect the rendered page's meta into `collector`. */
export function DocumentMetaProvider({ collector, children }: { collector: DocumentMetaCollector; children: ReactNode }) {
  return createElement(CollectorContext, { value: collector }, children);
}

/** Keeps the document's meta tags in line with the page being shown (and tells the server's collector). */
export function useDocumentMeta(meta: DocumentMeta): void {
  const { title, description, canonical, robots } = meta;
  const collector = use(CollectorContext);
  // On the server, rendering is the only moment: record the meta now (idempotent).
  collector?.record({ title, description, canonical, robots });
  useEffect(() => {
    applyDocumentMeta({ title, description, canonical, robots });
  }, [title, description, canonical, robots]);
}

/** Absolute canonical URL of a path on the site's public address (site info `prodUrl`/`url`). */
export function canonicalUrl(siteUrl: string | null | undefined, path: string): string {
  const fallback = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const base = siteUrl && /^https?:\/\//.test(siteUrl) ? siteUrl : fallback;
  return new URL(path, base.endsWith('/') ? base : `${base}/`).href;
}
