/**
 * The route table against the demo API (jsdom): CMS pages by both readings of SPEC §2 with one
 * canonical URL, the 404, the error page strings, `?from=` visit logging, the menu.
 */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ownDemoApi } from '@tests/support/own-demo-api';
import { renderApp } from '@tests/support/render-app';

configure({ asyncUtilTimeout: 10_000 });

// Its own demo API: the visit log it reads holds only this file's visits.
const demo = ownDemoApi();

const renderAt = async (path: string, siteId = 51) => (await renderApp(demo.client(siteId), path)).router;

const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

describe('route table', () => {
  it('shows a nested CMS page with its title, description and canonical URL', async () => {
    await renderAt('/mes-prestations/massages-en-vendee');
    expect(await screen.findByRole('heading', { level: 1, name: /massages bien-être en vendée/i })).toBeInTheDocument();
    // Document meta is written by an effect, after the heading is committed: wait for it.
    await waitFor(() => expect(document.title).toMatch(/^Mes massages bien-être en Vendée — /));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/californien/i);
    expect(canonical()).toMatch(/\/mes-prestations\/massages-en-vendee$/);
  });

  it('shows the same page at its bare slug, with the same canonical URL', async () => {
    await renderAt('/massages-en-vendee');
    expect(await screen.findByRole('heading', { level: 1, name: /massages bien-être en vendée/i })).toBeInTheDocument();
    await waitFor(() => expect(canonical()).toMatch(/\/mes-prestations\/massages-en-vendee$/));
  });

  it('gives the 404 in French and a way on for an unknown path: the home and the site’s pages', async () => {
    await renderAt('/cette-page-n-existe-pas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cette page est introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
    const pages = screen.getByRole('navigation', { name: /^L’adresse a peut-être changé\. Ces pages pourraient vous aider/u });
    expect(within(pages).getByRole('link', { name: /qui suis-je/iu })).toHaveAttribute('href', '/qui-suis-je');
    await waitFor(() => expect(document.title).toBe('Cette page est introuvable'));
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('gives the 404 of an English page in the spec’s words, its way on in English', async () => {
    await renderApp(demo.client(52).inLocale('en_GB'), '/no-such-page', { locale: 'en_GB', locales: ['fr_FR', 'en_GB'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'This page could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
    const pages = screen.getByRole('navigation', { name: /^The address may have changed\. These pages might help/u });
    expect(within(pages).getByRole('link', { name: /the estate/iu })).toHaveAttribute('href', '/en/the-estate');
    await waitFor(() => expect(document.title).toBe('This page could not be found'));
  });

  it('gives the 404 for a known slug under the wrong parent, and for later-issue routes without a CMS page', async () => {
    await renderAt('/vous-etes/massages-en-vendee');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cette page est introuvable' })).toBeInTheDocument();
  });

  it('leads /contact to the site’s own contact page from its page tree, query kept', async () => {
    const router = await renderAt('/contact?source=carte');
    await waitFor(() => expect(router.state.location.pathname).toBe('/me-contacter'));
    expect(router.state.location.search).toBe('?source=carte');
    const winemaker = await renderAt('/contact', 52);
    await waitFor(() => expect(winemaker.state.location.pathname).toBe('/nous-contacter'));
  });

  it('publishes the blog listing at the URL of the site’s BLOG page, named by that page', async () => {
    await renderAt('/articles-de-massages');
    expect(await screen.findByRole('search')).toHaveTextContent('Rechercher un article');
    await waitFor(() => expect(document.title).toMatch(/^Articles et conseils bien-être — /));
    // The winemaker's page tree has no BLOG page: the same path is nobody's blog there.
    await renderAt('/articles-de-massages', 52);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cette page est introuvable' })).toBeInTheDocument();
  });

  it('shows the login and registration forms at /auth, out of search engines', async () => {
    await renderAt('/auth');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'J’ai déjà un compte' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Je crée mon compte' })).toBeInTheDocument();
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow'));
  });

  it('sends an anonymous visitor of the personal space to the login page, which will bring them back', async () => {
    const router = await renderAt('/mon-compte');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe('?retour=%2Fmon-compte');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
  });

  it('renders the legal routes', async () => {
    await renderAt('/legal-notice');
    expect(await screen.findByRole('heading', { level: 1, name: /mentions légales/i })).toBeInTheDocument();
  });

  it('sends a bare /blog to the blog', async () => {
    const router = await renderAt('/blog');
    await waitFor(() => expect(router.state.location.pathname).toBe('/articles-de-massages'));
    expect(await screen.findByRole('heading', { level: 1 })).not.toHaveTextContent(/introuvable/u);
  });

  it('gives the 404 at /blog for a site without a blog page', async () => {
    await renderAt('/blog', 52);
    expect(await screen.findByRole('heading', { level: 1, name: 'Cette page est introuvable' })).toBeInTheDocument();
  });

  it('logs a ?from= visit, then replaces the URL without the query', async () => {
    const marker = `test-${Date.now()}`;
    const router = await renderAt(`/qui-suis-je?from=${marker}&utm=1`);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?utm=1');
    expect(router.state.location.pathname).toBe('/qui-suis-je');
    const response = await fetch(`${demo.url}/__demo/visits`);
    const body: unknown = await response.json();
    expect(JSON.stringify(body)).toContain(marker);
  });

  it('logs a ?from= visit on a client-side navigation too, then drops the query', async () => {
    const marker = `client-${Date.now()}`;
    const router = await renderAt('/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    await router.navigate(`/qui-suis-je?from=${marker}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/qui-suis-je'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    const response = await fetch(`${demo.url}/__demo/visits`);
    expect(JSON.stringify(await response.json())).toContain(marker);
  });

  it('lets a keyboard user open a dropdown and reach a child page', async () => {
    const user = userEvent.setup();
    const router = await renderAt('/');
    const nav = await screen.findByRole('navigation', { name: 'Menu principal' });
    const toggle = within(nav).getByRole('button', { name: /mes prestations/i });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(within(nav).getByRole('link', { name: /packs de massages/i }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mes-prestations/pack-de-massages'));
    expect(await screen.findByRole('heading', { level: 1, name: /packs de massages/i })).toBeInTheDocument();
  });
});

describe('block catalogue route', () => {
  it('mounts the renderer’s catalogue at /blocs on the dev server', async () => {
    await renderAt('/blocs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalogue des blocs' })).toBeInTheDocument();
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/));
  });
});
