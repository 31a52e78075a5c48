// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detectLocale, fieldLangOn, htmlLang, isUntranslated, matchLocale } from './locale';

const supported = ['fr_FR', 'en_GB', 'de_DE'];

describe('detectLocale (SPEC §2)', () => {
  it('defaults to fr_FR with no prefix', () => {
    expect(detectLocale({ pathname: '/qui-suis-je', cookieLocale: null, browserLanguages: [], supported })).toEqual({
      locale: 'fr_FR',
      source: 'default',
      pathname: '/qui-suis-je',
    });
  });

  it('reads a path prefix first and strips it', () => {
    expect(detectLocale({ pathname: '/en/qui-suis-je', cookieLocale: 'de_DE', browserLanguages: ['de'], supported })).toEqual({
      locale: 'en_GB',
      source: 'path',
      pathname: '/qui-suis-je',
    });
    expect(detectLocale({ pathname: '/de_DE', cookieLocale: null, browserLanguages: [], supported }).pathname).toBe('/');
  });

  it('does not take a French slug for a prefix', () => {
    expect(detectLocale({ pathname: '/me-contacter', cookieLocale: null, browserLanguages: [], supported }).source).toBe('default');
    expect(detectLocale({ pathname: '/xx/page', cookieLocale: null, browserLanguages: [], supported }).pathname).toBe('/xx/page');
  });

  it('then the cookie, then the browser', () => {
    expect(detectLocale({ pathname: '/', cookieLocale: 'de_DE', browserLanguages: ['en-US'], supported })).toMatchObject({ locale: 'de_DE', source: 'cookie' });
    expect(detectLocale({ pathname: '/', cookieLocale: 'it_IT', browserLanguages: ['it', 'en-US'], supported })).toMatchObject({
      locale: 'en_GB',
      source: 'browser',
    });
  });

  it('only offers supported locales', () => {
    expect(detectLocale({ pathname: '/', cookieLocale: null, browserLanguages: ['ja'], supported: ['fr_FR'] }).locale).toBe('fr_FR');
  });

  it('matches by language when the region differs', () => {
    expect(matchLocale('fr-CA', supported)).toBe('fr_FR');
    expect(matchLocale('', supported)).toBeNull();
  });

  it('gives the html lang', () => {
    expect(htmlLang('fr_FR')).toBe('fr');
  });
});

describe('isUntranslated', () => {
  it('is true for a field the record lists as left in the default language', () => {
    expect(isUntranslated({ untranslated: ['value'] }, 'value')).toBe(true);
    expect(isUntranslated({ untranslated: ['label'] }, 'value')).toBe(false);
    expect(isUntranslated({}, 'value')).toBe(false);
    expect(isUntranslated(undefined, 'value')).toBe(false);
  });
});

describe('fieldLangOn', () => {
  it('names the default language of a field the API left untranslated on a page in another, and nothing otherwise', () => {
    const product = { name: 'Cuvée des Ormeaux', untranslated: ['name'] };
    expect(fieldLangOn('en_GB', 'fr_FR', product, 'name')).toBe('fr');
    expect(fieldLangOn('en_GB', 'fr_FR', product, 'description')).toBeUndefined();
    expect(fieldLangOn('fr_FR', 'fr_FR', product, 'name')).toBeUndefined();
  });
});
