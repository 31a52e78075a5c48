/**
 * The one piece of build configuration every server bundle shares: the app's Vite config as a server
 * build of one entry into one ES module (`vite.config.ts` keeps every server build to one file), no
 * public files, no manifest, quiet. Node's bundle (`vite-server.config.ts`: `dist/server/serve.js`,
 * dependencies left to node_modules) and workerd's (`scripts/edge/vite.edge.config.ts`:
 * `dist/edge/worker.js`, everything inside, React's edge builds) add only what differs by runtime.
 */
import { defineConfig, mergeConfig, type UserConfig } from 'vite';
import baseConfig from '../../vite.config.ts';

/** Where a server bundle comes from and goes. */
export interface ServerBundle {
  /** The entry module (absolute path). */
  entry: string;
  /** The output folder (absolute path). */
  outDir: string;
  /** The bundle's file name in `outDir`. */
  fileName: string;
  /** Empty `outDir` first (false when other builds write beside it). */
  emptyOutDir: boolean;
}

/** The Vite config of one server bundle, with the runtime's own settings (`runtime`) merged last. */
export function serverBundleConfig({ entry, outDir, fileName, emptyOutDir }: ServerBundle, runtime: UserConfig = {}): UserConfig {
  const shared = defineConfig({
    publicDir: false,
    logLevel: 'warn',
    build: {
      ssr: entry,
      outDir,
      emptyOutDir,
      copyPublicDir: false,
      manifest: false,
      // One file (a config's `build.ssr` is not a `--ssr` build for vite.config.ts's own rule).
      rolldownOptions: { output: { entryFileNames: fileName, codeSplitting: false } },
    },
  });
  return mergeConfig(mergeConfig(baseConfig, shared), runtime);
}
