/**
 * Where the focus goes after a client navigation (use-focus-on-navigate.ts): to the new page's heading,
 * even when it arrives late, unless the visitor has tapped or pressed a key meanwhile.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useFocusOnNavigate } from './use-focus-on-navigate';

/** A shell whose second page shows its heading only when « Arriver » is pressed, with a dialog to open meanwhile. */
function renderShell() {
  function Shell() {
    const mainRef = useRef<HTMLElement>(null);
    useFocusOnNavigate(mainRef);
    const [dialog, setDialog] = useState(false);
    return (
      <>
        <Link to="/suite">Suite</Link>
        <button type="button" onClick={() => setDialog(true)}>
          Ouvrir
        </button>
        {dialog ? (
          <div role="dialog" aria-label="Choix">
            <input aria-label="Réponse" autoFocus />
          </div>
        ) : null}
        <main ref={mainRef} tabIndex={-1}>
          <Outlet />
        </main>
      </>
    );
  }
  function LatePage() {
    const [here, setHere] = useState(false);
    return here ? <h1>Page suivante</h1> : <button onClick={() => setHere(true)}>Arriver</button>;
  }
  const router = createMemoryRouter([
    {
      path: '/',
      element: <Shell />,
      children: [
        { index: true, element: <h1>Accueil</h1> },
        { path: 'suite', element: <LatePage /> },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe('useFocusOnNavigate', () => {
  it('focuses the new page’s heading when it arrives after the navigation', async () => {
    const router = renderShell();
    await act(() => router.navigate('/suite'));
    // Not a visitor's press: the page's own part arriving.
    act(() => screen.getByRole('button', { name: 'Arriver' }).click());
    expect(await screen.findByRole('heading', { name: 'Page suivante' })).toHaveFocus();
  });

  it('leaves the focus in a dialog the visitor opened while the heading was on its way', async () => {
    const router = renderShell();
    await act(() => router.navigate('/suite'));
    const open = screen.getByRole('button', { name: 'Ouvrir' });
    fireEvent.pointerDown(open);
    fireEvent.click(open);
    expect(screen.getByRole('textbox', { name: 'Réponse' })).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Arriver' }).click());
    await screen.findByRole('heading', { name: 'Page suivante' });
    expect(screen.getByRole('textbox', { name: 'Réponse' })).toHaveFocus();
  });
});
