import { defineBlock } from '../block-kit';
import schema from './schema.json';
import example from './example.json';
import { validate } from './validate.gen.js';
import { CmsText } from './cms-text';

/** `cms-text`: HTML from the CMS through SafeHtml. */
export const definition = defineBlock({
  name: 'cms-text',
  version: 1,
  interactive: false,
  schema,
  example,
  validate,
  Component: CmsText,
  opensPage: (props) => /<h1[\s>]/i.test(props.html),
});
