import { defineBlock, needQuery, wordsOf } from '../block-kit';
import schema from './schema.json';
import example from './example.json';
import { validate } from './validate.gen.js';
import { ContactForm } from './contact-form';
import { parametersQueryOptions } from '@/api/queries/site';
import { formsMessages } from '@/features/forms/messages';

/** `contact-form`: the visitor writes to the business (`POST /message`); hours of the contact line on success. */
export const definition = defineBlock({
  name: 'contact-form',
  version: 1,
  interactive: true,
  schema,
  example,
  validate,
  Component: ContactForm,
  words: wordsOf(formsMessages),
  data: (api) => [needQuery(parametersQueryOptions(api))],
});
