// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { evaluationOrder, relativeFile, type ChunkInfo } from './vite-boot-steps';

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

describe('relativeFile', () => {
  it('gives the path of a bundle file from another one’s folder', () => {
    expect(relativeFile('assets/index-1.js', 'assets/react-2.js')).toBe('./react-2.js');
    expect(relativeFile('assets/index-1.js', 'vendor/react-2.js')).toBe('../vendor/react-2.js');
    expect(relativeFile('index.js', 'assets/x.js')).toBe('./assets/x.js');
  });
});
