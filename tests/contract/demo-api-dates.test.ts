// @vitest-environment node
/**
 * The demo API's clock (fixtures/server/clock.ts) and what reads it, at every instant of
 * tests/support/paris-instants.ts: the booking availability is the very calendar the front end draws
 * (same days, same times, same horizon), a booking is taken at the first time and refused on a
 * public holiday, click-and-collect dates are judged by Paris's today and public holidays, an order is dated
 * by the clock and numbered with its Paris year, the workshops stay ahead, a reset token lives an hour by it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createDemoApi } from '@fixtures/server/app';
import { readBookingSettings } from '@/features/booking/booking-settings';
import { addDays, bookingWindow, daySlots, parisInstant, weekdayIndex } from '@/features/booking/slots';
import { pickupDates } from '@/features/checkout/pickup-dates';
import type { CompanyAddress, ExternalAppConfig } from '@/api/generated/types';
import { publicHoliday } from '@/lib/public-holidays';
import { PARIS_INSTANTS } from '@tests/support/paris-instants';
import { bookingRequest, deliveryOrder, winemakerDeliveryOrder } from './call-samples';

let app: Hono;
beforeAll(async () => {
  app = await createDemoApi({ testSurface: true, log: () => {} });
});

interface Answer {
  status: number;
  body: { success: boolean; data: unknown; message: string };
}

async function call(method: string, path: string, { site = '51', body }: { site?: string; body?: unknown } = {}): Promise<Answer> {
  const res = await app.request(path, {
    method,
    headers: { 'idSite': site, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

const setClock = (now: string | null) => call('POST', '/__demo/clock', { body: { now } });

/** A field of an object answer. */
function field(data: unknown, name: string): unknown {
  return typeof data === 'object' && data !== null && name in data ? (data as Record<string, unknown>)[name] : undefined;
}

