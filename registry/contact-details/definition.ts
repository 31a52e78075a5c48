import { parametersQueryOptions } from '@/api/queries/site';
import { defineBlock, needQuery, wordsOf } from '../block-kit';
import schema from './schema.json';
import example from './example.json';
import { validate } from './validate.gen.js';
import { ContactDetails } from './contact-details';
import { contactDetailsMessages } from './messages';

/** `contact-details`: phone, e-mail, address and hours from the site settings. Needs `GET /parameter`. */
export const definition = defineBlock({
  name: 'contact-details',
  version: 1,
  interactive: false,
  schema,
  example,
  validate,
  Component: ContactDetails,
  words: wordsOf(contactDetailsMessages),
  data: (api) => [needQuery(parametersQueryOptions(api))],
});
