/**
 * True for a plain JSON object (not null, not an array): the one narrowing every reader of
 * untyped data (stored drafts, JSON Schemas, block props, API field errors) starts with, so a
 * value can be read field by field without an `as` cast.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
