/**
 * Step 4 of a booking request: everything chosen and typed, each line with its way back to edit it,
 * the cancellation terms, and the sending; then the confirmation of what the server recorded.
 */
import type { Booking } from '@/api/generated/types';
import type { SessionOffer } from '@/lib/service-offers';
import { Button } from '@/ui/button';
import type { StepTitle } from './booking-progress';
import type { EditableStep } from './booking-state';
import type { ContactValues } from './contact-step';
import { useBookingWords, type BookingWords } from './messages';
import type { Slot } from './slots';

/** "lundi 23 novembre 2026 à 10 h 30", "Monday 23 November 2026 at 10:30" for a slot of a day, in Paris. */
function formatWhen(slot: Pick<Slot, 'instant'>, date: string, { t, day, time }: BookingWords): string {
  return t('at', { day: day(date), time: time(slot.instant) });
}

/** Props of {@link SummaryStep}. */
export interface SummaryStepProps {
  serviceTitle: string;
  offer: SessionOffer;
  date: string;
  slot: Slot;
  contact: ContactValues;
  /** The free-cancellation terms (`cancellationTermsText`), when the booking settings give them. */
  cancellation: string | null;
  sending: boolean;
  sendError: string | null;
  title: StepTitle;
  onEdit: (step: EditableStep) => void;
  onSend: () => void;
}

/** The summary step. */
export function SummaryStep({ serviceTitle, offer, date, slot, contact, cancellation, sending, sendError, title, onEdit, onSend }: SummaryStepProps) {
  const words = useBookingWords();
  const { t } = words;
  const note = contact.note.trim();
  return (
    <div>
      {title(t('summaryQuestion'))}
      <dl className="booking__summary">
        <Row label={t('service')} value={serviceTitle} onEdit={() => onEdit('service')} editLabel={t('editService')} disabled={sending} />
        <Row
          label={t('durationAndPrice')}
          value={`${words.spokenDuration(offer.minutes)} · ${offer.price === null ? t('onQuote') : words.price(offer.price)}`}
          onEdit={() => onEdit('service')}
          editLabel={t('editDuration')}
          disabled={sending}
        />
        <Row
          label={t('dateAndTime')}
          value={t('parisTime', { when: formatWhen(slot, date, words) })}
          onEdit={() => onEdit('date')}
          editLabel={t('editDate')}
          disabled={sending}
        />
        <Row
          label={t('stepContact')}
          // The phone number read whole, never cut at the end of a line (« 06 12 34 56 » / « 78 » at 390 px).
          value={`${contact.firstname.trim()} ${contact.lastname.trim()} · ${contact.email.trim()} · ${contact.phone.trim().replace(/\s+/g, '\u00a0')}`}
          onEdit={() => onEdit('contact')}
          editLabel={t('editContact')}
          disabled={sending}
        />
        {note ? <Row label={t('yourNote')} value={note} onEdit={() => onEdit('contact')} editLabel={t('editNote')} disabled={sending} /> : null}
      </dl>
      {cancellation ? <CancellationPolicy terms={cancellation} /> : null}
      <div role="alert" className="booking__send-error">
        {sendError ? <p className="field__error">{sendError}</p> : null}
      </div>
      <div className="booking__actions">
        <Button variant="secondary" onClick={() => onEdit('contact')} disabled={sending}>
          {t('back')}
        </Button>
        {/* Pending, not disabled: a disabled button drops the focus to the page, and a refused sending left a keyboard user there. */}
        <Button variant="accent" onClick={onSend} pending={sending} aria-busy={sending || undefined}>
          {sending ? t('sending') : t('send')}
        </Button>
      </div>
    </div>
  );
}

/** The cancellation terms after their one label: the same words on the summary and the confirmation. */
function CancellationPolicy({ terms }: { terms: string }) {
  const { t } = useBookingWords();
  return (
    <p className="booking__policy">
      <strong>{t('cancellation')}</strong> {terms}
    </p>
  );
}

/** One line of the summary: what, its value, and "Modifier" (named for screen readers: "Modifier : la durée"). */
function Row({ label, value, onEdit, editLabel, disabled }: { label: string; value: string; onEdit: () => void; editLabel: string; disabled: boolean }) {
  const { t } = useBookingWords();
  return (
    <div className="booking__summary-row">
      <dt>{label}</dt>
      <dd>
        <span>{value}</span>
        <button type="button" className="booking__edit" onClick={onEdit} disabled={disabled}>
          {t('edit')}
          <span className="visually-hidden">{t('editFor', { what: editLabel })}</span>
        </button>
      </dd>
    </div>
  );
}

/** Props of {@link BookingConfirmation}. */
export interface BookingConfirmationProps {
  booked: Booking;
  date: string;
  slot: Slot;
  firstname: string;
  /** The settings' confirmation message, when given. */
  message: string | null;
  cancellation: string | null;
  title: StepTitle;
}

/** What the server recorded, said back (a status region, so it is announced). */
export function BookingConfirmation({ booked, date, slot, firstname, message, cancellation, title }: BookingConfirmationProps) {
  const words = useBookingWords();
  const { t } = words;
  return (
    <div className="booking__panel booking__done" role="status">
      {title(t('doneTitle'))}
      <p>
        {t('doneThanks', { name: firstname.trim(), id: booked.id })}
        <strong>{booked.serviceTitle}</strong>
        {t('doneLength', { duration: words.spokenDuration(booked.duration) })}
        <strong>{formatWhen(slot, date, words)}</strong>
        {t('doneEnd')}
      </p>
      {message ? <p>{message}</p> : null}
      {cancellation ? <CancellationPolicy terms={cancellation} /> : null}
    </div>
  );
}
