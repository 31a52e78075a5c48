import { useId } from 'react';
import { useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { productQueryOptions } from '@/api/queries/catalogue';
import { parametersQueryOptions } from '@/api/queries/site';
import { useCart } from '@/features/cart/use-cart';
import { indexParameters, parameterBoolean } from '@/lib/parameters';
import { Button } from '@/ui/button';
import { ProductCard } from '@/ui/product-card';
import type { BlockComponentProps } from '../block-kit';
import { OUT_OF_STOCK, productCardData } from '../product-card-data';
import { landmarkName } from '../block-header';
import type { ProductOffersProps } from './props.gen';
import './product-offers.css';

/** `product-offers`: chosen catalogue products, each with an add-to-cart button and a link to its page. */
export function ProductOffers({ props }: BlockComponentProps<ProductOffersProps>) {
  const api = useApi();
  const titleId = useId();
  const cart = useCart();
  const { data: parameters } = useSuspenseQuery(parametersQueryOptions(api));
  const products = useSuspenseQueries({ queries: props.offers.map((offer) => productQueryOptions(api, offer.productId)) });
  const useStock = parameterBoolean(indexParameters(parameters), 'USE_PRODUCT_STOCK');

  return (
    <section className="vb-product-offers" {...landmarkName(titleId, props.title, 'Produits proposés')}>
      {props.title ? (
        <h2 id={titleId} className="vb-title">
          {props.title}
        </h2>
      ) : null}
      <ul className="vb-product-offers__list">
        {props.offers.map((offer, index) => {
          const product = products[index]?.data;
          if (!product) return null;
          const declination = product.declinations.find((d) => d.id === offer.declinationId) ?? product.declinations[0];
          const soldOut = useStock && (declination?.quantity ?? 0) <= 0;
          const card = productCardData(product, useStock);
          return (
            <li key={`${offer.productId}-${index}`}>
              <ProductCard
                {...card}
                headingLevel={props.title ? 3 : 2}
                text={offer.text ?? null}
                badge={soldOut ? OUT_OF_STOCK : null}
                action={
                  declination ? (
                    <Button
                      variant="accent"
                      disabled={soldOut || !cart.hydrated}
                      aria-label={`${offer.actionLabel} : ${product.name}`}
                      onClick={() => cart.add(product, declination.id)}
                    >
                      {offer.actionLabel}
                    </Button>
                  ) : null
                }
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
