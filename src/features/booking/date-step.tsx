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
import type { ListedService } from '@/api/queries/content';
import { hoursText } from '@/lib/opening-hours';
import { Button } from '@/ui/button';
import { useFocusFirstError } from '@/ui/use-form-fields';
import { BookingCalendar } from './booking-calendar';
import { Choices } from './booking-choices';
import type { StepTitle } from './booking-progress';
import type { OnlineBooking } from './booking-settings';
import type { BookingAction, BookingState } from './booking-state';
import { useBookingWords } from './messages';
import { addDays, bookingWindow, daySlots, type Slot } from './slots';

/** Props of {@link DateStep}. */
export interface DateStepProps {
  state: BookingState;
  dispatch: Dispatch<BookingAction>;
  settings: OnlineBooking;
  service: ListedService;
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
  const words = useBookingWords();
  const { t } = words;
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
  // « Continuer » with no day or no time: the focus goes to the calendar or the times, read with the message.
  const ids = { date: `${headingId}-date`, time: `${headingId}-time` };
  useFocusFirstError(stepErrors, ids);

  function submit(event: FormEvent) {
    event.preventDefault();
    dispatch({ type: 'confirmSlot', messages: { date: t('chooseDay'), time: t('chooseTime') } });
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId}>
      {title(t('dateQuestion'))}
      <p className="booking__lead">
        {t('lead', { service: service.title, duration: words.duration(minutes) })}
        {settings.openingHours ? ` ${hoursText(settings.openingHours, words.language)}.` : ''}
      </p>
      <BookingCalendar
        {...range}
        isOpen={(d) => (free || availability.isError ? freeSlots(d).length > 0 : daySlots(settings, d, minutes, openedAt).length > 0)}
        selected={date}
        labelledBy={headingId}
        id={ids.date}
        describedBy={stepErrors.date ? `${ids.date}-error` : undefined}
        onSelect={(d) => dispatch({ type: 'chooseDay', date: d })}
      />
      {stepErrors.date ? (
        <p id={`${ids.date}-error`} className="field__error booking__error">
          {stepErrors.date}
        </p>
      ) : null}
      <div role="status" className="booking__day-status">
        {date
          ? t('dayStatus', {
              day: words.day(date),
              status: availability.isPending ? t('searching') : slots.length === 0 ? t('noneFree') : t('free', { count: slots.length }),
            })
          : ''}
      </div>
      {availability.isError ? <p className="booking__lead">{t('unchecked')}</p> : null}
      {date && slots.length > 0 ? (
        <Choices
          legend={t('timeLegend', { day: words.day(date) })}
          name="time"
          id={ids.time}
          className="booking__times"
          error={stepErrors.time}
          items={slots.map((s) => ({ value: s.start, label: words.time(s.instant) }))}
          value={slot?.start ?? ''}
          onChange={(v) => dispatch({ type: 'chooseSlot', slot: slots.find((s) => s.start === v) ?? null })}
        />
      ) : stepErrors.time ? (
        <p className="field__error booking__error">{stepErrors.time}</p>
      ) : null}
      <div className="booking__actions">
        <Button variant="secondary" onClick={() => dispatch({ type: 'back', to: 'service', at: Date.now() })}>
          {t('back')}
        </Button>
        <Button type="submit">{t('continue')}</Button>
      </div>
    </form>
  );
}
