/**
 * The consent hooks in jsdom: tools only after consent, the choice in one cookie, the server's HTML
 * without the choice, and one consent per page however many React roots read it. The store is one per
 * page (consent-store.ts): each test loads fresh modules, as a new page would.
 */
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

const analytics = () => ({ plausible: { domain: 'massages-vendee.fr' } });

/** A new page: fresh modules (one consent store per page), and a tree that reads its consent. */
async function newPage() {
  vi.resetModules();
  const { ConsentProvider, useConsent } = await import('./use-consent');

  function Controls() {
    const consent = useConsent();
    return (
      <p>
        <span>{consent.canTrack('plausible') ? 'Plausible actif' : 'Plausible inactif'}</span>
        <button type="button" onClick={consent.acceptAll}>
          Tout accepter
        </button>
        <button type="button" onClick={consent.refuseAll}>
          Tout refuser
        </button>
      </p>
    );
  }

  /** Stands for the banner: shown when the state asks for a choice. */
  function Banner() {
    return useConsent().state.view === 'banner' ? <p>Bandeau</p> : null;
  }

  /** One React root's tree: its own provider, given the configuration as a root would be (its own copy). */
  const tree = () => (
    <ConsentProvider analytics={analytics()}>
      <Controls />
      <Banner />
    </ConsentProvider>
  );
  return { tree, useConsent };
}

const toolScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-consent-tool]')].map((s) => s.src);

function storeChoice(tools: Record<string, boolean>, at = Date.now() - 1000) {
  document.cookie = `vitrine_consent=${encodeURIComponent(JSON.stringify({ v: 1, at, tools, embeds: [] }))}; Path=/`;
}

afterEach(() => {
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0]?.trim())) if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  for (const script of document.querySelectorAll('script[data-consent-tool]')) script.remove();
  document.body.replaceChildren();
});

describe('ConsentProvider', () => {
  it('loads a tool only after consent, stores the choice in one cookie', async () => {
    const user = userEvent.setup();
    const { tree } = await newPage();
    render(tree());
    expect(screen.getByText('Plausible inactif')).toBeInTheDocument();
    expect(toolScripts()).toEqual([]);
    expect(document.cookie).not.toContain('vitrine_consent');

    // Answered once the reducer is there (a chunk the banner's showing started to load: consent-store.ts).
    await user.click(screen.getByRole('button', { name: 'Tout accepter' }));
    expect(await screen.findByText('Plausible actif')).toBeInTheDocument();
    await waitFor(() => expect(toolScripts()).toEqual(['https://plausible.io/js/script.manual.js']));
    expect(document.cookie).toContain('vitrine_consent=');

    // "Tout refuser" withdraws the tool.
    await user.click(screen.getByRole('button', { name: 'Tout refuser' }));
    expect(await screen.findByText('Plausible inactif')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('plausible_ignore')).toBe('true'));
  });

  it('renders without the choice on the server (every visitor alike), then restores the stored one in the browser without writing it again', async () => {
    const at = Date.now() - 1000;
    storeChoice({ plausible: true }, at);
    const { tree } = await newPage();
    // The server's HTML (no effect runs): nothing granted, no banner — whatever the visitor's cookie.
    const html = renderToString(tree());
    expect(html).toContain('Plausible inactif');
    expect(html).not.toContain('Bandeau');
    render(tree());
    expect(await screen.findByText('Plausible actif')).toBeInTheDocument();
    expect(screen.queryByText('Bandeau')).not.toBeInTheDocument();
    await waitFor(() => expect(toolScripts()).toEqual(['https://plausible.io/js/script.manual.js']));
    // Read, not rewritten: the choice keeps its date (and so its 13 months).
    expect(decodeURIComponent(document.cookie)).toContain(`"at":${at}`);
  });

  it('hydrates the server’s HTML without a mismatch, then shows the stored choice', async () => {
    storeChoice({ plausible: true });
    const { tree } = await newPage();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(tree());
    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, tree(), { onRecoverableError: (error) => errors.push(error) }));
    expect(await within(container).findByText('Plausible actif')).toBeInTheDocument();
    expect(errors).toEqual([]);
    act(() => root.unmount());
  });

  it('opens the banner in the browser only, for a visitor who has not chosen', async () => {
    const { tree } = await newPage();
    expect(renderToString(tree())).not.toContain('Bandeau');
    render(tree());
    expect(await screen.findByText('Bandeau')).toBeInTheDocument();
  });

  it('is one consent for the page, however many React roots read it: a choice made in one shows in the other at once', async () => {
    const user = userEvent.setup();
    const { tree } = await newPage();
    const first = within(render(tree(), { container: document.body.appendChild(document.createElement('header')) }).container);
    const second = within(render(tree(), { container: document.body.appendChild(document.createElement('footer')) }).container);
    expect(await first.findByText('Bandeau')).toBeInTheDocument();
    expect(second.getByText('Bandeau')).toBeInTheDocument();

    // Once the choice is applied in the root it was made in (the reducer may still be loading), it is in the other too.
    await user.click(first.getByRole('button', { name: 'Tout accepter' }));
    expect(await first.findByText('Plausible actif')).toBeInTheDocument();
    expect(second.getByText('Plausible actif')).toBeInTheDocument();
    expect(second.queryByText('Bandeau')).not.toBeInTheDocument();
    // One page, one tool: its script is added once, the choice written once.
    await waitFor(() => expect(toolScripts()).toEqual(['https://plausible.io/js/script.manual.js']));
    expect(document.cookie.match(/vitrine_consent=/g)).toHaveLength(1);

    await user.click(second.getByRole('button', { name: 'Tout refuser' }));
    expect(await second.findByText('Plausible inactif')).toBeInTheDocument();
    expect(first.getByText('Plausible inactif')).toBeInTheDocument();

    // The server's HTML stays the unread state, whatever this page's visitor chose.
    const html = renderToString(tree());
    expect(html).toContain('Plausible inactif');
    expect(html).not.toContain('Bandeau');
  });
});
