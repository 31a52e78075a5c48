/** A product's pictures: the large one, and thumbnails to show another when there are several. */
import { useState } from 'react';
import type { Product } from '@/api/generated/types';
import './product-page.css';

/**
 * The gallery of a product page. The large picture is the page's LCP element: fetched at high
 * priority (React announces it in the head, before the stylesheets' fonts and the scripts); the
 * thumbnails are lazy, so that nothing else competes with it.
 */
export function ProductGallery({ images }: { images: Product['images'] }) {
  const [active, setActive] = useState(0);
  const shown = images?.[active] ?? images?.[0];
  return (
    <div className="product-page__gallery">
      {shown ? <img className="product-page__image" src={shown.url} alt={shown.alt ?? ''} width={600} height={600} fetchPriority="high" /> : null}
      {images && images.length > 1 ? (
        <ul className="product-page__thumbs" aria-label="Autres photos">
          {images.map((img, index) => (
            <li key={img.url}>
              <button type="button" aria-pressed={index === active} aria-label={`Photo ${index + 1}`} onClick={() => setActive(index)}>
                <img src={img.url} alt="" width={80} height={80} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
