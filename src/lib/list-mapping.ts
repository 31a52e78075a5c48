/**
 * Looks a key up in a fixed mapping (SPEC §5): a missing key logs an error and gives null. Used
 * where the CMS sends a type name (a logo type, a social network, an icon name) that the front end
 * must translate; an unknown name is a data bug worth seeing in the console, not a crash.
 *
 * @param mapping the table to read
 * @param key the key sent by the API
 * @param what a short name of the table, for the error message
 */
import { reportError } from './report-error';
export function mapKey<T>(mapping: Readonly<Record<string, T>>, key: string, what = 'mapping'): T | null {
  if (Object.prototype.hasOwnProperty.call(mapping, key)) {
    return mapping[key] ?? null;
  }
  reportError(`unknown key "${key}"`, { where: what });
  return null;
}

/**
 * Maps every item of a list through a table keyed by one of its string fields, dropping (and
 * logging, via {@link mapKey}) the items whose key is not in the table.
 */
export function mapListByKey<Item, Out>(
  items: readonly Item[],
  keyOf: (item: Item) => string,
  mapping: Readonly<Record<string, (item: Item) => Out>>,
  what = 'mapping',
): Out[] {
  const out: Out[] = [];
  for (const item of items) {
    const map = mapKey(mapping, keyOf(item), what);
    if (map) out.push(map(item));
  }
  return out;
}
