// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { preloadHints } from './preload-hints';

function distWith(manifest: unknown): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrine-dist-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe('preloadHints', () => {
  it('preloads the critical chunks and their imports once, not what the HTML already loads', () => {
    const dist = distWith({
      'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      '_shared.js': { file: 'assets/shared.js', imports: ['_react.js', 'index.html'] },
      'src/page.tsx': { file: 'assets/page.js', imports: ['index.html', '_shared.js'], css: ['assets/page.css'] },
      'src/validate.js': { file: 'assets/validate.js', imports: ['_shared.js'] },
    });
    const html = preloadHints(dist, ['src/page.tsx', 'src/validate.js', 'src/missing.js']);
    expect(html.match(/modulepreload/g)).toHaveLength(3);
    expect(html).toContain('href="/assets/page.js"');
    expect(html).toContain('href="/assets/shared.js"');
    expect(html).toContain('href="/assets/validate.js"');
    expect(html).not.toContain('react.js');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/page.css">');
  });

  it('gives nothing without a manifest', () => {
    expect(preloadHints(mkdtempSync(path.join(tmpdir(), 'vitrine-empty-')))).toBe('');
  });
});
