import { deferQuery, defineBlock } from '../block-kit';
import schema from './schema.json';
import example from './example.json';
import { validate } from './validate.gen.js';
import { GoogleReviews } from './google-reviews';
import { googleReviewsQueryOptions } from '@/api/queries/content';

/**
 * `google-reviews`: latest reviews from the maps service. Needs `GET /google/reviews`, as secondary
 * data: a slow reviews call never holds the page (the block shows its placeholder meanwhile).
 */
export const definition = defineBlock({
  name: 'google-reviews',
  version: 1,
  schema,
  example,
  validate,
  Component: GoogleReviews,
  deferredData: (api) => [deferQuery(googleReviewsQueryOptions(api))],
});
