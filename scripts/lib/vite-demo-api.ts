/**
 * Dev server integration: serves /config.json (same generator as `npm start`) and mounts the demo API
 * (fixtures/server) under /api — `npm run dev` is one process, with hot reload for the app. With
 * API_URL set, the demo API is not mounted and the app talks to that API.
 */
import type { Plugin } from 'vite';
import { appConfigFromEnv } from './app-config.ts';

export function demoApiPlugin(): Plugin {
  return {
    name: 'vitrine-demo-api',
    apply: 'serve',
    async configureServer(server) {
      if (process.env.VITEST) return;
      const config = appConfigFromEnv(process.env);
      server.middlewares.use('/config.json', (_req, res) => {
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Cache-Control', 'no-store');
        res.end(JSON.stringify(config));
      });
      if (process.env.API_URL) return;
      // Loaded through Vite's module runner: the server's TypeScript is transformed like the app's.
      const mod: unknown = await server.ssrLoadModule('/fixtures/server/node-handler.ts');
      if (!mod || typeof mod !== 'object' || !('createNodeHandler' in mod) || typeof mod.createNodeHandler !== 'function') {
        throw new Error('fixtures/server/node-handler.ts must export createNodeHandler');
      }
      const handler: (req: unknown, res: unknown, next: () => void) => Promise<void> = await mod.createNodeHandler({ mountPath: '/api', dev: true });
      server.middlewares.use((req, res, next) => {
        void handler(req, res, next);
      });
    },
  };
}
