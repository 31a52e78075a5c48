/**
 * Stripe's Payment Element (lazy chunk: Stripe's libraries load only when a real key pays an order).
 * The CSP admits Stripe's hosts only when the server is configured for it (PAYMENT_PROVIDER=stripe).
 * Card data never touches our code: Stripe's iframe collects it and confirms the payment.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { CONFIRMATION_PATH } from './checkout-steps';
import { useI18n } from '@/features/i18n/use-i18n';
import { usePrice } from '@/features/i18n/use-price';
import { useMessages } from '@/features/i18n/use-messages';
import { htmlLang } from '@/lib/locale';
import { checkoutMessages } from './messages';

const stripes = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js instance per key for the life of the page (Stripe's own advice). */
function stripeFor(key: string): Promise<Stripe | null> {
  let p = stripes.get(key);
  if (!p) {
    p = loadStripe(key);
    stripes.set(key, p);
  }
  return p;
}

export interface StripePaymentProps {
  publicKey: string;
  clientSecret: string;
  amount: number;
  onPaid: () => void;
}

function PaymentForm({ amount, onPaid }: { amount: number; onPaid: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useMessages(checkoutMessages);
  const formatPrice = usePrice();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setError(null);
    const result = await stripe.confirmPayment({
      elements,
      // Methods that leave the page (3-D Secure redirects, bank apps) come back to the confirmation page.
      confirmParams: { return_url: new URL(CONFIRMATION_PATH, window.location.href).href },
      redirect: 'if_required',
    });
    setBusy(false);
    if (result.error) setError(t('cardKept', { reason: result.error.message ?? t('cardRefused') }));
    else if (result.paymentIntent.status === 'succeeded' || result.paymentIntent.status === 'processing') onPaid();
    else setError(t('cardFailed'));
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="stripe-payment">
      <PaymentElement />
      {error ? (
        <p className="checkout-problems" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary" disabled={!stripe || busy}>
        {busy ? t('cardBusy') : t('cardPay', { total: formatPrice(amount) })}
      </button>
    </form>
  );
}

/** Stripe payment of one order (default export: the lazy chunk). */
export default function StripePayment({ publicKey, clientSecret, amount, onPaid }: StripePaymentProps) {
  const stripe = useMemo(() => stripeFor(publicKey), [publicKey]);
  // Stripe's own fields speak the page's language too (`fr`, `en`).
  const locale = htmlLang(useI18n().locale) === 'en' ? 'en' : 'fr';
  return (
    <Elements stripe={stripe} options={{ clientSecret, locale }}>
      <PaymentForm amount={amount} onPaid={onPaid} />
    </Elements>
  );
}
