import { defineBlock } from '../block-kit';
import schema from './schema.json';
import example from './example.json';
import { validate } from './validate.gen.js';
import { Image } from './image';

/** `image`: a responsive photo (alt required, lazy unless marked priority). */
export const definition = defineBlock({ name: 'image', version: 1, interactive: false, schema, example, validate, Component: Image });
