/**
 * The production server for the bench, kept in step with dist/. The server reads index.html once at
 * start while assets are read from disk on demand, so a rebuild of dist/ by another process (an editor's
 * watcher, a test run in the same checkout) would leave it serving an index.html whose hashed assets
 * are gone: a blank page. Before each measure the bench asks for the URL; when dist/index.html changed,
 * the server is restarted first and the restart is recorded.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

interface Running {
  url: string;
  close(): Promise<void>;
}

/** A server handle whose URL is always served from the current build. */
export interface LiveServer {
  /** Base URL of a server that matches the current dist/ (restarts it if dist/ changed). */
  url(): Promise<string>;
  /** How many times dist/ changed under the bench. */
  restarts(): number;
  close(): Promise<void>;
}

function stamp(distDir: string): string {
  const file = path.join(distDir, 'index.html');
  try {
    return `${statSync(file).mtimeMs}:${readFileSync(file, 'utf8')}`;
  } catch {
    return 'absent';
  }
}

/**
 * Start a server with `start` and restart it whenever dist/index.html changes.
 * @param start starts the production server (scripts/serve.ts `startServer`)
 * @param log reports restarts
 */
export async function startLiveServer(distDir: string, start: () => Promise<Running>, log: (line: string) => void): Promise<LiveServer> {
  let current = await start();
  let seen = stamp(distDir);
  let restarts = 0;
  return {
    async url() {
      const now = stamp(distDir);
      if (now !== seen) {
        restarts += 1;
        log('  dist/ a été reconstruit par un autre processus : redémarrage du serveur');
        // Give the other build a moment to finish writing before serving it.
        await new Promise((resolve) => setTimeout(resolve, 3000));
        await current.close();
        current = await start();
        seen = stamp(distDir);
      }
      return current.url;
    },
    restarts: () => restarts,
    close: () => current.close(),
  };
}
