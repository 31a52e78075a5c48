// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Booking, Service } from '@/api/generated/types';
import { validateService } from '@/api/generated/validators';
import { bookingReducer, initialBookingState, type BookingAction, type BookingState } from './booking-state';
import type { Slot } from './slots';

/** What the steps say for what is missing (the page's words, here French). */
const SERVICE_MESSAGES = { service: 'Choisissez une prestation.', duration: 'Choisissez une durée.' };
const SLOT_MESSAGES = { date: 'Choisissez un jour dans le calendrier.', time: 'Choisissez un horaire.' };

/** The demo practitioner's services, checked against their schema. */
const isService = (value: unknown): value is Service => validateService(value);
const fixture: unknown = JSON.parse(readFileSync(path.resolve(__dirname, '../../../fixtures/sites/51/services.json'), 'utf8'));
const services: readonly Service[] = Array.isArray(fixture) ? fixture.filter(isService) : [];
const californien = services.find((s) => s.id === 1);
if (!californien || !Array.isArray(fixture) || services.length !== fixture.length)
  throw new Error('fixtures/sites/51/services.json: a service does not match its schema');
const SLOT: Slot = { time: '10:30', instant: Date.parse('2026-12-01T09:30:00Z'), start: '2026-12-01T10:30:00+01:00' };
const AT = Date.parse('2026-11-25T08:00:00Z');

function run(state: BookingState, ...actions: BookingAction[]): BookingState {
  return actions.reduce(bookingReducer, state);
}

/** A request on the summary, Massage californien 90 min on 1 December at 10:30. */
function onSummary(): BookingState {
  return run(
    initialBookingState(services, 1),
    { type: 'chooseDuration', minutes: 90 },
    { type: 'confirmService', at: AT, messages: SERVICE_MESSAGES },
    { type: 'chooseDay', date: '2026-12-01' },
    { type: 'chooseSlot', slot: SLOT },
    { type: 'confirmSlot', messages: SLOT_MESSAGES },
    { type: 'confirmContact', at: AT + 1000 },
  );
}

const BOOKED: Booking = { id: 7, serviceId: 1, serviceTitle: californien.title, duration: 90, price: 90, start: SLOT.start, status: 'requested' };

describe('initialBookingState', () => {
  it('starts on the service step with the service chosen before and its first length', () => {
    expect(initialBookingState(services, 1)).toMatchObject({ step: 'service', serviceId: 1, minutes: 60, date: null, slot: null });
  });

  it('ignores a service that cannot be booked here', () => {
    expect(initialBookingState(services, 999)).toMatchObject({ serviceId: null, minutes: null });
  });
});

describe('bookingReducer: forward', () => {
  it('goes through the four steps, noting when the calendar opened and when the summary was shown', () => {
    const state = onSummary();
    expect(state).toMatchObject({
      step: 'summary',
      serviceId: 1,
      minutes: 90,
      date: '2026-12-01',
      slot: SLOT,
      openedAt: AT,
      shownAt: AT + 1000,
      stepErrors: {},
    });
  });

  it('stays on the service step and says what is missing', () => {
    const none = initialBookingState(services, null);
    expect(bookingReducer(none, { type: 'confirmService', at: AT, messages: SERVICE_MESSAGES })).toMatchObject({
      step: 'service',
      stepErrors: { service: 'Choisissez une prestation.' },
    });
  });

  it('stays on the date step until a day, then a time, is chosen', () => {
    const onDate = run(initialBookingState(services, 1), { type: 'confirmService', at: AT, messages: SERVICE_MESSAGES });
    expect(bookingReducer(onDate, { type: 'confirmSlot', messages: SLOT_MESSAGES })).toMatchObject({
      step: 'date',
      stepErrors: { date: 'Choisissez un jour dans le calendrier.' },
    });
    const withDay = run(onDate, { type: 'chooseDay', date: '2026-12-01' });
    expect(bookingReducer(withDay, { type: 'confirmSlot', messages: SLOT_MESSAGES })).toMatchObject({
      step: 'date',
      stepErrors: { time: 'Choisissez un horaire.' },
    });
  });

  it('forgets the day and time when the service changes, and the time when the day or length changes', () => {
    const onService = run(onSummary(), { type: 'back', to: 'service', at: AT });
    expect(onService).toMatchObject({ step: 'service', date: '2026-12-01', slot: SLOT });
    expect(run(onService, { type: 'chooseDuration', minutes: 60 })).toMatchObject({ minutes: 60, date: '2026-12-01', slot: null });
    expect(run(onService, { type: 'chooseService', service: services.find((s) => s.id === 3) ?? null })).toMatchObject({
      serviceId: 3,
      minutes: 60,
      date: null,
      slot: null,
    });
    const onDate = run(onSummary(), { type: 'back', to: 'date', at: AT + 5000 });
    expect(onDate).toMatchObject({ step: 'date', openedAt: AT + 5000 });
    expect(run(onDate, { type: 'chooseDay', date: '2026-12-02' })).toMatchObject({ date: '2026-12-02', slot: null });
  });
});

