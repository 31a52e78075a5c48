import { defineBlock, needQuery } from '../block-kit';
import schema from './schema.json';
import example from './example.json';
import { validate } from './validate.gen.js';
import { PromotedNews } from './promoted-news';
import { promotedNewsQueryOptions } from '@/api/queries/content';
import { parametersQueryOptions } from '@/api/queries/site';

/** `promoted-news`: the promoted news item as a banner or a card (`PROMOTED_NEWS_STYLE`). Needs `GET /news?promoted=true` and the parameters. */
export const definition = defineBlock({
  name: 'promoted-news',
  version: 1,
  interactive: false,
  schema,
  example,
  validate,
  Component: PromotedNews,
  data: (api) => [needQuery(promotedNewsQueryOptions(api)), needQuery(parametersQueryOptions(api))],
});
