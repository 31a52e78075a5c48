/**
 * The booking request (issue 10): 1. the massage and its length, 2. the day in a calendar and a time
 * among that day's slots, 3. the visitor's details, 4. a summary with the cancellation policy, then
 * the request (`POST /booking`) and 5. the confirmation of what was booked. Every day and time is
 * Paris time (the business's), whatever the visitor's zone. Only free times are offered: the slots of
 * the opening schedule are crossed with the API's availability (`GET /booking/availability`, which
 * honours the bookings already made); while it loads no time is offered, and if it fails the schedule's
 * times are offered with a warning. Nothing typed is lost by an error: the server's refusal of a time
 * (taken in between, 409) sends the visitor back to the calendar with its message and fresh times.
 */
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { bookingAvailabilityQueryOptions } from '@/api/queries/content';
import { callKeyPrefix } from '@/api/queries/keys';
import { describeFailure } from '@/api/api-error';
import type { Booking, CreateBookingBody, Service } from '@/api/generated/types';
import { formatTime } from '@/lib/dates';
import { formatDuration, spokenDuration } from '@/lib/duration';
import { collectErrors, emailError, nameError, phoneError } from '@/lib/field-rules';
import { formatEuros } from '@/lib/money';
import { formatOffer, sessionOffers } from '@/lib/service-offers';
import { Button } from '@/ui/button';
import { CheckboxField, FormErrorSummary, TextField, type FormErrorItem } from '@/ui/form-field';
import { useFormFields } from '@/ui/use-form-fields';
import { BookingCalendar, formatLongDay } from './booking-calendar';
import { cancellationSentence } from './cancellation';
import type { OnlineBooking } from './booking-settings';
import { addDays, bookingWindow, daySlots, type Slot } from './slots';

type Step = 'service' | 'date' | 'contact' | 'summary' | 'done';
const STEPS: readonly { step: Exclude<Step, 'done'>; label: string }[] = [
  { step: 'service', label: 'Prestation' },
  { step: 'date', label: 'Date et heure' },
  { step: 'contact', label: 'Coordonnées' },
  { step: 'summary', label: 'Récapitulatif' },
];

/** The current time; read only in event handlers (opening the calendar), never while rendering. */
const clock = () => Date.now();

const CONTACT = { firstname: '', lastname: '', email: '', phone: '', note: '', consent: false };

/** "lundi 23 novembre 2026 à 10 h 30" for an instant, in Paris. */
function formatWhen(slot: Pick<Slot, 'instant'>, date: string): string {
  return `${formatLongDay(date)} à ${formatTime(new Date(slot.instant))}`;
}

/** Props of {@link BookingRequest}. */
export interface BookingRequestProps {
  settings: OnlineBooking;
  /** The services that can be booked here. */
  services: readonly Service[];
  /** A service chosen before (the "Réserver" of a service card or page). */
  initialServiceId: number | null;
}

