import { afterEach, describe, expect, it } from 'vitest';
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

const toolScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-consent-tool]')].map((s) => s.src);

afterEach(() => {
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0]?.trim())) if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  for (const script of document.querySelectorAll('script[data-consent-tool]')) script.remove();
});

describe('ConsentProvider', () => {
  it('loads a tool only after consent, stores the choice in one cookie', async () => {
    const user = userEvent.setup();
    render(
      <ConsentProvider analytics={{ plausible: { domain: 'massages-vendee.fr' } }} cookies={document.cookie}>
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

  it('starts from the choice in the cookie string it is given (the same on the server and in the browser)', () => {
    const stored = encodeURIComponent(JSON.stringify({ v: 1, at: Date.now() - 1000, tools: { plausible: true }, embeds: ['youtube'] }));
    render(
      <ConsentProvider analytics={{ plausible: { domain: 'massages-vendee.fr' } }} cookies={`token=x; vitrine_consent=${stored}`}>
        <Controls />
      </ConsentProvider>,
    );
    expect(screen.getByText('Plausible actif')).toBeInTheDocument();
  });
});
