/**
 * Click-and-collect (SPEC §3 `clickAndCollect {date, idAddress, idSchedule}`): the company's places
 * (`GET /company/address?type=CLICK_AND_COLLECT`), then a date among the next open days and a slot of
 * that day; the CLICK_AND_COLLECT_HOURS setting is shown as the opening hours.
 */
import { useCheckoutSay } from './messages';
import { useEffect, useId, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { companyAddressQueryOptions } from '@/api/queries/catalogue';
import type { ClickAndCollectChoice as Choice } from '@/features/cart/use-cart';
import { hoursText } from '@/lib/opening-hours';
import { displayLines } from '@/lib/text-lines';
import { RadioCard, SelectField } from './fields';
import { siteDay } from '@/lib/dates';
import { formatDate, formatTime, pickupDates, slotsOn } from './pickup-dates';

export interface ClickAndCollectProps {
  value: Choice | null;
  hours: string | null;
  onChange: (value: Choice) => void;
}

/** Place, date and slot (see the module comment). */
export function ClickAndCollectChoice({ value, hours, onChange }: ClickAndCollectProps) {
  const api = useApi();
  const id = useId();
  const say = useCheckoutSay();
  const t = say.checkout;
  const places = useQuery(companyAddressQueryOptions(api, 'CLICK_AND_COLLECT'));
  const place = places.data?.find((p) => p.id === value?.idAddress) ?? null;
  const schedules = useMemo(() => place?.schedules ?? [], [place]);
  // The business's today (Paris), not the visitor's: an order is prepared where the place is.
  const today = siteDay(new Date());
  const dates = useMemo(() => (place ? pickupDates(place, today) : []), [place, today]);
  const slots = value?.date ? slotsOn(schedules, value.date) : [];
  // A single place is no choice: it is taken at once, and the visitor goes straight to the date.
  const onlyPlace = places.data?.length === 1 ? places.data[0] : undefined;
  const unchosen = !value?.idAddress;
  useEffect(() => {
    if (onlyPlace && unchosen) onChange({ idAddress: onlyPlace.id, date: null, idSchedule: null });
  }, [onlyPlace, unchosen, onChange]);

  return (
    <section className="checkout-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="checkout-panel__title">
        {t('collectWhere')}
      </h2>
      {hours ? (
        <div className="checkout-hint">
          <p>{t('collectHours')}</p>
          <ul className="checkout-hours">
            {displayLines(hours).map((line) => (
              <li key={line}>{hoursText(line, say.language)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {places.isPending ? <p className="checkout-hint">{t('placesLoading')}</p> : null}
      {places.isError ? (
        <div className="checkout-problems" role="alert">
          <p>{t('placesFailed')}</p>
          <button type="button" className="button button--secondary button--sm" onClick={() => void places.refetch()}>
            {t('retry')}
          </button>
        </div>
      ) : null}
      {places.data ? (
        <fieldset className="checkout-fieldset">
          <legend>{t('place')}</legend>
          <div className="radio-cards">
            {places.data.map((p) => (
              <RadioCard
                key={p.id}
                name={`${id}-place`}
                checked={value?.idAddress === p.id}
                onChange={() => onChange({ idAddress: p.id, date: null, idSchedule: null })}
                title={p.name}
              >
                {p.address}
                {p.addressPart2 ? `, ${p.addressPart2}` : ''}, {p.postalCode} {p.city}
              </RadioCard>
            ))}
          </div>
        </fieldset>
      ) : null}
      {place ? (
        <SelectField label={t('date')} value={value?.date ?? ''} onChange={(date) => onChange({ idAddress: place.id, date: date || null, idSchedule: null })}>
          <option value="">{t('chooseADate')}</option>
          {dates.map((d) => (
            <option key={d} value={d}>
              {formatDate(d, say.language)}
            </option>
          ))}
        </SelectField>
      ) : null}
      {place && value?.date ? (
        <fieldset className="checkout-fieldset">
          <legend>{t('slotOn', { date: formatDate(value.date, say.language) })}</legend>
          <div className="radio-cards radio-cards--inline">
            {slots.map((s) => (
              <RadioCard
                key={s.id}
                name={`${id}-slot`}
                checked={value.idSchedule === s.id}
                onChange={() => onChange({ idAddress: place.id, date: value.date, idSchedule: s.id })}
                // One unit (no-break spaces around the dash): « 10 h – » never ends a line before « 12 h 30 ».
                title={`${formatTime(s.start, say.language)}\u00a0–\u00a0${formatTime(s.end, say.language)}`}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
    </section>
  );
}
