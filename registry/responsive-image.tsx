/**
 * The one way blocks render a photo: intrinsic size (no layout shift), `srcset` when the CMS gives
 * several widths, lazy by default, eager + high priority only for the page's main image (LCP).
 */
export interface ImageSource {
  src: string;
  width: number;
}

/** What a block passes to {@link ResponsiveImage}; mirrors the `image` objects of the schemas. */
export interface ResponsiveImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  sources?: ImageSource[];
  sizes?: string;
  priority?: boolean;
  className?: string;
}

/** A responsive `<img>`; `alt=""` is never produced here because every schema requires an alt. */
export function ResponsiveImage({ src, alt, width, height, sources, sizes, priority = false, className }: ResponsiveImageProps) {
  const srcSet = sources && sources.length > 0 ? sources.map((s) => `${s.src} ${s.width}w`).join(', ') : undefined;
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? '100vw') : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : 'auto'}
    />
  );
}
