import { defineBlock } from '../block-kit';
import schema from './schema.json';
import example from './example.json';
import { validate } from './validate.gen.js';
import { Spacer } from './spacer';

/** `spacer`: vertical space, optionally with a rule. */
export const definition = defineBlock({ name: 'spacer', version: 1, interactive: false, schema, example, validate, Component: Spacer });
