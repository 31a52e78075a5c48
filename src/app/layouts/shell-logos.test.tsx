/**
 * The shell's logos against the demo API (jsdom, the route table as the app mounts it): the footer's
 * partner and label logos of each tenant (SPEC §9, one request for 100), the tenant's SVG logo
 * inlined and sanitized so it takes the theme's colours, and the plain `<img>` when that call fails.
 */
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { ownDemoApi } from '@tests/support/own-demo-api';
import { renderApp } from '@tests/support/render-app';
import { blockRegistry, createTestQueryClient } from '@tests/support/test-providers';
import { Providers } from '@/app/providers';
import { KeepServerHtml, PendingIslands } from '@/renderer/static-block';
import { dehydratedStateOf, pageQueries } from '@/app/server/hydration-refs';
import { LogoImage } from './logo-image';
import { shellInlinedLogosQueryOptions, shellLogoSvgsQueryOptions, useShellLogoMarkup } from './shell-logo-queries';

configure({ asyncUtilTimeout: 10_000 });

// Its own demo API: this file injects faults.
const demo = ownDemoApi();

afterEach(async () => {
  await setFaults('');
});

async function setFaults(faults: string) {
  const response = await fetch(`${demo.url}/__demo/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ faults }),
  });
  expect(response.ok).toBe(true);
}

const renderHome = async (siteId: number) => (await renderApp(demo.client(siteId))).queryClient;

const footer = () => screen.findByRole('contentinfo');

describe('footer logos (SPEC §9)', () => {
  it('shows the winemaker’s labels, each named, the linked ones opening the label’s site in a new tab and saying so', async () => {
    const queryClient = await renderHome(52);
    const partners = within(await footer()).getByRole('region', { name: 'Labels et partenaires' });
    const images = await within(partners).findAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'AOC Fiefs Vendéens',
      'Terra Vitis, viticulture durable',
      'Vignerons indépendants de France',
    ]);
    expect(images[0]?.closest('a')).toBeNull();
    const terraVitis = within(partners).getByRole('link', { name: 'Terra Vitis, viticulture durable (s’ouvre dans un nouvel onglet)' });
    expect(terraVitis).toHaveAttribute('href', 'https://www.terravitis.com');
    expect(terraVitis).toHaveAttribute('target', '_blank');
    expect(terraVitis).toHaveAttribute('rel', 'noopener noreferrer');
    // One request for the page of 100, under the one key scheme.
    const cached = queryClient.getQueryCache().findAll({ queryKey: [52, 'getElements', { route: 'logos-pied-de-page' }] });
    expect(cached.map((query) => query.queryKey[3])).toEqual([{ page: '1', nbItem: '100' }]);
  });

  it('shows the practitioner’s federation and label; a page of the site opens in place', async () => {
    await renderHome(51);
    const partners = within(await footer()).getByRole('region', { name: 'Labels et partenaires' });
    expect(await within(partners).findByRole('img', { name: /Fédération des praticiens en massage bien-être/ })).toBeInTheDocument();
    const label = within(partners).getByRole('link', { name: 'Label Vendée bien-être' });
    expect(label).toHaveAttribute('href', '/qui-suis-je');
    expect(label).not.toHaveAttribute('target');
  });

  it('takes a site without the collection (404) as one with no logos, and does not ask again', async () => {
    await setFaults('getElements=404');
    const queryClient = await renderHome(52);
    expect(await within(await footer()).findByText('14 route de la Garnaudière', { exact: false })).toBeInTheDocument();
    expect(within(await footer()).queryByRole('region', { name: 'Labels et partenaires' })).toBeNull();
    const [logos] = queryClient.getQueryCache().findAll({ queryKey: [52, 'getElements', { route: 'logos-pied-de-page' }] });
    await waitFor(() => expect(logos?.state.status).toBe('success'));
    expect(logos?.state.data).toEqual({ elements: [], total: 0 });
  });

  it('shows no partner section when the call fails (the footer stays)', async () => {
    await setFaults('getElements=500');
    await renderHome(52);
    expect(await within(await footer()).findByText('14 route de la Garnaudière', { exact: false })).toBeInTheDocument();
    expect(within(await footer()).queryByRole('region', { name: 'Labels et partenaires' })).toBeNull();
  });
});

describe('the tenant’s SVG logo, inlined', () => {
  it('draws the header and footer logos inline, sanitized, in currentColor, with ids of their own', async () => {
    await renderHome(52);
    const site = await footer();
    await waitFor(() => expect(site.querySelector('.logo-svg svg')).not.toBeNull());
    const inFooter = within(site).getByRole('img', { name: 'Domaine de la Garnaudière' });
    const svg = inFooter.querySelector('svg')!;
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg.querySelector('[fill="currentColor"]')).not.toBeNull();
    expect(svg.querySelector('title, script')).toBeNull();
    await waitFor(() => expect(document.querySelectorAll('header .logo-svg svg')).toHaveLength(2));
    const ids = [...document.querySelectorAll('.logo-svg [id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps the plain <img> logo when the API cannot give the SVG', async () => {
    await setFaults('loadSvg=500');
    await renderHome(52);
    const site = await footer();
    const logo = await within(site).findByRole('img', { name: 'Domaine de la Garnaudière' });
    expect(logo.tagName).toBe('IMG');
    expect(logo).toHaveAttribute('src', '/demo/52/logos/logo-footer.svg');
    expect(document.querySelector('.logo-svg')).toBeNull();
  });
});

describe('a logo whose SVG is hostile through and through', () => {
  // Every node of it is stripped by the sanitizer: the server falls back to the plain image.
  const HOSTILE_LOGO = '<p>pas une image</p><script>alert(1)</script><iframe src="https://evil.test"></iframe>';
  const LOGO_URL = '/demo/52/logos/logo-footer.svg';

  /** The server's cache as the root loader leaves it: the inlined logos' list, and their markup (the API's, hostile here). */
  async function serverCache(): Promise<QueryClient> {
    const api = demo.client(52);
    const queryClient = createTestQueryClient();
    await queryClient.ensureQueryData({ ...shellLogoSvgsQueryOptions(api), queryFn: () => ({ [LOGO_URL]: HOSTILE_LOGO }) });
    await queryClient.ensureQueryData(shellInlinedLogosQueryOptions(api));
    return queryClient;
  }

  /** The browser's cache, from what the page's data block carries. */
  function browserCache(server: QueryClient): QueryClient {
    const queryClient = createTestQueryClient();
    hydrate(queryClient, dehydratedStateOf(JSON.parse(JSON.stringify(pageQueries(server))) as ReturnType<typeof pageQueries>));
    return queryClient;
  }

  const withCache = (queryClient: QueryClient, children: ReactNode) => (
    <Providers api={demo.client(52)} queryClient={queryClient} registry={blockRegistry} analytics={undefined}>
      {children}
    </Providers>
  );

  /** The footer's logo as the shell draws it. */
  function FooterLogo() {
    return (
      <LogoImage
        logo={{ id: 1, filename: 'logo-footer.svg', type: 'LOGO_FOOTER', onlineImage: { id: 1, url: LOGO_URL } }}
        markup={useShellLogoMarkup()}
        alt="Domaine de la Garnaudière"
        idPrefix="logo-pied"
        className="site-footer__logo"
      />
    );
  }

  it('hydrates without a mismatch and keeps the plain image the server showed', async () => {
    const element = <FooterLogo />;
    const server = await serverCache();
    const stream = await renderToReadableStream(withCache(server, element));
    await stream.allReady;
    const html = await new Response(stream).text();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // The page carries which logos are inlined, not their markup (issue 37): the browser keeps the server's.
    const browser = browserCache(server);
    const api = demo.client(52);
    expect(browser.getQueryData(shellInlinedLogosQueryOptions(api).queryKey)).toEqual([LOGO_URL]);
    expect(browser.getQueryState(shellLogoSvgsQueryOptions(api).queryKey)).toBeUndefined();
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <KeepServerHtml islands={new PendingIslands()}>{withCache(browser, element)}</KeepServerHtml>, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    expect(recoverable).toEqual([]);
    const image = within(container).getByRole('img', { name: 'Domaine de la Garnaudière' });
    expect(image.querySelector('img')).toHaveAttribute('src', LOGO_URL);
    expect(container.querySelector('script, iframe, p')).toBeNull();
    // Nor does it ask for the markup while the server's stays (its query waits, never started).
    expect(browser.getQueryState(shellLogoSvgsQueryOptions(api).queryKey)).toMatchObject({ status: 'pending', fetchStatus: 'idle', fetchFailureCount: 0 });
    container.remove();
  });
});
