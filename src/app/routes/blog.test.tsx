/**
 * The blog's listing and an article's page in the page's language (issue 36). No site of the demo
 * has an English blog (site 52, the one in English, has none), so site 51's blog is rendered on an
 * English page: the articles are the site's (French), every word around them is the page's.
 */
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ownDemoApi } from '@tests/support/own-demo-api';
import { renderApp } from '@tests/support/render-app';

configure({ asyncUtilTimeout: 10_000 });

const demo = ownDemoApi();

describe('the blog listing', () => {
  it('speaks English on an English page: search, categories, count, dates and pager', async () => {
    await renderApp(demo.client(51), '/articles-de-massages', { locale: 'en_GB', locales: ['fr_FR', 'en_GB'] });
    const search = await screen.findByRole('search');
    expect(within(search).getByLabelText('Search the articles')).toHaveAttribute('placeholder', 'e.g. back, sleep, running');
    expect(within(search).getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Blog categories' })).toHaveTextContent(/^All articles/);
    expect(await screen.findByText(/^\d+ articles?( · page 1 of \d+)?$/)).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(main.querySelector('.card-grid__meta time')).toHaveTextContent(
      /^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
    );
    const pager = screen.queryByRole('navigation', { name: 'Article pages' });
    if (pager) expect(within(pager).getByRole('link', { name: 'Next page' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages des articles' })).toBeNull();
    // The listing's own words and every date: the articles' texts are the site's.
    const own = [search, ...main.querySelectorAll('.blog-filters__folders, .blog-list__count, time, nav')].map((part) => part.textContent).join(' ');
    expect(own).not.toMatch(
      /Rechercher|Tous les articles|Rubrique|sur \d|Précédente|suivante|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre/u,
    );
  });

  it('an article’s page speaks English on an English page: its date, keywords and further reading', async () => {
    const { router } = await renderApp(demo.client(51), '/articles-de-massages', { locale: 'en_GB', locales: ['fr_FR', 'en_GB'] });
    const first = (await screen.findAllByRole('link', { name: /\S/ })).find((link) => link.closest('.card-grid__title'));
    const href = first?.getAttribute('href') ?? '';
    expect(href).toMatch(/^\/en\//);
    await act(() => router.navigate(href.slice('/en'.length)));
    const meta = await screen.findByText(/^Published on /, { selector: 'span' });
    expect(meta).toHaveTextContent(
      /^Published on \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}( by .+)?$/,
    );
    expect(screen.getByText('Keywords:')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Further reading' })).toBeInTheDocument();
    // The way back to its folder was French on an English page (« ← Tous les articles « Conseils » »).
    expect(screen.getByRole('link', { name: /^All articles in “[^”]+”$/u })).toBeInTheDocument();
  });

  it('an article’s way back to its folder is named by its words, the folder’s name kept whole in its « »', async () => {
    await renderApp(demo.client(51), '/blog/massage-et-sommeil');
    const back = await screen.findByRole('link', { name: /^Tous les articles «\s/u });
    // The arrow drawn before it was read out (« flèche gauche Tous les articles… »).
    expect(back).toHaveAccessibleName('Tous les articles «\u00a0Bien-être\u00a0»');
    expect(back.textContent).toBe('← Tous les articles «\u00a0Bien-être\u00a0»');
  });

  it('keeps its French on a French page', async () => {
    await renderApp(demo.client(51), '/articles-de-massages');
    const search = await screen.findByRole('search');
    expect(within(search).getByLabelText('Rechercher un article')).toHaveAttribute('placeholder', 'Ex.\u00a0: dos, sommeil, trail');
    expect(screen.getByRole('navigation', { name: 'Rubriques du blog' })).toHaveTextContent(/^Tous les articles/);
    expect(await screen.findByText(/^\d+ articles?( · page 1 sur \d+)?$/)).toBeInTheDocument();
  });

  it('keeps the focus in the search box once the search is done, and the box follows the address', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(demo.client(51), '/articles-de-massages');
    const box = within(await screen.findByRole('search')).getByLabelText('Rechercher un article');
    await user.type(box, 'sommeil{Enter}');
    await screen.findByText(/^Titres contenant « sommeil »/u);
    expect(router.state.location.search).toBe('?q=sommeil');
    // The box was remounted for every search, and the focus fell to the top of the page.
    const after = within(screen.getByRole('search')).getByLabelText('Rechercher un article');
    expect(after).toBe(box);
    expect(box).toHaveFocus();
    expect(box).toHaveValue('sommeil');
    // « Effacer la recherche »: the address has no search any more, nor has the box.
    await user.click(screen.getByRole('link', { name: 'Effacer la recherche' }));
    await waitFor(() => expect(screen.queryByText(/^Titres contenant/u)).not.toBeInTheDocument());
    expect(router.state.location.search).toBe('');
    // The box is emptied by an effect of the address's change, which may run after the list's update.
    await waitFor(() => expect(within(screen.getByRole('search')).getByLabelText('Rechercher un article')).toHaveValue(''));
  });

  it.each([
    { locale: 'fr_FR', box: 'Rechercher un article', count: /^\d+ articles?$/u, none: 'Aucun article ne correspond à votre recherche.' },
    { locale: 'en_GB', box: 'Search the articles', count: /^\d+ articles?$/u, none: 'No article matches your search.' },
  ])(
    'announces a search’s outcome to screen readers ($locale): a polite status region, there before its text changes',
    async ({ locale, box, count, none }) => {
      const user = userEvent.setup();
      await renderApp(demo.client(51), '/articles-de-massages', { locale, locales: ['fr_FR', 'en_GB'] });
      const before = await screen.findByText(/^\d+ articles?/u, { selector: 'p' });
      const region = before.closest('[role="status"]');
      // The count was a plain paragraph, gone during the search and back with its text: never read out.
      expect(region).not.toBeNull();
      expect(region).not.toHaveAttribute('aria-live', 'off');
      const search = within(screen.getByRole('search')).getByLabelText(box);
      await user.type(search, 'sommeil{Enter}');
      expect(await within(region as HTMLElement).findByText(count)).toBeInTheDocument();
      expect(region).toBeInTheDocument();
      await user.clear(search);
      await user.type(search, 'xylophone{Enter}');
      expect(await within(region as HTMLElement).findByText(none)).toBeInTheDocument();
      expect(region).toBeInTheDocument();
    },
  );

  it('takes the focus to the page’s heading when a page of the list is chosen (it stayed on the link, at the foot, off screen)', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(demo.client(51), '/articles-de-massages');
    const pages = await screen.findByRole('navigation', { name: /^Pages/u });
    await user.click(within(pages).getByRole('link', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });
});
