/**
 * Paying a created order. The public key (`GET /custom-stripe/public-key`) picks the way:
 * - a Stripe key (`pk_live_…`, `pk_test_…`): Stripe's Payment Element, loaded only now (lazy chunk);
 * - the demo API's key (`pk_demo_…`): a clearly labelled demo payment that completes offline, with a
 *   "refused" button to try the failure path. No card data is asked for.
 * A failure keeps the order and the cart; the visitor tries again.
 */
import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { paymentPublicKeyQueryOptions } from '@/api/queries/catalogue';
import type { Order } from '@/api/generated/types';
import { usePrice } from '@/features/i18n/use-price';
import { useMessages } from '@/features/i18n/use-messages';
import { checkoutMessages } from './messages';
import { WithReference } from './order-reference';

const StripePayment = lazy(() => import('./stripe-payment'));

/** Keys of the embedded demo API: no payment provider is reachable, the demo payment is used. */
export function isDemoPaymentKey(key: string): boolean {
  return key.startsWith('pk_demo_');
}

export interface PaymentProps {
  order: Order;
  /** The payment went through (or needs no action): confirm the order. */
  onPaid: () => void;
}

/** The payment of one order (see the module comment). */
export function Payment({ order, onPaid }: PaymentProps) {
  const api = useApi();
  const t = useMessages(checkoutMessages);
  const key = useQuery(paymentPublicKeyQueryOptions(api));
  if (key.isPending) return <p className="checkout-hint">{t('paymentPreparing')}</p>;
  if (key.isError || !order.payment?.clientSecret) {
    return (
      <div className="checkout-problems" role="alert">
        <p>
          <WithReference text={t('paymentUnavailable', { reference: order.reference })} reference={order.reference} />
        </p>
        <button type="button" className="button button--secondary button--sm" onClick={() => void key.refetch()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (isDemoPaymentKey(key.data.publicKey)) return <DemoPayment order={order} onPaid={onPaid} />;
  return (
    <Suspense fallback={<p className="checkout-hint">{t('paymentFormLoading')}</p>}>
      <StripePayment publicKey={key.data.publicKey} clientSecret={order.payment.clientSecret} amount={order.total} onPaid={onPaid} />
    </Suspense>
  );
}

/** The demo payment: no provider, no card; accept or refuse on purpose. */
function DemoPayment({ order, onPaid }: PaymentProps) {
  const [refused, setRefused] = useState(false);
  const t = useMessages(checkoutMessages);
  const formatPrice = usePrice();
  return (
    <section className="demo-payment" aria-labelledby="demo-payment-title">
      <h3 id="demo-payment-title">{t('demoTitle')}</h3>
      <p>
        {t('demoIntro')} <strong>{t('demoNoCard')}</strong>.{' '}
        <WithReference text={t('demoChoose', { reference: order.reference })} reference={order.reference} />
      </p>
      {refused ? (
        <p className="checkout-problems" role="alert">
          <WithReference text={t('demoRefused', { reference: order.reference })} reference={order.reference} />
        </p>
      ) : null}
      <div className="demo-payment__actions">
        <button type="button" className="button button--primary" onClick={onPaid}>
          {t('demoPay', { total: formatPrice(order.total) })}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setRefused(true)}>
          {t('demoRefuse')}
        </button>
      </div>
    </section>
  );
}
