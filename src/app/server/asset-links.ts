/**
 * The `<link>` tags of some source modules' built chunks, read from Vite's client manifest.
 * Runtime-neutral (no file access): the Node server reads the manifest from `dist/`, the edge worker
 * has it bundled.
 */

/** One entry of Vite's `.vite/manifest.json`. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/**
 * A function giving the `modulepreload` and stylesheet links of source modules and their static
 * imports; files the HTML already loads (the entry's own imports) are skipped.
 * @param manifest Vite's client manifest
 */
export function manifestLinker(manifest: Record<string, ManifestChunk>): (modules: readonly string[]) => string {
  return (modules) => linksFor(manifest, modules);
}

function linksFor(manifest: Record<string, ManifestChunk>, modules: readonly string[]): string {
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
  return [
    ...[...scripts].map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
    ...[...styles].map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
  ].join('\n    ');
}
