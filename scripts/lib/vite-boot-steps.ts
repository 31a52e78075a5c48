/**
 * Build step (issue 23, TBT): tell the boot script (src/app/boot.ts) which files make the app, in the
 * order they evaluate, so that it fetches them all at once but evaluates them one chunk per task.
 *
 * Why: a module graph imported by one `import()` evaluates in a single task once all of it has
 * arrived. The app's graph (React DOM, the router, TanStack Query, immer, the shell: ≈ 500 KB raw)
 * was one task of ≈ 300 ms on Lighthouse's 4× slower phone, most of the page's Total Blocking Time.
 * Split into chunks (vite.config.ts, `codeSplitting.groups`) and imported one after the other with a
 * yield between them, each chunk evaluates in a short task of its own (modules already evaluated are
 * not run again when the next chunk, or `main.tsx`, imports them).
 *
 * The file names are only known once the bundle is written, so the plugin replaces a token in the
 * boot chunk (`BOOT_FILES_TOKEN`) with the list, space-separated, relative to the boot file. The boot
 * chunk imports nothing (not even the app's entry: boot.ts imports it by its address from the list,
 * so that the build does not wrap it in Vite's preload helper, a file boot would import statically),
 * so its hash is made to follow the other chunks' code (`augmentChunkHash`): a new app gets a new
 * boot file, and a cached boot never names files that are gone.
 *
 * The boot script is also fetched at low priority (`fetchpriority="low"` on index.html's module
 * script): it is not needed for the first paint (it waits for `load` before starting the app, and
 * holds the taps made before that), and a high-priority script that has arrived and run before the
 * first paint is render-blocking for Lighthouse's simulation (issue 37: FCP and LCP 150–350 ms over
 * the scriptless floor of the same page on a simulated slow 4G).
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** The placeholder boot.ts holds, replaced by the list of files in the build. */
export const BOOT_FILES_TOKEN = '__VITRINE_BOOT_FILES__';

/** What the plugin reads of an output chunk (Rollup/Rolldown's `OutputChunk`). */
export interface ChunkInfo {
  fileName: string;
  imports: readonly string[];
  /** The modules it holds (absolute paths, or ids such as `index.html?html-proxy…`). */
  moduleIds: readonly string[];
}

/**
 * The static closure of `entry` (the entry's file and every chunk it imports, transitively), each
 * file after the chunks it imports — the order in which the browser evaluates them (ES modules run
 * depth-first, dependencies first, in import order).
 * @param chunks every chunk of the bundle, by file name
 */
export function evaluationOrder(chunks: ReadonlyMap<string, ChunkInfo>, entry: string): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const chunk = chunks.get(file);
    if (!chunk) throw new Error(`vite-boot-steps: ${file} is not a chunk of the bundle`);
    for (const dep of chunk.imports) visit(dep);
    order.push(file);
  };
  visit(entry);
  return order;
}

/** `to` relative to the folder of `from` (both bundle paths with forward slashes), starting with `./` or `../`. */
export function relativeFile(from: string, to: string): string {
  const fromDir = from.split('/').slice(0, -1);
  const toParts = to.split('/');
  let common = 0;
  while (common < fromDir.length && common < toParts.length - 1 && fromDir[common] === toParts[common]) common += 1;
  const up = fromDir.length - common;
  return `${up === 0 ? './' : '../'.repeat(up)}${toParts.slice(common).join('/')}`;
}

/**
 * The plugin: in the client build, find the boot chunk (the one holding the module whose path ends
 * with `bootModule`) and the app's entry chunk (`appModule`), and write the app's files into the boot chunk. Fails the
 * build when the token is not found exactly once (the minifier must not have folded it away).
 */
export function bootStepsPlugin(options: { bootModule: string; appModule: string }): Plugin {
  const isBoot = (moduleIds: readonly string[]) => moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(options.bootModule));
  /** The rendered code of every other chunk, by name (what the boot chunk's hash follows). */
  const others = new Map<string, string>();
  return {
    name: 'vitrine:boot-steps',
    apply: 'build',
    renderStart() {
      others.clear();
    },
    renderChunk(code, chunk) {
      if (!isBoot(chunk.moduleIds)) others.set(chunk.name + (chunk.facadeModuleId ?? '') + chunk.moduleIds.join(), code);
      return null;
    },
    augmentChunkHash(chunk) {
      if (!isBoot(chunk.moduleIds)) return;
      const hash = createHash('sha256');
      for (const key of [...others.keys()].sort()) hash.update(key).update(others.get(key) ?? '');
      return hash.digest('hex');
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) => html.replace(/<script type="module" crossorigin src="([^"]+)">/, '<script type="module" crossorigin fetchpriority="low" src="$1">'),
    },
    generateBundle(_output, bundle) {
      if (this.environment.config.build.ssr) return;
      const chunks = new Map<string, ChunkInfo>();
      for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
      const find = (suffix: string) => [...chunks.values()].find((c) => c.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(suffix)));
      const boot = find(options.bootModule);
      const app = find(options.appModule);
      if (!boot || !app) return; // another build of the same config (the bench's module report, the edge worker)
      const output = bundle[boot.fileName];
      if (output?.type !== 'chunk') return;
      const occurrences = output.code.split(BOOT_FILES_TOKEN).length - 1;
      if (occurrences !== 1) this.error(`${boot.fileName}: expected the token ${BOOT_FILES_TOKEN} once, found it ${occurrences} times`);
      // What boot would import itself has run before it: no step of its own.
      const before = new Set(evaluationOrder(chunks, boot.fileName));
      // Vite's preload helper sits in the app's chunk (vite.config.ts): a literal import() in boot.ts
      // would make boot import that chunk statically, and the whole app would load and run with boot.
      if (before.has(app.fileName))
        this.error(
          `${boot.fileName} imports the app's chunk ${app.fileName} statically: the app would load before the first paint. ` +
            "Import the app by its address (src/app/boot.ts), never with a literal import(), which the build wraps in Vite's preload helper.",
        );
      const files = evaluationOrder(chunks, app.fileName)
        .filter((file) => !before.has(file))
        .map((file) => relativeFile(boot.fileName, file));
      output.code = output.code.replace(BOOT_FILES_TOKEN, files.join(' '));
    },
  };
}
