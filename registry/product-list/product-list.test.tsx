import { describe, expect, inject, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createApiClient } from '@/api/client';
import { demoApiClient, renderBlock } from '@tests/support/render-block';
import { renderApp } from '@tests/support/render-app';
import { definition } from './definition';
import { filtersQuery, readFilters } from './product-list';

describe('product-list', () => {
  it('lists the demo catalogue by price, with links to readable product URLs', async () => {
    await renderBlock(definition, definition.example);
    expect(screen.getByRole('heading', { level: 1, name: 'La boutique' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('13 produits, du moins cher au plus cher');
    const names = within(screen.getByRole('list'))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(names[0]).toBe('Bougies chauffe-plat parfumées — édition d’hiver');
    expect(names.at(-1)).toBe('Pack 10 massages de 60 minutes');
    expect(screen.getByRole('link', { name: 'Coffret cocooning' })).toHaveAttribute('href', '/boutique/coffret-cocooning-12');
    expect(screen.getByRole('checkbox', { name: 'Huiles de massage' })).toBeInTheDocument();
  });

  it('filters by a declination option, grouped under its variation’s name (GET /variation)', async () => {
    await renderBlock(definition, definition.example);
    const duration = screen.getByRole('group', { name: 'Durée du massage' });
    await userEvent.click(within(duration).getByRole('checkbox', { name: '90 minutes' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^\d produits? correspondant à votre recherche/));
    const names = within(screen.getByRole('list'))
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent);
    expect(names).toContain('Bon cadeau — massage californien');
    expect(names).not.toContain('Coffret cocooning');
  });

  it('keeps the focus on the box just ticked and in the search field just sent, and follows the address when the filters are cleared', async () => {
    const user = userEvent.setup();
    await renderBlock(definition, definition.example);
    const oils = screen.getByRole('checkbox', { name: 'Huiles de massage' });
    oils.focus();
    await user.keyboard(' ');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/correspondant à votre recherche/u));
    // The same box, still focused (a key per state remounted it, and the focus fell to the page).
    expect(screen.getByRole('checkbox', { name: 'Huiles de massage' })).toBe(oils);
    expect(oils).toHaveFocus();
    expect(oils).toBeChecked();

    const search = screen.getByRole('searchbox', { name: 'Rechercher' });
    await user.type(search, 'lavande{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^1 produit correspondant/u));
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toBe(search);
    expect(search).toHaveFocus();

    await user.click(screen.getByRole('link', { name: /Effacer les filtres/u }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('13 produits, du moins cher au plus cher'));
    expect(oils).not.toBeChecked();
    expect(search).toHaveValue('');
  });

  it('keeps what the visitor types in the search while the list of a box just ticked is loading', async () => {
    const user = userEvent.setup();
    // The demo API, its filtered lists answered 400 ms late (a slow connection).
    const url = inject('demoApiUrl');
    const slowFilters: typeof fetch = (input, init) => {
      const filtered = /\/v2\/product\?.*kind=/u.test(input instanceof Request ? input.url : String(input));
      return new Promise((resolve) => setTimeout(resolve, filtered ? 400 : 0)).then(() => fetch(input, init));
    };
    const api = createApiClient({ apiUrl: url, siteId: 51, getLocale: () => 'fr_FR', getToken: () => null, appOrigin: url, fetch: slowFilters });
    await renderBlock(definition, definition.example, { api });
    await user.click(screen.getByRole('checkbox', { name: 'Huiles de massage' }));
    // Typed before the ticked box's list has arrived: the new address then emptied the field.
    const search = screen.getByRole('searchbox', { name: 'Rechercher' });
    await user.type(search, 'lavande');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/correspondant à votre recherche/u));
    expect(search).toHaveValue('lavande');
    expect(search).toHaveFocus();
  });

  it('writes an option in French typography and filters by its value as the API wrote it', async () => {
    await renderBlock(definition, definition.example);
    const amount = screen.getByRole('checkbox', { name: /^50\s€$/u });
    // The label keeps « 50 € » together (no line ending with « 50 » at 390 px); the filter sends the API's own value.
    expect(amount.closest('label')?.textContent).toBe(' 50\u00a0€');
    expect(amount).toHaveAttribute('value', '50 €');
  });

  it('drops a filter value the catalogue does not offer (another language’s theme) instead of emptying the list', async () => {
    const count = /^[1-9]\d* produits? correspondant à votre recherche/u;
    await renderApp(demoApiClient(), '/boutique?type=OIL');
    const oils = (await screen.findByText(count, {}, { timeout: 5000 })).textContent;
    cleanup();
    // « seafood »: a theme of the English catalogue, kept in the address by the language switch.
    await renderApp(demoApiClient(), '/boutique?type=OIL&theme=seafood&option=120+minutes');
    expect((await screen.findByText(/produits? correspondant|Aucun produit/u, {}, { timeout: 5000 })).textContent).toBe(oils);
    expect(screen.getByRole('checkbox', { name: 'Huiles de massage' })).toBeChecked();
  });

  it('puts the filters behind a disclosure, closed on arrival, that says how many apply', async () => {
    await renderApp(demoApiClient(), '/boutique?type=OIL&q=lavande');
    await screen.findByText(/correspondant à votre recherche/u, {}, { timeout: 5000 });
    const toggle = screen.getByText('Filtrer les produits (2)', { selector: 'summary' });
    const box = toggle.closest('details');
    expect(box).not.toHaveAttribute('open');
    expect(screen.getByRole('checkbox', { name: 'Huiles de massage', hidden: true })).not.toBeVisible();
    await userEvent.click(toggle);
    expect(box).toHaveAttribute('open');
    expect(screen.getByRole('checkbox', { name: 'Huiles de massage' })).toBeVisible();
  });

  it('reads the filters of the URL and turns them into the list query (SPEC §3)', () => {
    const filters = readFilters(new URLSearchParams('q=+lavande+&type=OIL&type=BOX&theme=hiver&option=90+minutes&page=x'));
    expect(filters).toEqual({ search: 'lavande', kinds: ['OIL', 'BOX'], tags: ['hiver'], options: ['90 minutes'], page: 1 });
    expect(filtersQuery(filters)).toEqual({
      filters: {
        search: { type: 'like', value: 'lavande' },
        kind: { type: 'equal', value: ['OIL', 'BOX'] },
        tags: { type: 'equal', value: ['hiver'] },
        variation: { type: 'equal', value: ['90 minutes'] },
      },
    });
    expect(filtersQuery(readFilters(new URLSearchParams('')))).toEqual({});
    expect(filtersQuery(readFilters(new URLSearchParams('page=2')))).toEqual({ page: 2 });
  });
});
