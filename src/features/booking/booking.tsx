/**
 * Public module of the booking feature (the `booking` block's door; listed in eslint.config.js's
 * `featurePublicModules`, as it exports a component, not a hook): reads the booking app's public
 * config and shows our booking request, a link to the third-party provider the config names, or a
 * way to book otherwise when online booking is off.
 */
import { Link } from 'react-router';
import type { ExternalAppConfig } from '@/api/generated/types';
import type { ListedService } from '@/api/queries/content';
import { buttonClassName } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { readBookingSettings } from './booking-settings';
import { BookingRequest } from './booking-request';
import { useBookingWords } from './messages';
import './booking.css';

/** Props of {@link Booking}. */
export interface BookingProps {
  /** `GET /external-app/booking/config/public`. */
  config: ExternalAppConfig;
  /** The services bookable online. */
  services: readonly ListedService[];
  /** A service chosen before arriving (`?prestation=<id>`). */
  initialServiceId: number | null;
  /** Where to go when online booking is off (the contact page). */
  contactHref: string;
}

/** The booking request, or the provider's link, or the way to book otherwise. */
export function Booking({ config, services, initialServiceId, contactHref }: BookingProps) {
  const settings = readBookingSettings(config);
  const { t } = useBookingWords();
  if (settings.mode === 'provider') {
    return (
      <div className="booking__panel booking__provider">
        <p>
          {t('providerBefore')}
          <strong>{settings.provider}</strong>
          {t('providerAfter')}
        </p>
        <a className={buttonClassName('accent')} href={settings.url} rel="noopener">
          <Icon name="calendar-check" size="1.1rem" />
          {t('bookOn', { provider: settings.provider })}
          <span className="visually-hidden">{t('external')}</span>
        </a>
      </div>
    );
  }
  if (settings.mode === 'unavailable' || services.length === 0) {
    return (
      <div className="booking__panel booking__provider">
        <p>{t('closed')}</p>
        <Link className={buttonClassName('secondary')} to={contactHref}>
          {t('contactUs')}
        </Link>
      </div>
    );
  }
  return <BookingRequest settings={settings} services={services} initialServiceId={initialServiceId} />;
}
