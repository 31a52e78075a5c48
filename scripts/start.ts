/**
 * `npm start`. A fresh clone has neither the generated code (src/api/generated/, the blocks' validators:
 * git-ignored, written by `npm run gen`) nor the production build, and the server's modules import the
 * generated validators: so this launcher imports nothing of the app until `prepareBuild` has made both,
 * then starts the server (scripts/serve.ts). A cluster's workers (`WORKERS`) run this same script with
 * SERVE_NO_BUILD=1: only the primary builds.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { prepareBuild } from './lib/build-if-stale';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

try {
  if (!process.env.DIST_DIR && process.env.SERVE_NO_BUILD !== '1') prepareBuild(ROOT);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { main } = await import('./serve');
main();