/** The booking request, step by step. */
export function BookingRequest({ settings, services, initialServiceId }: BookingRequestProps) {
  const api = useApi();
  const headingId = useId();
  const [step, setStep] = useState<Step>('service');
  const initial = services.find((s) => s.id === initialServiceId) ?? null;
  const [serviceId, setServiceId] = useState<number | null>(initial?.id ?? null);
  const [minutes, setMinutes] = useState<number | null>(initial ? (sessionOffers(initial)[0]?.minutes ?? null) : null);
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [stepError, setStepError] = useState<Record<string, string>>({});
  const contact = useFormFields(CONTACT);
  /** The shared props of a contact text field: its id, name, value, error and change handler. */
  const contactField = (name: 'firstname' | 'lastname' | 'email' | 'phone') => ({
    id: `${headingId}-${name}`,
    name,
    value: contact.values[name],
    error: contact.errors[name],
    onChange: (event: { target: { value: string } }) => contact.set(name, event.target.value),
  });
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const [booked, setBooked] = useState<Booking | null>(null);
  /** Times the server refused (taken meanwhile): not offered again. */
  const [refused, setRefused] = useState<readonly string[]>([]);
  // "Now" is read when the calendar opens (a visitor's action, so never during server rendering).
  const [now, setNow] = useState<number | null>(null);
  // When the summary was shown and when the booking was confirmed: the free-cancellation terms depend on it.
  const [shownAt, setShownAt] = useState<number | null>(null);

  const service = services.find((s) => s.id === serviceId) ?? null;
  const offers = service ? sessionOffers(service) : [];
  const offer = offers.find((o) => o.minutes === minutes) ?? null;
  const queryClient = useQueryClient();
  const range = now !== null ? bookingWindow(settings, now) : null;
  const availability = useQuery({
    ...bookingAvailabilityQueryOptions(api, {
      serviceId: serviceId ?? 0,
      duration: minutes ?? 0,
      from: range?.first ?? '',
      // The call answers at most 92 days at once; the horizon is rarely longer.
      to: range ? (range.last < addDays(range.first, 92) ? range.last : addDays(range.first, 92)) : '',
    }),
    enabled: step === 'date' && serviceId !== null && minutes !== null && range !== null,
  });
  /** Free times per day (Paris "HH:MM"), once the API answered; undefined while loading or after a failure. */
  const free = useMemo(() => (availability.data ? new Map(availability.data.days.map((d) => [d.date, new Set(d.times)])) : undefined), [availability.data]);
  const freeSlots = useMemo(() => {
    const checked = availability.isError;
    return (day: string): Slot[] => {
      if (now === null || !minutes || (!free && !checked)) return [];
      return daySlots(settings, day, minutes, now).filter((s) => !refused.includes(s.start) && (!free || free.get(day)?.has(s.time) === true));
    };
  }, [settings, now, minutes, refused, free, availability.isError]);
  const slots = useMemo(() => (date ? freeSlots(date) : []), [date, freeSlots]);
  const loadingTimes = availability.isPending && step === 'date';

  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  function go(next: Step) {
    if (next === 'date') setNow(clock());
    if (next === 'summary' || next === 'done') setShownAt(clock());
    setStepError({});
    setSendError(null);
    setStep(next);
  }

  function submitService(event: FormEvent) {
    event.preventDefault();
    const errors = collectErrors({ service: service ? null : 'Choisissez une prestation.', duration: service && !offer ? 'Choisissez une durée.' : null });
    if (Object.keys(errors).length > 0) return setStepError(errors);
    go('date');
  }

  function submitDate(event: FormEvent) {
    event.preventDefault();
    const errors = collectErrors({ date: date ? null : 'Choisissez un jour dans le calendrier.', time: date && !slot ? 'Choisissez un horaire.' : null });
    if (Object.keys(errors).length > 0) return setStepError(errors);
    go('contact');
  }

  function submitContact(event: FormEvent) {
    event.preventDefault();
    const v = contact.values;
    const errors = collectErrors({
      firstname: nameError(v.firstname, 'prénom'),
      lastname: nameError(v.lastname, 'nom'),
      email: emailError(v.email),
      phone: v.phone.trim() ? phoneError(v.phone) : 'Indiquez un numéro de téléphone, pour vous joindre si l’horaire doit changer.',
      note: v.note.length > 2000 ? 'Votre message ne peut pas dépasser 2 000 caractères.' : null,
      consent: v.consent ? null : 'Cochez la case pour que votre demande puisse être traitée.',
    });
    if (Object.keys(errors).length > 0)
      return contact.fail(`Le formulaire contient ${Object.keys(errors).length > 1 ? `${Object.keys(errors).length} erreurs` : 'une erreur'} :`, errors);
    contact.clearErrors();
    go('summary');
  }

  async function send() {
    if (sendingRef.current || !service || !offer || !slot) return;
    sendingRef.current = true;
    setSending(true);
    setSendError(null);
    const v = contact.values;
    const body: CreateBookingBody = {
      serviceId: service.id,
      duration: offer.minutes,
      start: slot.start,
      firstname: v.firstname.trim(),
      lastname: v.lastname.trim(),
      email: v.email.trim(),
      phone: v.phone.trim(),
      note: v.note.trim() || null,
      consent: true,
    };
    try {
      setBooked(await api.call('createBooking', { body }));
      void queryClient.invalidateQueries({ queryKey: callKeyPrefix(api, 'getBookingAvailability') });
      go('done');
    } catch (error) {
      const { summary, fieldErrors } = describeFailure(error, 'Votre demande n’a pas pu être envoyée');
      const { start, serviceId: _s, duration: _d, ...contactErrors } = fieldErrors;
      if (start) {
        // The time was taken meanwhile (or is no longer bookable): choose another one.
        setRefused((r) => [...r, body.start]);
        void queryClient.invalidateQueries({ queryKey: callKeyPrefix(api, 'getBookingAvailability') });
        setSlot(null);
        go('date');
        setStepError({ time: start });
      } else if (Object.keys(contactErrors).length > 0) {
        go('contact');
        contact.fail(summary, contactErrors);
      } else {
        setSendError(summary);
      }
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  }

  const stepIndex = STEPS.findIndex((s) => s.step === step);
  const heading = (text: string) => (
    <h3 id={headingId} ref={headingRef} tabIndex={-1} className="booking__step-title">
      {step === 'done' ? text : `Étape ${stepIndex + 1} sur ${STEPS.length} : ${text}`}
    </h3>
  );
  const cancellation = slot && shownAt !== null ? cancellationSentence(slot.instant, settings.cancellationHours, shownAt) : null;

  if (step === 'done' && booked && slot && date) {
    return (
      <div className="booking__panel booking__done" role="status">
        {heading('Demande de rendez-vous envoyée')}
        <p>
          Merci {contact.values.firstname.trim()} ! Votre demande n°{booked.id} est enregistrée : <strong>{booked.serviceTitle}</strong>,{' '}
          {spokenDuration(booked.duration)}, le <strong>{formatWhen(slot, date)}</strong> (heure de Paris).
        </p>
        {settings.confirmationMessage ? <p>{settings.confirmationMessage}</p> : null}
        {cancellation ? <p className="booking__policy">{cancellation}</p> : null}
      </div>
    );
  }

  return (
    <div className="booking__panel">
      <ol className="booking__steps">
        {STEPS.map((s, i) => (
          <li key={s.step} aria-current={s.step === step ? 'step' : undefined} className={i < stepIndex ? 'booking__steps-done' : undefined}>
            <span className="booking__steps-n" aria-hidden="true">
              {i + 1}
            </span>
            {s.label}
          </li>
        ))}
      </ol>

      {step === 'service' ? (
        <form noValidate onSubmit={submitService} aria-labelledby={headingId}>
          {heading('Quelle prestation, et combien de temps ?')}
          <Select
            label="Prestation"
            value={serviceId === null ? '' : String(serviceId)}
            error={stepError.service}
            onChange={(value) => {
              const next = services.find((s) => String(s.id) === value) ?? null;
              setServiceId(next?.id ?? null);
              setMinutes(next ? (sessionOffers(next)[0]?.minutes ?? null) : null);
              setDate(null);
              setSlot(null);
              setStepError({});
            }}
          >
            <option value="">Choisissez…</option>
            {services.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title}
              </option>
            ))}
          </Select>
          {service && offers.length > 0 ? (
            <Choices
              legend="Durée"
              name="duration"
              error={stepError.duration}
              items={offers.map((o) => ({ value: String(o.minutes), label: formatOffer(o) }))}
              value={minutes === null ? '' : String(minutes)}
              onChange={(v) => {
                setMinutes(Number(v));
                setSlot(null);
              }}
            />
          ) : null}
          <div className="booking__actions">
            <Button type="submit">Choisir la date</Button>
          </div>
        </form>
      ) : null}

      {step === 'date' && service && offer && now !== null ? (
        <form noValidate onSubmit={submitDate} aria-labelledby={headingId}>
          {heading('Quel jour, à quelle heure ?')}
          <p className="booking__lead">
            {service.title}, {formatDuration(offer.minutes)}. Horaires à l’heure de Paris.{settings.openingHours ? ` ${settings.openingHours}.` : ''}
          </p>
          <BookingCalendar
            {...bookingWindow(settings, now)}
            isOpen={(d) => (free || availability.isError ? freeSlots(d).length > 0 : daySlots(settings, d, offer.minutes, now).length > 0)}
            selected={date}
            labelledBy={headingId}
            onSelect={(d) => {
              setDate(d);
              setSlot(null);
              setStepError({});
            }}
          />
          {stepError.date ? <p className="field__error booking__error">{stepError.date}</p> : null}
          <div role="status" className="booking__day-status">
            {date
              ? loadingTimes
                ? `${formatLongDay(date)} : recherche des horaires libres…`
                : `${formatLongDay(date)} : ${slots.length > 1 ? `${slots.length} horaires libres` : slots.length === 1 ? 'un horaire libre' : 'aucun horaire libre'}.`
              : ''}
          </div>
          {availability.isError ? (
            <p className="booking__lead">Les disponibilités n’ont pas pu être vérifiées : si un horaire vient d’être pris, nous vous le dirons à l’envoi.</p>
          ) : null}
          {date && slots.length > 0 ? (
            <Choices
              legend={`Horaire du ${formatLongDay(date)} (heure de Paris)`}
              name="time"
              className="booking__times"
              error={stepError.time}
              items={slots.map((s) => ({ value: s.start, label: formatTime(new Date(s.instant)) }))}
              value={slot?.start ?? ''}
              onChange={(v) => {
                setSlot(slots.find((s) => s.start === v) ?? null);
                setStepError({});
              }}
            />
          ) : stepError.time ? (
            <p className="field__error booking__error">{stepError.time}</p>
          ) : null}
          <div className="booking__actions">
            <Button variant="secondary" onClick={() => go('service')}>
              Retour
            </Button>
            <Button type="submit">Continuer</Button>
          </div>
        </form>
      ) : null}

      {step === 'contact' ? (
        <form noValidate onSubmit={submitContact} aria-labelledby={headingId}>
          {heading('Vos coordonnées')}
          <FormErrorSummary title={contact.summary} errors={errorItems(contact.errors, headingId)} />
          <div className="booking__fields">
            <TextField {...contactField('firstname')} label="Prénom" required autoComplete="given-name" />
            <TextField {...contactField('lastname')} label="Nom" required autoComplete="family-name" />
            <TextField
              {...contactField('email')}
              type="email"
              label="Adresse e-mail"
              required
              autoComplete="email"
              hint="La confirmation vous est envoyée à cette adresse."
            />
            <TextField
              {...contactField('phone')}
              type="tel"
              label="Téléphone"
              required
              autoComplete="tel"
              hint="Pour vous joindre si l’horaire doit changer."
            />
          </div>
          <TextArea
            id={`${headingId}-note`}
            label="Un mot à nous transmettre"
            hint="Facultatif : une précision utile, l’adresse d’une prestation à domicile…"
            value={contact.values.note}
            error={contact.errors.note}
            onChange={(v) => contact.set('note', v)}
          />
          <CheckboxField
            id={`${headingId}-consent`}
            name="consent"
            checked={contact.values.consent}
            error={contact.errors.consent}
            onChange={(e) => contact.set('consent', e.target.checked)}
            label={
              <>
                J’accepte que mes données soient utilisées pour gérer ce rendez-vous, conformément à la{' '}
                <a href="/privacy-policy">politique de confidentialité</a>.
              </>
            }
          />
          <div className="booking__actions">
            <Button variant="secondary" onClick={() => go('date')}>
              Retour
            </Button>
            <Button type="submit">Vérifier ma demande</Button>
          </div>
        </form>
      ) : null}

      {step === 'summary' && service && offer && slot && date ? (
        <div>
          {heading('Vérifiez votre demande')}
          <dl className="booking__summary">
            <Row label="Prestation" value={service.title} onEdit={() => go('service')} editLabel="Modifier la prestation" />
            <Row
              label="Durée et tarif"
              value={`${spokenDuration(offer.minutes)} · ${offer.price === null ? 'sur devis' : formatEuros(offer.price)}`}
              onEdit={() => go('service')}
              editLabel="Modifier la durée"
            />
            <Row label="Date et heure" value={`${formatWhen(slot, date)} (heure de Paris)`} onEdit={() => go('date')} editLabel="Modifier la date et l’heure" />
            <Row
              label="Coordonnées"
              value={`${contact.values.firstname.trim()} ${contact.values.lastname.trim()} · ${contact.values.email.trim()} · ${contact.values.phone.trim()}`}
              onEdit={() => go('contact')}
              editLabel="Modifier mes coordonnées"
            />
            {contact.values.note.trim() ? (
              <Row label="Votre mot" value={contact.values.note.trim()} onEdit={() => go('contact')} editLabel="Modifier mon mot" />
            ) : null}
          </dl>
          {cancellation ? (
            <p className="booking__policy">
              <strong>Annulation :</strong> {cancellation}
            </p>
          ) : null}
          <div role="alert" className="booking__send-error">
            {sendError ? <p className="field__error">{sendError}</p> : null}
          </div>
          <div className="booking__actions">
            <Button variant="secondary" onClick={() => go('contact')} disabled={sending}>
              Retour
            </Button>
            <Button variant="accent" onClick={() => void send()} disabled={sending} aria-busy={sending || undefined}>
              {sending ? 'Envoi en cours…' : 'Envoyer ma demande de rendez-vous'}
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}

function errorItems(errors: Record<string, string>, prefix: string): FormErrorItem[] {
  return Object.entries(errors).map(([field, message]) => ({ fieldId: `${prefix}-${field}`, message }));
}

function Row({ label, value, onEdit, editLabel }: { label: string; value: string; onEdit: () => void; editLabel: string }) {
  return (
    <div className="booking__summary-row">
      <dt>{label}</dt>
      <dd>
        <span>{value}</span>
        <button type="button" className="booking__edit" onClick={onEdit}>
          Modifier<span className="visually-hidden"> : {editLabel.replace(/^Modifier /, '')}</span>
        </button>
      </dd>
    </div>
  );
}

function Select({
  label,
  value,
  error,
  onChange,
  children,
}: {
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
        <span className="field__required"> (obligatoire)</span>
      </label>
      <div className="field__control">
        <select
          id={id}
          className="field__input"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value)}
        >
          {children}
        </select>
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function Choices({
  legend,
  name,
  items,
  value,
  onChange,
  error,
  className,
}: {
  legend: string;
  name: string;
  items: { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  className?: string;
}) {
  const id = useId();
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
            <input type="radio" name={`${id}-${name}`} value={item.value} checked={item.value === value} onChange={() => onChange(item.value)} />
            <span>{item.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function TextArea({
  id,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div id={`${id}-hint`} className="field__hint">
        {hint}
      </div>
      <div className="field__control">
        <textarea
          id={id}
          className="field__input booking__note"
          rows={4}
          maxLength={2000}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
