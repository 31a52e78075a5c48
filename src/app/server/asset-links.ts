/**
 * The built files of some source modules, read from Vite's client manifest: as `<link>` tags (the
 * static shell's start-up hints) or as a list (what a rendered page has the browser fetch with the
 * app: its message files). Runtime-neutral (no file access): the Node server reads the manifest from
 * `dist/`, the edge worker has it bundled.
 */

/** One entry of Vite's `.vite/manifest.json`. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** The script and stylesheet files of some source modules and their static imports. */
interface ModuleFiles {
  scripts: string[];
  styles: string[];
}

/**
 * The files of `modules` and their static imports, files the HTML already loads (the entry's own
 * imports) skipped; a module the manifest does not hold has none.
 */
function filesOf(manifest: Readonly<Record<string, ManifestChunk>>, modules: readonly string[]): ModuleFiles {
  const inHtml = new Set(['index.html', ...(manifest['index.html']?.imports ?? [])]);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string): void => {
    if (inHtml.has(key)) return;
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  for (const key of modules) visit(key);
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * A function giving the `modulepreload` and stylesheet links of source modules and their static
 * imports; files the HTML already loads (the entry's own imports) are skipped.
 * @param manifest Vite's client manifest
 */
export function manifestLinker(manifest: Readonly<Record<string, ManifestChunk>>): (modules: readonly string[]) => string {
  return (modules) => {
    const { scripts, styles } = filesOf(manifest, modules);
    return [
      ...scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ...styles.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ].join('\n    ');
  };
}

/**
 * A function giving the script files (paths from the site's root, `/assets/…`) of source modules and
 * their static imports, files the HTML already loads skipped; a module the build does not have is
 * reported by `missing` (a book whose path names no file).
 * @param manifest Vite's client manifest
 */
export function manifestScripts(
  manifest: Readonly<Record<string, ManifestChunk>>,
  missing: (module: string) => void,
): (modules: readonly string[]) => string[] {
  return (modules) => {
    for (const module of modules) if (!manifest[module]) missing(module);
    return filesOf(manifest, modules).scripts.map((file) => `/${file}`);
  };
}
