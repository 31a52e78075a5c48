/**
 * The steps of a booking request as a state machine (a pure reducer, used with `useReducer` by
 * `booking-request.tsx`): service and length → day and time → contact details → summary → done.
 * Forward moves check what the step needs and stay put with the step's messages (in the page's
 * language, carried by the action) when it is missing; going back is allowed only to an earlier step and never while the request is on its way;
 * the answers of `POST /booking` are accepted only while it is on its way. A refused move returns the
 * same state object, so nothing re-renders.
 *
 * The contact fields are not here: they are a form's values (`useFormFields`), checked by the
 * contact step; this machine only learns that they passed. Moments (`at`) are read by the caller in
 * the visitor's event handler, never while rendering, so the reducer stays pure and testable.
 */
import type { Booking } from '@/api/generated/types';
import type { ListedService } from '@/api/queries/content';
import { collectErrors } from '@/lib/field-rules';
import { sessionOffers } from '@/lib/service-offers';
import type { Slot } from './slots';

/** Where the visitor is: the four steps, then the confirmation. */
export type BookingStep = 'service' | 'date' | 'contact' | 'summary' | 'done';

/** The four steps in order (the confirmation comes after them). */
export const BOOKING_STEPS = ['service', 'date', 'contact', 'summary'] as const satisfies readonly BookingStep[];

/** A step the visitor can go back to. */
export type EditableStep = Exclude<BookingStep, 'summary' | 'done'>;

/** The state of a booking request. */
export interface BookingState {
  step: BookingStep;
  serviceId: number | null;
  /** The chosen length (one of the service's session offers). */
  minutes: number | null;
  /** The chosen day (`YYYY-MM-DD`, Paris). */
  date: string | null;
  slot: Slot | null;
  /** Messages of the service and date steps, by field (`service`, `duration`, `date`, `time`). */
  stepErrors: Readonly<Record<string, string>>;
  /** Times the server refused (taken meanwhile): not offered again. */
  refused: readonly string[];
  /** When the calendar was opened: the booking window and the minimum notice count from it. */
  openedAt: number | null;
  /** When the summary (then the confirmation) was shown: the free-cancellation terms depend on it. */
  shownAt: number | null;
  /** The request is on its way. */
  sending: boolean;
  /** Why the request failed, when it is nobody's field (network, server). */
  sendError: string | null;
  /** The booking the server recorded. */
  booked: Booking | null;
}

/** The messages a step shows for what is missing, by field (in the page's language). */
export type StepMessages<K extends string> = Readonly<Record<K, string>>;

/** What the visitor (or the server's answer) does. */
export type BookingAction =
  | { type: 'chooseService'; service: ListedService | null }
  | { type: 'chooseDuration'; minutes: number }
  /** "Choisir la date": to the calendar when a service and a length are chosen. */
  | { type: 'confirmService'; at: number; messages: StepMessages<'service' | 'duration'> }
  | { type: 'chooseDay'; date: string }
  | { type: 'chooseSlot'; slot: Slot | null }
  /** "Continuer": to the contact details when a day and a time are chosen. */
  | { type: 'confirmSlot'; messages: StepMessages<'date' | 'time'> }
  /** "Vérifier ma demande", once the contact form passed its checks. */
  | { type: 'confirmContact'; at: number }
  /** "Retour" or a summary's "Modifier": an earlier step. */
  | { type: 'back'; to: EditableStep; at: number }
  | { type: 'send' }
  | { type: 'booked'; booking: Booking; at: number }
  /** The server refused the time (taken in between): back to the calendar with its message. */
  | { type: 'slotRefused'; start: string; message: string; at: number }
  /** The server refused some contact details: back to the form (the form shows the messages). */
  | { type: 'contactRefused' }
  | { type: 'sendFailed'; message: string };

/** The first length offered for a service (null when it has none, or no service). */
function firstLength(service: ListedService | null): number | null {
  return service ? (sessionOffers(service)[0]?.minutes ?? null) : null;
}

/** A request that starts on the service step, with the service chosen before (if it is bookable here). */
export function initialBookingState(services: readonly ListedService[], initialServiceId: number | null): BookingState {
  const service = services.find((s) => s.id === initialServiceId) ?? null;
  return {
    step: 'service',
    serviceId: service?.id ?? null,
    minutes: firstLength(service),
    date: null,
    slot: null,
    stepErrors: {},
    refused: [],
    openedAt: null,
    shownAt: null,
    sending: false,
    sendError: null,
    booked: null,
  };
}

/** Enter a step: its moments, and no message left from the step before. */
function enter(state: BookingState, step: BookingStep, at?: number): BookingState {
  return {
    ...state,
    step,
    openedAt: step === 'date' ? (at ?? state.openedAt) : state.openedAt,
    shownAt: step === 'summary' || step === 'done' ? (at ?? state.shownAt) : state.shownAt,
    stepErrors: {},
    sendError: null,
  };
}

/** The next state; the same object when the action does not apply to the current step. */
export function bookingReducer(state: BookingState, action: BookingAction): BookingState {
  switch (action.type) {
    case 'chooseService':
      if (state.step !== 'service') return state;
      return { ...state, serviceId: action.service?.id ?? null, minutes: firstLength(action.service), date: null, slot: null, stepErrors: {} };
    case 'chooseDuration':
      if (state.step !== 'service' || state.serviceId === null) return state;
      return { ...state, minutes: action.minutes, slot: null };
    case 'confirmService': {
      if (state.step !== 'service') return state;
      const errors = collectErrors({
        service: state.serviceId === null ? action.messages.service : null,
        duration: state.serviceId !== null && state.minutes === null ? action.messages.duration : null,
      });
      return Object.keys(errors).length > 0 ? { ...state, stepErrors: errors } : enter(state, 'date', action.at);
    }
    case 'chooseDay':
      if (state.step !== 'date') return state;
      return { ...state, date: action.date, slot: null, stepErrors: {} };
    case 'chooseSlot':
      if (state.step !== 'date' || state.date === null) return state;
      return { ...state, slot: action.slot, stepErrors: {} };
    case 'confirmSlot': {
      if (state.step !== 'date') return state;
      const errors = collectErrors({
        date: state.date ? null : action.messages.date,
        time: state.date && !state.slot ? action.messages.time : null,
      });
      return Object.keys(errors).length > 0 ? { ...state, stepErrors: errors } : enter(state, 'contact');
    }
    case 'confirmContact':
      if (state.step !== 'contact' || !state.slot) return state;
      return enter(state, 'summary', action.at);
    case 'back': {
      const from = BOOKING_STEPS.indexOf(state.step as (typeof BOOKING_STEPS)[number]);
      if (state.sending || from < 0 || BOOKING_STEPS.indexOf(action.to) >= from) return state;
      return enter(state, action.to, action.at);
    }
    case 'send':
      if (state.step !== 'summary' || state.sending || !state.slot) return state;
      return { ...state, sending: true, sendError: null };
    case 'booked':
      if (!state.sending) return state;
      return { ...enter(state, 'done', action.at), sending: false, booked: action.booking };
    case 'slotRefused':
      if (!state.sending) return state;
      return {
        ...enter(state, 'date', action.at),
        sending: false,
        refused: [...state.refused, action.start],
        slot: null,
        stepErrors: { time: action.message },
      };
    case 'contactRefused':
      if (!state.sending) return state;
      return { ...enter(state, 'contact'), sending: false };
    case 'sendFailed':
      if (!state.sending) return state;
      return { ...state, sending: false, sendError: action.message };
  }
}
