/**
 * The production build config plus the bench's module report (which modules fill the initial load).
 * Output goes to bench/.tmp/app-build so the real dist/ stays the one `npm run build` made.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vite';
import baseConfig from '../vite.config.ts';
import { moduleReportPlugin } from './lib/module-report-plugin';

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default mergeConfig(
  baseConfig,
  defineConfig({
    root: r('../'),
    logLevel: 'warn',
    plugins: [moduleReportPlugin(process.env.BENCH_MODULES_OUT ?? r('./.tmp/modules.json'))],
    build: { outDir: r('./.tmp/app-build'), emptyOutDir: true },
  }),
);
