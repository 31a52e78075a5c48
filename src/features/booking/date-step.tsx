/**
 * Step 2 of a booking request: the day in a calendar, then a time among that day's free slots. The
 * slots of the opening schedule are crossed with the API's availability (`GET
 * /booking/availability`, which honours the bookings already made): while it loads no time is
 * offered; if it fails, the schedule's times are offered with a warning (the server checks at sending).
 */
import { useMemo, type Dispatch, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { bookingAvailabilityQueryOptions } from '@/api/queries/content';
import type { Service } from '@/api/generated/types';
import { formatTime } from '@/lib/dates';
import { frenchSpacing } from '@/lib/french-typography';
import { formatDuration } from '@/lib/duration';
import { Button } from '@/ui/button';
import { BookingCalendar, formatLongDay } from './booking-calendar';
import { Choices } from './booking-choices';
import type { StepTitle } from './booking-progress';
import type { OnlineBooking } from './booking-settings';
import type { BookingAction, BookingState } from './booking-state';
import { addDays, bookingWindow, daySlots, type Slot } from './slots';

/** Props of {@link DateStep}. */
export interface DateStepProps {
  state: BookingState;
  dispatch: Dispatch<BookingAction>;
  settings: OnlineBooking;
  service: Service;
  /** The chosen length. */
  minutes: number;
  /** When the calendar was opened (the booking window counts from it). */
  openedAt: number;
  headingId: string;
  title: StepTitle;
}

/** The day and time step. */
export function DateStep({ state, dispatch, settings, service, minutes, openedAt, headingId, title }: DateStepProps) {
  const api = useApi();
  const { date, slot, refused, stepErrors } = state;
  const range = bookingWindow(settings, openedAt);
  const availability = useQuery(
    bookingAvailabilityQueryOptions(api, {
      serviceId: service.id,
      duration: minutes,
      from: range.first,
      // The call answers at most 92 days at once; the horizon is rarely longer.
      to: range.last < addDays(range.first, 92) ? range.last : addDays(range.first, 92),
    }),
  );
  /** Free times per day (Paris "HH:MM"), once the API answered; undefined while loading or after a failure. */
  const free = useMemo(() => (availability.data ? new Map(availability.data.days.map((d) => [d.date, new Set(d.times)])) : undefined), [availability.data]);
  const freeSlots = useMemo(() => {
    const checked = availability.isError;
    return (day: string): Slot[] => {
      if (!free && !checked) return [];
      return daySlots(settings, day, minutes, openedAt).filter((s) => !refused.includes(s.start) && (!free || free.get(day)?.has(s.time) === true));
    };
  }, [settings, openedAt, minutes, refused, free, availability.isError]);
  const slots = useMemo(() => (date ? freeSlots(date) : []), [date, freeSlots]);

  function submit(event: FormEvent) {
    event.preventDefault();
    dispatch({ type: 'confirmSlot' });
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId}>
      {title('Quel jour, à quelle heure ?')}
      <p className="booking__lead">
        {service.title}, {formatDuration(minutes)}. Horaires à l’heure de Paris.{settings.openingHours ? ` ${frenchSpacing(settings.openingHours)}.` : ''}
      </p>
      <BookingCalendar
        {...range}
        isOpen={(d) => (free || availability.isError ? freeSlots(d).length > 0 : daySlots(settings, d, minutes, openedAt).length > 0)}
        selected={date}
        labelledBy={headingId}
        onSelect={(d) => dispatch({ type: 'chooseDay', date: d })}
      />
      {stepErrors.date ? <p className="field__error booking__error">{stepErrors.date}</p> : null}
      <div role="status" className="booking__day-status">
        {date ? `${formatLongDay(date)} : ${availability.isPending ? 'recherche des horaires libres…' : freeCount(slots.length)}` : ''}
      </div>
      {availability.isError ? (
        <p className="booking__lead">Les disponibilités n’ont pas pu être vérifiées : si un horaire vient d’être pris, nous vous le dirons à l’envoi.</p>
      ) : null}
      {date && slots.length > 0 ? (
        <Choices
          legend={`Horaire du ${formatLongDay(date)} (heure de Paris)`}
          name="time"
          className="booking__times"
          error={stepErrors.time}
          items={slots.map((s) => ({ value: s.start, label: formatTime(new Date(s.instant)) }))}
          value={slot?.start ?? ''}
          onChange={(v) => dispatch({ type: 'chooseSlot', slot: slots.find((s) => s.start === v) ?? null })}
        />
      ) : stepErrors.time ? (
        <p className="field__error booking__error">{stepErrors.time}</p>
      ) : null}
      <div className="booking__actions">
        <Button variant="secondary" onClick={() => dispatch({ type: 'back', to: 'service', at: Date.now() })}>
          Retour
        </Button>
        <Button type="submit">Continuer</Button>
      </div>
    </form>
  );
}

/** "3 horaires libres.", "un horaire libre.", "aucun horaire libre." */
function freeCount(count: number): string {
  return `${count > 1 ? `${count} horaires libres` : count === 1 ? 'un horaire libre' : 'aucun horaire libre'}.`;
}
