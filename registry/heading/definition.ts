import { defineBlock } from '../block-kit';
import schema from './schema.json';
import example from './example.json';
import { validate } from './validate.gen.js';
import { Heading } from './heading';

/** `heading`: a title (h1–h4) with optional eyebrow and lead. */
export const definition = defineBlock({
  name: 'heading',
  version: 1,
  interactive: false,
  schema,
  example,
  validate,
  Component: Heading,
  opensPage: (props) => props.level === 1,
});
