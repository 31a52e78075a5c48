// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { choiceLabelProblems, fieldDocProblems } from './lib/schema-docs';
import { FIELD_LABEL_PLACEHOLDER, addToIndex, blockFiles, isValidBlockName, pascalCase } from './new-block';

describe('new-block scaffold', () => {
  it('inserts the registry line in alphabetical order', () => {
    const source = readFileSync(path.resolve(__dirname, '../registry/index.ts'), 'utf8');
    const out = addToIndex(source, 'price-list');
    const names = [...out.matchAll(/^ {2}'([a-z0-9-]+)': \(\) => import/gm)].map((m) => m[1]);
    expect(names).toContain('price-list');
    expect(names).toEqual([...names].sort());
    expect(() => addToIndex(out, 'price-list')).toThrow(/already/);
  });

  it('accepts kebab-case names only and derives the component name', () => {
    expect(isValidBlockName('price-list')).toBe(true);
    expect(isValidBlockName('PriceList')).toBe(false);
    expect(isValidBlockName('../evil')).toBe(false);
    expect(pascalCase('price-list')).toBe('PriceList');
  });

  it('writes a documented schema whose title names the props type', () => {
    const files = blockFiles('price-list');
    const schema: unknown = JSON.parse(files['schema.json'] ?? '{}');
    expect(schema).toMatchObject({ title: 'PriceListProps', additionalProperties: false, $id: 'https://vitrine.local/registry/price-list.schema.json' });
    expect(Object.keys(files).sort()).toEqual(['definition.ts', 'example.json', 'price-list.css', 'price-list.test.tsx', 'price-list.tsx', 'schema.json']);
  });

  it('leaves placeholder labels that the conformance suite refuses until the author writes French ones', () => {
    const schema: unknown = JSON.parse(blockFiles('price-list')['schema.json'] ?? '{}');
    const problems = fieldDocProblems(schema);
    expect(problems).toEqual(
      ['/properties/title', '/properties/text', '/properties/align'].map(
        (pointer) => `${pointer}: title ${JSON.stringify(FIELD_LABEL_PLACEHOLDER)} is a scaffold placeholder: write the label`,
      ),
    );
    // Once the author writes real labels, the same schema passes.
    const documented: unknown = JSON.parse(
      (blockFiles('price-list')['schema.json'] ?? '{}')
        .replace(FIELD_LABEL_PLACEHOLDER, 'Titre')
        .replace(FIELD_LABEL_PLACEHOLDER, 'Texte')
        .replace(FIELD_LABEL_PLACEHOLDER, 'Alignement'),
    );
    expect(fieldDocProblems(documented)).toEqual([]);
    // Its choice shows French labels in the editor already.
    expect(choiceLabelProblems(documented)).toEqual([]);
  });
});
