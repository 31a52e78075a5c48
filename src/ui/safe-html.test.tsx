import { hydrateRoot } from 'react-dom/client';
import { beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { SafeHtml, preloadSanitizer } from './safe-html';
import { sanitizeHtml } from './sanitize-dompurify';

describe('SafeHtml', () => {
  // DOMPurify loads on demand in the browser; these tests look at the rendered result.
  beforeAll(() => preloadSanitizer());

  it('renders CMS formatting: headings, lists, links, emphasis', () => {
    render(
      <SafeHtml
        html={'<h2>Prendre une heure pour soi</h2><ul><li>Massage californien</li></ul><p><a href="/reservation-en-ligne">Réserver</a> <em>bien-être</em></p>'}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Prendre une heure pour soi' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Massage californien');
    expect(screen.getByRole('link', { name: 'Réserver' })).toHaveAttribute('href', '/reservation-en-ligne');
  });

  it('removes scripts, event handlers and javascript: URLs', () => {
    const { container } = render(
      <SafeHtml
        html={'<p onclick="alert(1)">Texte</p><script>alert(2)</script><img src="x" onerror="alert(3)" alt="x"><a href="javascript:alert(4)">lien</a>'}
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('lien')).not.toHaveAttribute('href');
    expect(screen.getByText('Texte')).toBeInTheDocument();
  });

  it('keeps French punctuation with its word: no line starting with « ? », « : » or « € »', () => {
    const { container } = render(<SafeHtml html={'<h2>Qui suis-je ?</h2><p><strong>Tarif</strong> : 95 €, <a href="/a?b=c" title="Voir ?">voir</a> !</p>'} />);
    expect(container.querySelector('h2')?.textContent).toBe('Qui suis-je\u202f?');
    expect(container.querySelector('p')?.textContent).toBe('Tarif\u00a0: 95\u00a0€, voir\u202f!');
    expect(screen.getByRole('link', { name: 'voir' })).toHaveAttribute('href', '/a?b=c');
    expect(screen.getByRole('link', { name: 'voir' })).toHaveAttribute('title', 'Voir ?');
  });

  it('adds rel="noopener noreferrer" to links that open a new tab', () => {
    render(<SafeHtml html={'<a href="https://www.vendee.fr" target="_blank" rel="opener">Vendée</a>'} />);
    const link = screen.getByRole('link', { name: 'Vendée' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('drops named targets other than _blank', () => {
    render(<SafeHtml html={'<a href="/qui-suis-je" target="_top">Qui suis-je</a>'} />);
    expect(screen.getByRole('link', { name: 'Qui suis-je' })).not.toHaveAttribute('target');
  });

  it('strips inline styles and <style> elements (the CSP blocks them anyway)', () => {
    const out = sanitizeHtml('<style>body{display:none}</style><p style="color:red">Doux</p>');
    expect(out).toBe('<p>Doux</p>');
  });

  it('drops SVG, MathML and form controls', () => {
    const out = sanitizeHtml(
      '<svg><circle r="4"></circle></svg><math><mi>x</mi></math><form action="https://evil.test"><input name="carte"><button>Payer</button></form><p>ok</p>',
    );
    expect(out).not.toMatch(/<svg|<math|<form|<input|<button/);
    expect(out).toContain('<p>ok</p>');
  });

  it('makes CMS images lazy', () => {
    render(<SafeHtml html={'<img src="/demo/studio.jpg" alt="Le studio">'} />);
    expect(screen.getByRole('img', { name: 'Le studio' })).toHaveAttribute('loading', 'lazy');
  });

  it('renders the requested wrapper element with its attributes', () => {
    render(<SafeHtml as="article" aria-label="Mentions légales" html="<p>Éditeur du site</p>" />);
    expect(screen.getByRole('article', { name: 'Mentions légales' })).toHaveTextContent('Éditeur du site');
  });

  it('does not share its hooks with the global DOMPurify instance', async () => {
    const { default: DOMPurify } = await import('dompurify');
    sanitizeHtml('<a href="/" target="_blank">x</a>');
    expect(DOMPurify.sanitize('<a href="/" target="_blank">x</a>', { ADD_ATTR: ['target'] })).not.toContain('noopener');
  });
});

describe('SafeHtml hydrating a page the server rendered', () => {
  /** The server's page: its HTML sanitized by the server (what SafeHtml rendered there), then hydrated. */
  async function hydrateServerPage(serverMarkup: string, html: string) {
    const container = document.createElement('div');
    container.innerHTML = `<section class="prose">${serverMarkup}</section>`;
    document.body.append(container);
    const serverBox = container.firstElementChild;
    const errors: unknown[] = [];
    let root!: ReturnType<typeof hydrateRoot>;
    await act(async () => {
      root = hydrateRoot(container, <SafeHtml as="section" className="prose" html={html} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    const rerender = (next: string) => act(async () => root.render(<SafeHtml as="section" className="prose" html={next} />));
    return { container, serverBox, errors, rerender, unmount: () => act(() => root.unmount()) };
  }

  it('keeps the server’s element and markup as they are, without a hydration error', async () => {
    const markup = '<h2>Soin du dos</h2><p>Une heure, <a href="/reservation-en-ligne">sur rendez-vous</a>.</p>';
    const page = await hydrateServerPage(markup, markup);
    expect(page.container.firstElementChild).toBe(page.serverBox);
    expect(page.serverBox?.innerHTML).toBe(markup);
    expect(page.errors).toEqual([]);
    await page.unmount();
  });

  it('shows new HTML given after hydration, sanitized, in the same element', async () => {
    const markup = '<p>Ancienne description</p>';
    const page = await hydrateServerPage(markup, markup);
    await page.rerender('<p onclick="alert(1)">Nouvelle description</p><script>alert(2)</script>');
    await waitFor(() => expect(page.serverBox).toHaveTextContent('Nouvelle description'));
    expect(page.container.firstElementChild).toBe(page.serverBox);
    expect(page.serverBox?.innerHTML).toBe('<p>Nouvelle description</p>');
    // Back to the first HTML: rendered again, not emptied.
    await page.rerender(markup);
    expect(page.serverBox?.innerHTML).toBe(markup);
    await page.unmount();
  });
});
