/** Step 1 of a booking request: the massage, then its length among the service's session offers. */
import type { Dispatch, FormEvent } from 'react';
import type { ListedService } from '@/api/queries/content';
import { sessionOffers } from '@/lib/service-offers';
import { Button } from '@/ui/button';
import { SelectField } from '@/ui/form-field';
import { useFocusFirstError } from '@/ui/use-form-fields';
import { useFormWords } from '@/features/i18n/use-form-words';
import { Choices } from './booking-choices';
import type { StepTitle } from './booking-progress';
import type { BookingAction, BookingState } from './booking-state';
import { useBookingWords } from './messages';

/** Props of {@link ServiceStep}. */
export interface ServiceStepProps {
  state: BookingState;
  dispatch: Dispatch<BookingAction>;
  services: readonly ListedService[];
  headingId: string;
  title: StepTitle;
}

/** The service and length step. */
export function ServiceStep({ state, dispatch, services, headingId, title }: ServiceStepProps) {
  const words = useBookingWords();
  const { t } = words;
  const fieldWords = useFormWords().field;
  const service = services.find((s) => s.id === state.serviceId) ?? null;
  const offers = service ? sessionOffers(service) : [];
  // « Choisir la date » with no service or no length: the focus goes to the field, read with its message.
  const ids = { service: `${headingId}-service`, duration: `${headingId}-duration` };
  useFocusFirstError(state.stepErrors, ids);
  function submit(event: FormEvent) {
    event.preventDefault();
    dispatch({ type: 'confirmService', at: Date.now(), messages: { service: t('chooseService'), duration: t('chooseDuration') } });
  }
  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId}>
      {title(t('serviceQuestion'))}
      <SelectField
        id={ids.service}
        name="service"
        label={t('service')}
        required
        words={fieldWords}
        value={state.serviceId === null ? '' : String(state.serviceId)}
        error={state.stepErrors.service}
        onChange={(event) => dispatch({ type: 'chooseService', service: services.find((s) => String(s.id) === event.target.value) ?? null })}
      >
        <option value="">{t('choose')}</option>
        {services.map((s) => (
          <option key={s.id} value={s.id}>
            {s.title}
          </option>
        ))}
      </SelectField>
      {service && offers.length > 0 ? (
        <Choices
          legend={t('duration')}
          name="duration"
          id={ids.duration}
          error={state.stepErrors.duration}
          items={offers.map((o) => ({ value: String(o.minutes), label: words.offer(o) }))}
          value={state.minutes === null ? '' : String(state.minutes)}
          onChange={(v) => dispatch({ type: 'chooseDuration', minutes: Number(v) })}
        />
      ) : null}
      <div className="booking__actions">
        <Button type="submit">{t('chooseDate')}</Button>
      </div>
    </form>
  );
}
