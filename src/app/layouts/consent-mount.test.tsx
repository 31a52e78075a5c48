/**
 * The consent banner and its dialog in the page's language (issue 36): English on an English page,
 * French otherwise. Rendered without the router, as the shell's first parts are to hydrate (decision 011).
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A new page at `locale` (fresh modules: the consent store is one per page). */
async function renderIn(locale: string) {
  vi.resetModules();
  const [{ ConsentProvider }, { I18nProvider }, { ConsentMount }, { WithPlainShellNavigation }] = await Promise.all([
    import('@/features/consent/use-consent'),
    import('@/features/i18n/use-i18n'),
    import('./consent-mount'),
    // With the modules above: the navigation's context must be the one the fresh consent-banner reads.
    import('@tests/support/plain-shell-navigation'),
  ]);
  await act(async () =>
    render(
      <WithPlainShellNavigation>
        <Suspense fallback={null}>
          <I18nProvider locale={locale}>
            <ConsentProvider analytics={{ matomo: { url: 'https://stats.example.com/', siteId: '3' }, plausible: { domain: 'example.com' } }}>
              <ConsentMount />
            </ConsentProvider>
          </I18nProvider>
        </Suspense>
      </WithPlainShellNavigation>,
    ),
  );
}

afterEach(() => {
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0]?.trim())) if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

describe('ConsentMount', () => {
  it('asks in English on an English page, and its dialog says who gets what, in English', async () => {
    const user = userEvent.setup();
    await renderIn('en_GB');
    expect(await screen.findByText('Your cookie choices')).toBeInTheDocument();
    expect(screen.getByText(/^With your consent, we use Matomo and Plausible to measure/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept all' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refuse all' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Customise' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customise my choices' });
    expect(dialog).toHaveTextContent('Matomo, hosted for this site (not shared with anyone)');
    expect(dialog).toHaveTextContent('Cookies set: _pk_id (13 months)');
    expect(dialog).toHaveTextContent('_pk_ses (30 minutes)');
    expect(dialog).not.toHaveTextContent(/mois|Enregistrer|Cookies déposés/);
  });

  it('asks in French on a French page, its dialog too', async () => {
    await renderIn('fr_FR');
    expect(await screen.findByText('Vos choix en matière de cookies')).toBeInTheDocument();
    expect(screen.getByText(/^Avec votre accord, nous utilisons Matomo et Plausible pour mesurer/)).toBeInTheDocument();

    // In act: the dialog's code and its French words load after the click, and the render resumes in act's queue.
    await act(() => userEvent.setup().click(screen.getByRole('button', { name: 'Personnaliser' })));
    const dialog = await screen.findByRole('dialog', { name: 'Personnaliser mes choix' });
    expect(dialog).toHaveTextContent(/Cookies déposés\s: _pk_id \(13 mois\)/u);
  });
});
