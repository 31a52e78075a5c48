/**
 * The label a form field is known by, from its path in the form's data: what the error summary
 * names a field with, whichever validator found the error (the form's own, or the server's); and
 * where the field stands in the form, so the summary lists its errors in the order of the fields.
 */
import { getByPath, getUiOptions, orderProperties, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { isRecord } from '@/lib/is-record';

/** The field's label: `ui:title`, else the schema's `title` along the path, else the last key. */
export function fieldTitle(segments: readonly string[], schema: RJSFSchema, uiSchema: UiSchema | undefined): string {
  const node: unknown = isRecord(uiSchema) ? getByPath(uiSchema, [...segments]) : undefined;
  const uiTitle = isRecord(node) ? getUiOptions(node).title : undefined;
  if (typeof uiTitle === 'string' && uiTitle) return uiTitle;
  const described = schemaAt(segments, schema);
  if (isRecord(described) && typeof described.title === 'string' && described.title) return described.title;
  return segments.at(-1) ?? '';
}

/** The part of a schema that describes the value at `segments` (an object's property, an array's items), or undefined. */
export function schemaAt(segments: readonly string[], schema: unknown): unknown {
  let current: unknown = schema;
  for (const key of segments) {
    if (!isRecord(current)) return undefined;
    if (isRecord(current.properties) && key in current.properties) current = current.properties[key];
    else if (current.items !== undefined) current = current.items;
    else current = undefined;
  }
  return current;
}

/**
 * Where the field stands in the form, one index per level of its path (the order rjsf draws an
 * object's fields in: `ui:order`, else the schema's), for sorting: the validator reports the missing
 * required fields first, then the others, and the summary listed « Objet » before « Adresse e-mail ».
 * A key the schema does not name (a server's error) sorts after its siblings.
 */
export function fieldPosition(segments: readonly string[], schema: RJSFSchema, uiSchema: UiSchema | undefined): number[] {
  const position: number[] = [];
  let current: unknown = schema;
  let ui: unknown = uiSchema;
  for (const key of segments) {
    const properties = isRecord(current) && isRecord(current.properties) ? current.properties : null;
    if (properties && key in properties) {
      position.push(drawnOrder(Object.keys(properties), isRecord(ui) ? getUiOptions(ui).order : undefined).indexOf(key));
      current = properties[key];
      ui = isRecord(ui) ? ui[key] : undefined;
    } else if (isRecord(current) && current.items !== undefined && /^\d+$/u.test(key)) {
      position.push(Number(key));
      current = current.items;
      ui = isRecord(ui) ? ui.items : undefined;
    } else {
      position.push(Number.MAX_SAFE_INTEGER);
      current = undefined;
      ui = undefined;
    }
  }
  return position;
}

/** An object's fields as rjsf draws them; the schema's order when `ui:order` cannot be applied (rjsf then shows an error, not the form). */
function drawnOrder(names: string[], order: unknown): string[] {
  if (!Array.isArray(order) || !order.every((name) => typeof name === 'string')) return names;
  try {
    return orderProperties(names, order);
  } catch {
    return names;
  }
}

/** Compares two {@link fieldPosition}s: the form's order (a group before its own fields). */
export function compareFieldPositions(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    const difference = (a[i] ?? 0) - (b[i] ?? 0);
    if (difference !== 0) return difference;
  }
  return a.length - b.length;
}
