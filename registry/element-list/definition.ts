import { defineBlock, needQuery, wordsOf } from '../block-kit';
import schema from './schema.json';
import example from './example.json';
import { validate } from './validate.gen.js';
import { ElementList, elementListQueryOptions } from './element-list';
import { elementListMessages } from './messages';
import { uiWordsMessages } from '@/features/i18n/use-ui-words';

/** `element-list`: the elements of a collection (workshops…), upcoming first. Needs `GET /element/{route}`. */
export const definition = defineBlock({
  name: 'element-list',
  version: 1,
  interactive: false,
  schema,
  example,
  validate,
  Component: ElementList,
  words: wordsOf(elementListMessages, uiWordsMessages),
  data: (api, props) => (props.route ? [needQuery(elementListQueryOptions(api, { ...props, route: props.route }))] : []),
});
