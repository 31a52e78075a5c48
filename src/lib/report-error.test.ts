// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorMessage, reportError, setErrorSink, type ErrorReport } from './report-error';

let restore: () => void = () => {};
afterEach(() => {
  restore();
  vi.restoreAllMocks();
});

describe('reportError', () => {
  it('hands the installed sink one report with an id, the place, the level and the facts', () => {
    const reports: ErrorReport[] = [];
    restore = setErrorSink((report) => reports.push(report));
    const error = new Error('La page a échoué');
    const id = reportError(error, { where: 'sitemap', level: 'warning', slug: 'accueil' });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ id, level: 'warning', where: 'sitemap', message: 'La page a échoué', facts: { slug: 'accueil' } });
    expect(reports[0]?.error).toBe(error);
    expect(id).toMatch(/^err-[0-9a-f]{8}$/);
  });

  it('gives each report its own id and defaults the level to error', () => {
    const reports: ErrorReport[] = [];
    restore = setErrorSink((report) => reports.push(report));
    const first = reportError('un', { where: 'a' });
    const second = reportError('deux', { where: 'a' });
    expect(first).not.toBe(second);
    expect(reports.map((r) => [r.level, r.message])).toEqual([
      ['error', 'un'],
      ['error', 'deux'],
    ]);
  });

  it('falls back to the console when the sink throws, and loses nothing', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    restore = setErrorSink(() => {
      throw new Error('tracker down');
    });
    expect(() => reportError(new Error('perdu ?'), { where: 'test' })).not.toThrow();
    const lines = logged.mock.calls.map((call) => String(call[0]));
    expect(lines.some((line) => line.includes('perdu ?'))).toBe(true);
    expect(lines.some((line) => line.includes('tracker down'))).toBe(true);
  });

  it('writes to the console by default (warnings as warnings)', () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const id = reportError('panier ignoré', { where: 'cart', level: 'warning' });
    expect(warned).toHaveBeenCalledWith(`[vitrine] cart: panier ignoré (${id})`);
  });
});

describe('errorMessage', () => {
  it('reads an Error, a string, an object with a message, or anything else', () => {
    expect(errorMessage(new TypeError('x'))).toBe('x');
    expect(errorMessage('texte')).toBe('texte');
    expect(errorMessage({ message: 'm', status: 500 })).toBe('m');
    expect(errorMessage({ code: 3 })).toBe('{"code":3}');
    expect(errorMessage(undefined)).toBe('undefined');
  });
});
