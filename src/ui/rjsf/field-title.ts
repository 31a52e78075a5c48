/**
 * The label a form field is known by, from its path in the form's data: what the error summary
 * names a field with, whichever validator found the error (the form's own, or the server's).
 */
import { getByPath, getUiOptions, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { isRecord } from '@/lib/is-record';

/** The field's label: `ui:title`, else the schema's `title` along the path, else the last key. */
export function fieldTitle(segments: readonly string[], schema: RJSFSchema, uiSchema: UiSchema | undefined): string {
  const node: unknown = isRecord(uiSchema) ? getByPath(uiSchema, [...segments]) : undefined;
  const uiTitle = isRecord(node) ? getUiOptions(node).title : undefined;
  if (typeof uiTitle === 'string' && uiTitle) return uiTitle;
  let current: unknown = schema;
  for (const key of segments) {
    if (!isRecord(current)) break;
    if (isRecord(current.properties) && key in current.properties) current = current.properties[key];
    else if (current.items !== undefined) current = current.items;
    else current = undefined;
  }
  if (isRecord(current) && typeof current.title === 'string' && current.title) return current.title;
  return segments.at(-1) ?? '';
}
