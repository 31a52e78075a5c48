/** The lengths a service is offered in, with their price (a service's `durations`, else its `duration`). */
import { formatDuration } from './duration';
import { formatEuros } from './money';

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

/** The lengths on offer, shortest first; empty when the service gives none. */
export function sessionOffers(service: OfferSource): SessionOffer[] {
  if (service.durations && service.durations.length > 0) return [...service.durations].sort((a, b) => a.minutes - b.minutes);
  return service.duration ? [{ minutes: service.duration, price: service.price ?? null }] : [];
}

/** "1 h 30 · 90 €", or "45 min · sur devis". */
export function formatOffer(offer: SessionOffer): string {
  return `${formatDuration(offer.minutes)} · ${offer.price === null ? 'sur devis' : formatEuros(offer.price)}`;
}
