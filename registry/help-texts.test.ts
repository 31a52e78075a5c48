/**
 * What a site owner reads of a block: the editor shows each schema's description (« Ajouter un bloc »)
 * and every field's title and help. They are written for the owner, not for a developer: no API call
 * (« GET /forms/{id} »), no setting's code (« PROMOTED_NEWS_STYLE »), no technical word (« HTML »,
 * « CMS », « API », « responsive »).
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

const TECHNICAL: readonly RegExp[] = [/\b(?:GET|POST|PUT|DELETE) \//u, /\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/u, /\b(?:API|CMS|HTML|JSON|props)\b/u, /responsive/iu];

/** Every title and description of a schema but its root title (the generated type's name). */
function helpTexts(node: unknown, at = '', out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((item) => helpTexts(item, at, out));
  if (!isRecord(node)) return out;
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'description' || (key === 'title' && at !== '')) && typeof value === 'string') out.push(value);
    else if (key !== 'x-assumption' && key !== '$comment' && key !== 'default' && key !== 'examples') helpTexts(value, `${at}/${key}`, out);
  }
  return out;
}

describe('les aides des blocs parlent au propriétaire du site', () => {
  it.each(BLOCKS)('%s : aucun mot technique', (block) => {
    const schema: unknown = JSON.parse(readFileSync(path.join(ROOT, block, 'schema.json'), 'utf8'));
    const technical = helpTexts(schema).filter((text) => TECHNICAL.some((word) => word.test(text)));
    expect(technical).toEqual([]);
  });
});
