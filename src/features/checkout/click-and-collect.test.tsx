/**
 * The click-and-collect choice against the real demo API (site 51's places), at a fixed instant: the
 * dates offered start the day after the business's today (Paris), whatever the visitor's zone.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import { TestProviders, createTestQueryClient, demoApiClient } from '@tests/support/test-providers';
import { instantNamed } from '@tests/support/paris-instants';
import { ClickAndCollectChoice } from './click-and-collect';

const savedZone = process.env.TZ;
afterEach(() => {
  vi.useRealTimers();
  process.env.TZ = savedZone;
});

async function datesOffered(idAddress: number): Promise<string[]> {
  await act(async () => {
    render(
      <TestProviders api={demoApiClient()} queryClient={createTestQueryClient()}>
        <ClickAndCollectChoice value={{ idAddress, date: null, idSchedule: null }} hours={null} onChange={() => {}} />
      </TestProviders>,
    );
  });
  // After the places' call to the demo API (over a second under a loaded CI's parallel tests).
  const select = await screen.findByRole('combobox', { name: 'Date de retrait' }, { timeout: 10_000 });
  return within(select)
    .getAllByRole('option')
    .slice(1)
    .map((option) => option.textContent ?? '');
}

describe('click-and-collect dates', () => {
  it('count from Paris’s today: on 1 January at 00:30 in Paris (still 31 December in New York), 1 January is not offered', async () => {
    process.env.TZ = 'America/New_York';
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instantNamed('1 January 00:30, still 31 December in UTC').iso));
    expect(new Date().getDate()).toBe(31); // the visitor's own calendar still says 31 December
    // The partner shop (Wednesday to Saturday, open on public holidays): from Saturday 2 January.
    expect((await datesOffered(2)).slice(0, 2)).toEqual(['samedi 2 janvier', 'mercredi 6 janvier']);
  });

  it('never offer a public holiday at a place closed on them', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(instantNamed('13 August, the 15th (a public holiday) ahead').iso));
    // The studio (Tuesday, Thursday, Saturday; closed on public holidays): Saturday 15 August is skipped.
    expect((await datesOffered(1)).slice(0, 3)).toEqual(['mardi 18 août', 'jeudi 20 août', 'samedi 22 août']);
  });
});
