/** A question answered by one of a few buttons-like radios (the length of a session, a time of day). */
import { useId } from 'react';

/** Props of {@link Choices}. */
export interface ChoicesProps {
  legend: string;
  name: string;
  items: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  className?: string;
  /** Id of the radio the group is reached by (the checked one, else the first): where the focus goes on an error. */
  id?: string;
}

/** A fieldset of radios laid out as pills, its error under the legend. */
export function Choices({ legend, name, items, value, onChange, error, className, id: stopId }: ChoicesProps) {
  const id = useId();
  const stop = items.some((item) => item.value === value) ? value : items[0]?.value;
  return (
    <fieldset className={['booking__choices', className ?? ''].join(' ')} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="field__label">{legend}</legend>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
      <div className="booking__choice-list">
        {items.map((item) => (
          <label key={item.value} className="booking__choice">
            <input
              id={item.value === stop ? stopId : undefined}
              type="radio"
              name={`${id}-${name}`}
              value={item.value}
              checked={item.value === value}
              onChange={() => onChange(item.value)}
            />
            <span>{item.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
