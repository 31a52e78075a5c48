import { legalTextsQueryOptions, parametersQueryOptions } from '@/api/queries/site';
import { defineBlock, needQuery } from '../block-kit';
import schema from './schema.json';
import example from './example.json';
import { validate } from './validate.gen.js';
import { LegalText } from './legal-text';

/** `legal-text`: one of the five legal texts, from the site settings. Needs `GET /parameter` (its settings and its legal texts, two views of one call). */
export const definition = defineBlock({
  name: 'legal-text',
  version: 1,
  opensPage: (props) => props.showTitle,
  interactive: false,
  schema,
  example,
  validate,
  Component: LegalText,
  data: (api) => [needQuery(parametersQueryOptions(api)), needQuery(legalTextsQueryOptions(api))],
});
