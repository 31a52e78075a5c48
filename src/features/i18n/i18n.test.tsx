import { act, render, screen, waitFor } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { frFR } from './shell.fr-fr';
import { detectInitialLocale, format, persistLocale, shellMessages } from './i18n';
import { defineMessages, loadMessages } from './messages';
import { I18nProvider, useI18n } from './use-i18n';
import { useMessages } from './use-messages';

const cartBook = defineMessages('src/test/cart', {
  fr_FR: async () => ({ default: { 'cart.count': { one: '{count} bouteille', other: '{count} bouteilles' }, 'cart.title': 'Votre panier' } }),
  en_GB: async () => ({ default: { 'cart.count': { one: '{count} bottle', other: '{count} bottles' }, 'cart.title': 'Your basket' } }),
});

function Probe({ bottles }: { bottles: number }) {
  const { t, locale } = useI18n();
  const tc = useMessages(cartBook);
  return (
    <p>
      {locale} — {t('slider.counter', { position: 2, total: 5 })} — {tc('cart.title')}: {tc('cart.count', { count: bottles })}
    </p>
  );
}

function renderIn(locale: string, bottles: number) {
  return render(
    <Suspense fallback={<p>…</p>}>
      <I18nProvider locale={locale}>
        <Probe bottles={bottles} />
      </I18nProvider>
    </Suspense>,
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
  });

  it('keeps the spec’s error-page strings verbatim in English', async () => {
    const english = await loadMessages(shellMessages, 'en_GB');
    expect(english['error.title']).toBe('Error');
    expect(english['error.notFound']).toBe('This page could not be found');
    expect(english['error.backHome']).toBe('Back to the home page');
    expect(frFR['error.notFound']).toBe('Cette page est introuvable');
  });

  it('renders French once its strings have loaded, with French plurals (0 is singular), and sets <html lang>', async () => {
    await act(async () => renderIn('fr_FR', 0));
    expect(await screen.findByText('fr_FR — Image 2 sur 5 — Votre panier: 0 bouteille')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'));
  });

  it('renders another locale once its strings have loaded, with its plurals', async () => {
    // A suspended render resumes in act's queue once awaited (as React's docs for `use` say).
    await act(async () => renderIn('en_GB', 0));
    expect(await screen.findByText('en_GB — Image 2 of 5 — Your basket: 0 bottles')).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
  });

  it('logs a failed locale load and falls back to French (SPEC §8)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const french = { hello: 'Bonjour' };
    const book = defineMessages('src/test/hello', { fr_FR: async () => ({ default: french }), de_DE: () => Promise.reject(new Error('404')) });
    expect(await loadMessages(book, 'de_DE')).toBe(french);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('locale file: 404'),
      expect.any(Error),
      expect.objectContaining({ locale: 'de_DE', fallback: 'fr_FR' }),
    );
  });

  it('reads the locale from the URL only, and remembers a choice for 365 days', () => {
    const cookieSetter = vi.spyOn(document, 'cookie', 'set');
    persistLocale('en_GB');
    expect(cookieSetter).toHaveBeenCalledWith(expect.stringContaining('Max-Age=31536000'));
    expect(detectInitialLocale(['fr_FR', 'en_GB'])).toMatchObject({ locale: 'fr_FR', source: 'default' });
  });
});
