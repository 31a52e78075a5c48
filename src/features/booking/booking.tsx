/**
 * Public module of the booking feature (the `booking` block's door; listed in eslint.config.js's
 * `featurePublicModules`, as it exports a component, not a hook): reads the booking app's public
 * config and shows our booking request, a link to the third-party provider the config names, or a
 * way to book otherwise when online booking is off.
 */
import { Link } from 'react-router';
import type { ExternalAppConfig, Service } from '@/api/generated/types';
import { buttonClassName } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { readBookingSettings } from './booking-settings';
import { BookingRequest } from './booking-request';
import './booking.css';

/** Props of {@link Booking}. */
export interface BookingProps {
  /** `GET /external-app/booking/config/public`. */
  config: ExternalAppConfig;
  /** The services bookable online. */
  services: readonly Service[];
  /** A service chosen before arriving (`?prestation=<id>`). */
  initialServiceId: number | null;
  /** Where to go when online booking is off (the contact page). */
  contactHref: string;
}

/** The booking request, or the provider's link, or the way to book otherwise. */
export function Booking({ config, services, initialServiceId, contactHref }: BookingProps) {
  const settings = readBookingSettings(config);
  if (settings.mode === 'provider') {
    return (
      <div className="booking__panel booking__provider">
        <p>
          Les rendez-vous se prennent sur l’agenda en ligne de <strong>{settings.provider}</strong> : vous y voyez les créneaux libres et recevez la
          confirmation.
        </p>
        <a className={buttonClassName('accent')} href={settings.url} rel="noopener">
          <Icon name="calendar-check" size="1.1rem" />
          Réserver sur {settings.provider}
          <span className="visually-hidden"> (site externe)</span>
        </a>
      </div>
    );
  }
  if (settings.mode === 'unavailable' || services.length === 0) {
    return (
      <div className="booking__panel booking__provider">
        <p>La réservation en ligne est momentanément fermée. Écrivez-moi ou appelez-moi pour fixer un rendez-vous.</p>
        <Link className={buttonClassName('secondary')} to={contactHref}>
          Me contacter
        </Link>
      </div>
    );
  }
  return <BookingRequest settings={settings} services={services} initialServiceId={initialServiceId} />;
}
