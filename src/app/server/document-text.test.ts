// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentFr, localizedNoscript } from './document-text';
import { errorDocument, errorTitle } from './error-document';

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

describe('the page of a page the server cannot build', () => {
  it('is titled in the page’s language: English on English pages, French word for word on French ones', () => {
    expect(errorTitle(503, 'en_GB')).toBe('Site temporarily unavailable');
    expect(errorTitle(500, 'en_GB')).toBe('A technical problem occurred');
    expect(errorTitle(503, 'fr_FR')).toBe('Site momentanément indisponible');
    expect(errorTitle(500)).toBe('Un souci technique est survenu');
  });

  it('falls back to a plain page in the page’s language, its report id quoted', () => {
    const english = errorDocument({ status: 503, errorId: 'abc-123', locale: 'en_GB' });
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<h1>Site temporarily unavailable</h1>');
    expect(english).toContain('<p>Error 503</p>');
    expect(english).toContain('<p>Incident reference: <code>abc-123</code></p>');
    expect(english).toContain('<a href="/">Back to the home page</a>');
    expect(english).not.toMatch(/[«»]|Erreur|Réessayez|accueil|indisponible/u);
    const french = errorDocument({ status: 503, errorId: 'abc-123' });
    expect(french).toContain('<html lang="fr">');
    expect(french).toContain('<h1>Site momentanément indisponible</h1>');
    expect(french).toContain('<p>Référence de l’incident\u00a0: <code>abc-123</code></p>');
    expect(french).toContain('<a href="/">Retour à l’accueil</a>');
  });
});
