import { defineBlock } from '../block-kit';
import schema from './schema.json';
import example from './example.json';
import { validate } from './validate.gen.js';
import { CardGrid } from './card-grid';

/** `card-grid`: a grid of linked cards. */
export const definition = defineBlock({ name: 'card-grid', version: 1, interactive: false, schema, example, validate, Component: CardGrid });
