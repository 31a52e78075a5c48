// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { schemaToTs } from './compile-schemas';
import { choiceLabelProblems, fieldDocProblems, fieldTitleProblem, schemaFields, withoutFieldTitles } from './schema-docs';

const documented = {
  title: 'CardProps',
  type: 'object',
  properties: {
    title: { title: 'Titre', description: 'Le titre de la carte.', type: 'string' },
    cta: {
      title: 'Bouton',
      description: 'Bouton de la carte.',
      type: 'object',
      properties: { label: { title: 'Libellé du bouton', description: 'Un verbe d’action.', type: 'string' } },
    },
    tags: { title: 'Étiquettes', description: 'Mots-clés.', type: 'array', items: { title: 'Étiquette', description: 'Un mot-clé.', type: 'string' } },
  },
};

describe('block schema documentation', () => {
  it('walks every property at every depth and every array’s items', () => {
    expect(schemaFields(documented).map((f) => f.pointer)).toEqual([
      '/properties/title',
      '/properties/cta',
      '/properties/cta/properties/label',
      '/properties/tags',
      '/properties/tags/items',
    ]);
    expect(fieldDocProblems(documented)).toEqual([]);
  });

  it('reports a nested field without a label or help, by its pointer', () => {
    const { cta, tags } = documented.properties;
    const schema = {
      ...documented,
      properties: {
        ...documented.properties,
        cta: { ...cta, properties: { label: { description: 'Un verbe d’action.', type: 'string' } } },
        tags: { ...tags, items: { title: 'Étiquette', type: 'string' } },
      },
    };
    expect(fieldDocProblems(schema)).toEqual([
      '/properties/cta/properties/label: needs a French "title" (the form label)',
      '/properties/tags/items: needs a "description" (the help text)',
    ]);
  });

  it('refuses raw keys, placeholders, English, straight apostrophes and sentences as labels', () => {
    expect(fieldTitleProblem('ctaLabel', 'ctaLabel')).toMatch(/raw key/);
    expect(fieldTitleProblem('title', 'title')).toMatch(/raw key/);
    expect(fieldTitleProblem('title', 'Title')).toMatch(/English/);
    expect(fieldTitleProblem('title', 'titre')).toMatch(/capital/);
    expect(fieldTitleProblem('question', 'Question')).toBeNull();
    expect(fieldTitleProblem('title', 'À décrire : libellé du champ')).toMatch(/placeholder/);
    expect(fieldTitleProblem('title', 'TODO')).toMatch(/placeholder/);
    expect(fieldTitleProblem('href', 'Button link')).toMatch(/English/);
    expect(fieldTitleProblem('intro', "Phrase d'introduction")).toMatch(/apostrophe/);
    expect(fieldTitleProblem('intro', 'Introduction.')).toMatch(/punctuation/);
    expect(fieldTitleProblem('intro', `Introduction ${'très '.repeat(12)}longue`)).toMatch(/longer/);
    expect(fieldTitleProblem('intro', ' ')).toMatch(/needs/);
    expect(fieldTitleProblem('src', 'Adresse de l’image (URL)')).toBeNull();
  });

  it('strips field labels but keeps the type name and a property named "title", so the generated type stays one interface', async () => {
    const stripped = withoutFieldTitles(documented);
    expect(stripped.title).toBe('CardProps');
    expect(schemaFields(stripped).map((f) => f.node.title)).toEqual([undefined, undefined, undefined, undefined, undefined]);
    expect(Object.keys(stripped.properties as object)).toEqual(['title', 'cta', 'tags']);
    const ts = await schemaToTs(stripped, process.cwd());
    expect(ts.match(/^export (?:interface|type) \w+/gm)).toEqual(['export interface CardProps']);
    // Without stripping, json-schema-to-typescript names a type after each label.
    expect((await schemaToTs(documented, process.cwd())).match(/^export (?:interface|type) \w+/gm)?.length).toBeGreaterThan(1);
  });

  it('refuses a choice the form would show raw: a bare enum, a constant without a French title', () => {
    const align = (choice: object) => ({
      ...documented,
      properties: { ...documented.properties, align: { title: 'Alignement', description: 'Où.', type: 'string', ...choice } },
    });
    expect(
      choiceLabelProblems(
        align({
          oneOf: [
            { const: 'start', title: 'À gauche' },
            { const: 'center', title: 'Centré' },
          ],
        }),
      ),
    ).toEqual([]);
    expect(choiceLabelProblems(align({ enum: ['start', 'center'] }))).toEqual([
      '/properties/align: "enum" ["start", "center"] shows its raw values: list them as "oneOf" of { "const": <value>, "title": "<libellé>" }',
    ]);
    expect(choiceLabelProblems(align({ oneOf: [{ const: 'start', title: 'À gauche' }, { const: 'end' }] }))).toEqual([
      '/properties/align/oneOf/1: choice "end": needs a French "title" (the form label)',
    ]);
    expect(choiceLabelProblems(align({ oneOf: [{ const: 'start', title: 'start' }] }))[0]).toMatch(/raw key/);
    expect(choiceLabelProblems(align({ oneOf: [{ const: 2, title: '2' }] }))[0]).toMatch(/raw key/);
    // At any depth: in an array's items too.
    const nested = {
      ...documented,
      properties: { tags: { ...documented.properties.tags, items: { title: 'Étiquette', description: 'Un mot-clé.', type: 'string', enum: ['a'] } } },
    };
    expect(choiceLabelProblems(nested)).toEqual([expect.stringMatching(/^\/properties\/tags\/items: "enum"/)]);
  });

  it('gives a choice the union of its constants as type, not a type per label', async () => {
    const schema = {
      ...documented,
      properties: {
        align: {
          title: 'Alignement',
          description: 'Où.',
          type: 'string',
          oneOf: [
            { const: 'start', title: 'À gauche' },
            { const: 'center', title: 'Centré' },
          ],
        },
      },
    };
    const ts = await schemaToTs(withoutFieldTitles(schema), process.cwd());
    expect(ts.match(/^export (?:interface|type) \w+/gm)).toEqual(['export interface CardProps']);
    expect(ts).toMatch(/align\?: \(\("start" \| "center"\) & string\)/);
  });
});
