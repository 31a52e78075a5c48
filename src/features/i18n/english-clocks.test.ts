/**
 * Every English string of the interface writes a time as « 9\u00a0am »: the no-break space keeps the
 * number and its « am » or « pm » on one line (« 9 » at the end of a line, « am to 5 pm » on the next,
 * seen in the header and the footer of site 52's English pages).
 */
import { describe, expect, it } from 'vitest';

const books = import.meta.glob<{ default: unknown }>('/src/**/*.en-gb.ts', { eager: true });

/** Every string of a book, with its path in the book. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`));
  return [];
}

describe('English books', () => {
  it('are found (the test reads them all)', () => {
    expect(Object.keys(books).length).toBeGreaterThan(10);
  });

  it('never write a time with an ordinary space before « am » or « pm »', () => {
    const split = Object.entries(books)
      .flatMap(([file, book]) => strings(book.default, file))
      .filter(([, text]) => /\d (?:am|pm)(?![\p{L}\p{N}])/u.test(text))
      .map(([where, text]) => `${where}: ${text}`);
    expect(split).toEqual([]);
  });
});
