/** The site's phone as the header, the menu and the footer show it: one hook for the three. */
import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@/features/i18n/use-i18n';
import { useShellPhone } from './shell-phone';

function Phone({ phone }: { phone: string | null }) {
  const shown = useShellPhone(phone);
  return shown ? (
    <a href={shown.href} aria-label={shown.callLabel}>
      {shown.text}
    </a>
  ) : (
    <p>Pas de téléphone</p>
  );
}

async function renderPhone(phone: string | null, locale: string) {
  await act(async () =>
    render(
      <I18nProvider locale={locale} locales={['fr_FR', 'en_GB']}>
        <Suspense fallback={<p>Chargement…</p>}>
          <Phone phone={phone} />
        </Suspense>
      </I18nProvider>,
    ),
  );
}

describe('useShellPhone', () => {
  it('writes the number as a French page does, with its tel: link and « Appeler le … »', async () => {
    await renderPhone('06 39 98 42 17', 'fr_FR');
    const link = await screen.findByRole('link', { name: 'Appeler le 06 39 98 42 17' });
    expect(link).toHaveTextContent('06 39 98 42 17');
    expect(link).toHaveAttribute('href', 'tel:+33639984217');
  });

  it('writes it as an English page does: international, for a visitor who may call from abroad', async () => {
    await renderPhone('02 51 33 47 82', 'en_GB');
    const link = await screen.findByRole('link', { name: 'Call +33 2 51 33 47 82' });
    expect(link).toHaveTextContent('+33 2 51 33 47 82');
    expect(link).toHaveAttribute('href', 'tel:+33251334782');
  });

  it('gives nothing when the site has no phone', async () => {
    await renderPhone(null, 'fr_FR');
    expect(await screen.findByText('Pas de téléphone')).toBeInTheDocument();
  });
});
