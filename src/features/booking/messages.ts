/**
 * The booking request's book (issue 36): one file per language (messages.fr-fr.ts, messages.en-gb.ts),
 * each a chunk of its own; and what every step reads of it, `useBookingWords()`: the words, and the
 * lengths, days and times as the page's language writes them (Paris time, whatever the visitor's zone).
 */
import { useMemo } from 'react';
import { defineMessages, type TranslateFn } from '@/features/i18n/messages';
import { useLocale } from '@/features/i18n/use-locale';
import { useMessages } from '@/features/i18n/use-messages';
import { formatTime, frenchDateText } from '@/lib/dates';
import { htmlLang } from '@/lib/locale';
import { formatEurosIn } from '@/lib/money';
import { formatLength, formatOffer, type SessionOffer } from '@/lib/service-offers';
import type { bookingFr } from './messages.fr-fr';

export type { bookingFr };

/** The book. */
export const bookingMessages = defineMessages('src/features/booking/messages', {
  fr_FR: () => import('./messages.fr-fr'),
  en_GB: () => import('./messages.en-gb'),
});

/** What the booking's parts say, in the page's language. */
export interface BookingWords {
  t: TranslateFn<typeof bookingFr>;
  /** `fr`, `en`. */
  language: string;
  /** "mardi 24 novembre 2026" (« 1er » on the first, `@/lib/dates`), "Tuesday 24 November 2026" for a `YYYY-MM-DD` day. */
  day: (date: string) => string;
  /** "novembre 2026", "November 2026" for a `YYYY-MM` month. */
  month: (month: string) => string;
  /** The week's days from Monday, short and long: `[['lun.', 'lundi'], …]`. */
  weekdays: readonly (readonly [string, string])[];
  /** « 14 h 30 », « 9 h » (`@/lib/dates`' one French time), "14:30" (Paris time) of an instant (ms). */
  time: (instant: number) => string;
  /** "1 h 30", "45 min". */
  duration: (minutes: number) => string;
  /** "1 heure 30 minutes", "1 hour 30 minutes". */
  spokenDuration: (minutes: number) => string;
  /** "1 h 30 · 90 €", "45 min · on quote". */
  offer: (offer: SessionOffer) => string;
  price: (amount: number) => string;
}

/** Date formats per language, made on first use (building one loads the language's data). Bounded: one per language a site speaks. */
const formats = new Map<
  string,
  { day: Intl.DateTimeFormat; month: Intl.DateTimeFormat; time: Intl.DateTimeFormat; weekday: [Intl.DateTimeFormat, Intl.DateTimeFormat] }
>();

function formatsOf(language: string) {
  let found = formats.get(language);
  if (!found) {
    const tag = language === 'fr' ? 'fr-FR' : 'en-GB';
    found = {
      day: new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
      month: new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
      time: new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', hour12: false, timeZone: 'Europe/Paris' }),
      weekday: [new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' }), new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' })],
    };
    formats.set(language, found);
  }
  return found;
}

/** The booking's words and formats in `language` (`fr`, `en`), from its book's translate function. */
export function bookingWords(t: TranslateFn<typeof bookingFr>, language: string): BookingWords {
  const f = formatsOf(language);
  const price = (amount: number) => formatEurosIn(language, amount);
  // 2026-11-23 is a Monday: the week's seven days from it.
  const monday = Date.UTC(2026, 10, 23, 12);
  const weekdays = Array.from({ length: 7 }, (_, i) => [f.weekday[0].format(monday + i * 86_400_000), f.weekday[1].format(monday + i * 86_400_000)] as const);
  return {
    t,
    language,
    day: (date) => (language === 'fr' ? frenchDateText(f.day, new Date(`${date}T12:00:00Z`)) : f.day.format(new Date(`${date}T12:00:00Z`))),
    month: (month) => f.month.format(new Date(`${month}-15T12:00:00Z`)),
    weekdays,
    time: (instant) => (language === 'fr' ? formatTime(new Date(instant)) : f.time.format(new Date(instant))),
    duration: (minutes) => formatLength(minutes, t),
    spokenDuration: (minutes) => {
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      return [hours ? t('spokenHours', { count: hours }) : '', rest ? t('spokenMinutes', { count: rest }) : ''].filter(Boolean).join(' ');
    },
    offer: (o) => formatOffer(o, t, language),
    price,
  };
}

/** The booking's words and formats in the page's language (suspends while its words load); the same object while the locale stays. */
export function useBookingWords(): BookingWords {
  const t = useMessages(bookingMessages);
  const language = htmlLang(useLocale().locale);
  return useMemo(() => bookingWords(t, language), [t, language]);
}
