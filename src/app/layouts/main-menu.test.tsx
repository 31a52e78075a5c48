/**
 * The desktop menu's ids do not depend on where it is rendered (decision 011, step 2): a part that
 * hydrates as a root of its own must name the same list the server's page named. Rendered without
 * the router, as such a part is (the shell's navigation with plain links).
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useId, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '@/features/i18n/use-i18n';
import { WithPlainShellNavigation } from '@tests/support/plain-shell-navigation';
import { MainMenu } from './main-menu';
import type { MenuEntry } from './menu-model';

function entry(id: number, label: string, href: string, children: MenuEntry[] = []): MenuEntry {
  return { id, slug: href.slice(1), label, href, external: false, icon: null, type: 'TEXT', isFixedOnRight: false, children };
}

const items = [
  entry(1, 'Accueil', '/'),
  entry(2, 'Mes prestations', '/mes-prestations', [entry(3, 'Massages et tarifs', '/mes-prestations/massages-en-vendee')]),
];

/** Something before the menu that takes ids of its own, as the page's one tree does. */
function Preceded({ children }: { children: ReactNode }) {
  const a = useId();
  const b = useId();
  return (
    <>
      <span id={a} />
      <span id={b} />
      {children}
    </>
  );
}

async function toggleControls(tree: ReactNode): Promise<string> {
  // In act: the menu's French words load first, and the render resumes in act's queue.
  const { unmount } = await act(async () =>
    render(
      <WithPlainShellNavigation>
        <I18nProvider locale="fr_FR">
          <Suspense fallback={null}>{tree}</Suspense>
        </I18nProvider>
      </WithPlainShellNavigation>,
    ),
  );
  const toggle = await screen.findByRole('button', { name: /^Afficher les pages de «\s*Mes prestations\s*»$/u });
  const controls = toggle.getAttribute('aria-controls') ?? '';
  await userEvent.setup().click(toggle);
  // The id names the dropdown's list, which now shows its page.
  expect(document.getElementById(controls)).toContainElement(screen.getByRole('link', { name: 'Massages et tarifs' }));
  unmount();
  return controls;
}

describe('MainMenu', () => {
  it('names its dropdown with the same id alone and inside a larger tree', async () => {
    const alone = await toggleControls(<MainMenu items={items} />);
    const inside = await toggleControls(
      <Preceded>
        <MainMenu items={items} />
      </Preceded>,
    );
    expect(inside).toBe(alone);
  });
});