describe('bookingReducer: sending', () => {
  it('ends on the confirmation with what the server recorded', () => {
    const done = run(onSummary(), { type: 'send' }, { type: 'booked', booking: BOOKED, at: AT + 2000 });
    expect(done).toMatchObject({ step: 'done', sending: false, booked: BOOKED, shownAt: AT + 2000 });
  });

  it('sends back to the calendar when the time was taken, without offering it again', () => {
    const state = run(onSummary(), { type: 'send' }, { type: 'slotRefused', start: SLOT.start, message: 'Ce créneau vient d’être réservé.', at: AT + 3000 });
    expect(state).toMatchObject({
      step: 'date',
      sending: false,
      slot: null,
      date: '2026-12-01',
      refused: [SLOT.start],
      openedAt: AT + 3000,
      stepErrors: { time: 'Ce créneau vient d’être réservé.' },
    });
  });

  it('sends back to the contact form when a detail was refused, and keeps a general failure on the summary', () => {
    expect(run(onSummary(), { type: 'send' }, { type: 'contactRefused' })).toMatchObject({ step: 'contact', sending: false });
    expect(run(onSummary(), { type: 'send' }, { type: 'sendFailed', message: 'Le serveur ne répond pas.' })).toMatchObject({
      step: 'summary',
      sending: false,
      sendError: 'Le serveur ne répond pas.',
    });
  });
});

describe('bookingReducer: refused transitions', () => {
  const refused: [string, BookingState, BookingAction][] = [
    ['a day before the calendar is open', initialBookingState(services, 1), { type: 'chooseDay', date: '2026-12-01' }],
    [
      'a time before a day',
      run(initialBookingState(services, 1), { type: 'confirmService', at: AT, messages: SERVICE_MESSAGES }),
      { type: 'chooseSlot', slot: SLOT },
    ],
    ['a length with no service', initialBookingState(services, null), { type: 'chooseDuration', minutes: 60 }],
    ['the contact step from the service step', initialBookingState(services, 1), { type: 'confirmSlot', messages: SLOT_MESSAGES }],
    ['the summary from the service step', initialBookingState(services, 1), { type: 'confirmContact', at: AT }],
    ['a service change on the summary', onSummary(), { type: 'chooseService', service: californien }],
    [
      'going "back" forward',
      run(initialBookingState(services, 1), { type: 'confirmService', at: AT, messages: SERVICE_MESSAGES }),
      { type: 'back', to: 'contact', at: AT },
    ],
    ['going back to the current step', run(onSummary(), { type: 'back', to: 'contact', at: AT }), { type: 'back', to: 'contact', at: AT }],
    ['sending before the summary', run(initialBookingState(services, 1), { type: 'confirmService', at: AT, messages: SERVICE_MESSAGES }), { type: 'send' }],
    ['sending twice', run(onSummary(), { type: 'send' }), { type: 'send' }],
    ['going back while sending', run(onSummary(), { type: 'send' }), { type: 'back', to: 'contact', at: AT }],
    ['an answer nobody waits for', onSummary(), { type: 'booked', booking: BOOKED, at: AT }],
    ['a refusal nobody waits for', onSummary(), { type: 'slotRefused', start: SLOT.start, message: 'Pris.', at: AT }],
    ['a failure nobody waits for', onSummary(), { type: 'sendFailed', message: 'Erreur.' }],
    ['leaving the confirmation', run(onSummary(), { type: 'send' }, { type: 'booked', booking: BOOKED, at: AT }), { type: 'back', to: 'service', at: AT }],
  ];

  it.each(refused)('refuses %s (same state)', (_, state, action) => {
    expect(bookingReducer(state, action)).toBe(state);
  });
});
