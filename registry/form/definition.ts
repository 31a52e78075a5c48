import { defineBlock, needQuery, wordsOf } from '../block-kit';
import schema from './schema.json';
import example from './example.json';
import { validate } from './validate.gen.js';
import { CmsForm } from './cms-form';
import { formQueryOptions } from '@/api/queries/content';
import { formsMessages } from '@/features/forms/messages';

/** `form`: a CMS form (`GET /forms/{id}`) rendered with rjsf, sent multipart with its files. */
export const definition = defineBlock({
  name: 'form',
  version: 1,
  interactive: true,
  schema,
  example,
  validate,
  Component: CmsForm,
  words: wordsOf(formsMessages),
  data: (api, props) => [needQuery(formQueryOptions(api, props.formId))],
});
