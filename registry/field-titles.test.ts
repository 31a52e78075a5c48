/**
 * What a site owner reads as the editor's field labels: every field's title and every choice's title of
 * every block's schema (registry/help-texts.test.ts checks the help texts). A label is the owner's
 * words: no web or developer term (« URL », « px », « Ancre », « Texte alternatif », « Chapeau »), no
 * property name (« linkLabel », « href »).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isRecord } from '@/lib/is-record';

const ROOT = path.dirname(fileURLToPath(import.meta.url));
const BLOCKS = readdirSync(ROOT, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && readdirSync(path.join(ROOT, entry.name)).includes('schema.json'))
  .map((entry) => entry.name);

/** Words a developer writes and an owner does not: each with the plain French that replaces it. */
/** A word on its own: no letter (accented or not) either side. */
const word = (alternatives: string) => new RegExp(`(?<!\\p{L})(?:${alternatives})(?!\\p{L})`, 'iu');

/** Words a developer writes and an owner does not: each with the plain French that replaces it. */
const TECHNICAL: readonly [RegExp, string][] = [
  [word('URL'), 'l’adresse suffit'],
  [word('px'), '« en pixels »'],
  [word('ancre'), 'ce que le lien fait : « Nom du lien vers cette partie »'],
  [word('texte alternatif'), '« Description de la photo »'],
  [word('chapeau'), '« Introduction », « Sous-titre »'],
  [word('id|slug|href|src|alt|props|HTML|JSON|CSS|API'), 'un nom de propriété ou un sigle'],
  // camelCase or snake_case: a property name shown as is.
  [/\p{Ll}\p{Lu}|\p{L}_\p{L}/u, 'un nom de propriété'],
];

/** Every field's and choice's title (the root's title is the generated type's name). */
function labels(node: unknown, at = '', out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => labels(item, at, out));
  if (!isRecord(node)) return out;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'title' && at !== '' && typeof value === 'string') out.push(value);
    else if (key !== 'x-assumption' && key !== '$comment' && key !== 'default' && key !== 'examples') labels(value, `${at}/${key}`, out);
  }
  return out;
}

describe('les libellés des champs des blocs sont les mots du propriétaire du site', () => {
  it.each(BLOCKS)('%s : aucun libellé technique', (block) => {
    const schema: unknown = JSON.parse(readFileSync(path.join(ROOT, block, 'schema.json'), 'utf8'));
    const technical = labels(schema).flatMap((label) => TECHNICAL.filter(([word]) => word.test(label)).map(([, instead]) => `${label} (${instead})`));
    expect(technical).toEqual([]);
  });
});
