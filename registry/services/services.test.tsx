import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBlock } from '@tests/support/render-block';
import { definition } from './definition';

/** The block's region, its cards and its filters, as a visitor finds them. */
function servicesBlock() {
  const region = screen.getByRole('region', { name: 'Choisissez votre formule' });
  const list = within(region)
    .getAllByRole('list')
    .find((l) => l.classList.contains('vb-services__list'));
  const cards = within(list!)
    .getAllByRole('listitem')
    .filter((li) => li.parentElement === list);
  const card = (title: string) => cards.find((c) => within(c).queryByRole('link', { name: title }))!;
  return { region, cards, card };
}

/** Site 51's themes as filters (its booking page's block gives them). */
const WITH_THEMES = {
  title: 'Choisissez votre formule',
  intro: 'Comparez les durées et les tarifs, puis réservez en ligne, en quelques minutes.',
  tagLabels: [
    { tag: 'studio', label: 'Au studio' },
    { tag: 'domicile', label: 'À domicile' },
    { tag: 'entreprise', label: 'En entreprise' },
    { tag: 'relaxation', label: 'Détente' },
    { tag: 'sport', label: 'Sport et récupération' },
    { tag: 'grossesse', label: 'Grossesse' },
  ],
};

describe('services', () => {
  it('lists the demo services with their lengths, prices, page and booking links', async () => {
    await renderBlock(definition, WITH_THEMES);
    const { region, cards, card } = servicesBlock();
    expect(cards).toHaveLength(9);
    expect(within(region).getByRole('status')).toHaveTextContent(/^9 prestations\.$/);
    // Each massage is one card with all its lengths: the californien's 90 minutes were a second card
    // « Massage californien — 90 minutes », the visitor saw the same massage twice.
    const headings = cards.map((c) => within(c).getByRole('heading').textContent ?? '');
    expect(headings.filter((h) => /californien/iu.test(h))).toEqual(['Massage californien']);
    expect(within(card('Massage californien')).getByRole('list', { name: 'Durées et tarifs' })).toHaveTextContent(/^1 h · 65\s€1 h 30 · 90\s€$/);
    const suedois = card('Massage suédois');
    expect(within(suedois).getByRole('link', { name: 'Massage suédois' })).toHaveAttribute('href', '/reservation-en-ligne/massage-suedois-3');
    expect(within(suedois).getByRole('list', { name: 'Durées et tarifs' })).toHaveTextContent(/^1 h · 65\s€1 h 30 · 90\s€$/);
    expect(within(suedois).getByRole('link', { name: /^Réserver\s*:\s*Massage suédois$/ })).toHaveAttribute(
      'href',
      '/reservation-en-ligne?prestation=3#reserver',
    );
    // Amma assis is booked on the companies' page (a quote), not here.
    expect(within(region).getByRole('link', { name: /^Demander un devis\s*:\s*Amma assis en entreprise$/ })).toHaveAttribute(
      'href',
      '/vous-etes/massages-en-entreprise',
    );
    // Filters: only the themes the services carry ("grossesse", "entreprise"… are there, in the props' order).
    const filters = within(region).getByRole('navigation', { name: 'Filtrer les prestations' });
    expect(
      within(filters)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Tous', 'Au studio', 'À domicile', 'En entreprise', 'Détente', 'Sport et récupération', 'Grossesse']);
    expect(within(filters).getByRole('link', { name: 'À domicile' })).toHaveAttribute('href', '/?tag=domicile');
  });

  it('says how many services a filter leaves, and which filter is on, in French', async () => {
    await renderBlock(definition, WITH_THEMES);
    const user = userEvent.setup();
    const { region } = servicesBlock();
    await user.click(within(region).getByRole('link', { name: 'Grossesse' }));
    expect(await within(region).findByText('Une prestation : Grossesse.')).toHaveAttribute('role', 'status');
    expect(within(region).getByRole('link', { name: /^Grossesse\s*\(filtre actif, retirer\)$/ })).toHaveAttribute('aria-current', 'true');
    await user.click(within(region).getByRole('link', { name: 'À domicile' }));
    expect(await within(region).findByText('5 prestations : Grossesse ou À domicile.')).toHaveAttribute('role', 'status');
  });

  it('speaks English on an English page: filters, count, lengths and prices, actions', async () => {
    await renderBlock(definition, WITH_THEMES, { locale: 'en_GB' });
    const user = userEvent.setup();
    const { region, cards, card } = servicesBlock();
    expect(cards).toHaveLength(9);
    expect(within(region).getByRole('status')).toHaveTextContent(/^9 experiences\.$/);
    const suedois = card('Massage suédois');
    expect(within(suedois).getByRole('list', { name: 'Lengths and prices' })).toHaveTextContent(/^1 hr · €651 hr 30 · €90$/);
    expect(within(suedois).getByRole('link', { name: /^Book\s*Massage suédois$/ })).toHaveAttribute('href', '/reservation-en-ligne?prestation=3#reserver');
    expect(within(region).getByRole('link', { name: /^Ask for a quote\s*Amma assis en entreprise$/ })).toHaveAttribute(
      'href',
      '/vous-etes/massages-en-entreprise',
    );
    const filters = within(region).getByRole('navigation', { name: 'Filter the experiences' });
    expect(within(filters).getAllByRole('link')[0]).toHaveTextContent(/^All$/);
    // None of the block's own French words is left (the props' labels and the services are the site's).
    expect(region).not.toHaveTextContent(/Réserver|Demander un devis|Durées|prestation|Tous/);

    await user.click(within(filters).getByRole('link', { name: 'Grossesse' }));
    expect(await within(region).findByText('One experience: Grossesse.')).toHaveAttribute('role', 'status');
    expect(within(filters).getByRole('link', { name: /^Grossesse\s*\(active filter, remove\)$/ })).toHaveAttribute('aria-current', 'true');
    await user.click(within(filters).getByRole('link', { name: 'À domicile' }));
    expect(await within(region).findByText('5 experiences: Grossesse or À domicile.')).toHaveAttribute('role', 'status');
  });
});
