import { defineBlock } from '../block-kit';
import schema from './schema.json';
import example from './example.json';
import { validate } from './validate.gen.js';
import { Callout } from './callout';

/** `callout`: a highlighted note with an optional button. */
export const definition = defineBlock({ name: 'callout', version: 1, interactive: false, schema, example, validate, Component: Callout });
