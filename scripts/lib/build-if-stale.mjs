/**
 * `npm start` builds the production app only when it is missing or older than its sources (a fresh
 * clone, an edit): the build generates the code made from schemas/ and registry/ first, then the
 * client, the renderer and the Node server (`dist/server/serve.js`). Plain JavaScript: scripts/start.mjs
 * runs it with `node` before anything of the app exists.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'registry', 'schemas', 'fixtures/server', 'scripts/serve.ts', 'scripts/lib', 'public', 'index.html', 'vite.config.ts', 'package.json'];

/** What a build leaves: the client's page and the Node server. */
const BUILT = [path.join('dist', 'index.html'), path.join('dist', 'server', 'serve.js')];

/** @param {string} entry */
function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) {
    if (child === 'node_modules' || child.includes('.gen.') || child === 'generated' || child.includes('.test.')) continue;
    newest = Math.max(newest, newestMtime(path.join(entry, child)));
  }
  return newest;
}

/**
 * The repository's root: the nearest folder holding package.json above `dir` (the sources' folder,
 * or `dist/server/` for the built server).
 * @param {string} dir
 * @returns {string}
 */
export function projectRoot(dir) {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    if (existsSync(path.join(at, 'package.json'))) return at;
    if (path.dirname(at) === at) throw new Error(`no package.json above ${dir}`);
  }
}

/**
 * Build when a build output is absent or older than the newest source file.
 * @param {string} root
 */
export function buildIfStale(root) {
  const builtAt = Math.min(...BUILT.map((file) => (existsSync(path.join(root, file)) ? statSync(path.join(root, file)).mtimeMs : 0)));
  const sourcesAt = Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s))));
  if (builtAt >= sourcesAt) return;
  console.log(builtAt ? 'vitrine: sources changed, rebuilding…' : 'vitrine: first start, building the production app…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) throw new Error('The production build failed (see above).');
}
