/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { demoApiPlugin } from './scripts/lib/vite-demo-api.ts';
import { precompressPlugin } from './scripts/lib/vite-precompress.ts';
import { bootStepsPlugin } from './scripts/lib/vite-boot-steps.ts';
import { islandsChunks } from './scripts/lib/vite-islands-chunk.ts';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** The islands entry's chunks (scripts/lib/vite-islands-chunk.ts). */
const shell = islandsChunks(r('./src/app/islands/main.tsx'), r('./src/app/main.tsx'));

/**
 * The server bundle is one file: a dynamic import() of a chunk costs a module-loader round trip on
 * every request (API validators, blocks, routes), and workerd wants a single module.
 */
const oneServerFile: Plugin = {
  name: 'vitrine:one-server-file',
  config: (_config, { isSsrBuild }) => (isSsrBuild ? { build: { rolldownOptions: { output: { codeSplitting: false } } } } : undefined),
};

/**
 * The browser gets React Router's production build (issue 23, initial JS). Its package names only
 * `dist/development` in its exports (no `production` condition), whose `ENABLE_DEV_WARNINGS = true`
 * keeps the developer warnings and their messages in our bundle: ≈ 0.6 KiB gzip of the router's
 * chunk. `dist/production` is the same code with that flag off. The dev server and Vitest keep the
 * warnings (build only), and the server's bundles (SSR: Node, workerd) resolve the package as before.
 */
const reactRouterProduction: Plugin = {
  name: 'vitrine:react-router-production',
  apply: 'build',
  config: (_config, { isSsrBuild }) =>
    isSsrBuild ? undefined : { resolve: { alias: [{ find: /^react-router$/, replacement: r('./node_modules/react-router/dist/production/index.mjs') }] } },
};

/**
 * The server's sanitizer stays out of the browser (issue 37, initial JS). `src/ui/safe-html.tsx`
 * keeps `sanitize-parse5.ts` behind `import.meta.env.SSR` (the browser uses DOMPurify, loaded on
 * demand), so none of its code runs there; but parse5's modules compile their enums to top-level
 * IIFEs, which count as side effects, so the browser's build kept ≈ 8.5 KiB gzip of parse5 (and the
 * sanitizer's lists and policy with it) in every route that shows CMS HTML (a blog article, a
 * product page: 10 KiB of their initial JavaScript). Declared free of side effects in the browser's
 * build only, they go when nothing uses them; the server's bundles keep them as they are.
 */
const serverSanitizerOutOfBrowser: Plugin = {
  name: 'vitrine:server-sanitizer-out-of-browser',
  apply: 'build',
  config: (_config, { isSsrBuild }) =>
    isSsrBuild
      ? undefined
      : {
          build: {
            rolldownOptions: { treeshake: { moduleSideEffects: [{ test: /node_modules\/parse5\/|\/src\/ui\/sanitize-parse5\.ts$/, sideEffects: false }] } },
          },
        },
};

export default defineConfig({
  plugins: [
    react(),
    demoApiPlugin(),
    precompressPlugin(),
    oneServerFile,
    reactRouterProduction,
    serverSanitizerOutOfBrowser,
    shell.plugin,
    bootStepsPlugin({ bootModule: 'src/app/boot.ts', appModule: 'src/app/main.tsx', islandsModule: 'src/app/islands/main.tsx' }),
  ],
  resolve: {
    alias: {
      '@/': r('./src/'),
      '@registry/': r('./registry/'),
      '@schemas/': r('./schemas/'),
      '@fixtures/': r('./fixtures/'),
      '@tests/': r('./tests/'),
      // The page editor's own copy of immer, with its patches plugin (undo/redo, issue 35): imported
      // as `immer` it would add the plugin (≈ 1.1 KiB gzip) to the copy every visitor's page loads.
      'immer-patches': r('./node_modules/immer/dist/immer.production.mjs'),
    },
  },
  build: {
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    cssCodeSplit: false,
    // No <link rel="modulepreload"> in the HTML: the boot script fetches what it imports itself (a
    // 1 KiB helper). A modulepreload is a high-priority script fetch, which Lighthouse's simulation
    // counts as render-blocking (FCP and LCP then wait for it); a module script is not. Dynamic
    // imports keep preloading their files in parallel (hostType 'js').
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? [] : deps) },
    rolldownOptions: {
      // Three entries: index.html's tiny boot script (src/app/boot.ts), and what it imports once the
      // page has loaded: the app (src/app/main.tsx) or, on a page with nothing to hydrate but the
      // shell, the islands (src/app/islands/main.tsx, decision 011). As entries of their own, their
      // static imports form a few chunks ('app', below) that boot fetches in parallel, not a tree of
      // small ones.
      input: { index: r('./index.html'), app: r('./src/app/main.tsx'), islands: r('./src/app/islands/main.tsx') },
      output: {
        codeSplitting: {
          groups: [
            // The app's libraries, each a chunk of its own, which boot.ts runs one per task (a
            // single chunk ran in one long task: scripts/lib/vite-boot-steps.ts). Only what the app's
            // entry imports ($initial): a library used by lazy chunks only stays with them.
            { name: 'react', tags: ['$initial'], test: /node_modules\/(react|react-dom|scheduler)\//, priority: 2 },
            { name: 'router', tags: ['$initial'], test: /node_modules\/(react-router|cookie|set-cookie-parser)\//, priority: 2 },
            { name: 'query', tags: ['$initial'], test: /node_modules\/@tanstack\//, priority: 2 },
            // immer apart: the consent reducer, lazy on an islands page, loads it without the query cache.
            { name: 'immer', tags: ['$initial'], test: /node_modules\/immer\//, priority: 2 },
            // The islands entry's code (the shell's parts, the stores) and what its lazy parts
            // share with the app, which the app loads too.
            ...shell.groups,
            // The app's own code, with Vite's helper that loads a dynamic import's files in parallel
            // (the lazy chunks import it from here: the app has always run before them; a file of its
            // own was one more request and ≈ 0.4 KiB gzip more before hydration, issue 37). Boot
            // never uses the helper (it imports the app by its address; scripts/lib/vite-boot-steps.ts
            // fails the build if boot came to import this chunk). Vite's modulepreload polyfill
            // (browsers without `<link rel="modulepreload">`) stays in boot's own chunk.
            {
              name: 'app',
              tags: ['$initial'],
              test: (id: string) => !/\/src\/app\/boot\.ts$|\/src\/app\/islands\/main\.tsx$|\/index\.html($|\?)|vite\/modulepreload-polyfill/.test(id),
              priority: 1,
            },
          ],
        },
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
    // Vitest's default is one worker per core minus one (the main process transforms files): on a
    // 2-core machine that ran every file in a single worker while the main process mostly waited.
    // Two workers there (16 jsdom files on a loaded 2-core machine: 122–130 s → 87–104 s, same CPU).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
