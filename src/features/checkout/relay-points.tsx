/**
 * Pickup relays near the delivery city (`POST /relay/access-points`): a list to choose one from —
 * name, address and, where the carrier gives them, distance and opening hours. The list alone is
 * enough to choose; no map (a tile provider is third-party content behind consent).
 */
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

function distanceText(metres: number): string {
  return metres < 1000 ? `à ${Math.round(metres / 10) * 10} m` : `à ${(metres / 1000).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} km`;
}

/** The relay list (see the module comment). */
export function RelayPoints({ city, country, value, onChange }: RelayPointsProps) {
  const api = useApi();
  const name = useId();
  const body = { postalCode: city.postalCode, city: city.name, country: country.alphaTwo };
  const { data, isPending, isError, refetch, isFetching } = useQuery(relayPointsQueryOptions(api, body));

  return (
    <fieldset className="checkout-fieldset relay-points" aria-busy={isFetching}>
      <legend>
        Points relais près de {city.postalCode} {city.name}
      </legend>
      {isPending ? <p className="checkout-hint">Recherche des points relais…</p> : null}
      {isError ? (
        <div className="checkout-problems" role="alert">
          <p>La liste des points relais n’a pas pu être chargée.</p>
          <button type="button" className="button button--secondary button--sm" onClick={() => void refetch()}>
            Réessayer
          </button>
        </div>
      ) : null}
      {data && data.length === 0 ? (
        <p className="checkout-hint">Aucun point relais près de cette ville : essayez une ville voisine, la livraison à domicile ou le retrait sur place.</p>
      ) : null}
      {data && data.length > 0 ? (
        <div className="radio-cards">
          {data.map((p) => (
            <RadioCard
              key={p.id}
              name={name}
              checked={value?.id === p.id}
              onChange={() => onChange(p)}
              title={p.name}
              aside={typeof p.distance === 'number' ? distanceText(p.distance) : undefined}
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
