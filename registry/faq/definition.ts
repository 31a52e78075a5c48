import { defineBlock } from '../block-kit';
import schema from './schema.json';
import example from './example.json';
import { validate } from './validate.gen.js';
import { Faq } from './faq';

/** `faq`: questions and answers as disclosure widgets. */
export const definition = defineBlock({ name: 'faq', version: 1, interactive: false, schema, example, validate, Component: Faq });
