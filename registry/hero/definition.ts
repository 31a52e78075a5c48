import { defineBlock } from '../block-kit';
import schema from './schema.json';
import example from './example.json';
import { validate } from './validate.gen.js';
import { Hero } from './hero';

/** `hero`: photo, title, text and calls to action; full-bleed. */
export const definition = defineBlock({
  name: 'hero',
  version: 1,
  interactive: false,
  schema,
  example,
  validate,
  Component: Hero,
  opensPage: (props) => props.headingLevel === 1,
});
