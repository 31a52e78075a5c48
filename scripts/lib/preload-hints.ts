/**
 * `<link rel="modulepreload">` hints for what every CMS page needs right after the entry: the CMS
 * route chunk and the validators of the start-up calls. Without them the browser discovers these
 * chunks only once the router runs — one more round-trip before the first content paints.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { manifestLinker, type ManifestChunk } from '../../src/app/server/asset-links';

/** Source modules whose chunks (and static imports) every CMS page loads. */
export const CRITICAL_MODULES = [
  // The app itself: the boot script (index.html's entry) imports it at once on a static host, and
  // the hint saves that round trip (src/app/boot.ts).
  'src/app/main.tsx',
  'src/app/routes/cms-page.tsx',
  'src/api/generated/validate/getParameters.js',
  'src/api/generated/validate/getSiteInfo.js',
  'src/api/generated/validate/getPageTree.js',
  'src/api/generated/validate/getPage.js',
  'src/api/generated/validate/getComponentConf.js',
];

/**
 * The link tags for `modules` and their static imports, read from Vite's manifest; files the HTML
 * already loads (the entry's own imports) are skipped. Empty when the manifest is missing.
 */
export function preloadHints(distDir: string, modules: readonly string[] = CRITICAL_MODULES): string {
  return assetLinker(distDir)(modules);
}

/** The manifest read once: a function giving the link tags of some source modules. */
export function assetLinker(distDir: string): (modules: readonly string[]) => string {
  const file = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return () => '';
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  return manifestLinker(manifest);
}
