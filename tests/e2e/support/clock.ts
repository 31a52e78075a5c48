/**
 * Journeys whose subject is a date (booking, click-and-collect) run at a fixed instant, on a server of
 * their own: the demo API's clock stands still there (`POST /api/__demo/clock`, fixtures/server/clock.ts)
 * and so does the browser's (`page.clock.setFixedTime`, before the first page), so the calendar the
 * visitor sees and the times the API accepts are those of that instant, whatever day the suite runs.
 * The clock is the API's state: the server is this worker's own (support/own-server.ts), never the one
 * other journeys share.
 *
 * The instant: each journey names its own (one of tests/support/paris-instants.ts); `E2E_NOW` (an
 * instant's name or an ISO date with its offset) runs them all at another — `npm run test:dates`
 * (scripts/test-dates.ts) goes through every instant that way, with the whole process tree under
 * faketime so the server's own clock says the same.
 */
import type { Page } from '@playwright/test';
import { instantNamed, PARIS_INSTANTS, type ParisInstant } from '../../support/paris-instants';
import { startOwnServer, type OwnServer } from './own-server';
import { test } from './test';

/** The tag of a dated journey: `npm run test:dates` runs these at every instant. */
export const DATES = { tag: '@dates' } as const;

/** The instant a dated journey runs at: `E2E_NOW` when set, else the journey's own. */
export function journeyInstant(ownName: string): ParisInstant {
  const wanted = process.env.E2E_NOW?.trim();
  if (!wanted) return instantNamed(ownName);
  const named = PARIS_INSTANTS.find((instant) => instant.name === wanted);
  if (named) return named;
  if (Number.isNaN(Date.parse(wanted)) || !/(Z|[+-]\d\d:\d\d)$/.test(wanted))
    throw new Error(`E2E_NOW « ${wanted} »: an instant's name or an ISO date with its offset`);
  return { name: wanted, iso: wanted };
}

/** Stand the demo API's clock (this worker's server) and the page's at `iso`, before the page opens. */
export async function fixClocks(page: Page, iso: string): Promise<void> {
  const answer = await page.request.post('/api/__demo/clock', { data: { now: iso } });
  if (!answer.ok()) throw new Error(`POST /api/__demo/clock ${iso}: HTTP ${answer.status()}`);
  await page.clock.setFixedTime(new Date(iso));
}

/**
 * The journeys' `test` on this worker's own server (`baseURL` and `request` point at it). A dated
 * journey starts with `await fixClocks(page, instant.iso)`.
 */
export const datedTest = test.extend<object, { datedServer: OwnServer }>({
  datedServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const server = await startOwnServer();
      await provide(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ datedServer }, provide) => provide(datedServer.url),
});
