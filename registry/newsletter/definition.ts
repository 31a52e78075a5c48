import { defineBlock, needQuery } from '../block-kit';
import schema from './schema.json';
import example from './example.json';
import { validate } from './validate.gen.js';
import { Newsletter } from './newsletter';
import { parametersQueryOptions } from '@/api/queries/site';

/** `newsletter`: sign-up form with explicit consent (`POST /newsletter/subscribe`); hidden when NEWSLETTER_ENABLED is off. */
export const definition = defineBlock({
  name: 'newsletter',
  version: 1,
  interactive: true,
  schema,
  example,
  validate,
  Component: Newsletter,
  data: (api) => [needQuery(parametersQueryOptions(api))],
});
