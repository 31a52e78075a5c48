/**
 * The footer's opening hours (COMPANY_HOURS) are written as their language writes them, and marked
 * with it when the API left them in the site's default language on a page in another (issue 36).
 * The footer renders alone, with plain links and no router, as the shell's first parts can.
 */
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { ConsentProvider } from '@/features/consent/use-consent';
import { I18nProvider } from '@/features/i18n/use-i18n';
import { WithPlainShellNavigation } from '@tests/support/plain-shell-navigation';
import { buildMenu } from './menu-model';
import { footerHoursOf, siteDataOf } from './site-data';
import { SiteFooter } from './site-footer';

async function footerOn(locale: string, hours: { value: string; untranslated?: string[] }) {
  const site = siteDataOf([
    { type: 'COMPANY_NAME', value: 'Domaine' },
    { type: 'COMPANY_HOURS', ...hours },
  ]);
  await act(async () =>
    render(
      <WithPlainShellNavigation>
        <I18nProvider locale={locale} locales={['fr_FR', 'en_GB']}>
          <ConsentProvider analytics={undefined}>
            <Suspense fallback={null}>
              <SiteFooter
                menu={buildMenu([])}
                site={site}
                logo={null}
                logoMarkup={{ inlined: [], svgs: undefined }}
                siteName="Domaine"
                partners={[]}
                year="2026"
                newsletter={false}
                hours={footerHoursOf(site.company, locale, 'fr_FR')}
              />
            </Suspense>
          </ConsentProvider>
        </I18nProvider>
      </WithPlainShellNavigation>,
    ),
  );
  await screen.findByRole('contentinfo');
}

function hoursList(): HTMLElement {
  const list = screen.getByRole('contentinfo').querySelector<HTMLElement>('.site-footer__hours');
  if (!list) throw new Error('no hours in the footer');
  return list;
}

describe('the footer’s opening hours', () => {
  it('keep the French of hours the API left untranslated on an English page, marked French, in French typography', async () => {
    await footerOn('en_GB', { value: 'Caveau : du mardi au samedi, de 10h à 12h30', untranslated: ['value'] });
    expect(hoursList()).toHaveAttribute('lang', 'fr');
    expect(hoursList().textContent).toBe('Caveau\u00a0: du mardi au samedi, de 10\u00a0h à 12\u00a0h\u00a030');
  });

  it('write translated hours as an English page does, a time kept on one line', async () => {
    await footerOn('en_GB', { value: 'Tasting room: Tuesday to Saturday, 10 am to 12.30 pm' });
    expect(hoursList()).not.toHaveAttribute('lang');
    expect(hoursList().textContent).toContain('10\u00a0am to 12.30\u00a0pm');
  });
});
