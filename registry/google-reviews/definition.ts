import { deferQuery, defineBlock, wordsOf } from '../block-kit';
import schema from './schema.json';
import example from './example.json';
import { validate } from './validate.gen.js';
import { GoogleReviews } from './google-reviews';
import { googleReviewsQueryOptions } from '@/api/queries/content';
import { reviewsSince } from './since';
import { googleReviewsMessages } from './messages';
import { uiWordsMessages } from '@/features/i18n/use-ui-words';

/**
 * `google-reviews`: latest reviews from the maps service. Needs `GET /google/reviews` as secondary
 * data: the loader starts the call but never waits for it (a slow or failing reviews call never
 * holds the page; the block shows its placeholder, then the reviews or a quiet message).
 */
export const definition = defineBlock({
  name: 'google-reviews',
  version: 1,
  interactive: true,
  schema,
  example,
  validate,
  Component: GoogleReviews,
  words: wordsOf(googleReviewsMessages, uiWordsMessages),
  deferredData: (api, props) => [deferQuery(googleReviewsQueryOptions(api, reviewsSince(props)))],
});
