/**
 * Every translation says what its French says: for each key, the same `{slots}` (the values the code
 * fills in). A slot the French lacks is a number or a name the visitor never sees — « entre 1 et
 * <built-in function max> » was the workshop form's French while its English said « between 1 and
 * {max} »; a slot only the French has is left bare in the other language.
 */
import { describe, expect, it } from 'vitest';

const frenchBooks = import.meta.glob<{ default: unknown }>(['/src/**/*.fr-fr.ts', '/registry/**/*.fr-fr.ts'], { eager: true });
const others = import.meta.glob<{ default: unknown }>(['/src/**/*.en-gb.ts', '/registry/**/*.en-gb.ts'], { eager: true });

/** The slots of every text under `value`, by key path (a plural's forms count as one text). */
function slotsOf(value: unknown, path = '', out = new Map<string, Set<string>>()): Map<string, Set<string>> {
  if (typeof value === 'string') {
    const key = path.replace(/\.(zero|one|two|few|many|other)$/u, '');
    const slots = out.get(key) ?? new Set<string>();
    for (const match of value.matchAll(/\{(\w+)\}/gu)) slots.add(match[1] ?? '');
    out.set(key, slots);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) slotsOf(v, path ? `${path}.${k}` : k, out);
  }
  return out;
}

/** Every text under `value` with its key path. */
function textsOf(value: unknown, path = '', out: Array<[string, string]> = []): Array<[string, string]> {
  if (typeof value === 'string') out.push([path, value]);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) textsOf(v, path ? `${path}.${k}` : k, out);
  return out;
}

describe('message catalogues', () => {
  it('finds the French books and their English translations', () => {
    expect(Object.keys(frenchBooks).length).toBeGreaterThan(10);
    expect(Object.keys(others).length).toBeGreaterThan(10);
  });

  it('gives every key of a translation the slots of its French', () => {
    const differences: string[] = [];
    for (const [file, module] of Object.entries(others)) {
      const frenchFile = file.replace(/\.en-gb\.ts$/u, '.fr-fr.ts');
      const frenchModule = frenchBooks[frenchFile];
      if (!frenchModule) continue;
      const theirs = slotsOf(module.default);
      for (const [key, slots] of slotsOf(frenchModule.default)) {
        const other = theirs.get(key);
        if (!other) continue;
        const a = [...slots].sort().join(',');
        const b = [...other].sort().join(',');
        if (a !== b) differences.push(`${frenchFile} ${key}: fr {${a}} ≠ en {${b}}`);
      }
    }
    expect(differences).toEqual([]);
  });

  it('speaks for any business: the business never says « moi » nor “me” (a winemaker, a shop, a team use the same texts)', () => {
    const french = /-moi(?!\p{L})|(?<!\p{L})mes clients(?!\p{L})/u;
    const english = /(?<!\p{L})(?:contact|call|write to|email) me(?!\p{L})|(?<!\p{L})my clients(?!\p{L})/iu;
    const found: string[] = [];
    for (const [books, pattern] of [
      [frenchBooks, french],
      [others, english],
    ] as const) {
      for (const [file, module] of Object.entries(books)) {
        for (const [key, text] of textsOf(module.default)) if (pattern.test(text)) found.push(`${file} ${key}: ${text}`);
      }
    }
    expect(found).toEqual([]);
  });
});
