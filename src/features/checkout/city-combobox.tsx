/**
 * Postal code or city search (`GET /cities/{search}/{idCountry}`): an ARIA 1.2 combobox with a
 * listbox popup. Searching waits until typing pauses (debounced), arrow keys move through the
 * results, Enter picks, Escape closes; the choice is announced and shown under the field.
 */
import { useMessages } from '@/features/i18n/use-messages';
import { checkoutMessages } from './messages';
import { useId, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { citiesQueryOptions } from '@/api/queries/catalogue';
import type { City } from '@/api/generated/types';
import { useDebounced } from '@/ui/use-debounced';

/** Time without typing before a search is sent. */
export const CITY_SEARCH_DEBOUNCE_MS = 300;

export interface CityComboboxProps {
  label: string;
  idCountry: number;
  value: City | null;
  onChange: (city: City) => void;
  /** A message under the field (an error to fix). */
  error?: string | null;
}

const cityText = (c: City) => `${c.postalCode} ${c.name}`;

/** The city combobox (see the module comment). */
export function CityCombobox({ label, idCountry, value, onChange, error }: CityComboboxProps) {
  const api = useApi();
  const id = useId();
  const t = useMessages(checkoutMessages);
  const [text, setText] = useState(value ? cityText(value) : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const search = useDebounced(text.trim(), CITY_SEARCH_DEBOUNCE_MS);
  const chosenText = value ? cityText(value) : null;
  const searching = search.length >= 2 && search !== chosenText;
  const { data, isFetching, isError } = useQuery({ ...citiesQueryOptions(api, search, idCountry), enabled: searching });
  const results = searching ? (data ?? []) : [];
  const listId = `${id}-list`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  // Another choice from outside (a restored cart, a country change) shows in the field.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ? cityText(value) : '');
  }

  const pick = (city: City) => {
    setText(cityText(city));
    setOpen(false);
    setActive(-1);
    onChange(city);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (results.length === 0 ? -1 : (i + 1) % results.length));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      setActive((i) => (results.length === 0 ? -1 : (i - 1 + results.length) % results.length));
    } else if (e.key === 'Enter') {
      const hit = results[active] ?? (results.length === 1 ? results[0] : undefined);
      if (open && hit) {
        e.preventDefault();
        pick(hit);
      }
    } else if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  const expanded = open && searching && results.length > 0;
  let status = '';
  if (searching && !isFetching && isError) status = t('cityUnavailable');
  else if (searching && !isFetching && data && results.length === 0) status = t('cityNone');
  else if (expanded) status = t('cityFound', { count: results.length });

  return (
    <div className="checkout-field city-combobox">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        inputMode="search"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        value={text}
        placeholder={t('cityPlaceholder')}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <p id={hintId} className="checkout-hint" aria-live="polite">
        {status || (value ? t('cityChosen', { city: cityText(value) }) : t('cityHint'))}
      </p>
      {error ? (
        <p id={errorId} className="checkout-error">
          {error}
        </p>
      ) : null}
      <ul id={listId} role="listbox" aria-label={t('cityList')} className="city-combobox__list" hidden={!expanded}>
        {results.map((city, i) => (
          <li
            key={`${city.postalCode}-${city.name}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'is-active' : undefined}
            // mousedown, not click: the input's blur would close the list first.
            onMouseDown={(e) => {
              e.preventDefault();
              pick(city);
            }}
          >
            <span className="city-combobox__code">{city.postalCode}</span> {city.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
