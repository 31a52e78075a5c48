/** The step list above a booking request and the heading of each step (focused when the step changes). */
import type { ReactNode, Ref } from 'react';
import { BOOKING_STEPS, type BookingStep } from './booking-state';
import { useBookingWords } from './messages';

const LABELS = { service: 'stepService', date: 'stepDate', contact: 'stepContact', summary: 'stepSummary' } as const satisfies Readonly<
  Record<(typeof BOOKING_STEPS)[number], string>
>;

/** Numbered steps: the current one marked `aria-current="step"`, the ones before it done. */
export function BookingProgress({ step }: { step: BookingStep }) {
  const { t } = useBookingWords();
  const current = BOOKING_STEPS.findIndex((s) => s === step);
  return (
    <ol className="booking__steps">
      {BOOKING_STEPS.map((s, i) => (
        <li key={s} aria-current={s === step ? 'step' : undefined} className={i < current ? 'booking__steps-done' : undefined}>
          <span className="booking__steps-n" aria-hidden="true">
            {i + 1}
          </span>
          {t(LABELS[s])}
        </li>
      ))}
    </ol>
  );
}

/** Props of {@link StepHeading}. */
export interface StepHeadingProps {
  /** Id the step's form is labelled by. */
  id: string;
  step: BookingStep;
  ref: Ref<HTMLHeadingElement>;
  children: string;
}

/** "Étape 2 sur 4 : …" (the confirmation has no number); focusable, so a new step is announced. */
export function StepHeading({ id, step, ref, children }: StepHeadingProps) {
  const { t } = useBookingWords();
  const index = BOOKING_STEPS.findIndex((s) => s === step);
  return (
    <h3 id={id} ref={ref} tabIndex={-1} className="booking__step-title">
      {index < 0 ? children : t('stepOf', { n: index + 1, total: BOOKING_STEPS.length, title: children })}
    </h3>
  );
}

/** The heading a step renders, given its question (bound to the request's heading id, step and focus). */
export type StepTitle = (text: string) => ReactNode;
