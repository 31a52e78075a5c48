/**
 * The booking pages' URLs, built in one place: the booking page (SPEC §2 `/reservation-en-ligne`), a
 * service's readable page below it (slug of its title + its id, SPEC §5 slug rule) and the booking
 * request with a service chosen in advance.
 */
import { slugify } from './slug';

/** The online booking page (services list and booking request). */
export const BOOKING_PATH = '/reservation-en-ligne';
/** Id of the booking request on the booking page (link target). */
export const BOOKING_ANCHOR = 'reserver';
/** Search parameter naming the service chosen in advance. */
export const BOOKING_SERVICE_PARAM = 'prestation';

/**
 * A service's page: `/reservation-en-ligne/<slug of the title>-<id>`; the id makes it unique and
 * keeps a renamed service's links working.
 *
 * @example servicePath({ id: 3, title: 'Massage suédois' }) // '/reservation-en-ligne/massage-suedois-3'
 */
export function servicePath(service: { id: number; title: string }): string {
  const slug = slugify(service.title);
  return `${BOOKING_PATH}/${slug ? `${slug}-` : ''}${service.id}`;
}

/** The id at the end of a service page's last segment (`massage-suedois-3` → 3), or null. */
export function serviceIdFromSegment(segment: string): number | null {
  const match = /(?:^|-)(\d{1,9})$/.exec(segment);
  return match ? Number(match[1]) : null;
}

/** The booking request with this service chosen: `/reservation-en-ligne?prestation=3#reserver`. */
export function bookingPath(serviceId?: number): string {
  return `${BOOKING_PATH}${serviceId === undefined ? '' : `?${BOOKING_SERVICE_PARAM}=${serviceId}`}#${BOOKING_ANCHOR}`;
}
