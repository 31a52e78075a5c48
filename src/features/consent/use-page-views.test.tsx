/**
 * Page views as the Meta pixel hears them: it reads the address bar itself, so it is told of a page
 * only when that address holds nothing a page view leaves out (page-view-path.ts: a checkout step, a
 * reset token). On an English page the address bar carries the language's prefix
 * (`/en/commande/livraison`) that the app's paths, and the list of private pages, do not.
 */
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const PIXEL_ID = '123456789012345';

interface PixelQueue {
  queue: unknown[][];
}

/** A new page with the pixel granted; `Views` reports the route (the router's path, without the prefix). */
async function newPage() {
  vi.resetModules();
  const { ConsentProvider } = await import('./use-consent');
  const { usePageViews } = await import('./use-page-views');
  function Views({ pathname }: { pathname: string }) {
    usePageViews({ pathname, search: '' });
    return null;
  }
  return (pathname: string) => (
    <ConsentProvider analytics={{ pixel: { id: PIXEL_ID } }}>
      <Views pathname={pathname} />
    </ConsentProvider>
  );
}

const pixelCalls = () => (window as unknown as { fbq?: PixelQueue }).fbq?.queue ?? [];
const pageViews = () => pixelCalls().filter((call) => call[0] === 'track' && call[1] === 'PageView').length;

afterEach(() => {
  for (const name of document.cookie.split(';').map((c) => c.split('=')[0]?.trim())) if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  for (const script of document.querySelectorAll('script[data-consent-tool]')) script.remove();
  delete (window as unknown as { fbq?: unknown }).fbq;
  delete (window as unknown as { _fbq?: unknown })._fbq;
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('usePageViews and the Meta pixel', () => {
  it.each([
    ['/commande/livraison', '/en/commande/livraison'],
    ['/commande/livraison', '/commande/livraison'],
    ['/password/reset/3671929aedcca429', '/en/password/reset/3671929aedcca429'],
    ['/admin/editeur/accueil', '/en/admin/editeur/accueil'],
  ])('does not tell the pixel of %s at %s (a page view names its section alone)', async (pathname, address) => {
    document.cookie = `vitrine_consent=${encodeURIComponent(JSON.stringify({ v: 1, at: Date.now() - 1000, tools: { pixel: true }, embeds: [] }))}; Path=/`;
    window.history.replaceState(null, '', address);
    const page = await newPage();
    render(page(pathname));
    // Started (held page views are handed over right after `init`), and told nothing.
    await waitFor(() => expect(pixelCalls()).toContainEqual(['init', PIXEL_ID]));
    expect(pageViews()).toBe(0);
  });

  it.each([
    ['/boutique', '/en/boutique'],
    ['/boutique', '/boutique'],
    ['/panier', '/en/panier'],
    ['/panier', '/panier'],
  ])('tells the pixel of %s at %s (a page view names it whole)', async (pathname, address) => {
    document.cookie = `vitrine_consent=${encodeURIComponent(JSON.stringify({ v: 1, at: Date.now() - 1000, tools: { pixel: true }, embeds: [] }))}; Path=/`;
    window.history.replaceState(null, '', address);
    const page = await newPage();
    render(page(pathname));
    await waitFor(() => expect(pageViews()).toBe(1));
  });
});
