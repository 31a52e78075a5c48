import { defineBlock } from '../block-kit';
import schema from './schema.json';
import example from './example.json';
import { validate } from './validate.gen.js';
import { Columns } from './columns';

/** `columns`: container laying its children out in 2–4 responsive columns. */
export const definition = defineBlock({ name: 'columns', version: 1, interactive: false, schema, example, validate, Component: Columns, container: true });
