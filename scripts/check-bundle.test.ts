// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  APP_ENTRY,
  distanceTo,
  ISLANDS_ENTRY,
  measureIslandsEntry,
  measureLibraries,
  measurePageJs,
  pageRenderOf,
  readLibraryChunks,
  readPageJsBudgets,
  scanBundle,
  scanCode,
} from './check-bundle';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

describe('check-bundle', () => {
  it('finds every way of evaluating a string', () => {
    const code = 'a=new Function("x","return x");b=Function("return 1")();c=eval("1");d=(0, eval)("2");';
    const hits = scanCode('assets/app.js', code);
    expect(hits.map((h) => h.match)).toEqual(['new Function(', 'Function(', 'eval(', '(0, eval)']);
    expect(hits.every((h) => h.allowedBy === undefined)).toBe(true);
  });

  it('ignores names that only contain the words', () => {
    expect(scanCode('assets/app.js', 'isFunction(a);x.Function(b);evaluate(c);$eval(d);typeof e=="function"')).toEqual([]);
  });

  it("accepts lodash's global-object fallback and nothing else from lodash", () => {
    const root = scanCode('assets/form.js', 'var r=n||i||Function("return this")();');
    expect(root).toHaveLength(1);
    expect(root[0]?.allowedBy?.reason).toMatch(/lodash/);
    const template = scanCode('assets/form.js', 'var s=Function(k,u+"return "+o).apply(void 0,v);');
    expect(template[0]?.allowedBy).toBeUndefined();
  });

  it('fails the build check on a bundle that evaluates strings and names the file', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'vitrine-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'clean.js'), 'console.log("ok")');
    expect(scanBundle(dist)).toEqual([]);
    const ok = spawnSync('npx', ['tsx', 'scripts/check-bundle.ts', dist], { cwd: ROOT, encoding: 'utf8' });
    expect(ok.status).toBe(0);
    writeFileSync(path.join(dist, 'assets', 'bad.js'), 'const v = 1;\nexport const f = new Function("return v");');
    const bad = spawnSync('npx', ['tsx', 'scripts/check-bundle.ts', dist], { cwd: ROOT, encoding: 'utf8' });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('assets/bad.js:2:');
  });

  it('measures each page as the entry plus its route module, shared files once, and fails a page over its limit', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'vitrine-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, '.vite'));
    const noise = (n: number) => Array.from({ length: n }, (_, i) => `v${i}=${(i * 7919) % 104729};`).join('');
    writeFileSync(path.join(dist, 'assets', 'entry.js'), noise(200));
    writeFileSync(path.join(dist, 'assets', 'shared.js'), noise(50));
    writeFileSync(path.join(dist, 'assets', 'page.js'), noise(20));
    writeFileSync(path.join(dist, 'assets', 'heavy.js'), noise(3000));
    writeFileSync(path.join(dist, 'assets', 'lazy-block.js'), noise(5000));
    const manifest = {
      'index.html': { file: 'assets/entry.js', isEntry: true, imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js' },
      'src/page.tsx': { file: 'assets/page.js', imports: ['index.html', '_shared.js'] },
      'src/heavy.tsx': { file: 'assets/heavy.js', imports: ['index.html'] },
      'registry/x/definition.ts': { file: 'assets/lazy-block.js', imports: ['index.html'] },
    };
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const [light, heavy] = measurePageJs(dist, [
      { id: 'light', route: 'src/page.tsx', maxKiB: 100 },
      { id: 'heavy', route: 'src/heavy.tsx', maxKiB: 2 },
    ]);
    expect(light?.files).toEqual(['assets/entry.js', 'assets/page.js', 'assets/shared.js']);
    expect(light?.met).toBe(true);
    expect(heavy?.files).toEqual(['assets/entry.js', 'assets/heavy.js', 'assets/shared.js']);
    expect(heavy?.gzip).toBeGreaterThan(2 * 1024);
    expect(heavy?.met).toBe(false);
    // The boot script the build writes into index.html counts on every page, JSON data blocks do not.
    writeFileSync(
      path.join(dist, 'index.html'),
      `<script type="application/json" id="vitrine-config">{"a":1}</script><div id="root"></div><script type="module">${noise(100)}</script>`,
    );
    const [withBoot] = measurePageJs(dist, [{ id: 'light', route: 'src/page.tsx', maxKiB: 100 }]);
    expect(withBoot?.files).toEqual(['index.html#script-1', 'assets/entry.js', 'assets/page.js', 'assets/shared.js']);
    expect(withBoot?.gzip).toBe((light?.gzip ?? 0) + gzipSync(noise(100), { level: 9 }).length);
  });

  it('reads the page limits of bench/budgets.json, with issue 23’s targets, and the library chunks', () => {
    const pages = readPageJsBudgets(path.join(ROOT, 'bench', 'budgets.json'));
    expect(pages.map((p) => p.id)).toContain('home');
    for (const page of pages) expect(page.maxKiB).toBeGreaterThan(0);
    expect(pages.find((p) => p.id === 'home')?.targetKiB).toBe(100);
    expect(pages.find((p) => p.id === 'product')?.targetKiB).toBe(90);
    expect(readLibraryChunks(path.join(ROOT, 'bench', 'budgets.json')).map((l) => l.name)).toEqual(['react', 'router', 'query', 'immer']);
  });

  it('weighs each library chunk by its name in the manifest, and names one the build lacks', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'vitrine-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, '.vite'));
    writeFileSync(path.join(dist, 'assets', 'react-1.js'), 'export const react = 1;'.repeat(100));
    const manifest = { '_react-1.js': { file: 'assets/react-1.js', name: 'react' }, 'index.html': { file: 'assets/entry.js', isEntry: true } };
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const [react] = measureLibraries(dist, [{ name: 'react', label: 'React' }]);
    expect(react?.file).toBe('assets/react-1.js');
    expect(react?.gzip).toBeGreaterThan(0);
    expect(() => measureLibraries(dist, [{ name: 'router', label: 'React Router' }])).toThrow(/router/);
  });

  it('says how far a size is from a target', () => {
    expect(distanceTo(110.4 * 1024, 90)).toBe('+20.4 KiB');
    expect(distanceTo(86 * 1024, 90)).toBe('−4.0 KiB');
  });

  it('counts the islands entry, not the app nor the route, on a page the server marks for it; and names a library chunk the islands load', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'vitrine-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    mkdirSync(path.join(dist, '.vite'));
    for (const file of ['app', 'islands', 'shell', 'router', 'page', 'words'])
      writeFileSync(path.join(dist, 'assets', `${file}.js`), `export const ${file} = 1;`.repeat(50));
    const manifest: Record<string, { file: string; name?: string; isEntry?: boolean; imports?: string[] }> = {
      [APP_ENTRY]: { file: 'assets/app.js', isEntry: true, imports: ['_shell.js', '_router.js'] },
      [ISLANDS_ENTRY]: { file: 'assets/islands.js', isEntry: true, imports: ['_shell.js'] },
      '_shell.js': { file: 'assets/shell.js', name: 'shell' },
      '_router.js': { file: 'assets/router.js', name: 'router' },
      'src/page.tsx': { file: 'assets/page.js', imports: [APP_ENTRY] },
      'src/words.fr-fr.ts': { file: 'assets/words.js' },
    };
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    const html = (entry: string) =>
      `<div id="root"></div><script type="application/json" id="vitrine-state" data-modules="/assets/words.js"${entry}>{}</script>`;
    const islandsPage = pageRenderOf(html(' data-entry="islands"'));
    expect(islandsPage).toEqual({ modules: ['assets/words.js'], islands: true });
    const [asIslands, asApp] = measurePageJs(
      dist,
      [
        { id: 'article', route: 'src/page.tsx', maxKiB: 100 },
        { id: 'product', route: 'src/page.tsx', maxKiB: 100 },
      ],
      new Map([
        ['article', islandsPage],
        ['product', pageRenderOf(html(''))],
      ]),
    );
    expect(asIslands?.files).toEqual(['assets/islands.js', 'assets/shell.js', 'assets/words.js']);
    expect(asApp?.files).toEqual(['assets/app.js', 'assets/page.js', 'assets/router.js', 'assets/shell.js', 'assets/words.js']);
    expect(measureIslandsEntry(dist).onNeed).toEqual([]);
    manifest['_shell.js'] = { file: 'assets/shell.js', name: 'shell', imports: ['_router.js'] };
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    expect(measureIslandsEntry(dist).onNeed).toEqual(['assets/router.js']);
  });
});
