import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { externalAppConfigQueryOptions } from '@/api/queries/catalogue';
import { servicesQueryOptions } from '@/api/queries/content';
import { Booking } from '@/features/booking/booking';
import { BOOKING_ANCHOR, BOOKING_PATH, BOOKING_SERVICE_PARAM } from '@/lib/service-paths';
import type { BlockComponentProps } from '../block-kit';
import type { BookingProps } from './props.gen';

/** The booking request of the booking page; `?prestation=<id>` chooses the service in advance. */
export function BookingBlock({ props }: BlockComponentProps<BookingProps>) {
  const api = useApi();
  const titleId = useId();
  const [params] = useSearchParams();
  const { data: config } = useSuspenseQuery(externalAppConfigQueryOptions(api, 'booking'));
  const { data } = useSuspenseQuery(servicesQueryOptions(api));
  const services = data.services.filter((s) => !s.bookingLink || s.bookingLink === BOOKING_PATH);
  const chosen = Number(params.get(BOOKING_SERVICE_PARAM));
  return (
    <section id={BOOKING_ANCHOR} className="vb-booking" aria-labelledby={titleId}>
      <h2 id={titleId} className="vb-title vb-booking__title">
        {props.title}
      </h2>
      {props.intro ? <p className="vb-lead">{props.intro}</p> : null}
      {/* Keyed by the chosen service: a new "Réserver" starts a new request with that service. */}
      <Booking
        key={chosen || 0}
        config={config}
        services={services}
        initialServiceId={Number.isInteger(chosen) && chosen > 0 ? chosen : null}
        contactHref={props.contactHref}
      />
    </section>
  );
}
