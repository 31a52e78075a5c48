// @vitest-environment node
/**
 * Every message book names its own files (src/features/i18n/messages.ts): the server finds a page's
 * message files in Vite's manifest by the book's `path`, so a path that names no file, or a loader
 * that imports another file than its locale's, would leave that page's words to load after the app
 * (one more round trip) — and the build would not say so. Each `defineMessages('<path>', { … })` of
 * src/ and registry/ is read here: the path is beside the file that declares it, and each locale's
 * loader imports `<path>.<locale>.ts`, which exists.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bookFile } from '@/features/i18n/messages';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry) ? [full] : [];
  });
}

const DECLARATION = /defineMessages(?:<[^>]*>)?\(\s*'([^']+)',\s*\{([^}]*)\}/g;
const LOADER = /(\w+):\s*\(\)\s*=>\s*import\('([^']+)'\)/g;

const books = ['src', 'registry'].flatMap(sources).flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(DECLARATION)].map(([, bookPath = '', loaders = '']) => ({
    file: path.relative(process.cwd(), file).split(path.sep).join('/'),
    bookPath,
    loaders: [...loaders.matchAll(LOADER)].map(([, locale = '', target = '']) => ({ locale, target })),
  })),
);

describe('message books', () => {
  it('are found (the shell’s, the cart’s, the checkout’s…)', () => {
    expect(books.map((book) => book.bookPath)).toEqual(
      expect.arrayContaining(['src/features/i18n/shell', 'src/features/cart/messages', 'src/features/checkout/messages']),
    );
  });

  it.each(books.map((book) => [book.file, book] as const))('%s names its own files', (file, { bookPath, loaders }) => {
    expect(path.posix.dirname(bookPath)).toBe(path.posix.dirname(file));
    expect(loaders.map((loader) => loader.locale)).toContain('fr_FR');
    for (const { locale, target } of loaders) {
      const expected = bookFile(bookPath, locale);
      expect(existsSync(expected), expected).toBe(true);
      expect(path.posix.join(path.posix.dirname(file), `${target}.ts`)).toBe(expected);
    }
  });
});
