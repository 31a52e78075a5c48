import { defineBlock } from '../block-kit';
import schema from './schema.json';
import example from './example.json';
import { validate } from './validate.gen.js';
import { Section } from './section';

/** `section`: container for child blocks, with optional title and background. */
export const definition = defineBlock({ name: 'section', version: 1, interactive: false, schema, example, validate, Component: Section, container: true });
