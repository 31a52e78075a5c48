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
 * boot chunk (`BOOT_FILES_TOKEN`) with the list, space-separated, each by its absolute address. The
 * boot chunk imports nothing (not even the app's entry: boot.ts imports it by its address from the
 * list, so that the build does not wrap it in Vite's preload helper, a file boot would import
 * statically).
 *
 * The boot script travels inside index.html (an inline module script, `inlineBootScript`), not as a
 * file of its own: it is not needed for the first paint (it waits for the first paint before starting
 * the app, and holds the taps made before that), but as a file it was one more request in the first
 * round trips, beside the stylesheet and the LCP image, sharing the phone's bandwidth with them (issue
 * 37: Lighthouse's simulation of site 52's home put its stylesheet 150 ms later when the boot file's
 * request overlapped it; the page's LCP median 1,140 → 1,084 ms inline, its floor ≈ 1,000). Being
 * inline, it names the app's files by their absolute address (the build's `base`), and the CSP allows
 * it by its hash (src/app/server/csp.ts, `inlineScriptHashes`).
 */
import type { Plugin } from 'vite';

/** The placeholder boot.ts holds, replaced by the list of files in the build. */
export const BOOT_FILES_TOKEN = '__VITRINE_BOOT_FILES__';

/** The same for the islands entry's files (src/app/islands/main.tsx, decision 011 step 3). */
export const ISLANDS_FILES_TOKEN = '__VITRINE_ISLANDS_FILES__';

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

/**
 * index.html with its external module script `src="<bootSrc>"` replaced by the same code inline.
 * `</script` in the code (a string or a regex) is written `<\/script`, which means the same in
 * JavaScript and cannot close the element. Throws when the script is not found once, or when the
 * code holds `<!--`, which would change how the HTML parser reads what follows.
 */
export function inlineBootScript(html: string, bootSrc: string, code: string): string {
  const tags = [...html.matchAll(/<script type="module"[^>]*><\/script>/g)].map(([tag]) => tag).filter((tag) => tag.includes(` src="${bootSrc}"`));
  const [tag] = tags;
  if (tags.length !== 1 || tag === undefined) throw new Error(`index.html: expected one module script src="${bootSrc}", found ${tags.length}`);
  if (code.includes('<!--')) throw new Error('the boot script holds "<!--": it cannot be written inside index.html');
  const safe = code.trim().replace(/<\/script/gi, '<\\/script');
  return html.replace(tag, () => `<script type="module">${safe}</script>`);
}

/**
 * The plugin: in the client build, find the boot chunk (the one holding the module whose path ends
 * with `bootModule`) and the app's entry chunk (`appModule`), write the app's files into the boot
 * chunk, and the boot chunk into index.html. Fails the build when the token is not found exactly once
 * (the minifier must not have folded it away) or when the boot chunk imports anything.
 */
export function bootStepsPlugin(options: { bootModule: string; appModule: string; islandsModule: string }): Plugin {
  return {
    name: 'vitrine:boot-steps',
    apply: 'build',
    // After Vite's own HTML step, which puts index.html in the bundle (generateBundle).
    enforce: 'post',
    generateBundle(_output, bundle) {
      if (this.environment.config.build.ssr) return;
      const chunks = new Map<string, ChunkInfo>();
      for (const item of Object.values(bundle)) if (item.type === 'chunk') chunks.set(item.fileName, item);
      const find = (suffix: string) => [...chunks.values()].find((c) => c.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(suffix)));
      const boot = find(options.bootModule);
      const app = find(options.appModule);
      const islands = find(options.islandsModule);
      if (!boot || !app || !islands) return; // another build of the same config (the bench's module report, the edge worker)
      const output = bundle[boot.fileName];
      if (output?.type !== 'chunk') return;
      for (const token of [BOOT_FILES_TOKEN, ISLANDS_FILES_TOKEN]) {
        const occurrences = output.code.split(token).length - 1;
        if (occurrences !== 1) this.error(`${boot.fileName}: expected the token ${token} once, found it ${occurrences} times`);
      }
      // Written into index.html, boot can import nothing (a relative import would resolve against
      // the page's address). Vite's preload helper sits in the app's chunk (vite.config.ts): a literal
      // import() in boot.ts would make boot import that chunk, and the whole app would load with boot.
      if (boot.imports.length > 0)
        this.error(
          `${boot.fileName} imports ${boot.imports.join(', ')}: the boot script is written into index.html and must import nothing. ` +
            "Import the app by its address (src/app/boot.ts), never with a literal import(), which the build wraps in Vite's preload helper.",
        );
      const base = this.environment.config.base;
      const filesOf = (entry: ChunkInfo) => evaluationOrder(chunks, entry.fileName).map((file) => `${base}${file}`);
      output.code = output.code.replace(BOOT_FILES_TOKEN, filesOf(app).join(' ')).replace(ISLANDS_FILES_TOKEN, filesOf(islands).join(' '));
      // Into index.html, then out of the bundle: nothing else loads it.
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') this.error('index.html is not in the bundle when the boot script is written');
      html.source = inlineBootScript(html.source, `${base}${boot.fileName}`, output.code);
      delete bundle[boot.fileName];
    },
  };
}
