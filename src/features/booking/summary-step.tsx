/**
 * Step 4 of a booking request: everything chosen and typed, each line with its way back to edit it,
 * the cancellation terms, and the sending; then the confirmation of what the server recorded.
 */
import type { Booking } from '@/api/generated/types';
import { formatTime } from '@/lib/dates';
import { spokenDuration } from '@/lib/duration';
import { formatEuros } from '@/lib/money';
import type { SessionOffer } from '@/lib/service-offers';
import { Button } from '@/ui/button';
import { formatLongDay } from './booking-calendar';
import type { StepTitle } from './booking-progress';
import type { EditableStep } from './booking-state';
import type { ContactValues } from './contact-step';
import type { Slot } from './slots';

/** "lundi 23 novembre 2026 à 10 h 30" for a slot of a day, in Paris. */
function formatWhen(slot: Pick<Slot, 'instant'>, date: string): string {
  return `${formatLongDay(date)} à ${formatTime(new Date(slot.instant))}`;
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
  const note = contact.note.trim();
  return (
    <div>
      {title('Vérifiez votre demande')}
      <dl className="booking__summary">
        <Row label="Prestation" value={serviceTitle} onEdit={() => onEdit('service')} editLabel="la prestation" disabled={sending} />
        <Row
          label="Durée et tarif"
          value={`${spokenDuration(offer.minutes)} · ${offer.price === null ? 'sur devis' : formatEuros(offer.price)}`}
          onEdit={() => onEdit('service')}
          editLabel="la durée"
          disabled={sending}
        />
        <Row
          label="Date et heure"
          value={`${formatWhen(slot, date)} (heure de Paris)`}
          onEdit={() => onEdit('date')}
          editLabel="la date et l’heure"
          disabled={sending}
        />
        <Row
          label="Coordonnées"
          value={`${contact.firstname.trim()} ${contact.lastname.trim()} · ${contact.email.trim()} · ${contact.phone.trim()}`}
          onEdit={() => onEdit('contact')}
          editLabel="mes coordonnées"
          disabled={sending}
        />
        {note ? <Row label="Votre mot" value={note} onEdit={() => onEdit('contact')} editLabel="mon mot" disabled={sending} /> : null}
      </dl>
      {cancellation ? <CancellationPolicy terms={cancellation} /> : null}
      <div role="alert" className="booking__send-error">
        {sendError ? <p className="field__error">{sendError}</p> : null}
      </div>
      <div className="booking__actions">
        <Button variant="secondary" onClick={() => onEdit('contact')} disabled={sending}>
          Retour
        </Button>
        <Button variant="accent" onClick={onSend} disabled={sending} aria-busy={sending || undefined}>
          {sending ? 'Envoi en cours…' : 'Envoyer ma demande de rendez-vous'}
        </Button>
      </div>
    </div>
  );
}

/** The cancellation terms after their one label: the same words on the summary and the confirmation. */
function CancellationPolicy({ terms }: { terms: string }) {
  return (
    <p className="booking__policy">
      <strong>Annulation :</strong> {terms}
    </p>
  );
}

/** One line of the summary: what, its value, and "Modifier" (named for screen readers: "Modifier : la durée"). */
function Row({ label, value, onEdit, editLabel, disabled }: { label: string; value: string; onEdit: () => void; editLabel: string; disabled: boolean }) {
  return (
    <div className="booking__summary-row">
      <dt>{label}</dt>
      <dd>
        <span>{value}</span>
        <button type="button" className="booking__edit" onClick={onEdit} disabled={disabled}>
          Modifier<span className="visually-hidden"> : {editLabel}</span>
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
  return (
    <div className="booking__panel booking__done" role="status">
      {title('Demande de rendez-vous envoyée')}
      <p>
        Merci {firstname.trim()} ! Votre demande n°{booked.id} est enregistrée : <strong>{booked.serviceTitle}</strong>, {spokenDuration(booked.duration)}, le{' '}
        <strong>{formatWhen(slot, date)}</strong> (heure de Paris).
      </p>
      {message ? <p>{message}</p> : null}
      {cancellation ? <CancellationPolicy terms={cancellation} /> : null}
    </div>
  );
}
