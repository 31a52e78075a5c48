import { defineBlock, needQuery, wordsOf } from '../block-kit';
import schema from './schema.json';
import example from './example.json';
import { validate } from './validate.gen.js';
import { AlbumList } from './album-list';
import { albumsQueryOptions } from '@/api/queries/content';
import { albumListMessages } from './messages';
import { uiWordsMessages } from '@/features/i18n/use-ui-words';

/** `album-list`: the site's albums as cards leading to each album's page. Needs `GET /album?page=1&nbItem=100`. */
export const definition = defineBlock({
  name: 'album-list',
  version: 1,
  interactive: false,
  schema,
  example,
  validate,
  Component: AlbumList,
  words: wordsOf(albumListMessages, uiWordsMessages),
  data: (api) => [needQuery(albumsQueryOptions(api))],
});
