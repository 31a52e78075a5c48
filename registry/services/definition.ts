import { defineBlock, needQuery, wordsOf } from '../block-kit';
import schema from './schema.json';
import example from './example.json';
import { validate } from './validate.gen.js';
import { Services, servicesLanguageParams } from './services';
import { servicesQueryOptions } from '@/api/queries/content';
import { servicesMessages } from './messages';
import { bookingMessages } from '@/features/booking/messages';
import { uiWordsMessages } from '@/features/i18n/use-ui-words';

/** `services`: the services as cards (lengths, prices, "Réserver") with theme filters in the URL. Needs `GET /service`. */
export const definition = defineBlock({
  name: 'services',
  version: 1,
  interactive: true,
  schema,
  example,
  validate,
  Component: Services,
  words: wordsOf(servicesMessages, bookingMessages, uiWordsMessages),
  data: (api) => [needQuery(servicesQueryOptions(api))],
  languageParams: servicesLanguageParams,
});
