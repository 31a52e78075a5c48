/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { demoApiPlugin } from './scripts/lib/vite-demo-api.ts';
import { precompressPlugin } from './scripts/lib/vite-precompress.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The server bundle is one file: a dynamic import() of a chunk costs a module-loader round trip on
 * every request (API validators, blocks, routes), and workerd wants a single module.
 */
const oneServerFile: Plugin = {
  name: 'vitrine:one-server-file',
  config: (_config, { isSsrBuild }) => (isSsrBuild ? { build: { rolldownOptions: { output: { codeSplitting: false } } } } : undefined),
};

export default defineConfig({
  plugins: [react(), demoApiPlugin(), precompressPlugin(), oneServerFile],
  resolve: {
    alias: {
      '@/': r('./src/'),
      '@registry/': r('./registry/'),
      '@schemas/': r('./schemas/'),
      '@fixtures/': r('./fixtures/'),
      '@tests/': r('./tests/'),
    },
  },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
      },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  test: {
    environment: 'jsdom',
    include: [
      'src/**/*.test.{ts,tsx}',
      'registry/**/*.test.{ts,tsx}',
      'fixtures/**/*.test.ts',
      'tests/contract/**/*.test.ts',
      'tests/lint/**/*.test.ts',
      'scripts/**/*.test.ts',
      'bench/**/*.test.ts',
    ],
    setupFiles: ['./tests/setup-vitest.ts'],
    // Generation first: test files import generated types, validators and the call map.
    globalSetup: ['./tests/support/generate.ts', './tests/contract/demo-api-setup.ts'],
    testTimeout: 20000,
    pool: 'forks',
  },
});
