/**
 * Which of a block's text fields its form shows on several lines: a string the schema lets run long (a
 * paragraph, an introduction, a quote, a page's formatted text). In a one-line field an owner saw
 * « <h3>Avant une compétition</h3><p>U… » of a whole page's text, « Coureurs du Vendée Trail, cyclistes de »
 * of a hero's two sentences. Titles, labels, addresses and choices stay on one line.
 */
import type { UiSchema } from '@rjsf/utils';
import { isRecord } from '@/lib/is-record';

/** A string the schema allows this long, or longer, is written on several lines. */
export const LONG_TEXT = 200;

/** A page's text (thousands of characters) gets more lines than a paragraph. */
const rowsFor = (maxLength: number) => (maxLength > 2000 ? 12 : 4);

/** The uiSchema giving every long text of `schema` a textarea (its objects' properties and its arrays' items included). */
export function longTextWidgets(schema: unknown): UiSchema {
  if (!isRecord(schema)) return {};
  if (schema.type === 'string') {
    const free = schema.enum === undefined && schema.oneOf === undefined && schema.const === undefined && schema.format === undefined;
    const max = schema.maxLength;
    return free && typeof max === 'number' && max >= LONG_TEXT ? { 'ui:widget': 'textarea', 'ui:options': { rows: rowsFor(max) } } : {};
  }
  const ui: UiSchema = {};
  const add = (key: string, sub: UiSchema) => {
    if (Object.keys(sub).length > 0) ui[key] = sub;
  };
  if (isRecord(schema.properties)) for (const [key, value] of Object.entries(schema.properties)) add(key, longTextWidgets(value));
  if (schema.items !== undefined) add('items', longTextWidgets(schema.items));
  return ui;
}

/** `base` with `over` laid on it, key by key at every level: a picker's widget wins over a long text's. */
export function mergeUi(base: UiSchema, over: UiSchema | undefined): UiSchema {
  if (!over) return base;
  const out: UiSchema = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const under: unknown = out[key];
    out[key] = isRecord(under) && isRecord(value) && !key.startsWith('ui:') ? mergeUi(under, value) : value;
  }
  return out;
}
