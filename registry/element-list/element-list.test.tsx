import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderBlock } from '@tests/support/render-block';
import { unreachableApiClient } from '@tests/support/test-providers';
import { definition } from './definition';

/** Site 51's workshops (the demo API's `ateliers` collection). */
const ATELIERS = {
  route: 'ateliers',
  title: 'Prochains rendez-vous',
  intro: 'Les dates à venir, mises à jour au fil de l’agenda.',
  when: 'upcoming',
  maxItems: 6,
};

describe('element-list', () => {
  it('without its own title, is titled « Prochaines dates » in the page’s language: “Upcoming dates” on an English page', async () => {
    const { unmount } = await renderBlock(definition, { route: 'ateliers' });
    expect(screen.getByRole('heading', { level: 2, name: 'Prochaines dates' })).toBeInTheDocument();
    unmount();
    await renderBlock(definition, { route: 'ateliers' }, { locale: 'en_GB' });
    expect(screen.getByRole('heading', { level: 2, name: 'Upcoming dates' })).toBeInTheDocument();
    expect(screen.queryByText(/Prochaines dates/u)).toBeNull();
  });

  it('inserted from its example, on any site, says nothing is published yet until a collection is chosen', async () => {
    // The example named site 51's `ateliers`: any other site got its failure (or site 51's workshops).
    await renderBlock(definition, definition.example);
    const region = screen.getByRole('region', { name: 'Prochains rendez-vous' });
    expect(within(region).getByText('Rien n’est encore publié ici.')).toBeInTheDocument();
    expect(within(region).queryAllByRole('listitem')).toEqual([]);
  });

  it('lists the upcoming workshops of the demo API, nearest first, with their facts and links', async () => {
    await renderBlock(definition, ATELIERS);
    const region = screen.getByRole('region', { name: 'Prochains rendez-vous' });
    const cards = await within(region).findAllByRole('listitem');
    // The demo API keeps five workshops ahead of today and one behind (fixtures/server/demo-dates.ts).
    expect(cards).toHaveLength(5);
    expect(within(cards[0]!).getByRole('link', { name: 'Atelier auto-massage des mains et du visage' })).toHaveAttribute(
      'href',
      '/element/ateliers/atelier-auto-massage-des-mains-et-du-visage/1',
    );
    expect(within(cards[0]!).getByText('2 restantes')).toBeInTheDocument();
    expect(within(region).getByText('Complet')).toBeInTheDocument();
    expect(within(region).queryByText(/nuque et du dos/)).toBeNull();
  });

  it('speaks English on an English page: its facts, dates and prices', async () => {
    await renderBlock(definition, ATELIERS, { locale: 'en_GB' });
    const region = screen.getByRole('region', { name: 'Prochains rendez-vous' });
    const cards = await within(region).findAllByRole('listitem');
    expect(within(cards[0]!).getByText('2 left')).toBeInTheDocument();
    expect(within(region).getByText('Full')).toBeInTheDocument();
    expect(
      within(region)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(expect.arrayContaining(['Date', 'Venue', 'Price', 'Places']));
    // The facts are English: their terms, dates and prices (the workshops' own texts are the site's, in French).
    for (const facts of region.querySelectorAll('dl'))
      expect(facts).not.toHaveTextContent(/Lieu|Tarif|Complet|restantes|\d\sh\s\d|samedi|dimanche|décembre|janvier|février|mars/u);
    expect(within(cards[0]!).getByText(/^\p{L}+, \d+ \p{L}+ \d{4}, \d\d:\d\d – \d\d:\d\d$/u)).toBeInTheDocument();
  });

  it('says in English that the dates could not be loaded, with “Try again”, on an English page', async () => {
    await renderBlock(definition, ATELIERS, { api: unreachableApiClient(), locale: 'en_GB' });
    const region = screen.getByRole('region', { name: 'Prochains rendez-vous' });
    const failure = await within(region).findByRole('alert', {}, { timeout: 8000 });
    expect(failure).toHaveTextContent(/^The dates could not be loaded\. Check your connection and try again\.Try again$/);
  }, 15_000);

  it('says in French that the dates could not be loaded, with « Réessayer », on a French page', async () => {
    await renderBlock(definition, ATELIERS, { api: unreachableApiClient() });
    const region = screen.getByRole('region', { name: 'Prochains rendez-vous' });
    const failure = await within(region).findByRole('alert', {}, { timeout: 8000 });
    expect(failure).toHaveTextContent(/^Les dates n’ont pas pu être chargées\. Vérifiez votre connexion puis réessayez\.Réessayer$/u);
  }, 15_000);

  it('shows every element with "all"', async () => {
    await renderBlock(definition, { route: 'ateliers', when: 'all' });
    const region = screen.getByRole('region', { name: 'Prochaines dates' });
    expect(await within(region).findAllByRole('listitem')).toHaveLength(6);
  });
});
