import { defineBlock, needQuery, wordsOf } from '../block-kit';
import schema from './schema.json';
import example from './example.json';
import { validate } from './validate.gen.js';
import { catalogueLanguageParams, ProductList } from './product-list';
import { catalogueQueryOptions, variationsQueryOptions } from '@/api/queries/catalogue';
import { parametersQueryOptions } from '@/api/queries/site';
import { catalogueMessages } from '@/features/catalogue/messages';

/** `product-list`: the shop's catalogue with filters in the URL. Needs `GET /v2/product` (its catalogue view), `GET /variation` (filters by declination options) and the site parameters. */
export const definition = defineBlock({
  name: 'product-list',
  version: 1,
  opensPage: () => true,
  interactive: true,
  schema,
  example,
  validate,
  Component: ProductList,
  words: wordsOf(catalogueMessages),
  // The unfiltered first page (facets and the default view); a filtered URL asks for its own page.
  data: (api) => [needQuery(catalogueQueryOptions(api)), needQuery(parametersQueryOptions(api)), needQuery(variationsQueryOptions(api))],
  languageParams: catalogueLanguageParams,
});
