/**
 * The shell's parts that a visitor can touch first, weighed alone (decision 011, step 2): the code
 * each of them pulls in by static imports, bundled and tree-shaken (esbuild, minified, React left
 * out), by where it comes from. Those parts are to hydrate as small roots of their own before the
 * router and the query cache are loaded, so none of them may pull in a byte of React Router or
 * TanStack Query: they read the page's address through the shell's navigation
 * (src/app/layouts/shell-navigation.tsx) and their data as props. `npm run check:bundle` prints the
 * weight and fails on such a byte; scripts/check-bundle.test.ts runs the same check.
 */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';

/** The parts, by their module (the shell renders each once: src/app/layouts/site-shell.tsx). */
export const SHELL_ISLAND_PARTS: readonly string[] = [
  'src/app/layouts/site-header.tsx',
  'src/app/layouts/site-footer.tsx',
  'src/app/layouts/bottom-bar.tsx',
  'src/app/layouts/mobile-menu.tsx',
  'src/app/layouts/consent-mount.tsx',
  'src/app/layouts/language-suggestion.tsx',
];

/** The libraries the parts must start without. */
export const LIBRARIES_LOADED_ON_NEED: readonly string[] = ['react-router', '@tanstack/react-query', '@tanstack/query-core'];

/** What the parts pull in. */
export interface ShellIslandsWeight {
  /** Minified bytes by origin: a package's name, or the top folder of ours (`src/app`, `registry`). */
  bytesByOrigin: Record<string, number>;
  /** Minified bytes of the libraries that must load on need only ({@link LIBRARIES_LOADED_ON_NEED}), by library. */
  onNeedBytes: Record<string, number>;
  /** The bundle's size, gzip -9 (React aside). */
  gzip: number;
}

/** Code loaded later (`import()`: a lazy part, a message file) is not what the parts start with. */
const staticImportsOnly: Plugin = {
  name: 'static-imports-only',
  setup(builder) {
    builder.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined));
  },
};

function originOf(file: string): string {
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  return inPackage?.[1] ?? file.split('/').slice(0, 2).join('/');
}

/** Bundles `parts` (paths relative to `root`, the repository) and weighs what they pull in. */
export async function weighShellIslands(root: string, parts: readonly string[] = SHELL_ISLAND_PARTS): Promise<ShellIslandsWeight> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: parts.map((part) => path.join(root, part)),
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: path.join(root, '.shell-islands'),
    write: false,
    metafile: true,
    minify: true,
    jsx: 'automatic',
    tsconfig: path.join(root, 'tsconfig.json'),
    define: { 'process.env.NODE_ENV': '"production"', 'import.meta.env.SSR': 'false', 'import.meta.env.DEV': 'false', 'import.meta.env.PROD': 'true' },
    external: ['react', 'react/*', 'react-dom', 'react-dom/*', '*.css'],
    loader: { '.json': 'json', '.svg': 'text' },
    plugins: [staticImportsOnly],
    logLevel: 'silent',
  });
  const bytesByOrigin: Record<string, number> = {};
  for (const output of Object.values(result.metafile.outputs))
    for (const [file, input] of Object.entries(output.inputs)) {
      const origin = originOf(file);
      bytesByOrigin[origin] = (bytesByOrigin[origin] ?? 0) + input.bytesInOutput;
    }
  const onNeedBytes = Object.fromEntries(LIBRARIES_LOADED_ON_NEED.flatMap((library) => (bytesByOrigin[library] ? [[library, bytesByOrigin[library]]] : [])));
  const gzip = gzipSync(Buffer.concat(result.outputFiles.filter((file) => file.path.endsWith('.js')).map((file) => Buffer.from(file.contents))), {
    level: 9,
  }).length;
  return { bytesByOrigin, onNeedBytes, gzip };
}
