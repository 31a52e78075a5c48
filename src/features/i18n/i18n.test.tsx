import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { frFR } from './fr-fr';
import { detectInitialLocale, format, loadCatalogue, persistLocale, translateFr } from './i18n';
import { I18nProvider, useI18n } from './use-i18n';

function Probe() {
  const { t, locale } = useI18n();
  return (
    <p>
      {locale} — {t('slider.counter', { position: 2, total: 5 })}
    </p>
  );
}

describe('i18n', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.cookie = 'locale=; Max-Age=0; Path=/';
  });

  it('formats slots and leaves unknown ones visible', () => {
    expect(format('Image {position} sur {total}', { position: 1, total: 3 })).toBe('Image 1 sur 3');
    expect(format('Bonjour {nom}')).toBe('Bonjour {nom}');
    expect(translateFr('footer.call', { phone: '06 39 98 42 17' })).toBe('Appeler le 06 39 98 42 17');
  });

  it('keeps the spec’s error-page strings verbatim', () => {
    expect(frFR['error.notFound']).toBe('This page could not be found');
    expect(frFR['error.backHome']).toBe('Back to the home page');
    expect(frFR['error.fatal']).toBe('An error occurred while showing the error page');
    expect(frFR['error.fatalBack']).toBe('Go back to home');
  });

  it('loads another locale lazily, merging over French', async () => {
    const catalogue = await loadCatalogue('en_GB', { en_GB: async () => ({ default: { ...frFR, 'nav.booking': 'Book' } }) });
    expect(catalogue['nav.booking']).toBe('Book');
  });

  it('logs a failed locale load and falls back to French', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const catalogue = await loadCatalogue('de_DE', { de_DE: () => Promise.reject(new Error('404')) });
    expect(catalogue).toBe(frFR);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('locale file: 404'),
      expect.any(Error),
      expect.objectContaining({ locale: 'de_DE', fallback: 'fr_FR' }),
    );
    await loadCatalogue('it_IT', {});
    expect(error).toHaveBeenCalledTimes(2);
  });

  it('detects from the cookie and remembers the choice for 365 days', () => {
    const cookieSetter = vi.spyOn(document, 'cookie', 'set');
    persistLocale('fr_FR');
    expect(cookieSetter).toHaveBeenCalledWith(expect.stringContaining('Max-Age=31536000'));
    expect(detectInitialLocale(['fr_FR'])).toMatchObject({ locale: 'fr_FR' });
  });

  it('provides French and sets <html lang>', async () => {
    render(
      <I18nProvider locale="fr_FR">
        <Probe />
      </I18nProvider>,
    );
    expect(screen.getByText('fr_FR — Image 2 sur 5')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
  });
});
