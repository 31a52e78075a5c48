// @vitest-environment node
/**
 * SPEC §2 `/element/{id}` (collection and name optional): the short forms answer a 301 to the
 * element's canonical URL, found among the collections the site's pages list; an id no collection
 * has is a 404. Through the real request handler and the demo API, counting the API calls.
 */
import { describe, expect, it } from 'vitest';
import { demoRequestHandler } from '@tests/support/demo-handler';

describe('short element URLs', () => {
  it('redirects /element/{id} to the canonical URL, for each demo site’s collection', async () => {
    const { handle, calls } = await demoRequestHandler();
    const massage = await handle(new Request('http://127.0.0.1/element/3'));
    expect(massage.status).toBe(301);
    expect(new URL(massage.headers.get('location') ?? '', 'http://127.0.0.1').pathname).toBe('/element/ateliers/initiation-au-massage-en-duo/3');
    // The page tree, one component conf per page, one element call per collection: bounded by the site's size
    // (the shell's footer logos, a collection of their own, are part of every page's data).
    expect(calls.filter((call) => call.includes('/element/') && !call.includes('/element/logos-pied-de-page'))).toEqual(['/api/element/ateliers/3']);
    // No call twice (the inlined SVG logos share one path, POST /image/load-svg, each with its own body).
    const reads = calls.filter((call) => !call.endsWith('/image/load-svg'));
    expect(new Set(reads).size).toBe(reads.length);

    const wine = await handle(new Request('http://vins.localhost/element/1'));
    expect(wine.status).toBe(301);
    expect(wine.headers.get('location')).toMatch(/\/element\/degustations\/[a-z0-9-]+\/1$/);
  });

  it('redirects a name without its collection, and serves the canonical URL itself', async () => {
    const { handle } = await demoRequestHandler();
    const named = await handle(new Request('http://127.0.0.1/element/initiation-au-massage-en-duo/3'));
    expect(named.status).toBe(301);
    expect(new URL(named.headers.get('location') ?? '', 'http://127.0.0.1').pathname).toBe('/element/ateliers/initiation-au-massage-en-duo/3');
    const canonical = await handle(new Request('http://127.0.0.1/element/ateliers/initiation-au-massage-en-duo/3'));
    expect(canonical.status).toBe(200);
    expect(await canonical.text()).toContain('Initiation au massage en duo');
  });

  it('answers 404 for an id no collection has', async () => {
    const { handle } = await demoRequestHandler();
    expect((await handle(new Request('http://127.0.0.1/element/999999'))).status).toBe(404);
    expect((await handle(new Request('http://127.0.0.1/element/peu-importe/999999'))).status).toBe(404);
  });
});
