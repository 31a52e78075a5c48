/**
 * Dev server integration: mounts the demo API (fixtures/server) under /api and serves /config.json,
 * so `npm run dev` is one process with hot reload for the app.
 */
import type { Plugin } from 'vite';

export function demoApiPlugin(): Plugin {
  return {
    name: 'vitrine-demo-api',
    apply: 'serve',
    async configureServer(server) {
      if (process.env.VITEST) return;
      const { createNodeHandler } = await import('../../fixtures/server/node-handler');
      const handler = await createNodeHandler({ mountPath: '/api', dev: true });
      server.middlewares.use((req, res, next) => {
        void handler(req, res, next);
      });
    },
  };
}
