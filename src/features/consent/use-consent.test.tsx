import { afterEach, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsentProvider, useConsent } from './use-consent';

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

const toolScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-consent-tool]')].map((s) => s.src);

afterEach(() => {
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0]?.trim())) if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  for (const script of document.querySelectorAll('script[data-consent-tool]')) script.remove();
});

describe('ConsentProvider', () => {
  it('loads a tool only after consent, stores the choice in one cookie', async () => {
    const user = userEvent.setup();
    render(
      <ConsentProvider analytics={{ plausible: { domain: 'massages-vendee.fr' } }}>
        <Controls />
      </ConsentProvider>,
    );
    expect(screen.getByText('Plausible inactif')).toBeInTheDocument();
    expect(toolScripts()).toEqual([]);
    expect(document.cookie).not.toContain('vitrine_consent');

    await user.click(screen.getByRole('button', { name: 'Tout accepter' }));
    expect(screen.getByText('Plausible actif')).toBeInTheDocument();
    await waitFor(() => expect(toolScripts()).toEqual(['https://plausible.io/js/script.manual.js']));
    expect(document.cookie).toContain('vitrine_consent=');

    // "Tout refuser" withdraws the tool.
    await user.click(screen.getByRole('button', { name: 'Tout refuser' }));
    expect(screen.getByText('Plausible inactif')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('plausible_ignore')).toBe('true'));
  });

  it('renders without the choice on the server (every visitor alike), then restores the stored one in the browser without writing it again', async () => {
    const at = Date.now() - 1000;
    const stored = encodeURIComponent(JSON.stringify({ v: 1, at, tools: { plausible: true }, embeds: [] }));
    document.cookie = `vitrine_consent=${stored}; Path=/`;
    const tree = (
      <ConsentProvider analytics={{ plausible: { domain: 'massages-vendee.fr' } }}>
        <Controls />
        <Banner />
      </ConsentProvider>
    );
    // The server's HTML (no effect runs): nothing granted, no banner — whatever the visitor's cookie.
    const html = renderToString(tree);
    expect(html).toContain('Plausible inactif');
    expect(html).not.toContain('Bandeau');
    render(tree);
    expect(await screen.findByText('Plausible actif')).toBeInTheDocument();
    expect(screen.queryByText('Bandeau')).not.toBeInTheDocument();
    await waitFor(() => expect(toolScripts()).toEqual(['https://plausible.io/js/script.manual.js']));
    // Read, not rewritten: the choice keeps its date (and so its 13 months).
    expect(decodeURIComponent(document.cookie)).toContain(`"at":${at}`);
  });

  it('opens the banner in the browser only, for a visitor who has not chosen', async () => {
    const tree = (
      <ConsentProvider analytics={{ plausible: { domain: 'massages-vendee.fr' } }}>
        <Banner />
      </ConsentProvider>
    );
    expect(renderToString(tree)).not.toContain('Bandeau');
    render(tree);
    expect(await screen.findByText('Bandeau')).toBeInTheDocument();
  });
});
