import { defineBlock, needQuery } from '../block-kit';
import schema from './schema.json';
import example from './example.json';
import { validate } from './validate.gen.js';
import { CmsForm } from './cms-form';
import { formQueryOptions } from '@/api/queries/content';

/** `form`: a CMS form (`GET /forms/{id}`) rendered with rjsf, sent multipart with its files. */
export const definition = defineBlock({
  name: 'form',
  version: 1,
  interactive: true,
  schema,
  example,
  validate,
  Component: CmsForm,
  data: (api, props) => [needQuery(formQueryOptions(api, props.formId))],
});
