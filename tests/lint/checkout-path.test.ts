// @vitest-environment node
/**
 * The checkout's address is written once (src/lib/product-paths.ts, beside the shop's and the cart's):
 * the checkout's steps, the cart's « Commander », the route table and the private pages read it there.
 * It was declared twice (product-paths.ts and checkout-steps.ts): one could change without the other.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = process.cwd();

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(relative);
    return /\.tsx?$/.test(entry.name) && !/\.(test|gen)\.tsx?$|\.d\.ts$/.test(entry.name) ? [relative] : [];
  });
}

/** The code of a file without its comments (a comment may name the path). */
function code(file: string): string {
  return readFileSync(path.join(root, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:])\/\/.*$/gm, '$1');
}

describe('the checkout’s path', () => {
  const files = [...sources('src'), ...sources('registry')].map((file) => ({ file, text: code(file) }));

  it('is declared in one module, src/lib/product-paths.ts', () => {
    expect(files.filter(({ text }) => /\bCHECKOUT_PATH\s*=/.test(text)).map(({ file }) => file)).toEqual([path.join('src', 'lib', 'product-paths.ts')]);
  });

  it('is not written out anywhere else: every use reads CHECKOUT_PATH', () => {
    const written = files.filter(({ file, text }) => file !== path.join('src', 'lib', 'product-paths.ts') && /['"`]\/?commande(?:['"`/])/.test(text));
    expect(written.map(({ file }) => file)).toEqual([]);
  });
});
