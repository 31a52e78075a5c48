/**
 * A build plugin for the bench only: writes, per output chunk, the modules it contains and their
 * rendered length, so the bench can name the biggest modules of the initial load. The production
 * config (vite.config.ts) never loads it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** One module of a chunk as the bundler rendered it (before minification). */
export interface ReportedModule {
  id: string;
  renderedLength: number;
}

/** One output chunk. */
export interface ReportedChunk {
  fileName: string;
  name: string;
  isEntry: boolean;
  isDynamicEntry: boolean;
  /** File names of the chunks this one imports statically (loaded with it). */
  imports: string[];
  /** File names of the chunks this one may import later (lazy). */
  dynamicImports: string[];
  modules: ReportedModule[];
}

/** The whole report (`bench/.tmp/modules.json`). */
export interface ModuleReport {
  chunks: ReportedChunk[];
}

/**
 * Write a {@link ModuleReport} of the build to `outFile`.
 * @param outFile absolute path of the JSON report
 */
export function moduleReportPlugin(outFile: string): Plugin {
  return {
    name: 'vitrine-bench-module-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ReportedChunk[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        chunks.push({
          fileName: output.fileName,
          name: output.name,
          isEntry: output.isEntry,
          isDynamicEntry: output.isDynamicEntry,
          imports: [...output.imports],
          dynamicImports: [...output.dynamicImports],
          modules: Object.entries(output.modules).map(([id, info]) => ({ id, renderedLength: info.renderedLength })),
        });
      }
      const report: ModuleReport = { chunks };
      mkdirSync(path.dirname(outFile), { recursive: true });
      writeFileSync(outFile, JSON.stringify(report, null, 2));
    },
  };
}
