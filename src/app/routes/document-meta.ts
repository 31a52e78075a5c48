/**
 * SEO basics per page (issue "SEO basics", issue 8 "SEO that a local business needs"): `<title>`,
 * `<meta name="description">`, `<link rel="canonical">`, `robots` for pages that must stay out of
 * search engines, and the Open Graph / Twitter card tags that link previews read (title,
 * description, canonical URL, picture, type, locale, site name). Written into the existing `<head>`
 * tags (index.html ships a title and a description) rather than adding second copies; the server
 * writes the same tags into the HTML (entry-server.tsx, from {@link socialTags}).
 */
import { createContext, createElement, use, useEffect, useMemo, type ReactNode } from 'react';
import { useI18n } from '@/features/i18n/use-i18n';
import { useSiteIdentity } from './use-site-meta';
import { localePrefix, useAlternates } from './alternates';

/** Open Graph type of a page. */
export type PageKind = 'website' | 'article' | 'product';

/** What a page declares about itself. */
export interface DocumentMeta {
  title: string;
  description?: string | null;
  /** Absolute URL of the page's one canonical address. */
  canonical?: string | null;
  /** `noindex` for hidden test pages and errors. */
  robots?: string | null;
  /**
   * The page's picture for link previews (its hero, cover or product photo), absolute or
   * site-relative; the site's logo when absent.
   */
  image?: string | null;
  /** Open Graph type (default `website`). */
  kind?: PageKind;
}

/** What the head carries: the page's meta completed with the site's (absolute picture, name, locale). */
export interface HeadMeta extends DocumentMeta {
  /** `og:site_name`. */
  siteName?: string | null;
  /** `og:locale`, e.g. `fr_FR`. */
  locale?: string | null;
  /** `<link rel="alternate" hreflang>`: the page in each language of the site (absolute), `x-default` last. */
  alternates?: readonly { hreflang: string; href: string }[];
}

/** One social tag: `<meta property="og:…">` or `<meta name="twitter:…">`. */
export interface SocialTag {
  attribute: 'property' | 'name';
  key: string;
  content: string;
}

/**
 * The Open Graph and Twitter card tags of a page, in order; a tag with nothing to say is left out
 * (no `og:url` without a canonical URL).
 */
export function socialTags(meta: HeadMeta): SocialTag[] {
  const og = (key: string, content: string | null | undefined): SocialTag[] =>
    content?.trim() ? [{ attribute: 'property', key: `og:${key}`, content: content.trim() }] : [];
  return [
    ...og('title', meta.title),
    ...og('description', meta.description),
    ...og('url', meta.canonical),
    ...og('image', meta.image),
    ...og('type', meta.kind ?? 'website'),
    ...og('locale', meta.locale),
    ...og('site_name', meta.siteName),
    { attribute: 'name', key: 'twitter:card', content: meta.image ? 'summary_large_image' : 'summary' },
  ];
}

const SOCIAL_SELECTOR = 'meta[property^="og:"], meta[name^="twitter:"]';

function upsert(selector: string, create: () => HTMLElement): HTMLElement {
  return document.head.querySelector<HTMLElement>(selector) ?? document.head.appendChild(create());
}

/** Writes the meta tags now (also used by the error page, which may render outside a route). */
export function applyDocumentMeta(meta: HeadMeta): void {
  const { title, description, canonical, robots } = meta;
  document.title = title;
  const descriptionMeta = upsert('meta[name="description"]', () => Object.assign(document.createElement('meta'), { name: 'description' }));
  descriptionMeta.setAttribute('content', description?.trim() ?? '');
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
  for (const old of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) old.remove();
  for (const alternate of meta.alternates ?? []) {
    document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href }));
  }
  // The previous page's social tags go; this page's take their place (the server wrote the first set).
  for (const old of document.head.querySelectorAll(SOCIAL_SELECTOR)) old.remove();
  for (const tag of socialTags(meta)) {
    const element = document.createElement('meta');
    element.setAttribute(tag.attribute, tag.key);
    element.setAttribute('content', tag.content);
    document.head.appendChild(element);
  }
}

/**
 * Where the server collects the meta of the page it renders (effects do not run there): the last
 * page to declare its meta wins, as in the browser. One collector per request.
 */
export interface DocumentMetaCollector {
  /** The meta recorded last (null until a page declares its meta). */
  readonly meta: HeadMeta | null;
  /** Record a page's meta (called while the server renders). */
  record(meta: HeadMeta): void;
}

/** A fresh collector for one server render. */
export function createDocumentMetaCollector(): DocumentMetaCollector {
  let meta: HeadMeta | null = null;
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

/**
 * Keeps the document's meta tags in line with the page being shown (and tells the server's
 * collector). The site's name, logo (the picture when the page has none, made absolute on the
 * site's address) and locale complete the page's own meta.
 */
export function useDocumentMeta(meta: DocumentMeta): void {
  const { title, description, robots, kind } = meta;
  const site = useSiteIdentity();
  const { locale, defaultLocale } = useI18n();
  // A page's canonical URL is its own language's (`/en/the-estate`); pages write it without the prefix.
  const canonical = meta.canonical ? localizedUrl(meta.canonical, localePrefix(locale, defaultLocale)) : meta.canonical;
  const versions = useAlternates();
  // No alternates for a page kept out of search engines, nor for a page in one language only.
  const links = robots || versions.length < 2 ? [] : versions.map((v) => ({ hreflang: v.hreflang, href: canonicalUrl(site.siteUrl, v.href) }));
  const fallback = links.length > 0 ? versions.find((v) => v.locale === defaultLocale) : undefined;
  if (fallback) links.push({ hreflang: 'x-default', href: canonicalUrl(site.siteUrl, fallback.href) });
  // One value while the links stay the same (the effect below must not run on every render).
  const alternatesKey = JSON.stringify(links);
  const alternates = useMemo((): HeadMeta['alternates'] => JSON.parse(alternatesKey) as HeadMeta['alternates'], [alternatesKey]);
  const picture = meta.image ?? site.logoUrl;
  const image = picture ? canonicalUrl(site.siteUrl, picture) : null;
  const siteName = site.brand || null;
  const collector = use(CollectorContext);
  // On the server, rendering is the only moment: record the meta now (idempotent).
  collector?.record({ title, description, canonical, robots, kind, image, siteName, locale, alternates });
  useEffect(() => {
    applyDocumentMeta({ title, description, canonical, robots, kind, image, siteName, locale, alternates });
  }, [title, description, canonical, robots, kind, image, siteName, locale, alternates]);
}

/** `url` with a locale prefix before its path (`https://x.fr/the-estate` → `https://x.fr/en/the-estate`). */
function localizedUrl(url: string, prefix: string): string {
  if (!prefix) return url;
  const localized = new URL(url);
  localized.pathname = `${prefix}${localized.pathname === '/' ? '' : localized.pathname}`;
  return localized.href;
}

/** Absolute canonical URL of a path on the site's public address (site info `prodUrl`/`url`). */
export function canonicalUrl(siteUrl: string | null | undefined, path: string): string {
  const fallback = typeof window === 'undefined' ? 'http://localhost' : window.location.origin;
  const base = siteUrl && /^https?:\/\//.test(siteUrl) ? siteUrl : fallback;
  return new URL(path, base.endsWith('/') ? base : `${base}/`).href;
}
