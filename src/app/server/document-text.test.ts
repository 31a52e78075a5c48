// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentFr, localizedNoscript } from './document-text';

const template = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');

describe('the document’s noscript line', () => {
  it('is index.html’s own for French pages, and the book’s French is the same text', () => {
    expect(template).toContain(`<noscript>${documentFr.noscript}</noscript>`);
    expect(localizedNoscript(template, 'fr_FR')).toBe(template);
  });

  it('is said in English on English pages', () => {
    const english = localizedNoscript(template, 'en_GB');
    expect(english).toContain('<noscript>This site needs JavaScript to display. Turn it on in your browser.</noscript>');
    expect(english).not.toContain(documentFr.noscript);
  });
});
