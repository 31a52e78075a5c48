/**
 * "Vous aimerez aussi" ("You may also like"): the products recommended with one (loaded beside the page, never holding
 * it). Each is drawn by `card`: the caller gives the shop's product card, which the catalogue blocks
 * share (registry/product-card-data.ts), and which a feature may not import.
 */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import type { Product } from '@/api/generated/types';
import { recommendedProductsQueryOptions } from '@/api/queries/catalogue';
import { useMessages } from '@/features/i18n/use-messages';
import { catalogueMessages } from './messages';
import './product-page.css';

/** The recommendations section, or nothing while loading or when there is none. */
export function ProductRecommendations({ productId, card }: { productId: number; card: (product: Product) => ReactNode }) {
  const api = useApi();
  const { data } = useQuery(recommendedProductsQueryOptions(api, productId));
  const t = useMessages(catalogueMessages);
  if (!data || data.products.length === 0) return null;
  return (
    <section className="product-page__section" aria-labelledby="product-recommended">
      <h2 id="product-recommended">{t('recommended')}</h2>
      <ul className="product-page__recommended">
        {data.products.map((item) => (
          <li key={item.id}>{card(item)}</li>
        ))}
      </ul>
    </section>
  );
}
