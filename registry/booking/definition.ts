import { defineBlock, needQuery, wordsOf } from '../block-kit';
import schema from './schema.json';
import example from './example.json';
import { validate } from './validate.gen.js';
import { BookingBlock } from './booking';
import { externalAppConfigQueryOptions } from '@/api/queries/catalogue';
import { servicesQueryOptions } from '@/api/queries/content';
import { bookingMessages } from '@/features/booking/messages';
import { formWordsMessages } from '@/features/i18n/use-form-words';

/** `booking`: the online booking request (or the provider's link), from the booking app's public config. Needs `GET /external-app/booking/config/public` and `GET /service`. */
export const definition = defineBlock({
  name: 'booking',
  version: 1,
  interactive: true,
  schema,
  example,
  validate,
  Component: BookingBlock,
  words: wordsOf(bookingMessages, formWordsMessages),
  data: (api) => [needQuery(externalAppConfigQueryOptions(api, 'booking')), needQuery(servicesQueryOptions(api))],
});
