import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBlock } from '@tests/support/render-block';
import { demoApiClient, unreachableApiClient } from '@tests/support/test-providers';
import { definition } from './definition';

describe('google-reviews', () => {
  it('without its own title, is titled « Les avis des clients » in the page’s language: “What customers say” on an English page', async () => {
    const { unmount } = await renderBlock(definition, {}, { api: unreachableApiClient() });
    expect(screen.getByRole('heading', { level: 2, name: 'Les avis des clients' })).toBeInTheDocument();
    unmount();
    await renderBlock(definition, {}, { api: unreachableApiClient(), locale: 'en_GB' });
    expect(screen.getByRole('heading', { level: 2, name: 'What customers say' })).toBeInTheDocument();
    expect(screen.queryByText(/Les avis des clients/u)).toBeNull();
  });

  it('shows the average rating and the latest good reviews from the demo API', async () => {
    await renderBlock(definition, { maxReviews: 2 });
    const region = screen.getByRole('region', { name: 'Les avis des clients' });
    expect(await within(region).findByText('4,9')).toBeInTheDocument();
    expect(within(region).getByRole('img', { name: 'Note : 4,9 sur 5' })).toBeInTheDocument();
    expect(within(region).getByText(/d’après 87 avis Google/)).toBeInTheDocument();
    expect(within(region).getAllByRole('listitem')).toHaveLength(2);
    expect(within(region).getAllByRole('img', { name: 'Note : 5 sur 5' }).length).toBeGreaterThan(0);
    expect(within(region).getByRole('link', { name: /Voir tous les avis ou laisser le vôtre/ })).toHaveAttribute(
      'href',
      'https://g.page/r/CXk2Vn8dQ1mVEAE/review',
    );
  });

  describe('with a maximum age', () => {
    afterEach(() => vi.useRealTimers());

    it('asks the API only for the reviews since the start of that month (`from`)', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-03-15T10:00:00Z'));
      await renderBlock(definition, { maxReviews: 12, minRating: 1, maxAgeMonths: 3 });
      const region = screen.getByRole('region', { name: 'Les avis des clients' });
      // Since 1 December 2025: the three reviews of December, January and February, none older.
      expect(await within(region).findByText(/Un moment hors du temps/)).toBeInTheDocument();
      expect(within(region).getAllByRole('listitem')).toHaveLength(3);
      expect(within(region).getByText(/Offert par mes enfants/)).toBeInTheDocument();
      expect(within(region).queryByText(/Très bon massage californien/)).toBeNull();
      expect(within(region).getByText(/d’après 87 avis Google/)).toBeInTheDocument();
    });

    it('shows every review when no age is set', async () => {
      await renderBlock(definition, { maxReviews: 12, minRating: 1 });
      const region = screen.getByRole('region', { name: 'Les avis des clients' });
      expect(await within(region).findByText(/Un moment hors du temps/)).toBeInTheDocument();
      expect(within(region).getAllByRole('listitem')).toHaveLength(8);
    });
  });

  it('crops a long review and shows the rest on "Lire la suite"', async () => {
    await renderBlock(definition, { maxReviews: 1, excerptLength: 60 });
    const region = screen.getByRole('region', { name: 'Les avis des clients' });
    const more = await within(region).findByRole('button', { name: /Lire la suite/ });
    expect(within(region).getByText(/…/)).toBeInTheDocument();
    await userEvent.click(more);
    expect(within(region).queryByRole('button', { name: /Lire la suite/ })).toBeNull();
    expect(within(region).getByText(/très bien chauffé/)).toBeInTheDocument();
  });

  it('speaks English on an English page: the average, its stars, the count, the link (the reviews stay as written)', async () => {
    await renderBlock(definition, { maxReviews: 2, excerptLength: 60 }, { locale: 'en_GB' });
    const region = screen.getByRole('region', { name: 'What customers say' });
    expect(await within(region).findByText('4.9')).toBeInTheDocument();
    expect(within(region).getByRole('img', { name: 'Rated 4.9 out of 5' })).toBeInTheDocument();
    expect(within(region).getByText('out of 5, from 87 Google reviews')).toBeInTheDocument();
    expect(within(region).getAllByRole('button', { name: /^Read more/ }).length).toBeGreaterThan(0);
    expect(within(region).getByRole('link', { name: /^See all the reviews or leave yours on Google/ })).toHaveTextContent(
      /^See all the reviews or leave yours on Google \(opens in a new tab\)$/,
    );
    // The block's own French is gone, its title included (the reviews are their authors').
    expect(region).not.toHaveTextContent(/sur 5|d’après|Voir tous|nouvel onglet|Lire la suite|«/u);
  });

  it('marks each review with the language its author wrote it in when it is not the page’s: lang="fr" on an English page, lang="en" on a French one', async () => {
    // Site 52: three French reviews (no language given: the site's, French) and one in English (`language: "en"`).
    const props = { maxReviews: 12, minRating: 1 };
    const langs = () =>
      screen.getAllByRole('listitem').map((item) => {
        const quote = item.querySelector('blockquote');
        return `${quote?.getAttribute('lang') ?? '-'} ${within(item).getByText(/^(?:il y a|\d+ \p{L}+ ago|a month ago)/u).textContent}`;
      });
    const { unmount } = await renderBlock(definition, props, { api: demoApiClient(52).inLocale('en_GB'), locale: 'en_GB', locales: ['fr_FR', 'en_GB'] });
    await screen.findByText('Rachel Whitfield', { selector: 'strong' });
    // The relative times are the API's, asked in English.
    expect(langs()).toEqual(['fr 2 weeks ago', 'fr a month ago', '- 4 months ago', 'fr 6 months ago', 'fr 8 months ago']);
    unmount();
    await renderBlock(definition, props, { api: demoApiClient(52), locales: ['fr_FR', 'en_GB'] });
    await screen.findByText('Rachel Whitfield', { selector: 'strong' });
    expect(langs()).toEqual(['- il y a 2 semaines', '- il y a un mois', 'en il y a 4 mois', '- il y a 6 mois', '- il y a 8 mois']);
  });

  it('says in English that the reviews are unavailable when the call fails on an English page', async () => {
    await renderBlock(definition, {}, { api: unreachableApiClient(), locale: 'en_GB' });
    const region = screen.getByRole('region', { name: 'What customers say' });
    expect(await within(region).findByText('Google reviews cannot be shown at the moment.', {}, { timeout: 8000 })).toBeInTheDocument();
  }, 15_000);

  it('says quietly that the reviews are unavailable when the call fails', async () => {
    await renderBlock(definition, {}, { api: unreachableApiClient() });
    const region = screen.getByRole('region', { name: 'Les avis des clients' });
    expect(await within(region).findByText('Les avis Google ne peuvent pas s’afficher pour le moment.', {}, { timeout: 8000 })).toBeInTheDocument();
  }, 15_000);
});
