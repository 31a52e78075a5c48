// @vitest-environment node
/**
 * Every setting is documented (docs/testing.md, "Every setting is documented"): each environment
 * variable the code reads is named, in inline code, in README.md, a page of docs/ or a folder's
 * README.md. A setting added without its line in the docs fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CODE_DIRS = ['scripts', 'src', 'fixtures', 'bench', 'tests'];
const CODE_FILES = ['playwright.config.ts', 'vite.config.ts'];
const SKIP_DIRS = new Set(['node_modules', 'dist', '.tmp', '.git', 'test-results', 'playwright-report']);

/** Read by the code but not Vitrine's to document: each is set by the platform or a tool, with the reason. */
const NOT_SETTINGS: Record<string, string> = {
  PATH: 'the shell’s; scripts/test-all.ts puts node_modules/.bin in front',
  VITEST: 'set by Vitest itself (the dev server’s demo API stays off under it)',
  TZ: 'a booking test sets it to prove slots do not depend on the machine’s zone',
};

const NAME = '[A-Z][A-Z0-9_]*';

/** The first group of every match of `pattern` (global) in `text`. */
const captures = (text: string, pattern: RegExp): string[] => [...text.matchAll(pattern)].map((match) => match[1] ?? '');

/** The environment variables a source text reads. `import.meta.env.X` is a build-time constant of Vite, not a setting. */
function settingsRead(source: string): string[] {
  const names = [
    ...captures(source, new RegExp(`(?<!import\\.meta\\.)\\benv\\.(${NAME})\\b`, 'g')), // process.env.X, env.X
    ...captures(source, new RegExp(`\\benv\\[\\s*['"\`](${NAME})['"\`]\\s*\\]`, 'g')), // env['X']
    ...captures(source, new RegExp(`\\w*Env\\(\\s*['"\`](${NAME})['"\`]`, 'g')), // intEnv('X', …), vi.stubEnv('X', …)
    // const { X: _ignored, ...rest } = process.env
    ...captures(source, /\{([^{}]*)\}\s*=\s*(?:process\.)?env\b/g).flatMap((keys) => captures(keys, new RegExp(`(?:^|[,\\s])(${NAME})\\s*(?=[:,=}]|$)`, 'g'))),
    // const SITE_SETTINGS = ['SITE_ID', …]: names later read as env[name]
    ...captures(source, /\b[A-Z_]*SETTINGS\s*=\s*\[([^\]]*)\]/g).flatMap((list) => captures(list, new RegExp(`['"\`](${NAME})['"\`]`, 'g'))),
  ];
  return [...new Set(names)].sort();
}

/** Every name written in inline code or a code block of a Markdown text. */
function namesInCode(markdown: string): Set<string> {
  const spans = [...markdown.matchAll(/```[\s\S]*?```|`[^`\n]+`/g)].map((match) => match[0]);
  return new Set(spans.flatMap((span) => captures(span, new RegExp(`(?<![A-Za-z0-9_])(${NAME})(?![A-Za-z0-9_])`, 'g'))));
}

function walk(dir: string, keep: (file: string) => boolean): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) files.push(...walk(full, keep));
    } else if (keep(full)) files.push(full);
  }
  return files;
}

const SELF = fileURLToPath(import.meta.url);
// This file's own samples are not reads.
const isCode = (file: string) => /\.(?:ts|tsx|mjs|js)$/.test(file) && !/\.gen\.ts$/.test(file) && file !== SELF;
const isDoc = (file: string) => path.basename(file) === 'README.md' || file.startsWith(path.join(ROOT, 'docs') + path.sep);

function readsByName(): Map<string, string[]> {
  const files = [...CODE_DIRS.flatMap((dir) => walk(path.join(ROOT, dir), isCode)), ...CODE_FILES.map((file) => path.join(ROOT, file))];
  const reads = new Map<string, string[]>();
  for (const file of files) {
    for (const name of settingsRead(readFileSync(file, 'utf8'))) reads.set(name, [...(reads.get(name) ?? []), path.relative(ROOT, file)]);
  }
  return reads;
}

function documentedNames(): Set<string> {
  const docs = walk(ROOT, (file) => file.endsWith('.md') && isDoc(file));
  const names = new Set<string>();
  for (const file of docs) for (const name of namesInCode(readFileSync(file, 'utf8'))) names.add(name);
  return names;
}

describe('every setting is documented', () => {
  it('finds the settings a source reads, in each form the code uses, and not Vite’s build constants', () => {
    const source = [
      'const port = Number(process.env.PORT ?? 4173);',
      'if (env.SERVE_NO_BUILD !== "1" && import.meta.env.SSR && import.meta.env.DEV) {}',
      "const limit = intEnv('BENCH_LOAD_SECONDS', 10); vi.stubEnv('DEMO_FAULTS', '*=503');",
      "const file = env['TENANTS_FILE'];",
      'const { API_URL: _ignored, ...rest } = process.env;',
      "const WORKER_SETTINGS = [\n  'TENANTS',\n  'SITE_ID',\n];",
    ].join('\n');
    expect(settingsRead(source)).toEqual(['API_URL', 'BENCH_LOAD_SECONDS', 'DEMO_FAULTS', 'PORT', 'SERVE_NO_BUILD', 'SITE_ID', 'TENANTS', 'TENANTS_FILE']);
  });

  it('counts a name as documented only in code, whole', () => {
    const names = namesInCode('Set `E2E_PORT=<p>` and `WORKERS` / `WEB_CONCURRENCY`; PLAIN_WORD is prose.\n```sh\nLOG=off npm start\n```');
    expect([...names].sort()).toEqual(['E2E_PORT', 'LOG', 'WEB_CONCURRENCY', 'WORKERS']);
    expect(namesInCode('`E2E_PORT`').has('PORT')).toBe(false);
  });

  it('finds the settings the code reads today (the scan sees every folder)', () => {
    const reads = readsByName();
    for (const name of [
      'PORT',
      'TENANTS_FILE',
      'WORKERS',
      'DEMO_TEST_SURFACE',
      'BENCH_LH_RUNS',
      'E2E_PORT',
      'ANALYTICS_MATOMO_CNIL_EXEMPT',
      'TENANTS_FILE_TEXT',
    ]) {
      expect(reads.has(name), name).toBe(true);
    }
    for (const name of Object.keys(NOT_SETTINGS)) expect(reads.has(name), `${name} is exempt but no longer read: drop it from NOT_SETTINGS`).toBe(true);
  });

  it('names every setting the code reads in README.md, docs/ or a folder’s README.md', () => {
    const documented = documentedNames();
    const missing = [...readsByName()]
      .filter(([name]) => !(name in NOT_SETTINGS) && !documented.has(name))
      .map(([name, files]) => `${name} (read in ${files.join(', ')})`);
    expect(missing, 'document each in the page where it belongs (docs/testing.md, "Every setting is documented")').toEqual([]);
  });
});
