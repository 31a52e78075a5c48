/**
 * A month calendar to choose the booking day (WAI-ARIA APG date-picker grid, inline): one tab stop,
 * arrow keys move by day and week, Home/End to the week's ends, Page Up/Down by month; Enter or Space
 * chooses. Days without any slot (closed, inside the minimum notice, past the horizon) are greyed and
 * `aria-disabled`. The month name is a live region, so changing month is announced.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '@/ui/icon';
import { useBookingWords } from './messages';
import { addDays, addMonths, monthGrid } from './slots';

/** Props of {@link BookingCalendar}. */
export interface BookingCalendarProps {
  /** First and last days that may be shown (the booking window). */
  first: string;
  last: string;
  /** True when the day has at least one slot. */
  isOpen: (date: string) => boolean;
  selected: string | null;
  onSelect: (date: string) => void;
  /** Id of the element naming the calendar (the step's question). */
  labelledBy: string;
  /** Id of the calendar's one tab stop (the day it is reached by): where the focus goes on an error. */
  id?: string;
  /** Id of the message the tab stop is described by (the step's error), if any. */
  describedBy?: string | undefined;
}

const clamp = (date: string, first: string, last: string) => (date < first ? first : date > last ? last : date);

/** The calendar. */
export function BookingCalendar({ first, last, isOpen, selected, onSelect, labelledBy, id, describedBy }: BookingCalendarProps) {
  const { t, month: monthName, weekdays, day: dayName } = useBookingWords();
  const monthId = useId();
  const hintId = useId();
  const firstOpen = (() => {
    for (let d = first; d <= last; d = addDays(d, 1)) if (isOpen(d)) return d;
    return first;
  })();
  const [focused, setFocused] = useState(selected ?? firstOpen);
  const [month, setMonth] = useState(focused.slice(0, 7));
  const moved = useRef(false);
  const grid = useRef<HTMLTableElement>(null);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [focused, month]);

  function moveTo(date: string) {
    const next = clamp(date, first, last);
    moved.current = true;
    setFocused(next);
    setMonth(next.slice(0, 7));
  }

  function showMonth(target: string) {
    setMonth(target);
    const day = clamp(`${target}-01`, first, last);
    setFocused(day.startsWith(target) ? day : clamp(`${target}-${focused.slice(8)}`, first, last));
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, date: string) {
    const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
    const moves: Record<string, () => string> = {
      ArrowLeft: () => addDays(date, -1),
      ArrowRight: () => addDays(date, 1),
      ArrowUp: () => addDays(date, -7),
      ArrowDown: () => addDays(date, 7),
      Home: () => addDays(date, -weekday),
      End: () => addDays(date, 6 - weekday),
      PageUp: () => `${addMonths(date.slice(0, 7), -1)}-${date.slice(8)}`,
      PageDown: () => `${addMonths(date.slice(0, 7), 1)}-${date.slice(8)}`,
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    let target = move();
    // Page Up/Down from the 31st: the last day of the shorter month.
    while (!/^\d{4}-\d{2}-\d{2}$/.test(target) || new Date(`${target}T12:00:00Z`).toISOString().slice(0, 10) !== target)
      target = `${target.slice(0, 8)}${String(Number(target.slice(8)) - 1).padStart(2, '0')}`;
    moveTo(target);
  }

  const weeks = monthGrid(month);
  const canPrev = month > first.slice(0, 7);
  const canNext = month < last.slice(0, 7);
  return (
    <div className="booking-cal">
      <div className="booking-cal__head">
        <button type="button" className="booking-cal__nav" aria-label={t('previousMonth')} disabled={!canPrev} onClick={() => showMonth(addMonths(month, -1))}>
          <Icon name="chevron-left" size="1.1rem" />
        </button>
        <p id={monthId} className="booking-cal__month" aria-live="polite">
          {monthName(month)}
        </p>
        <button type="button" className="booking-cal__nav" aria-label={t('nextMonth')} disabled={!canNext} onClick={() => showMonth(addMonths(month, 1))}>
          <Icon name="chevron-right" size="1.1rem" />
        </button>
      </div>
      <table ref={grid} role="grid" className="booking-cal__grid" aria-labelledby={`${labelledBy} ${monthId}`} aria-describedby={hintId}>
        <thead>
          <tr>
            {weekdays.map(([short, long]) => (
              <th key={long} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find(Boolean) ?? 'empty'}>
              {week.map((date, i) => {
                if (!date) return <td key={`pad-${i}`} />;
                const inWindow = date >= first && date <= last;
                const open = inWindow && isOpen(date);
                const isSelected = date === selected;
                return (
                  <td key={date} aria-selected={isSelected}>
                    <button
                      type="button"
                      data-date={date}
                      className="booking-cal__day"
                      id={date === focused ? id : undefined}
                      tabIndex={date === focused ? 0 : -1}
                      aria-label={dayName(date)}
                      aria-describedby={date === focused ? describedBy : undefined}
                      aria-disabled={open ? undefined : true}
                      aria-pressed={isSelected}
                      onKeyDown={(e) => onKeyDown(e, date)}
                      onFocus={() => setFocused(date)}
                      onClick={() => {
                        if (open) onSelect(date);
                      }}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <p id={hintId} className="booking-cal__hint">
        {t('calendarHint')}
      </p>
    </div>
  );
}