describe('the clock', () => {
  it('follows real time unless set; stands still where it is set; a reset restores the start-up setting', async () => {
    await setClock(null);
    const real = await call('GET', '/__demo/clock');
    expect(field(real.body.data, 'fixed')).toBeNull();
    expect(Math.abs(Date.parse(String(field(real.body.data, 'now'))) - Date.now())).toBeLessThan(5000);
    const set = await setClock('2026-12-01T10:00:00+01:00');
    expect(set.body.data).toEqual({ now: '2026-12-01T09:00:00.000Z', fixed: '2026-12-01T09:00:00.000Z' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(field((await call('GET', '/__demo/clock')).body.data, 'now')).toBe('2026-12-01T09:00:00.000Z');
    await call('POST', '/__demo/reset');
    expect(field((await call('GET', '/__demo/clock')).body.data, 'fixed')).toBeNull();
  });

  it('refuses an instant without its offset, or unreadable, in French, and keeps the time it had', async () => {
    await setClock('2027-02-28T18:30:00+01:00');
    for (const now of ['2026-12-01T10:00:00', '1 décembre', '2026-13-01T10:00:00Z', 42]) {
      const refused = await call('POST', '/__demo/clock', { body: { now } });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/^Attendu : une date et une heure ISO 8601 avec leur décalage/u);
    }
    expect(field((await call('GET', '/__demo/clock')).body.data, 'fixed')).toBe('2027-02-28T17:30:00.000Z');
  });

  it('starts at DEMO_NOW (the `now` option) and refuses to start on an unreadable one', async () => {
    const fixed = await createDemoApi({ testSurface: true, log: () => {}, now: '2028-02-29T09:00:00+01:00' });
    const state = (await (await fixed.request('/__demo/clock')).json()) as Answer['body'];
    expect(field(state.data, 'fixed')).toBe('2028-02-29T08:00:00.000Z');
    await expect(createDemoApi({ now: '2028-02-29 09:00' })).rejects.toThrow(/DEMO_NOW « 2028-02-29 09:00 » illisible/u);
  });
});

describe.each(PARIS_INSTANTS)('at $name', ({ iso }) => {
  const now = Date.parse(iso);
  const today = iso.slice(0, 10);

  it('offers the times the front end’s calendar offers, day by day up to the horizon, none on Sundays or public holidays', async () => {
    await setClock(iso);
    const config = (await call('GET', '/external-app/booking/config/public')).body.data as ExternalAppConfig;
    const settings = readBookingSettings(config);
    if (settings.mode !== 'online') throw new Error('site 51 books online');
    const window = bookingWindow(settings, now);
    expect(window.first).toBe(today);
    const answer = await call('GET', `/booking/availability?serviceId=3&duration=90&from=${window.first}&to=${addDays(window.first, 70)}`);
    expect(answer.status).toBe(200);
    const served = field(answer.body.data, 'days') as { date: string; times: string[] }[];
    const drawn: { date: string; times: string[] }[] = [];
    for (let d = window.first; d <= window.last; d = addDays(d, 1)) {
      const times = daySlots(settings, d, 90, now).map((s) => s.time);
      if (times.length > 0) drawn.push({ date: d, times });
    }
    expect(served).toEqual(drawn);
    expect(served.some((d) => publicHoliday(d.date) !== null)).toBe(false);
    expect(served.at(-1)?.date).toBe(drawn.at(-1)?.date);
  });

  it('books the first time offered, and refuses one on a public holiday', async () => {
    await setClock(iso);
    const settings = readBookingSettings((await call('GET', '/external-app/booking/config/public')).body.data as ExternalAppConfig);
    if (settings.mode !== 'online') throw new Error('site 51 books online');
    let day = today;
    while (daySlots(settings, day, 90, now).length === 0) day = addDays(day, 1);
    const booked = await call('POST', '/booking', { body: bookingRequest(daySlots(settings, day, 90, now)[0]?.start ?? '') });
    expect(booked.status).toBe(200);
    // The next Monday-to-Friday public holiday ahead (outside the notice), at 10:00 Paris time.
    let holiday = addDays(today, 2);
    while (!(publicHoliday(holiday) && weekdayIndex(holiday) < 5)) holiday = addDays(holiday, 1);
    const offset = (parisInstant(holiday, 600)?.offset ?? 0) / 60;
    const onHoliday = await call('POST', '/booking', { body: bookingRequest(`${holiday}T10:00:00+0${offset}:00`) });
    expect(onHoliday.status).toBe(400);
    expect(field(onHoliday.body.data, 'start')).toBe('Cet horaire est en dehors des heures d’ouverture.');
    await call('POST', '/__demo/reset');
  });

  it('takes a click-and-collect order on the first date the checkout offers, dated by the clock and numbered with its Paris year', async () => {
    await setClock(iso);
    const places = (await call('GET', '/company/address?type=CLICK_AND_COLLECT', { site: '52' })).body.data as CompanyAddress[];
    const caveau = places[0];
    if (!caveau) throw new Error('site 52 has its caveau');
    const [date] = pickupDates(caveau, today);
    if (!date) throw new Error('no pickup date');
    const weekday = weekdayIndex(date) + 1;
    const slot = caveau.schedules?.find((s) => s.day === weekday);
    const order = (dateSchedule: string, idSchedule = slot?.id) => ({
      ...winemakerDeliveryOrder,
      delivery: { type: 'CLICK_AND_COLLECT' },
      idCarrier: null,
      idAddress: caveau.id,
      idSchedule,
      dateSchedule,
      address: { ...deliveryOrder.address, delivery: null },
    });
    const placed = await call('POST', '/order', { site: '52', body: order(date) });
    expect(placed.status).toBe(201);
    expect(field(placed.body.data, 'createdAt')).toBe(new Date(now).toISOString());
    expect(field(placed.body.data, 'reference')).toBe(`CMD-${today.slice(0, 4)}-0001`);
    const yesterday = await call('POST', '/order', { site: '52', body: order(addDays(today, -1)) });
    expect(field(yesterday.body.data, 'dateSchedule')).toBe('Cette date est passée.');
    // The caveau is closed on public holidays, whatever the weekday's slots.
    let holiday = addDays(today, 1);
    while (!(publicHoliday(holiday) && caveau.schedules?.some((s) => s.day === weekdayIndex(holiday) + 1))) holiday = addDays(holiday, 1);
    const holidaySlot = caveau.schedules?.find((s) => s.day === weekdayIndex(holiday) + 1);
    const closed = await call('POST', '/order', { site: '52', body: order(holiday, holidaySlot?.id) });
    expect(field(closed.body.data, 'dateSchedule')).toBe('Ce jour est férié : le lieu de retrait est fermé.');
    await call('POST', '/__demo/reset');
  });

  it('closes site 52’s caveau from 5 to 24 January: its booking calendar and its pickup dates offer none of those days, and the API refuses them', async () => {
    // Only its news said so: the booking and the click-and-collect offered every Tuesday to Saturday of January.
    await setClock(iso);
    const january = (date: string) => date.slice(5) >= '01-05' && date.slice(5) <= '01-24';
    const settings = readBookingSettings((await call('GET', '/external-app/booking/config/public', { site: '52' })).body.data as ExternalAppConfig);
    if (settings.mode !== 'online') throw new Error('site 52 books its tastings online');
    const window = bookingWindow(settings, now);
    const answer = await call('GET', `/booking/availability?serviceId=2&duration=90&from=${window.first}&to=${window.last}`, { site: '52' });
    const served = (field(answer.body.data, 'days') as { date: string; times: string[] }[]).map((d) => d.date);
    const drawn: string[] = [];
    for (let d = window.first; d <= window.last; d = addDays(d, 1)) if (daySlots(settings, d, 90, now).length > 0) drawn.push(d);
    expect(served).toEqual(drawn);
    expect(served.filter(january)).toEqual([]);
    // The next 5 to 24 January: not one day offered for a pickup; the API refuses a booking and an order on its first Tuesday.
    const places = (await call('GET', '/company/address?type=CLICK_AND_COLLECT', { site: '52' })).body.data as CompanyAddress[];
    const caveau = places[0];
    if (!caveau) throw new Error('site 52 has its caveau');
    const dates = pickupDates(caveau, today, 400, 400);
    expect(dates.filter(january)).toEqual([]);
    let closed = addDays(today, 2);
    while (!(january(closed) && weekdayIndex(closed) === 1)) closed = addDays(closed, 1);
    // The week before and the week after are open: the closure, not the whole winter.
    const first = `${closed.slice(0, 4)}-01-05`;
    const last = `${closed.slice(0, 4)}-01-24`;
    expect(dates.some((d) => d < first && d >= addDays(first, -7))).toBe(true);
    expect(dates.some((d) => d > last && d <= addDays(last, 7))).toBe(true);
    const offset = (parisInstant(closed, 600)?.offset ?? 0) / 60;
    const booking = await call('POST', '/booking', { site: '52', body: { ...bookingRequest(`${closed}T10:00:00+0${offset}:00`), serviceId: 2 } });
    expect(field(booking.body.data, 'start')).toBe('Cet horaire est en dehors des heures d’ouverture.');
    const order = await call('POST', '/order', {
      site: '52',
      body: {
        ...winemakerDeliveryOrder,
        delivery: { type: 'CLICK_AND_COLLECT' },
        idCarrier: null,
        idAddress: caveau.id,
        idSchedule: caveau.schedules?.find((s) => s.day === 2)?.id,
        dateSchedule: closed,
        address: { ...deliveryOrder.address, delivery: null },
      },
    });
    expect(field(order.body.data, 'dateSchedule')).toBe('Le lieu de retrait est fermé ce jour-là (fermeture annuelle).');
    await call('POST', '/__demo/reset');
  });

  it('keeps the workshops written as upcoming ahead of the clock, the next one within two weeks, the last within four months, and the past one behind', async () => {
    // Each moved to its next yearly date, seen on 30 November the next was on 12 December and the
    // last on 6 March; seen on 1 July, the next in March, eight months ahead, the last in June (11 months).
    await setClock(iso);
    const elements = field((await call('GET', '/element/ateliers?nbItem=24')).body.data, 'elements') as { startDate: string }[];
    const ahead = elements.map((e) => (Date.parse(e.startDate) - now) / 86_400_000).filter((days) => days > 0);
    expect(ahead).toHaveLength(5);
    expect(Math.min(...ahead)).toBeLessThan(14);
    expect(Math.max(...ahead)).toBeLessThan(120);
    expect(elements.filter((e) => Date.parse(e.startDate) < now)).toHaveLength(1);
  });

  it('shows site 52’s events in the weeks ahead, none while its tasting room is closed (5 to 24 January) nor on a public holiday', async () => {
    // Seen on 30 November, its next event was on 12 March (each at its next yearly date); before that,
    // moved by whole weeks with no regard for the closure, the open days fell on 16 and 17 January.
    await setClock(iso);
    const elements = field((await call('GET', '/element/degustations', { site: '52' })).body.data, 'elements') as {
      name: string;
      startDate: string;
      endDate: string;
    }[];
    const parisDay = (at: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(Date.parse(at));
    for (const event of elements) {
      for (const day of [parisDay(event.startDate), parisDay(event.endDate)]) {
        expect(day.slice(5) >= '01-05' && day.slice(5) <= '01-24', `${event.name} on ${day}`).toBe(false);
        expect(publicHoliday(day), `${event.name} on ${day}`).toBeNull();
      }
    }
    const ahead = elements.map((e) => (Date.parse(e.startDate) - now) / 86_400_000).filter((days) => days > 0);
    expect(ahead).toHaveLength(3);
    // The next one within five weeks (the closure may push it to its end), the last within four months.
    expect(Math.min(...ahead)).toBeLessThan(35);
    expect(Math.max(...ahead)).toBeLessThan(120);
  });

  it('stamps a reset token with the clock and lets it serve one hour by the clock, not a minute more', async () => {
    const ask = async () => {
      await call('PUT', '/password/reset/ask', { body: { email: 'marie.lefebvre@exemple.fr' } });
      return ((await call('GET', '/__demo/reset-tokens')).body.data as { token: string; at: string }[]).at(-1);
    };
    const reset = (token = '') => call('PUT', '/password/reset', { body: { token, password: 'Nouveau-2026', passwordConfirmation: 'Nouveau-2026' } });
    await setClock(iso);
    const late = await ask();
    expect(late?.at).toBe(new Date(now).toISOString());
    await setClock(new Date(now + 61 * 60_000).toISOString());
    expect((await reset(late?.token)).status).toBe(400);
    await setClock(iso);
    const inTime = await ask();
    await setClock(new Date(now + 59 * 60_000).toISOString());
    expect((await reset(inTime?.token)).status).toBe(200);
    await call('POST', '/__demo/reset');
  });
});
