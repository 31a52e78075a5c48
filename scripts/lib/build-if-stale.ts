/**
 * `npm start` builds the production app only when dist/ is missing or older than its sources, and
 * generates the code made from schemas/ and registry/ when it is missing (a fresh clone).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'registry', 'schemas', 'public', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules' || child.includes('.gen.') || child === 'generated') continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

/** A file `npm run gen` writes, which the server's modules import: absent on a fresh clone. */
const GENERATED_MARK = path.join('src', 'api', 'generated', 'validate', 'getAppConfig.js');

function run(root: string, script: string, failure: string): void {
  const result = spawnSync('npm', ['run', script], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) throw new Error(failure);
}

/**
 * What `npm start` needs before it imports the server: the generated code and an up-to-date build.
 * Imports nothing generated itself (scripts/start.ts calls it first).
 */
export function prepareBuild(root: string): void {
  buildIfStale(root);
  if (!existsSync(path.join(root, GENERATED_MARK))) {
    console.log('vitrine: generating the code made from schemas/ and registry/…');
    run(root, 'gen', 'Generating the code from schemas/ and registry/ failed (see above).');
  }
}

/** Build when `dist/index.html` is absent or older than the newest source file. */
export function buildIfStale(root: string): void {
  const built = path.join(root, 'dist', 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  if (builtAt >= sourcesAt) return;
  console.log(builtAt ? 'vitrine: sources changed, rebuilding…' : 'vitrine: first start, building the production app…');
  run(root, 'build', 'The production build failed (see above).');
}
