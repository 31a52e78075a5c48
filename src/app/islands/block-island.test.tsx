/**
 * A block island's round trip (decision 011, step 4): the server's render of its own root, then the
 * browser's hydration of that HTML as a root of its own (src/renderer/block-island.tsx), for every
 * block the registry says hydrates so (STANDALONE_BLOCKS), over the demo API. The ids the browser
 * derives are the server's (no hydration mismatch is reported), the block hydrates when reached, and
 * its handlers then answer.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { prerender } from 'react-dom/static';
import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dehydrate, hydrate } from '@tanstack/react-query';
import type { Block } from '@/api/generated/types';
import { setErrorSink, type ErrorReport } from '@/lib/report-error';
import { PendingIslands } from '@/renderer/static-block';
import { blockIslandIdPrefix, type BlockIsland } from '@/renderer/block-island';
import { STANDALONE_BLOCKS } from '@registry/index';
import { blockRegistry, createTestQueryClient, demoApiClient } from '@tests/support/test-providers';
import { blockIslandRoot } from './block-island-root';
import { eventDetail, TOAST_EVENT } from '@/ui/ui-events';
import { hydrateBlockIsland } from './hydrate-block-island';

/** A block's example props (registry/<name>/example.json). */
function exampleOf(name: string): unknown {
  return JSON.parse(readFileSync(path.resolve('registry', name, 'example.json'), 'utf8'));
}

/** Props of a block whose example shows too little of it as an island (product-offers' has no offer). */
const PROPS: Readonly<Record<string, unknown>> = {
  'product-offers': { title: 'Nos offres du moment', offers: [{ productId: 1, declinationId: 1, actionLabel: 'Offrir ce massage' }] },
};

/** How the islands' links are written (src/ui/page-link.tsx): under the page's language prefix, plain links (the server's, the islands entry's). */
const LINKS = { root: '/en', navigate: null };

/** The server's HTML of `island`'s root, rendered as entry-server.tsx does (its own render, its own id prefix). */
async function serverHtml(key: string, island: BlockIsland, clients: Parameters<typeof blockIslandRoot>[1]['clients']): Promise<string> {
  const { prelude } = await prerender(blockIslandRoot(island, { locale: 'fr_FR', locales: ['fr_FR'], links: LINKS, clients }), {
    identifierPrefix: blockIslandIdPrefix(key),
  });
  return new Response(prelude).text();
}

const reports: ErrorReport[] = [];
afterEach(() => {
  reports.length = 0;
  document.body.innerHTML = '';
});

describe.each([...STANDALONE_BLOCKS])('the %s block as an island', (name) => {
  it('hydrates the server’s HTML as a root of its own, keeping its ids, once reached; then it answers', async () => {
    setErrorSink((report) => reports.push(report));
    const key = `essai-${name}`;
    const island: BlockIsland = { block: { id: key, component: name, props: PROPS[name] ?? exampleOf(name) } as Block, diagnostics: false };
    // The server: its clients, the page's data in its cache.
    const api = demoApiClient();
    const serverCache = createTestQueryClient();
    const html = await serverHtml(key, island, { api, queryClient: serverCache, registry: blockRegistry });
    expect(html).not.toBe('');
    // The browser: the element the page's tree rendered, the server's HTML inside, the cache the server sent.
    const element = document.createElement('div');
    element.innerHTML = html;
    document.body.append(element);
    const browserCache = createTestQueryClient();
    hydrate(browserCache, dehydrate(serverCache));
    const pending = new PendingIslands();
    let settled = false;
    await act(async () => {
      hydrateBlockIsland(element, key, island, {
        locale: 'fr_FR',
        locales: ['fr_FR'],
        links: LINKS,
        islands: pending,
        clients: { api, queryClient: browserCache, registry: blockRegistry },
      });
    });
    // jsdom has no IntersectionObserver: the island opens at once, as one in view.
    await waitFor(
      () => {
        pending.whenSettled(() => (settled = true));
        expect(settled).toBe(true);
      },
      { timeout: 5000 },
    );
    expect(reports.map((report) => report.message)).toEqual([]);
    const region = await screen.findByRole('region');
    // Its name comes through `aria-labelledby`: the heading's id is the one the server wrote (`R_`: a
    // hydrated id), unless the server wrote only a placeholder (the reviews: the block renders after
    // hydration, with ids of the island's root, `r_`).
    const hydratedIds = html.includes('aria-labelledby=');
    expect(region.getAttribute('aria-labelledby')).toMatch(new RegExp(`^_${blockIslandIdPrefix(key)}${hydratedIds ? 'R' : 'r'}_`));
    expect(region).toHaveAccessibleName(within(region).getByRole('heading', { level: 2 }).textContent ?? '');
    if (name === 'newsletter') {
      await userEvent.type(within(region).getByRole('textbox', { name: 'Votre adresse e-mail' }), 'pas-une-adresse');
      await userEvent.click(within(region).getByRole('button', { name: 'Recevoir la lettre' }));
      const alert = await within(region).findByRole('alert');
      expect(alert).toHaveTextContent(/adresse e-mail/u);
      // The field is described by the error the server's HTML holds (its id the server's): the ids agree.
      expect(within(region).getByRole('textbox', { name: 'Votre adresse e-mail' })).toHaveAccessibleDescription(alert.textContent ?? '');
    } else if (name === 'google-reviews') {
      // The reviews come after hydration (the server never waits for them), through the island's cache.
      expect(await within(region).findByText(/d’après 87 avis Google/u, undefined, { timeout: 5000 })).toBeInTheDocument();
      expect(within(region).getAllByRole('listitem').length).toBeGreaterThan(0);
    } else if (name === 'product-offers') {
      // The card's link is the app's, written under the page's prefix, with no router in the island.
      const link = within(region).getAllByRole('link')[0];
      expect(link?.getAttribute('href')).toMatch(/^\/en\/./u);
      // The offer adds to the cart (the cart's store, read once hydrated) and says so in a toast.
      const toasts: string[] = [];
      const onToast = (event: Event) => toasts.push(String((eventDetail(event) as { message?: unknown } | null)?.message));
      window.addEventListener(TOAST_EVENT, onToast);
      const add = within(region).getByRole('button', { name: /^Offrir ce massage\s:\s/u });
      await waitFor(() => expect(add).toBeEnabled(), { timeout: 5000 });
      await userEvent.click(add);
      await waitFor(() => expect(toasts).toEqual([expect.stringMatching(/a été ajouté au panier/u)]), { timeout: 5000 });
      window.removeEventListener(TOAST_EVENT, onToast);
    }
  });
});
