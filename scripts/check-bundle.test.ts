// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scanBundle, scanCode } from './check-bundle';

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
});
