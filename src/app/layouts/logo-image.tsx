/**
 * A tenant's logo in the shell. When it is an SVG the API can give (`POST /image/load-svg`, loaded
 * by the root loader with the shell's data), it is inlined, sanitized with the SVG profile (`SafeSvg`), so the parts drawn
 * in `currentColor` take the theme's colour of where it sits (the header's primary colour, the
 * footer's text). Otherwise, or while that call fails, the plain `<img>`: the same box either way
 * (shell.css sizes both by height), so swapping one for the other never moves the page.
 *
 * The sanitizer is not part of the shell's initial JavaScript (issue 23): while the browser hydrates
 * a server-rendered page, the inlined logo keeps the server's markup (`KeptServerImage`); anywhere
 * else (a static host, a later mount) `SafeSvg` is loaded on demand, the `<img>` standing in until
 * it arrives. The server renders the same `Suspense` boundary, so hydration sees the same tree, and
 * the same `role="img"` box even when nothing of the SVG survives sanitizing (the `<img>` inside).
 *
 * Which logos are inlined, and their markup, come as a prop (`ShellLogoMarkup`: the shell reads them
 * from the query cache, shell-logo-queries.ts), so that the header and the footer render without it
 * (decision 011).
 */
import { lazy, Suspense } from 'react';
import type { Logo } from '@/api/generated/types';
import { KeptServerImage, useHydratingServerHtml } from '@/renderer/static-block';

const SafeSvg = lazy(() => import('@/ui/safe-html').then((module) => ({ default: module.SafeSvg })));

/** What the shell knows of its inlined logos (`useShellLogoMarkup`). */
export interface ShellLogoMarkup {
  /** The URLs of the logos the server inlined (the page's data). */
  inlined: readonly string[] | undefined;
  /** Their sanitizable markup by URL: asked for only when a logo is drawn again, not while hydrating. */
  svgs: Readonly<Record<string, string>> | undefined;
}

/** Props of {@link LogoImage}. */
export interface LogoImageProps {
  logo: Logo;
  markup: ShellLogoMarkup;
  /** The image's accessible name. */
  alt: string;
  /** Prefix of the inlined SVG's ids: one per copy in the page (the header draws its logo twice). */
  idPrefix: string;
  className?: string;
}

/** The logo, inlined when it is an SVG the API gave, else an `<img>`. */
export function LogoImage({ logo, markup: { inlined, svgs }, alt, idPrefix, className }: LogoImageProps) {
  const url = logo.onlineImage?.url ?? '';
  const keepServerMarkup = useHydratingServerHtml();
  // While hydrating, which logos the server inlined is all it takes (their markup stays as the
  // server wrote it): the page's data carries that list, not the markup.
  const markup = keepServerMarkup ? null : svgs?.[url];
  const image = <img className={className} src={url} alt={alt} />;
  if (keepServerMarkup ? inlined?.includes(url) !== true : !markup) return image;
  // What stands in while the sanitizer's code loads (a client render). The server renders it too,
  // as the fallback before the inlined SVG replaces it, and React announces every eager image it
  // renders with a `<link rel="preload">` at the top of the page: two logo files the page never
  // shows, fetched while the LCP image downloads. `lazy` keeps React from announcing it.
  const standIn = <img className={className} src={url} alt={alt} loading="lazy" />;
  const svgClassName = ['logo-svg', className].filter(Boolean).join(' ');
  // When nothing of the SVG survives sanitizing, the plain image inside the same named box: the
  // browser, which keeps that box while hydrating without knowing what the sanitizer left (its code
  // is not loaded then), finds the element the server rendered (no hydration mismatch), and the box
  // keeps the image's size (shell.css sizes both by height).
  const emptied = (
    <span role="img" aria-label={alt} className={svgClassName}>
      <img className={className} src={url} alt="" />
    </span>
  );
  return (
    <Suspense fallback={standIn}>
      {markup ? (
        <SafeSvg svg={markup} idPrefix={idPrefix} label={alt} className={svgClassName} fallback={emptied} />
      ) : (
        <KeptServerImage label={alt} className={svgClassName} />
      )}
    </Suspense>
  );
}
