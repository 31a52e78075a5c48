/**
 * A server of one's own for journeys that change the demo API's state in ways other tests must not
 * see (or must not be seen by): the production build + a fresh demo API on a free port, one per
 * Playwright worker (a worker runs one project, so desktop and mobile never share it). Optionally
 * over another data directory (e.g. `fixtures/faulty`, the broken tenant).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../../../scripts/serve';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A running server: its base URL and how to stop it. */
export interface OwnServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Start the built app with a fresh demo API (data from `dataDir`, absolute or relative to the repo, when given).
 * `staticMode`: no server rendering, the browser renders (the static-host deployment).
 */
export async function startOwnServer(dataDir?: string, { staticMode = false }: { staticMode?: boolean } = {}): Promise<OwnServer> {
  // Always the embedded demo API, whatever the shell says; no request log (it would flood the report).
  const { API_URL: _ignored, ...shellEnv } = process.env;
  const env = { ...shellEnv, LOG: 'off' };
  const { url, close } = await startServer({
    port: 0,
    noBuild: true,
    testSurface: true,
    staticMode,
    env,
    ...(dataDir ? { dataDir: path.resolve(ROOT, dataDir) } : {}),
  });
  return { url, close };
}
