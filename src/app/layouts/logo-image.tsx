/**
 * A tenant's logo in the shell. When it is an SVG the API can give (`POST /image/load-svg`, loaded
 * by the root loader), it is inlined, sanitized with the SVG profile (`SafeSvg`), so the parts drawn
 * in `currentColor` take the theme's colour of where it sits (the header's primary colour, the
 * footer's text). Otherwise, or while that call fails, the plain `<img>`: the same box either way
 * (shell.css sizes both by height), so swapping one for the other never moves the page.
 */
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import type { Logo } from '@/api/generated/types';
import { isSvgUrl, svgImageQueryOptions } from '@/api/queries/site';
import { SafeSvg } from '@/ui/safe-html';

/** Props of {@link LogoImage}. */
export interface LogoImageProps {
  logo: Logo;
  /** The image's accessible name. */
  alt: string;
  /** Prefix of the inlined SVG's ids: one per copy in the page (the header draws its logo twice). */
  idPrefix: string;
  className?: string;
}

/** The logo, inlined when it is an SVG the API gave, else an `<img>`. */
export function LogoImage({ logo, alt, idPrefix, className }: LogoImageProps) {
  const api = useApi();
  const url = logo.onlineImage?.url ?? '';
  const svg = isSvgUrl(url);
  const { data: markup } = useQuery({ ...svgImageQueryOptions(api, url), enabled: svg });
  const image = <img className={className} src={url} alt={alt} />;
  if (!svg || !markup) return image;
  return <SafeSvg svg={markup} idPrefix={idPrefix} label={alt} className={['logo-svg', className].filter(Boolean).join(' ')} fallback={image} />;
}
