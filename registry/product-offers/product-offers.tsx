import { useId, useState } from 'react';
import { useQueryClient, useSuspenseQueries, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { productQueryOptions, productSummaryQueryOptions } from '@/api/queries/catalogue';
import { parametersQueryOptions } from '@/api/queries/site';
import { useCart } from '@/features/cart/use-cart';
import { indexParameters, parameterBoolean } from '@/lib/parameters';
import { reportError } from '@/lib/report-error';
import { Button } from '@/ui/button';
import { showToast } from '@/ui/ui-events';
import { ProductCard } from '@/ui/product-card';
import type { BlockComponentProps } from '../block-kit';
import { useProductCardData } from '../product-card-data';
import { cartMessages } from '@/features/cart/messages';
import { catalogueMessages } from '@/features/catalogue/messages';
import { useMessages } from '@/features/i18n/use-messages';
import { landmarkName } from '../block-header';
import type { ProductOffersProps } from './props.gen';
import { EmptyList } from '@/ui/list-states';
import './product-offers.css';
import { useI18n } from '@/features/i18n/use-i18n';

/**
 * `product-offers`: chosen catalogue products, each with an add-to-cart button and a link to its
 * page. The cards read each product's summary (`productSummaryQueryOptions`: what the page hands the
 * browser is a few hundred bytes per product); the cart keeps whole products, so the button asks for
 * the product itself (from the cache when a page already has it) when it is pressed.
 * The buttons are enabled in the server's HTML: a tap before the block has hydrated is held and
 * replayed (HydrateWhenVisible), and the cart's store starts when the line is added (use-cart.ts).
 */
export function ProductOffers({ props }: BlockComponentProps<ProductOffersProps>) {
  const api = useApi();
  const queryClient = useQueryClient();
  const titleId = useId();
  const { t: shell } = useI18n();
  const cart = useCart();
  const cardData = useProductCardData();
  const t = useMessages(catalogueMessages);
  const cartT = useMessages(cartMessages);
  const [adding, setAdding] = useState<number | null>(null);
  const { data: parameters } = useSuspenseQuery(parametersQueryOptions(api));
  const products = useSuspenseQueries({ queries: props.offers.map((offer) => productSummaryQueryOptions(api, offer.productId)) });
  const useStock = parameterBoolean(indexParameters(parameters), 'USE_PRODUCT_STOCK');

  async function add(index: number, productId: number, declinationId: number) {
    setAdding(index);
    try {
      cart.add(await queryClient.fetchQuery(productQueryOptions(api, productId)), declinationId);
    } catch (error) {
      reportError(error, { where: 'product-offers add', level: 'warning', productId });
      showToast({ message: cartT('offerNotAdded'), tone: 'error' });
    } finally {
      setAdding(null);
    }
  }

  return (
    <section className="vb-product-offers" {...landmarkName(titleId, props.title, shell('blocks.productOffers'))}>
      {props.title ? (
        <h2 id={titleId} className="vb-title">
          {props.title}
        </h2>
      ) : null}
      {props.offers.length === 0 ? (
        <EmptyList>{t('noOffers')}</EmptyList>
      ) : (
        <ul className="vb-product-offers__list">
          {props.offers.map((offer, index) => {
            const product = products[index]?.data;
            if (!product) return null;
            const declination = product.declinations.find((d) => d.id === offer.declinationId) ?? product.declinations[0];
            const soldOut = useStock && (declination?.quantity ?? 0) <= 0;
            const actionLabel = offer.actionLabel ?? t('add');
            // The card prices what its button adds: « Dès 6,90 € » (the half-bottle) above « Ajouter 6 bouteilles » of 11,90 € misled.
            const card = cardData(declination ? { ...product, declinations: [declination] } : product, useStock);
            return (
              <li key={`${offer.productId}-${index}`}>
                <ProductCard
                  {...card}
                  headingLevel={props.title ? 3 : 2}
                  text={offer.text ?? null}
                  badge={soldOut ? t('outOfStock') : null}
                  action={
                    declination ? (
                      <Button
                        variant="accent"
                        disabled={soldOut || adding === index}
                        aria-label={t('offerOf', { action: actionLabel, name: product.name })}
                        onClick={() => void add(index, product.id, declination.id)}
                      >
                        {actionLabel}
                      </Button>
                    ) : null
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
