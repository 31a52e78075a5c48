/**
 * Build of the edge worker (src/app/entry-edge.ts → dist/edge/worker.js): the server bundle every
 * runtime shares (scripts/lib/server-bundle.ts), for a Workers runtime — every dependency inside (a
 * worker has no node_modules), React's edge builds (`workerd`/`worker` export conditions),
 * production mode. Run after the client build: the worker embeds dist/index.html and Vite's client
 * manifest.
 */
import { fileURLToPath } from 'node:url';
import { serverBundleConfig } from '../lib/server-bundle.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default serverBundleConfig(
  { entry: r('../../src/app/entry-edge.ts'), outDir: r('../../dist/edge'), fileName: 'worker.js', emptyOutDir: true },
  {
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    resolve: { conditions: ['workerd', 'worker', 'browser', 'module', 'import', 'default'] },
    ssr: {
      target: 'webworker',
      noExternal: true,
      resolve: { conditions: ['workerd', 'worker', 'module', 'import', 'default'], externalConditions: ['workerd', 'worker'] },
    },
    build: { chunkSizeWarningLimit: 4000 },
  },
);
