/**
 * What a customer reads about paying, as a French shop words it: on the last step, what each method
 * means before ordering (and the order button, which says the order is to be paid, and how); on the
 * confirmation, what to do now for an order that awaits its payment — the transfer's bank details and
 * the reference to give as its label, the cheque's payee and address, the payment on collection.
 */
import type { Order, PaymentMethod } from '@/api/generated/types';
import { formatEuros } from '@/lib/money';
import type { PaymentSettings } from './payment-methods';

/** One line about a method, shown beside its choice on the last step. */
export function PaymentMethodNote({ method, settings }: { method: PaymentMethod; settings: PaymentSettings }) {
  switch (method) {
    case 'STRIPE':
      return <>Paiement en ligne sécurisé, juste après la validation de la commande.</>;
    case 'TRANSFER':
      // Offered only with the account's details (payment-methods.ts), as a cheque only with its address.
      return settings.bankAccount ? (
        <>
          Les coordonnées bancaires de {settings.bankAccount.holder} et la référence à indiquer s’affichent dès la commande passée ; elle est préparée à
          réception du virement.
        </>
      ) : null;
    case 'CHEQUE':
      return settings.cheque ? (
        <>
          À l’ordre de {settings.cheque.payee}, à envoyer par courrier : {settings.cheque.lines.slice(1).join(', ')}. La commande est préparée à réception du
          chèque.
        </>
      ) : null;
    case 'ON_SITE':
      return <>Vous réglez sur place, en retirant votre commande.</>;
  }
}

/**
 * The order button's words (Code de la consommation, art. L221-14: the button must say the order
 * obliges to pay): "Commander et payer", and how when it is not right now by card.
 */
export function orderButtonLabel(method: PaymentMethod | null, total: number | undefined): string {
  const how = method === 'TRANSFER' ? ' par virement' : method === 'CHEQUE' ? ' par chèque' : method === 'ON_SITE' ? ' au retrait' : '';
  if (total === undefined) return `Commander et payer${how}`;
  return how ? `Commander et payer${how} (${formatEuros(total)})` : `Commander et payer ${formatEuros(total)}`;
}

/** True when the order waits for a payment the customer makes later (transfer, cheque, on collection). */
export function awaitsPayment(order: Order): boolean {
  return order.status === 'AWAITING_TRANSFER' || order.status === 'AWAITING_CHEQUE' || order.status === 'AWAITING_ON_SITE_PAYMENT';
}

/** What happens next, in the confirmation's first line. */
export function awaitedPaymentLine(order: Order): string {
  switch (order.status) {
    case 'AWAITING_TRANSFER':
      return 'Elle sera préparée dès réception de votre virement.';
    case 'AWAITING_CHEQUE':
      return 'Elle sera préparée dès réception de votre chèque.';
    case 'AWAITING_ON_SITE_PAYMENT':
      return 'Vous la réglerez en la retirant.';
    default:
      return '';
  }
}

/**
 * The confirmation's "what to do now" for an order awaiting its payment (nothing for one paid by card
 * or free). The bank details and the cheque's address are the site's settings; while they load, or
 * when they are missing, the e-mail is said to carry them.
 */
export function PaymentToDo({ order, settings }: { order: Order; settings: PaymentSettings | null }) {
  const amount = formatEuros(order.total);
  if (order.status === 'AWAITING_TRANSFER') {
    const account = settings?.bankAccount;
    return (
      <section aria-labelledby="confirmation-payment" className="payment-todo">
        <h2 id="confirmation-payment" className="checkout-panel__title">
          Votre virement
        </h2>
        {account ? (
          <>
            <p>Faites votre virement avec ces informations :</p>
            <dl className="payment-todo__details">
              <div>
                <dt>Montant</dt>
                <dd>{amount}</dd>
              </div>
              <div>
                <dt>Bénéficiaire</dt>
                <dd>{account.holder}</dd>
              </div>
              <div>
                <dt>IBAN</dt>
                <dd className="payment-todo__code">{account.iban}</dd>
              </div>
              <div>
                <dt>BIC</dt>
                <dd className="payment-todo__code">{account.bic}</dd>
              </div>
              <div>
                <dt>Référence à indiquer</dt>
                <dd className="payment-todo__code">{order.reference}</dd>
              </div>
            </dl>
            <p>Indiquez bien la référence {order.reference} dans le libellé du virement : c’est elle qui relie votre paiement à votre commande.</p>
          </>
        ) : (
          <p>
            Le montant à virer est de {amount}, avec la référence {order.reference} en libellé. Les coordonnées bancaires figurent dans l’e-mail de
            confirmation.
          </p>
        )}
      </section>
    );
  }
  if (order.status === 'AWAITING_CHEQUE') {
    const cheque = settings?.cheque;
    return (
      <section aria-labelledby="confirmation-payment" className="payment-todo">
        <h2 id="confirmation-payment" className="checkout-panel__title">
          Votre chèque
        </h2>
        {cheque ? (
          <>
            <p>
              Libellez votre chèque de <strong>{amount}</strong> à l’ordre de <strong>{cheque.payee}</strong> et envoyez-le à :
            </p>
            <address className="payment-todo__address">
              {cheque.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          </>
        ) : (
          <p>Le chèque de {amount} s’envoie à l’adresse donnée dans l’e-mail de confirmation.</p>
        )}
        <p>Inscrivez au dos le numéro de commande {order.reference}.</p>
      </section>
    );
  }
  if (order.status === 'AWAITING_ON_SITE_PAYMENT') {
    return (
      <section aria-labelledby="confirmation-payment" className="payment-todo">
        <h2 id="confirmation-payment" className="checkout-panel__title">
          Votre règlement
        </h2>
        <p>
          Vous réglez <strong>{amount}</strong> sur place, en retirant votre commande : le lieu et le créneau sont rappelés ci-dessous.
        </p>
      </section>
    );
  }
  return null;
}
