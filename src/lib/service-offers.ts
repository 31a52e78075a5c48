/** The lengths a service is offered in, with their price (a service's `durations`, else its `duration`), and how a page writes them. */
import type { Message, Say } from './message-format';
import { formatEurosIn } from './money';

/** One length on offer. */
export interface SessionOffer {
  minutes: number;
  /** Euros; null when on quote. */
  price: number | null;
}

/** What a service carries about its lengths (the API's Service has these fields). */
export interface OfferSource {
  duration?: number | null;
  price?: number | null;
  durations?: readonly SessionOffer[];
}

/**
 * The words lengths and offers are written with, in the page's language: the booking's book has them
 * (src/features/booking/messages.fr-fr.ts: `{count} min`, `{hours} h`, `{hours} h {minutes}`,
 * `{duration} · {price}`, `sur devis`), so the booking, a service's page and the services block say the same.
 */
export interface OfferWords {
  readonly minutes: Message;
  readonly hours: Message;
  readonly hoursMinutes: Message;
  readonly offer: Message;
  readonly onQuote: Message;
}

/** The lengths on offer, shortest first; empty when the service gives none. */
export function sessionOffers(service: OfferSource): SessionOffer[] {
  if (service.durations && service.durations.length > 0) return [...service.durations].sort((a, b) => a.minutes - b.minutes);
  return service.duration ? [{ minutes: service.duration, price: service.price ?? null }] : [];
}

/** A length as a price list writes it: French `45 min`, `1 h`, `1 h 30`; English `45 min`, `1 hr`, `1 hr 30`. */
export function formatLength(minutes: number, t: Say<OfferWords>): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('minutes', { count: rest });
  return rest === 0 ? t('hours', { hours }) : t('hoursMinutes', { hours, minutes: String(rest).padStart(2, '0') });
}

/** An offer in `language` (`fr`, `en`) with its words: « 1 h 30 · 90 € », « 45 min · sur devis », “1 hr 30 · €90”, “45 min · on quote”. */
export function formatOffer(offer: SessionOffer, t: Say<OfferWords>, language: string): string {
  return t('offer', { duration: formatLength(offer.minutes, t), price: offer.price === null ? t('onQuote') : formatEurosIn(language, offer.price) });
}
