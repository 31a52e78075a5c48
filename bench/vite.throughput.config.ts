/**
 * Build of the throughput harness (bench/throughput/index.html): the app's own Vite config (aliases,
 * React plugin, target) with bench/throughput as root and its output in bench/.tmp/throughput.
 * Production mode, so React runs its production build as in the app.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import baseConfig from '../vite.config.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

const config = mergeConfig(
  baseConfig,
  defineConfig({
    root: r('./throughput/'),
    publicDir: false,
    logLevel: 'warn',
    build: { outDir: r('./.tmp/throughput'), emptyOutDir: true, manifest: false, chunkSizeWarningLimit: 2000 },
  }),
);
// The app's entries (index.html + src/app/main.tsx) are not the harness's: mergeConfig would add
// them to its input, so the harness's own page replaces them.
config.build.rollupOptions.input = r('./throughput/index.html');

export default config;
