import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderBlock } from '@tests/support/render-block';
import { createApiClient } from '@/api/client';
import type { Parameter } from '@/api/generated/types';
import { definition } from './definition';
import { promotedNewsStyle } from './promoted-news';

/** A client whose calls never answer: the block stays in its loading state. */
const silentApi = () =>
  createApiClient({ apiUrl: 'http://127.0.0.1:9', siteId: 51, getLocale: () => 'fr_FR', getToken: () => null, fetch: () => new Promise(() => undefined) });

const setting = (value: string | null): Parameter[] => [{ id: 37, type: 'PROMOTED_NEWS_STYLE', kind: 'STRING', label: 'Style', value }];

describe('promoted-news', () => {
  it('shows the newest promoted item of the demo API with its link, in the style the site sets (a banner)', async () => {
    const { container } = await renderBlock(definition, definition.example);
    expect(await screen.findByRole('heading', { level: 2, name: 'Noël 2026\u00a0: offrez un moment de détente' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /En savoir plus/ })).toHaveAttribute('href', '/offrir-un-massage');
    expect(container.querySelector('.vb-promo--banner')).not.toBeNull();
  });

  it('writes its date as the page’s language does: « 1er décembre 2026 », “1 December 2026”', async () => {
    const { container: french } = await renderBlock(definition, definition.example);
    await screen.findByRole('heading', { level: 2 });
    expect(french.querySelector('time')).toHaveTextContent(/^\d{1,2}(?:er)? \p{Ll}+ \d{4}$/u);
    expect(french.querySelector('time')?.textContent).toMatch(/janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre/u);
    const { container: english } = await renderBlock(definition, definition.example, { locale: 'en_GB' });
    await within(english).findByRole('heading', { level: 2 });
    expect(english.querySelector('time')).toHaveTextContent(
      /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
    );
  });

  it('says it is loading in the page’s language: « Chargement de l’actualité… », “Loading the news item…”', async () => {
    const { unmount } = await renderBlock(definition, definition.example, { api: silentApi() });
    expect(screen.getByRole('status')).toHaveTextContent(/^Chargement de l’actualité…$/u);
    unmount();
    await renderBlock(definition, definition.example, { api: silentApi(), locale: 'en_GB' });
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading the news item…$/);
  });

  it('reads its link with the item’s title as the page’s language writes it (no space before the colon in English)', async () => {
    const { unmount } = await renderBlock(definition, definition.example);
    expect((await screen.findByRole('link', { name: /^En savoir plus/ })).textContent).toMatch(/^En savoir plus\u00a0: Noël 2026/u);
    unmount();
    await renderBlock(definition, definition.example, { locale: 'en_GB' });
    expect((await screen.findByRole('link', { name: /^En savoir plus/ })).textContent).toMatch(/^En savoir plus: Noël 2026/u);
  });

  it('without its own words, says « À la une » and « En savoir plus » in the page’s language: “Featured”, “Find out more” on an English page', async () => {
    const { unmount } = await renderBlock(definition, {});
    expect((await screen.findByRole('link', { name: /^En savoir plus/ })).textContent).toMatch(/^En savoir plus\u00a0: /u);
    expect(screen.getByText(/^À la une/u)).toBeInTheDocument();
    unmount();
    await renderBlock(definition, {}, { locale: 'en_GB' });
    expect((await screen.findByRole('link', { name: /^Find out more/ })).textContent).toMatch(/^Find out more: /u);
    expect(screen.getByText(/^Featured/u)).toBeInTheDocument();
    expect(screen.queryByText(/En savoir plus|À la une/u)).toBeNull();
  });

  it('takes the block’s own style first, then PROMOTED_NEWS_STYLE, and falls back to the banner', () => {
    expect(promotedNewsStyle('card', setting('BANNER'))).toBe('card');
    expect(promotedNewsStyle('setting', setting('card'))).toBe('card');
    expect(promotedNewsStyle('setting', setting('BANNER'))).toBe('banner');
    expect(promotedNewsStyle('setting', setting('ROUND'))).toBe('banner');
    expect(promotedNewsStyle('setting', undefined)).toBe('banner');
  });
});
