/**
 * Build-time schema compilation shared by the API contract (`schemas/`) and the block registry
 * (`registry/<block>/schema.json`). Validators are emitted as ajv *standalone* ES modules so the
 * browser never compiles a schema (no `new Function`/`eval`: the app runs under a strict CSP).
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type Ajv2020 from 'ajv/dist/2020.js';
import type { AnySchemaObject, Options as AjvOptions } from 'ajv';
import { createStrictAjv } from '@schemas/contract';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { compile as toTs } from 'json-schema-to-typescript';

/**
 * Ajv in strict mode, with formats, and the custom keywords our schemas use for documentation.
 * `options` override the defaults (e.g. `inlineRefs: false` keeps standalone output small when many
 * schemas reference each other).
 */
export function createAjv(options: AjvOptions = {}): InstanceType<typeof Ajv2020> {
  return createStrictAjv({ code: { source: true, esm: true, lines: false }, ...options });
}

/**
 * Standalone output still contains CommonJS `require()` calls for ajv's runtime helpers and
 * ajv-formats, even with `code.esm` (TOOLCHAIN.md trap). Rewrite each to a static import.
 */
export function requiresToImports(code: string): string {
  const imports = new Map<string, string>();
  const body = code.replace(/require\("([^"]+)"\)/g, (_m, spec: string) => {
    let name = imports.get(spec);
    if (!name) {
      name = `__req${imports.size}`;
      imports.set(spec, name);
    }
    return name;
  });
  const header = [...imports]
    .map(([spec, name]) => {
      // Node's ESM resolver needs the extension on deep imports (ajv/dist/…, ajv-formats/dist/…).
      const file = /^ajv(-formats)?\//.test(spec) && !spec.endsWith('.js') ? `${spec}.js` : spec;
      return `import * as ${name}_ns from ${JSON.stringify(file)};\nconst ${name} = __cjs(${name}_ns);`;
    })
    .join('\n');
  // What `require()` would return, whichever CommonJS interop imported the module: Node's ESM loader
  // puts module.exports in `default`; Vite/esbuild may unwrap `default` (then the namespace is it).
  const cjs = imports.size ? "function __cjs(ns) { const d = ns.default; return d !== null && typeof d === 'object' ? d : ns; }\n" : '';
  return `${header}\n${cjs}${body}`;
}

/** One ES module of standalone validators: export name → schema `$id`. */
export interface StandaloneModule {
  outFile: string;
  exportsById: Record<string, string>;
  /**
   * Make exports type guards in the `.d.ts`: export name → the type its schema describes, imported
   * from `from` (relative to the module). Exports not listed are plain boolean validators.
   */
  guards?: { from: string; typeByExport: Record<string, string> };
}

/**
 * Compile a set of schemas once and write several ES modules of standalone validators (each with
 * only the functions its exports reach), each with a `.d.ts` typing its exports as validate
 * functions. `options` are passed to {@link createAjv}.
 */
export async function writeStandaloneModules(schemas: AnySchemaObject[], modules: StandaloneModule[], options: AjvOptions = {}): Promise<void> {
  const ajv = createAjv(options);
  for (const s of schemas) ajv.addSchema(s);
  for (const { outFile, exportsById, guards } of modules) {
    // ajv's standalone emitter re-emits a validate function each time the same schema is exported
    // again (a duplicate declaration, a SyntaxError in an ES module): export each $id once, and alias.
    const firstNameById = new Map<string, string>();
    const unique: Record<string, string> = {};
    const aliases: string[] = [];
    for (const [name, id] of Object.entries(exportsById)) {
      const first = firstNameById.get(id);
      if (first === undefined) {
        firstNameById.set(id, name);
        unique[name] = id;
      } else {
        aliases.push(`export const ${name} = ${first};`);
      }
    }
    const code = requiresToImports(`${standaloneCode(ajv, unique)}\n${aliases.join('\n')}\n`);
    const guardTypes = guards ? [...new Set(Object.values(guards.typeByExport))].sort() : [];
    const dts = [
      'import type { ErrorObject } from "ajv";',
      ...(guardTypes.length ? [`import type { ${guardTypes.join(', ')} } from ${JSON.stringify(guards?.from)};`] : []),
      'export interface StandaloneValidate { (data: unknown): boolean; errors?: ErrorObject[] | null }',
      '/** A validator that is also a type guard: after `validate(x)` returns true, `x` has type `T`. */',
      'export interface TypeGuardValidate<T> { (data: unknown): data is T; errors?: ErrorObject[] | null }',
      ...Object.keys(exportsById).map((name) => {
        const type = guards?.typeByExport[name];
        return `export declare const ${name}: ${type ? `TypeGuardValidate<${type}>` : 'StandaloneValidate'};`;
      }),
      '',
    ].join('\n');
    await mkdir(path.dirname(outFile), { recursive: true });
    await writeFileIfChanged(outFile, `// @ts-nocheck\n/* eslint-disable */\n// GENERATED by scripts/gen: do not edit.\n${code}`);
    await writeFileIfChanged(outFile.replace(/\.js$/, '.d.ts'), `// GENERATED by scripts/gen: do not edit.\n${dts}`);
  }
}

/** Compile a set of schemas and write one ES module of standalone validators (see {@link writeStandaloneModules}). */
export async function writeStandaloneValidators(
  schemas: AnySchemaObject[],
  exportsById: Record<string, string>,
  outFile: string,
  options: AjvOptions = {},
): Promise<void> {
  await writeStandaloneModules(schemas, [{ outFile, exportsById }], options);
}

/**
 * Write a file only when its content changes: regenerating on every dev/test run then neither
 * triggers watchers nor races a reader of an identical file.
 */
export async function writeFileIfChanged(file: string, content: string): Promise<void> {
  const current = await readFile(file, 'utf8').catch(() => null);
  if (current !== content) await writeFile(file, content);
}

/** TypeScript declarations for one schema (its `title` names the main type). */
export async function schemaToTs(schema: AnySchemaObject, cwd: string): Promise<string> {
  return toTs(schema as Parameters<typeof toTs>[0], String(schema.title ?? 'Schema'), {
    bannerComment: '',
    cwd,
    additionalProperties: false,
    strictIndexSignatures: true,
    format: false,
    declareExternallyReferenced: true,
    unreachableDefinitions: false,
  });
}

/** Read and parse a JSON file. */
export async function readJson<T = unknown>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}
