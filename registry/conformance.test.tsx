/**
 * The conformance suite: one set of checks run over every registry entry (STYLE.md "The registry").
 * A new block passes it or does not ship.
 */
import { readdirSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAjv } from '../scripts/lib/compile-schemas';
import { SCAFFOLD_PLACEHOLDER, choiceLabelProblems, fieldDocProblems } from '../scripts/lib/schema-docs';
import { blockNames, INTERACTIVE_BLOCKS, isInteractiveBlock, loadBlock, registry } from './index';
import { wordsOf, type BlockSchema, type RegisteredBlock } from './block-kit';
import { renderBlock } from '@tests/support/render-block';
import { DEFAULT_LOCALE } from '@/lib/constants';
import { shellMessages } from '@/features/i18n/use-i18n';

const registryDir = path.resolve(__dirname);
const folders = readdirSync(registryDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(registryDir, entry.name, 'schema.json')))
  .map((entry) => entry.name)
  .sort();

async function definitionOf(name: string): Promise<RegisteredBlock> {
  const definition = await loadBlock(name);
  if (!definition) throw new Error(`${name} is not registered`);
  return definition;
}

/** Every schema node that declares properties, with its JSON pointer. */
function objectNodes(schema: BlockSchema, pointer = ''): Array<{ pointer: string; node: BlockSchema }> {
  const out: Array<{ pointer: string; node: BlockSchema }> = [];
  if (schema.properties) {
    out.push({ pointer: pointer || '/', node: schema });
    for (const [key, child] of Object.entries(schema.properties)) out.push(...objectNodes(child, `${pointer}/properties/${key}`));
  }
  if (schema.items) out.push(...objectNodes(schema.items, `${pointer}/items`));
  return out;
}

/** A word's stem for comparing: lower case, without a plural « s » or « x ». */
function stem(word: string): string {
  return word.toLowerCase().replace(/(?<=\p{L}{4})[sx]$/u, '');
}

/**
 * The words that name a demo tenant: its site's name, its companies' names and cities (fixtures/sites/<id>/), read at
 * test time. Capitalised words of five letters or more only: « de », « la », « Vins »… and the common nouns written in
 * lower case (« boutique partenaire ») are not taken for a name.
 */
const fixturesDir = path.resolve(__dirname, '../fixtures/sites');
const tenantWords = new Set(
  readdirSync(fixturesDir)
    .flatMap((site) => {
      const info = JSON.parse(readFileSync(path.join(fixturesDir, site, 'site-info.json'), 'utf8')) as { name?: string };
      const companies = JSON.parse(readFileSync(path.join(fixturesDir, site, 'company-address.json'), 'utf8')) as Array<{
        name?: string;
        city?: string;
      }>;
      return [info.name, ...companies.flatMap((company) => [company.name, company.city])];
    })
    .flatMap((text) => (text ?? '').match(/\p{Lu}\p{L}{4,}/gu) ?? [])
    .map(stem),
);

/**
 * The text an example shows: its strings, leaving out paths and anchors (/…, #…), which name files and pages, and
 * identifiers (« ateliers », « accent »: a data route, a choice), which the visitor does not read.
 */
