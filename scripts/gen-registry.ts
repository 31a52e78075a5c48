/**
 * `registry/<block>/schema.json` → per block, next to it (git-ignored, rebuilt by `npm run gen`):
 *  - `props.gen.ts`: the props type the component receives (named after the schema's root `title`;
 *    the fields' French `title`s are form labels, stripped before json-schema-to-typescript, which
 *    would otherwise name a type after each of them);
 *  - `validate.gen.js` + `validate.gen.d.ts`: an ajv standalone validator (no `new Function` in the
 *    browser), typed as a type guard for that props type.
 *
 * The renderer fills schema defaults *before* validating, so both the type and the validator are
 * built from a "resolved" copy of the schema where every property that has a `default` is required.
 * The type then says exactly what the component gets, and the guard is honest: it returns true only
 * for values of that type. `schema.json` itself stays the author-facing contract (defaults optional).
 *
 * Each block's validator lives in its own folder and is imported only by its `definition.ts`, so it
 * ships in the block's lazy chunk, not in the initial bundle.
 */
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AnySchemaObject } from 'ajv';
import { readJson, schemaToTs, writeStandaloneValidators } from './lib/compile-schemas';
import { withoutFieldTitles } from './lib/schema-docs';
import { isRecord } from '../src/lib/is-record';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Folder holding one sub-folder per block. */
export const registryDir = path.join(root, 'registry');

/** Copy of a schema where every property with a `default` is also `required` (recursively). */
export function resolveDefaults(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(resolveDefaults);
  if (!isRecord(schema)) return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) {
    // `default` and `examples` are data, not sub-schemas: copy them untouched.
    out[key] = key === 'default' || key === 'examples' || key === 'const' || key === 'enum' ? value : resolveDefaults(value);
  }
  const properties = out.properties;
  if (isRecord(properties)) {
    const required = new Set(Array.isArray(out.required) ? out.required.filter((r): r is string => typeof r === 'string') : []);
    for (const [name, prop] of Object.entries(properties)) {
      if (isRecord(prop) && prop.default !== undefined) required.add(name);
    }
    if (required.size > 0) out.required = [...required];
  }
  return out;
}

/** Write only when the content differs, so watchers and concurrent readers see no needless churn. */
async function writeIfChanged(file: string, content: string): Promise<void> {
  const current = await readFile(file, 'utf8').catch(() => null);
  if (current !== content) await writeFile(file, content);
}

/** Names of the block folders (every sub-folder of `registry/` holding a `schema.json`). */
export async function listBlockFolders(): Promise<string[]> {
  const entries = await readdir(registryDir, { withFileTypes: true });
  const names: string[] = [];
  for (const entry of entries) {
    if (!entry.isDirectory()) continue;
    try {
      await stat(path.join(registryDir, entry.name, 'schema.json'));
      names.push(entry.name);
    } catch {
      // A folder without schema.json is not a block (e.g. a shared helper folder): skip it.
      continue;
    }
  }
  return names.sort();
}

function typeName(schema: AnySchemaObject, block: string): string {
  if (typeof schema.title !== 'string' || !/^[A-Z][A-Za-z0-9]*$/.test(schema.title)) {
    throw new Error(`registry/${block}/schema.json: "title" must be a PascalCase type name (got ${JSON.stringify(schema.title)})`);
  }
  return schema.title;
}

/** Generate the props type and validator of one block. */
export async function genBlock(block: string): Promise<void> {
  const dir = path.join(registryDir, block);
  const schema = await readJson<AnySchemaObject>(path.join(dir, 'schema.json'));
  const name = typeName(schema, block);
  if (typeof schema.$id !== 'string') throw new Error(`registry/${block}/schema.json: "$id" is required`);
  const resolved = resolveDefaults(schema);
  if (!isRecord(resolved)) throw new Error(`registry/${block}/schema.json: not an object`);
  // Compile into a scratch folder, then copy only what changed: the generic .d.ts written by
  // writeStandaloneValidators is replaced by a type guard for this block's props type.
  const scratch = await mkdtemp(path.join(os.tmpdir(), `vitrine-gen-${block}-`));
  try {
    const scratchFile = path.join(scratch, 'validate.gen.js');
    await writeStandaloneValidators([resolved], { validate: schema.$id }, scratchFile);
    await writeIfChanged(path.join(dir, 'validate.gen.js'), await readFile(scratchFile, 'utf8'));
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
  await writeIfChanged(
    path.join(dir, 'validate.gen.d.ts'),
    [
      '// GENERATED by scripts/gen-registry.ts: do not edit.',
      'import type { ErrorObject } from "ajv";',
      `import type { ${name} } from "./props.gen";`,
      `export declare const validate: { (data: unknown): data is ${name}; errors?: ErrorObject[] | null };`,
      '',
    ].join('\n'),
  );
  const ts = await schemaToTs(withoutFieldTitles(resolved), dir);
  await writeIfChanged(path.join(dir, 'props.gen.ts'), `// GENERATED by scripts/gen-registry.ts from schema.json: do not edit.\n/* eslint-disable */\n${ts}`);
}

/** `npm run gen` step: regenerate every block's props type and validator. */
export async function genRegistry(): Promise<void> {
  const blocks = await listBlockFolders();
  await Promise.all(blocks.map(genBlock));
  console.log(`gen-registry: ${blocks.length} blocks`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await genRegistry();
}
