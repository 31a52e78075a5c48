/**
 * Build of the edge worker (src/app/entry-edge.ts → dist/edge/worker.js): the app's Vite config, as
 * a server build for a Workers runtime — one ES module with every dependency inside (a worker has
 * no node_modules), React's edge builds (`workerd`/`worker` export conditions), production mode.
 * Run after the client build: the worker embeds dist/index.html and Vite's client manifest.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import baseConfig from '../../vite.config.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default mergeConfig(
  baseConfig,
  defineConfig({
    publicDir: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    resolve: { conditions: ['workerd', 'worker', 'browser', 'module', 'import', 'default'] },
    ssr: {
      target: 'webworker',
      noExternal: true,
      resolve: { conditions: ['workerd', 'worker', 'module', 'import', 'default'], externalConditions: ['workerd', 'worker'] },
    },
    build: {
      ssr: r('../../src/app/entry-edge.ts'),
      outDir: r('../../dist/edge'),
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
      chunkSizeWarningLimit: 4000,
      rolldownOptions: { output: { entryFileNames: 'worker.js', codeSplitting: false } },
    },
  }),
);
