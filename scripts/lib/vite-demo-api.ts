/**
 * Dev server integration: serves /config.json (the tenant of the request's Host, from the same
 * tenants table as `npm start`) and mounts the demo API (fixtures/server) under /api —
 * `npm run dev` is one process, with hot reload for the app. With API_URL set, the demo API is not
 * mounted and the app talks to that API.
 */
import type { Plugin } from 'vite';
import type { resolveTenant as ResolveTenant } from '../../src/app/server/tenants.ts';
import type { readTenantTable as ReadTenantTable } from './tenant-settings.ts';

export function demoApiPlugin(): Plugin {
  return {
    name: 'vitrine-demo-api',
    apply: 'serve',
    async configureServer(server) {
      if (process.env.VITEST) return;
      // Loaded through Vite's module runner (the config bundle does not resolve the app's `@/` paths).
      const settings = (await server.ssrLoadModule('/scripts/lib/tenant-settings.ts')) as { readTenantTable: typeof ReadTenantTable };
      const { resolveTenant } = (await server.ssrLoadModule('/src/app/server/tenants.ts')) as { resolveTenant: typeof ResolveTenant };
      const tenants = settings.readTenantTable(process.env);
      server.middlewares.use('/config.json', (req, res) => {
        const match = resolveTenant(tenants, new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`));
        res.setHeader('Cache-Control', 'no-store');
        if (match.kind !== 'tenant' && match.kind !== 'alias') {
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.end('Site introuvable : aucun site n’est publié à cette adresse.\n');
          return;
        }
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(match.tenant.config));
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
