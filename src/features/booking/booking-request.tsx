/**
 * The booking request (issue 10): 1. the massage and its length, 2. the day in a calendar and a time
 * among that day's free slots, 3. the visitor's details, 4. a summary with the cancellation policy, then
 * the request (`POST /booking`) and the confirmation of what was booked. Every day and time is Paris
 * time (the business's), whatever the visitor's zone. The steps are a state machine
 * (`booking-state.ts`); each step is its own component. Nothing typed is lost by an error: the
 * server's refusal of a time (taken in between, 409) sends the visitor back to the calendar with its
 * message and fresh times; its refusal of a detail, back to the form with the message on the field.
 */
import { useEffect, useId, useReducer, useRef, useTransition } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { createBookingMutation } from '@/api/mutations/booking';
import { runMutation } from '@/api/mutations/run';
import { describeFailure } from '@/api/failure-message';
import { useFormWords } from '@/features/i18n/use-form-words';
import type { CreateBookingBody } from '@/api/generated/types';
import type { ListedService } from '@/api/queries/content';
import { sessionOffers } from '@/lib/service-offers';
import { useFormFields } from '@/ui/use-form-fields';
import { BookingProgress, StepHeading } from './booking-progress';
import type { OnlineBooking } from './booking-settings';
import { bookingReducer, initialBookingState, type BookingAction } from './booking-state';
import { cancellationTermsText } from './cancellation';
import { CONTACT, ContactStep } from './contact-step';
import { DateStep } from './date-step';
import { useBookingWords } from './messages';
import { ServiceStep } from './service-step';
import { BookingConfirmation, SummaryStep } from './summary-step';

/** Props of {@link BookingRequest}. */
export interface BookingRequestProps {
  settings: OnlineBooking;
  /** The services that can be booked here. */
  services: readonly ListedService[];
  /** A service chosen before (the "Réserver" of a service card or page). */
  initialServiceId: number | null;
}

/**
 * The actions that show another step or another day's times: a whole part of the panel is rendered
 * anew (the calendar alone is six weeks of buttons). They run in a transition, so the tap is painted
 * at once (the panel says it is busy) and the new step follows without blocking the phone (issue 37:
 * « Choisir la date » and a day's tap took 150–350 ms at 4× CPU). A field's own choice (a select, a
 * radio) stays urgent: a controlled field must change in the same task.
 */
const STEP_ACTIONS: ReadonlySet<BookingAction['type']> = new Set(['confirmService', 'chooseDay', 'confirmSlot', 'confirmContact', 'back']);

/** The booking request, step by step. */
export function BookingRequest({ settings, services, initialServiceId }: BookingRequestProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const headingId = useId();
  const [state, dispatchNow] = useReducer(bookingReducer, { services, initialServiceId }, (a) => initialBookingState(a.services, a.initialServiceId));
  const [switching, startSwitch] = useTransition();
  const dispatch = (action: BookingAction) => (STEP_ACTIONS.has(action.type) ? startSwitch(() => dispatchNow(action)) : dispatchNow(action));
  const contact = useFormFields(CONTACT);
  const words = useBookingWords();
  const formWords = useFormWords();
  // A second click lands before the "sending" render disables the button: one request only.
  const sendingRef = useRef(false);
  const { step, date, slot } = state;
  const service = services.find((s) => s.id === state.serviceId) ?? null;
  const offer = (service ? sessionOffers(service) : []).find((o) => o.minutes === state.minutes) ?? null;

  // The new step's heading takes the focus (not on the first render: the page just opened).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const title = (text: string) => (
    <StepHeading id={headingId} step={step} ref={headingRef}>
      {text}
    </StepHeading>
  );
  /** What the service and date steps share: the machine and the heading. */
  const machine = { state, dispatch, headingId, title };
  const back = (to: 'service' | 'date' | 'contact') => dispatch({ type: 'back', to, at: Date.now() });
  const cancellation = slot && state.shownAt !== null ? cancellationTermsText(slot.instant, settings.cancellationHours, state.shownAt, words) : null;

  async function send() {
    if (sendingRef.current || !service || !offer || !slot) return;
    sendingRef.current = true;
    dispatch({ type: 'send' });
    const v = contact.values;
    const body: CreateBookingBody = {
      serviceId: service.id,
      duration: offer.minutes,
      start: slot.start,
      firstname: v.firstname.trim(),
      lastname: v.lastname.trim(),
      email: v.email.trim(),
      phone: v.phone.trim(),
      note: v.note.trim() || null,
      consent: true,
    };
    try {
      const booking = await runMutation(queryClient, createBookingMutation(api), body);
      dispatch({ type: 'booked', booking, at: Date.now() });
    } catch (error) {
      const { summary, fieldErrors } = describeFailure(error, words.t('failure'), formWords.failure);
      const { start, serviceId: _s, duration: _d, ...contactErrors } = fieldErrors;
      if (start) {
        // The time was taken meanwhile (or is no longer bookable): choose another one (the times are re-read).
        dispatch({ type: 'slotRefused', start: body.start, message: start, at: Date.now() });
      } else if (Object.keys(contactErrors).length > 0) {
        dispatch({ type: 'contactRefused' });
        contact.fail(summary, contactErrors);
      } else {
        dispatch({ type: 'sendFailed', message: summary });
      }
    } finally {
      sendingRef.current = false;
    }
  }

  if (step === 'done' && state.booked && slot && date) {
    return (
      <BookingConfirmation
        booked={state.booked}
        date={date}
        slot={slot}
        firstname={contact.values.firstname}
        message={settings.confirmationMessage}
        cancellation={cancellation}
        title={title}
      />
    );
  }

  return (
    <div className="booking__panel" aria-busy={switching || undefined}>
      <BookingProgress step={step} />
      {step === 'service' ? <ServiceStep {...machine} services={services} /> : null}
      {step === 'date' && service && offer && state.openedAt !== null ? (
        <DateStep {...machine} settings={settings} service={service} minutes={offer.minutes} openedAt={state.openedAt} />
      ) : null}
      {step === 'contact' ? (
        <ContactStep
          contact={contact}
          headingId={headingId}
          title={title}
          onDone={() => dispatch({ type: 'confirmContact', at: Date.now() })}
          onBack={() => back('date')}
        />
      ) : null}
      {step === 'summary' && service && offer && slot && date ? (
        <SummaryStep
          serviceTitle={service.title}
          offer={offer}
          date={date}
          slot={slot}
          contact={contact.values}
          cancellation={cancellation}
          sending={state.sending}
          sendError={state.sendError}
          title={title}
          onEdit={back}
          onSend={() => void send()}
        />
      ) : null}
    </div>
  );
}
