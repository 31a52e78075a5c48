import { defineBlock, needQuery, wordsOf } from '../block-kit';
import schema from './schema.json';
import example from './example.json';
import { validate } from './validate.gen.js';
import { ProductOffers } from './product-offers';
import { productSummaryQueryOptions } from '@/api/queries/catalogue';
import { parametersQueryOptions } from '@/api/queries/site';
import { cartMessages } from '@/features/cart/messages';
import { catalogueMessages } from '@/features/catalogue/messages';

/**
 * `product-offers`: chosen products as cards that add to the cart (the gift vouchers page). Needs
 * `GET /v2/product/{id}` per product, of which the page keeps only the card's summary.
 */
export const definition = defineBlock({
  name: 'product-offers',
  version: 1,
  interactive: true,
  schema,
  example,
  validate,
  Component: ProductOffers,
  words: wordsOf(cartMessages, catalogueMessages),
  data: (api, props) => [needQuery(parametersQueryOptions(api)), ...props.offers.map((offer) => needQuery(productSummaryQueryOptions(api, offer.productId)))],
});
