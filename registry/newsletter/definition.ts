import { defineBlock, needQuery, wordsOf } from '../block-kit';
import schema from './schema.json';
import example from './example.json';
import { validate } from './validate.gen.js';
import { Newsletter } from './newsletter';
import { parametersQueryOptions } from '@/api/queries/site';
import { newsletterMessages } from '@/features/newsletter/use-newsletter';

/** `newsletter`: sign-up form with explicit consent (`POST /newsletter/subscribe`); hidden when NEWSLETTER_ENABLED is off. */
export const definition = defineBlock({
  name: 'newsletter',
  version: 1,
  interactive: true,
  schema,
  example,
  validate,
  Component: Newsletter,
  words: wordsOf(newsletterMessages),
  data: (api) => [needQuery(parametersQueryOptions(api))],
});
