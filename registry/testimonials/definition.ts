import { defineBlock, wordsOf } from '../block-kit';
import schema from './schema.json';
import example from './example.json';
import { validate } from './validate.gen.js';
import { Testimonials } from './testimonials';
import { uiWordsMessages } from '@/features/i18n/use-ui-words';

/** `testimonials`: a strip of customer quotes. */
export const definition = defineBlock({
  name: 'testimonials',
  version: 1,
  interactive: false,
  schema,
  example,
  validate,
  Component: Testimonials,
  words: wordsOf(uiWordsMessages),
});
