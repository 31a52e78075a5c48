/**
 * `npm start`: builds the production app when it is missing or stale (a fresh clone has neither the
 * generated code nor the build), then runs the built Node server, `dist/server/serve.js`, in this
 * process — plain `node`, no tsx nor vite at run time (a production install, `npm ci --omit=dev`,
 * after a build, starts the same way). A cluster's workers (`WORKERS`) run this same script with
 * SERVE_NO_BUILD=1: only the primary builds.
 */
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIfStale, projectRoot } from './lib/build-if-stale.mjs';

const ROOT = projectRoot(path.dirname(fileURLToPath(import.meta.url)));

try {
  if (process.env.SERVE_NO_BUILD !== '1') buildIfStale(ROOT);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { main } = await import(pathToFileURL(path.join(ROOT, 'dist', 'server', 'serve.js')).href);
main();
