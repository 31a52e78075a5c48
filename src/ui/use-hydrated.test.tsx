/**
 * Hydration without a second, synchronous render: a component that only asks whether it mounted
 * while React hydrated the server's HTML must not be rendered again at the end of the hydration
 * commit (useSyncExternalStore's server/client snapshot switch did exactly that, in the same long
 * task as every effect of the page: issue 23, Total Blocking Time).
 */
import { Profiler, startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { SafeHtml } from './safe-html';
import { useHydrated } from './use-hydrated';

/**
 * Hydrate `element` over the server's `html` (by default what renderToString makes of it), and say
 * which commits React made of it (Profiler phases).
 */
async function hydrateAndCount(element: ReactNode, html = renderToString(element)) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const phases: string[] = [];
  const counted = (
    <Profiler id="page" onRender={(_id, phase) => phases.push(phase)}>
      {element}
    </Profiler>
  );
  let root!: ReturnType<typeof hydrateRoot>;
  const recoverable: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, counted, { onRecoverableError: (error) => recoverable.push(error) });
  });
  return { container, phases, recoverable, unmount: () => act(() => root.unmount()) };
}

function Shown() {
  return <p>{useHydrated() ? 'navigateur' : 'serveur'}</p>;
}

describe('useHydrated', () => {
  it('a SafeHtml hydrated from the server’s HTML is committed once, not rendered again after hydration', async () => {
    // The server's HTML as the server's sanitizer wrote it (the browser's is not loaded while hydrating).
    const page = await hydrateAndCount(<SafeHtml html="<p>Une heure pour soi</p>" />, '<div><p>Une heure pour soi</p></div>');
    expect(page.recoverable).toEqual([]);
    expect(page.container).toHaveTextContent('Une heure pour soi');
    expect(page.phases).toEqual(['mount']);
    await page.unmount();
  });

  it('is false while hydrating and true afterwards, without a hydration mismatch', async () => {
    const page = await hydrateAndCount(<Shown />);
    expect(page.recoverable).toEqual([]);
    expect(page.container).toHaveTextContent('navigateur');
    await page.unmount();
  });

  it('is true at once in a tree mounted on the client (a navigation): one render, no flip', async () => {
    const phases: string[] = [];
    const view = render(
      <Profiler id="client" onRender={(_id, phase) => phases.push(phase)}>
        <Shown />
      </Profiler>,
    );
    expect(view.container).toHaveTextContent('navigateur');
    expect(phases).toEqual(['mount']);
    // Mounted inside a transition too (a route change).
    const later = document.createElement('div');
    await act(async () => startTransition(() => render(<Shown />, { container: document.body.appendChild(later) }) && undefined));
    expect(later).toHaveTextContent('navigateur');
  });
});
