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
import { formatEuros } from '@/lib/money';

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
  const key = useQuery(paymentPublicKeyQueryOptions(api));
  if (key.isPending) return <p className="checkout-hint">Préparation du paiement…</p>;
  if (key.isError || !order.payment?.clientSecret) {
    return (
      <div className="checkout-problems" role="alert">
        <p>Le paiement en ligne est indisponible pour le moment. Votre commande {order.reference} est enregistrée : réessayez dans un instant.</p>
        <button type="button" className="button button--secondary button--sm" onClick={() => void key.refetch()}>
          Réessayer
        </button>
      </div>
    );
  }
  if (isDemoPaymentKey(key.data.publicKey)) return <DemoPayment order={order} onPaid={onPaid} />;
  return (
    <Suspense fallback={<p className="checkout-hint">Chargement du formulaire de paiement sécurisé…</p>}>
      <StripePayment publicKey={key.data.publicKey} clientSecret={order.payment.clientSecret} amount={order.total} onPaid={onPaid} />
    </Suspense>
  );
}

/** The demo payment: no provider, no card; accept or refuse on purpose. */
function DemoPayment({ order, onPaid }: PaymentProps) {
  const [refused, setRefused] = useState(false);
  return (
    <section className="demo-payment" aria-labelledby="demo-payment-title">
      <h3 id="demo-payment-title">Paiement de démonstration</h3>
      <p>
        Ce site de démonstration n’est relié à aucun prestataire de paiement : <strong>aucune carte n’est demandée ni débitée</strong>. Choisissez l’issue du
        paiement pour la commande {order.reference}.
      </p>
      {refused ? (
        <p className="checkout-problems" role="alert">
          Paiement refusé (simulation). Votre commande {order.reference} et votre panier sont conservés : vous pouvez réessayer.
        </p>
      ) : null}
      <div className="demo-payment__actions">
        <button type="button" className="button button--primary" onClick={onPaid}>
          Payer {formatEuros(order.total)} (démonstration)
        </button>
        <button type="button" className="button button--secondary" onClick={() => setRefused(true)}>
          Simuler un paiement refusé
        </button>
      </div>
    </section>
  );
}
