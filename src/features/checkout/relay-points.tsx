/**
 * Pickup relays near the delivery city (`POST /relay/access-points`): a list to choose one from —
 * name, address and, where the carrier gives them, distance and opening hours. The list alone is
 * enough to choose; no map (a tile provider is third-party content behind consent).
 */
import type { TranslateFn } from '@/features/i18n/messages';
import { useMessages } from '@/features/i18n/use-messages';
import { checkoutMessages, type checkoutFr } from './messages';
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { relayPointsQueryOptions } from '@/api/queries/catalogue';
import type { AccessPoint, City, CountryRef } from '@/api/generated/types';
import { RadioCard } from './fields';

export interface RelayPointsProps {
  city: City;
  country: CountryRef;
  value: AccessPoint | null;
  onChange: (point: AccessPoint) => void;
}

function distanceText(metres: number, t: TranslateFn<typeof checkoutFr>): string {
  return metres < 1000 ? t('distanceM', { distance: Math.round(metres / 10) * 10 }) : t('distanceKm', { distance: Math.round(metres / 100) / 10 });
}

/** The relay list (see the module comment). */
export function RelayPoints({ city, country, value, onChange }: RelayPointsProps) {
  const api = useApi();
  const name = useId();
  const t = useMessages(checkoutMessages);
  const body = { postalCode: city.postalCode, city: city.name, country: country.alphaTwo };
  const { data, isPending, isError, refetch, isFetching } = useQuery(relayPointsQueryOptions(api, body));

  return (
    <fieldset className="checkout-fieldset relay-points" aria-busy={isFetching}>
      <legend>{t('relaysNear', { place: `${city.postalCode} ${city.name}` })}</legend>
      {isPending ? <p className="checkout-hint">{t('relaysSearching')}</p> : null}
      {isError ? (
        <div className="checkout-problems" role="alert">
          <p>{t('relaysFailed')}</p>
          <button type="button" className="button button--secondary button--sm" onClick={() => void refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : null}
      {data && data.length === 0 ? <p className="checkout-hint">{t('relaysNone')}</p> : null}
      {data && data.length > 0 ? (
        <div className="radio-cards">
          {data.map((p) => (
            <RadioCard
              key={p.id}
              name={name}
              checked={value?.id === p.id}
              onChange={() => onChange(p)}
              title={p.name}
              aside={typeof p.distance === 'number' ? distanceText(p.distance, t) : undefined}
            >
              {p.addLine1}, {p.zipCode} {p.city}
              {p.openingHours && p.openingHours.length > 0 ? <span className="relay-points__hours">{p.openingHours.join(' · ')}</span> : null}
            </RadioCard>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}
