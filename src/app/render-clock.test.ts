// @vitest-environment node
/**
 * Pages rendered by the real request handler at each instant of tests/support/paris-instants.ts, the
 * demo API and the handler on one clock (`RequestHandlerOptions.clock`): the footer's year is Paris's
 * (UTC still says 2026 at 00:30 on 1 January in Paris) and travels with the page, so the browser
 * hydrates the same text whatever its own clock says; a workshop is past or not by that clock.
 */
import { describe, expect, it } from 'vitest';
import { demoRequestHandler } from '@tests/support/demo-handler';
import { PARIS_INSTANTS } from '@tests/support/paris-instants';
import { serverStateOf } from '@tests/support/server-state';

/** The page's HTML and the root loader's data it hands the browser. */
async function render(handler: ReturnType<typeof demoRequestHandler>, path: string): Promise<{ html: string; root: unknown }> {
  const { handle } = await handler;
  const response = await handle(new Request(`http://127.0.0.1${path}`));
  expect(response.status).toBe(200);
  const html = await response.text();
  const { loaderData } = serverStateOf(html).state.router;
  return { html, root: loaderData.root ?? null };
}

describe.each(PARIS_INSTANTS)('rendered at $name', ({ iso }) => {
  const handler = demoRequestHandler({ now: iso });

  it('signs the footer with the year in Paris, and hands the browser the day it was rendered on', async () => {
    const { html, root } = await render(handler, '/qui-suis-je');
    expect(html).toContain(`© ${iso.slice(0, 4)} `);
    expect(root).toMatchObject({ today: iso.slice(0, 10), locale: 'fr_FR' });
  });

  it('says a workshop is past by the same clock as the API that dated it', async () => {
    const upcoming = await render(handler, '/element/ateliers/atelier-auto-massage-des-mains-et-du-visage/1');
    expect(upcoming.html).not.toContain('Cette date est passée');
    const past = await render(handler, '/element/ateliers/atelier-auto-massage-de-la-nuque-et-du-dos/6');
    expect(past.html).toContain('Cette date est passée\u00a0: les inscriptions sont closes.');
  });
});
