// @vitest-environment node
/**
 * A blog folder reached by its id (`/blog/rubrique/2`): read with `GET /blog/folder/{id}` (SPEC §7),
 * it answers a 301 to the folder's canonical URL, keeping the list's query; an unknown id is a 404.
 */
import { describe, expect, it } from 'vitest';
import { demoRequestHandler } from '@tests/support/demo-handler';

describe('blog folder by id', () => {
  it('redirects to the folder’s canonical URL, through GET /blog/folder/{id}', async () => {
    const { handle, calls } = await demoRequestHandler();
    const response = await handle(new Request('http://127.0.0.1/blog/rubrique/2?page=2&q=trail'));
    expect(response.status).toBe(301);
    const location = new URL(response.headers.get('location') ?? '', 'http://127.0.0.1');
    expect(`${location.pathname}${location.search}`).toBe('/blog/rubrique/sport-et-recuperation?page=2&q=trail');
    expect(calls).toContain('/api/blog/folder/2');

    const page = await handle(new Request(location.href));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Sport et récupération');
  });

  it('answers 404 for an id or a slug no folder has', async () => {
    const { handle } = await demoRequestHandler();
    expect((await handle(new Request('http://127.0.0.1/blog/rubrique/999'))).status).toBe(404);
    expect((await handle(new Request('http://127.0.0.1/blog/rubrique/inconnue'))).status).toBe(404);
  });
});
