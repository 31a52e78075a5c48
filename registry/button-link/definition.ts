import { defineBlock } from '../block-kit';
import schema from './schema.json';
import example from './example.json';
import { validate } from './validate.gen.js';
import { ButtonLink } from './button-link';
import { migrateButtonLink } from './migrate';

/** `button-link`: a call to action. Version 2 (v1 props are migrated). */
export const definition = defineBlock({
  name: 'button-link',
  version: 2,
  interactive: false,
  schema,
  example,
  validate,
  Component: ButtonLink,
  migrate: migrateButtonLink,
  migratesFrom: [1],
  legacyExamples: { 1: { text: 'Me contacter', url: '/me-contacter', style: 'outline' } },
});
