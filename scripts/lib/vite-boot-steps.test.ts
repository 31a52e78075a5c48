// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { evaluationOrder, inlineBootScript, type ChunkInfo } from './vite-boot-steps';

const chunk = (fileName: string, imports: string[] = []): [string, ChunkInfo] => [fileName, { fileName, imports, moduleIds: [] }];

describe('evaluationOrder', () => {
  it('lists the entry after every chunk it imports, each once, dependencies first and in import order', () => {
    const chunks = new Map([
      chunk('assets/app.js', ['assets/runtime.js', 'assets/react.js', 'assets/router.js', 'assets/query.js']),
      chunk('assets/react.js', ['assets/runtime.js']),
      chunk('assets/router.js', ['assets/react.js']),
      chunk('assets/query.js', ['assets/react.js', 'assets/runtime.js']),
      chunk('assets/runtime.js'),
      chunk('assets/lazy-route.js', ['assets/react.js']),
    ]);
    expect(evaluationOrder(chunks, 'assets/app.js')).toEqual(['assets/runtime.js', 'assets/react.js', 'assets/router.js', 'assets/query.js', 'assets/app.js']);
  });

  it('survives import cycles between chunks and names a missing chunk', () => {
    const chunks = new Map([chunk('a.js', ['b.js']), chunk('b.js', ['a.js'])]);
    expect(evaluationOrder(chunks, 'a.js')).toEqual(['b.js', 'a.js']);
    expect(() => evaluationOrder(new Map([chunk('a.js', ['gone.js'])]), 'a.js')).toThrow(/gone\.js/);
  });
});

describe('inlineBootScript', () => {
  const html = '<body>\n<div id="root"></div>\n<script type="module" crossorigin src="/assets/index-1.js"></script>\n</body>';

  it('puts the boot file’s code in place of its script element', () => {
    expect(inlineBootScript(html, '/assets/index-1.js', 'const f="/assets/app-2.js";import(f);\n')).toBe(
      '<body>\n<div id="root"></div>\n<script type="module">const f="/assets/app-2.js";import(f);</script>\n</body>',
    );
  });

  it('keeps a "</script" inside the code from closing the element', () => {
    const inlined = inlineBootScript(html, '/assets/index-1.js', 'const s="</script><b>";');
    expect(inlined).toContain('<script type="module">const s="<\\/script><b>";</script>');
    expect(inlined.match(/<\/script>/g)).toHaveLength(1);
  });

  it('refuses what it cannot write safely: no such script, two of them, or "<!--" in the code', () => {
    expect(() => inlineBootScript(html, '/assets/other.js', 'x')).toThrow(/found 0/);
    expect(() => inlineBootScript(html + html, '/assets/index-1.js', 'x')).toThrow(/found 2/);
    expect(() => inlineBootScript(html, '/assets/index-1.js', 'if(a<!--b)x()')).toThrow(/<!--/);
  });
});
