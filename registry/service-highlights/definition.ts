import { defineBlock, wordsOf } from '../block-kit';
import schema from './schema.json';
import example from './example.json';
import { validate } from './validate.gen.js';
import { ServiceHighlights } from './service-highlights';
import { bookingMessages } from '@/features/booking/messages';

/** `service-highlights`: service cards with durations and prices. */
export const definition = defineBlock({
  name: 'service-highlights',
  version: 1,
  interactive: false,
  schema,
  example,
  validate,
  Component: ServiceHighlights,
  words: wordsOf(bookingMessages),
});
