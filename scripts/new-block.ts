/**
 * `npm run new:block <name>`: scaffold a registry block — `registry/<name>/` with schema.json,
 * example.json, the component, its CSS, definition.ts and a test — add its line to
 * `registry/index.ts` (alphabetical), and generate its props type and validator.
 * The new block compiles, renders and is typed as generated, but fails the registry's conformance
 * suite until its author documents it: the schema's labels (`title`), descriptions and the code's
 * comments are placeholders ("À décrire", "TODO") the suite rejects.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { genBlock, registryDir } from './gen-registry';

/** `price-list` → `PriceList`. */
export function pascalCase(name: string): string {
  return name
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

/** A block name is kebab-case ASCII: the conf's `component` value and the folder name. */
export function isValidBlockName(name: string): boolean {
  return /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name);
}

/** Insert the registry line for `name`, keeping the map alphabetical. Returns the new source. */
export function addToIndex(source: string, name: string): string {
  const line = `  '${name}': () => import('./${name}/definition'),`;
  const lines = source.split('\n');
  const start = lines.findIndex((l) => l.startsWith('export const registry = {'));
  const end = lines.findIndex((l, i) => i > start && l.startsWith('}'));
  if (start < 0 || end < 0) throw new Error('registry/index.ts: `export const registry = {` … `}` not found');
  const entries = lines.slice(start + 1, end);
  if (entries.some((l) => l.includes(`'${name}':`))) throw new Error(`registry/index.ts already has "${name}"`);
  const sorted = [...entries, line].sort((a, b) => (a.match(/'([^']+)'/)?.[1] ?? '').localeCompare(b.match(/'([^']+)'/)?.[1] ?? ''));
  return [...lines.slice(0, start + 1), ...sorted, ...lines.slice(end)].join('\n');
}

/**
 * The label the scaffold gives every field: the conformance suite refuses it, so a block cannot ship
 * until its author writes the French labels editors will read ("Titre", "Libellé du bouton"…).
 */
export const FIELD_LABEL_PLACEHOLDER = 'À décrire : libellé du champ en français';

/** The files of a new block, by file name. */
export function blockFiles(name: string): Record<string, string> {
  const Component = pascalCase(name);
  const props = `${Component}Props`;
  return {
    'schema.json': `${JSON.stringify(
      {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        $id: `https://vitrine.local/registry/${name}.schema.json`,
        title: props,
        description: 'À décrire : ce que le bloc montre au visiteur, en une phrase.',
        type: 'object',
        additionalProperties: false,
        required: ['title'],
        // Each field's `title` is its label in the admin's live preview form, `description` its help.
        properties: {
          title: { title: FIELD_LABEL_PLACEHOLDER, type: 'string', description: 'Titre du bloc.', minLength: 1, maxLength: 120 },
          text: { title: FIELD_LABEL_PLACEHOLDER, type: 'string', description: 'Texte du bloc (facultatif).', maxLength: 1000 },
          // A choice: each value with its French label in the editor's select (never a bare `enum`).
          align: {
            title: FIELD_LABEL_PLACEHOLDER,
            type: 'string',
            description: 'Alignement du contenu.',
            oneOf: [
              { const: 'start', title: 'À gauche' },
              { const: 'center', title: 'Centré' },
            ],
            default: 'start',
          },
        },
      },
      null,
      2,
    )}\n`,
    'example.json': `${JSON.stringify({ title: 'Nos points forts', text: 'Un accueil attentif et un travail soigné, près de chez vous.', align: 'start' }, null, 2)}\n`,
    [`${name}.tsx`]: `import type { BlockComponentProps } from '../block-kit';
import type { ${props} } from './props.gen';
import './${name}.css';

/** TODO: what this block shows. */
export function ${Component}({ props }: BlockComponentProps<${props}>) {
  return (
    <section className={\`vb-${name} vb-${name}--\${props.align}\`} aria-label={props.title}>
      <h2 className="vb-title">{props.title}</h2>
      {props.text ? <p>{props.text}</p> : null}
    </section>
  );
}
`,
    [`${name}.css`]: `.vb-${name}--center {\n  text-align: center;\n}\n`,
    'definition.ts': `import { defineBlock } from '../block-kit';
import schema from './schema.json';
import example from './example.json';
import { validate } from './validate.gen.js';
import { ${Component} } from './${name}';

/** \`${name}\`: TODO one line for the catalogue and reviewers. */
export const definition = defineBlock({ name: '${name}', version: 1, interactive: false, schema, example, validate, Component: ${Component} });
`,
    [`${name}.test.tsx`]: `import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderBlock } from '@tests/support/render-block';
import { definition } from './definition';

describe('${name}', () => {
  it('renders its example', async () => {
    await renderBlock(definition, definition.example);
    expect(screen.getByRole('heading', { name: 'Nos points forts' })).toBeInTheDocument();
  });
});
`,
  };
}

/** Create the block folder, register it and generate its validator. */
export async function newBlock(name: string): Promise<string> {
  if (!isValidBlockName(name)) throw new Error(`"${name}" is not a kebab-case block name (e.g. price-list)`);
  const dir = path.join(registryDir, name);
  if (existsSync(dir)) throw new Error(`registry/${name} already exists`);
  const indexFile = path.join(registryDir, 'index.ts');
  const index = addToIndex(await readFile(indexFile, 'utf8'), name);
  await mkdir(dir);
  for (const [file, content] of Object.entries(blockFiles(name))) await writeFile(path.join(dir, file), content);
  await writeFile(indexFile, index);
  await genBlock(name);
  return dir;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const name = process.argv[2];
  if (!name) {
    console.error('Usage : npm run new:block <nom-du-bloc>   (kebab-case, ex. price-list)');
    process.exit(1);
  }
  try {
    const dir = await newBlock(name);
    console.log(`Bloc créé : ${path.relative(process.cwd(), dir)}/ et sa ligne dans registry/index.ts.`);
    console.log(
      `Ensuite : dans schema.json, remplacez chaque « À décrire » par un libellé français (title) et une aide (description) ; un exemple réaliste dans example.json ; remplacez les TODO du code ; puis \`npx vitest run registry/${name} registry/conformance.test.tsx\` (il échoue tant qu’il reste un « À décrire » ou un TODO).`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