function shownText(value: unknown): string[] {
  if (typeof value === 'string') return /^[/#]|^[\p{Ll}\d-]+$/u.test(value) ? [] : [value];
  if (Array.isArray(value)) return value.flatMap(shownText);
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(shownText);
  return [];
}

/** Words of the demo tenants' trades (site 51 massages, site 52 wines), which no help text of a block may lean on. */
const DEMO_TRADES = new Set(
  [
    'massage',
    'massages',
    'masseuse',
    'studio',
    'domicile',
    'séance',
    'séances',
    'vin',
    'vins',
    'vigne',
    'vignes',
    'cuvée',
    'cuvées',
    'millésime',
    'caveau',
  ].map((word) => word.normalize('NFC')),
);

/** What the editor shows of a schema: every title and description at every depth, and the defaults' words. */
function schemaTexts(node: unknown, key = ''): string[] {
  if (typeof node === 'string') return key === 'title' || key === 'description' || key === 'default' ? [node] : [];
  if (Array.isArray(node)) return node.flatMap((item) => schemaTexts(item, key === 'default' ? 'default' : ''));
  if (typeof node === 'object' && node !== null) {
    return Object.entries(node).flatMap(([k, v]) => (k === '$id' || k === 'pattern' ? [] : schemaTexts(v, key === 'default' ? 'default' : k)));
  }
  return [];
}

describe('registry', () => {
  it('maps exactly the block folders, alphabetically', () => {
    expect(Object.keys(registry)).toEqual(folders);
    expect([...blockNames]).toEqual(folders);
  });

  it('keeps the lines of registry/index.ts in alphabetical order', () => {
    const source = readFileSync(path.join(registryDir, 'index.ts'), 'utf8');
    const names = [...source.matchAll(/^\s+'([a-z0-9-]+)': \(\) => import\('\.\/([a-z0-9-]+)\/definition'\),$/gm)].map((m) => {
      expect(m[1]).toBe(m[2]);
      return m[1];
    });
    expect(names).toEqual([...names].sort());
    expect(names).toEqual(folders);
  });

  it('lists the interactive blocks alphabetically, each registered', () => {
    const listed = [...INTERACTIVE_BLOCKS];
    expect(listed).toEqual([...listed].sort());
    for (const name of listed) expect(folders).toContain(name);
    expect(isInteractiveBlock('carrousel-magique')).toBe(false);
  });

  it('resolves an unknown name to null', async () => {
    expect(await loadBlock('carrousel-magique')).toBeNull();
  });
});

describe.each(folders)('block %s', (name) => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('has the folder name as its name', async () => {
    expect((await definitionOf(name)).name).toBe(name);
  });

  it('says whether it is interactive, as registry/index.ts lists it', async () => {
    // The renderer reads the index's list before any code loads; the definition is where a block's
    // author states it. A mismatch would freeze an interactive block, or ship a static one's code.
    expect((await definitionOf(name)).interactive).toBe(isInteractiveBlock(name));
  });

  it('has a schema that compiles in ajv strict mode', async () => {
    const { schema } = await definitionOf(name);
    const ajv = createAjv();
    expect(() => ajv.compile(schema)).not.toThrow();
  });

  it('documents its schema: $id, PascalCase title, closed objects', async () => {
    const { schema } = await definitionOf(name);
    expect(schema.$id).toMatch(new RegExp(`/registry/${name}\\.schema\\.json$`));
    expect(schema.title).toMatch(/^[A-Z][A-Za-z0-9]*Props$/);
    expect(typeof schema.description).toBe('string');
    for (const { pointer, node } of objectNodes(schema)) {
      expect(node.additionalProperties, `${pointer} must set additionalProperties: false`).toBe(false);
    }
  });

  it('gives every field at every depth a French label (title) and a help text (description)', async () => {
    const { schema } = await definitionOf(name);
    // The live preview's form shows these: an undocumented field would show its raw key.
    expect(fieldDocProblems(schema), `registry/${name}/schema.json`).toEqual([]);
  });

  it('gives every value of a choice a French label (oneOf of const + title, no bare enum)', async () => {
    const { schema } = await definitionOf(name);
    // The page editor's selects and radios show these: a bare enum would show « primary », « start »…
    expect(choiceLabelProblems(schema), `registry/${name}/schema.json`).toEqual([]);
  });

  it('ships no scaffold placeholder ("À décrire", "TODO") in its schema, example, code or CSS', () => {
    const dir = path.join(registryDir, name);
    const shipped = readdirSync(dir).filter((file) => !file.includes('.gen.') && !/\.test\.tsx?$/.test(file));
    for (const file of shipped) {
      const text = readFileSync(path.join(dir, file), 'utf8');
      expect(text, `registry/${name}/${file} still holds a scaffold placeholder: document the block`).not.toMatch(SCAFFOLD_PLACEHOLDER);
    }
  });

  it('accepts its example.json', async () => {
    const definition = await definitionOf(name);
    const result = definition.check(definition.example);
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it('inserts content for any business: no word of a demo tenant’s name, company or city in its example', async () => {
    // « Ajouter un bloc » inserts the example: a winemaker adding a card grid must not get the massage studio's text.
    expect(tenantWords.size).toBeGreaterThan(5);
    const { example } = await definitionOf(name);
    const words = shownText(example).flatMap((text) => text.match(/\p{L}+/gu) ?? []);
    expect(
      words.filter((word) => tenantWords.has(stem(word))),
      `registry/${name}/example.json`,
    ).toEqual([]);
  });

  it('helps any business in its form: no demo tenant’s name nor trade in its schema’s labels, help texts and defaults', async () => {
    // The editor shows the schema's titles and descriptions under every field, whatever the site: a
    // winemaker read « par exemple « Réserver un massage » » under a button's label.
    const { schema } = await definitionOf(name);
    const words = schemaTexts(schema).flatMap((text) => text.match(/\p{L}+/gu) ?? []);
    expect(
      words.filter((word) => tenantWords.has(stem(word)) || DEMO_TRADES.has(word.toLowerCase())),
      `registry/${name}/schema.json`,
    ).toEqual([]);
  });

  it('rejects props with an unknown property', async () => {
    const definition = await definitionOf(name);
    const example = definition.example;
    const props = typeof example === 'object' && example !== null ? { ...example, proprieteInconnue: 1 } : { proprieteInconnue: 1 };
    expect(definition.check(props).ok).toBe(false);
  });

  it('renders its example without a console error', async () => {
    const definition = await definitionOf(name);
    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    const view = await renderBlock(definition, definition.example, {
      children: definition.container ? <p>Contenu enfant de démonstration</p> : undefined,
    });
    expect(view.container.textContent?.trim() || view.container.querySelector('[aria-hidden]')).toBeTruthy();
    if (definition.container) expect(view.getByText('Contenu enfant de démonstration')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });

  it('lists the words it reads as it renders (words): the route loader loads them with its code', async () => {
    const definition = await definitionOf(name);
    const read = new Set<string>();
    await renderBlock(definition, definition.example, {
      children: definition.container ? <p>Contenu enfant de démonstration</p> : undefined,
      recordWords: (file) => read.add(file),
    });
    const listed = [...(definition.words?.files(DEFAULT_LOCALE) ?? []), ...wordsOf(shellMessages).files(DEFAULT_LOCALE)];
    expect([...read].filter((file) => !listed.includes(file)).sort(), 'read but not in its words').toEqual([]);
  });

  it('says it opens the page (opensPage) exactly when its example renders an h1', async () => {
    const definition = await definitionOf(name);
    const result = definition.check(definition.example);
    if (!result.ok) throw new Error(result.message);
    const view = await renderBlock(definition, definition.example);
    expect(result.opensPage).toBe(view.container.querySelector('h1') !== null);
  });

  it('migrates every older version it claims, and claims every older version', async () => {
    const definition = await definitionOf(name);
    const older = Array.from({ length: definition.version - 1 }, (_, i) => i + 1);
    expect([...definition.migratesFrom].sort()).toEqual(older);
    for (const version of older) {
      const legacy = definition.legacyExamples[version];
      expect(legacy, `legacyExamples[${version}]`).toBeDefined();
      const result = definition.check(legacy, version);
      expect(result.ok ? [] : result.errors).toEqual([]);
    }
    expect(definition.check(definition.example, definition.version + 1).ok).toBe(false);
  });
});
