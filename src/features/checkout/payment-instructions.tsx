/**
 * What a customer reads about paying, in the page's language: on the last step, what each method
 * means before ordering (and the order button, which says the order is to be paid, and how); on the
 * confirmation, what to do now for an order that awaits its payment — the transfer's bank details and
 * the reference to give as its label, the cheque's payee and address, the payment on collection.
 */
import type { Order, PaymentMethod } from '@/api/generated/types';
import type { TranslateFn } from '@/features/i18n/messages';
import { usePrice } from '@/features/i18n/use-price';
import { useMessages } from '@/features/i18n/use-messages';
import { checkoutMessages, type checkoutFr } from './messages';
import { OrderReference, WithReference } from './order-reference';
import type { PaymentSettings } from './payment-methods';

/** One line about a method, shown beside its choice on the last step. */
export function PaymentMethodNote({ method, settings }: { method: PaymentMethod; settings: PaymentSettings }) {
  const t = useMessages(checkoutMessages);
  switch (method) {
    case 'STRIPE':
      return <>{t('noteStripe')}</>;
    case 'TRANSFER':
      // Offered only with the account's details (payment-methods.ts), as a cheque only with its address.
      return settings.bankAccount ? <>{t('noteTransfer', { holder: settings.bankAccount.holder })}</> : null;
    case 'CHEQUE':
      return settings.cheque ? <>{t('noteCheque', { payee: settings.cheque.payee, address: settings.cheque.lines.slice(1).join(', ') })}</> : null;
    case 'ON_SITE':
      return <>{t('noteOnSite')}</>;
  }
}

/**
 * The order button's words (Code de la consommation, art. L221-14: the button must say the order
 * obliges to pay): "Commander et payer", and how when it is not right now by card.
 */
export function orderButtonLabel(method: PaymentMethod | null, total: string | undefined, t: TranslateFn<typeof checkoutFr>): string {
  const how = method === 'TRANSFER' ? t('byTransfer') : method === 'CHEQUE' ? t('byCheque') : method === 'ON_SITE' ? t('onCollection') : null;
  if (total === undefined) return how ? t('orderAndPayByNoTotal', { how }) : t('orderAndPayNoTotal');
  return how ? t('orderAndPayBy', { how, total }) : t('orderAndPay', { total });
}

/** True when the order waits for a payment the customer makes later (transfer, cheque, on collection). */
export function awaitsPayment(order: Order): boolean {
  return order.status === 'AWAITING_TRANSFER' || order.status === 'AWAITING_CHEQUE' || order.status === 'AWAITING_ON_SITE_PAYMENT';
}

/** What happens next, in the confirmation's first line. */
export function awaitedPaymentLine(order: Order, t: TranslateFn<typeof checkoutFr>): string {
  switch (order.status) {
    case 'AWAITING_TRANSFER':
      return t('awaitingTransfer');
    case 'AWAITING_CHEQUE':
      return t('awaitingCheque');
    case 'AWAITING_ON_SITE_PAYMENT':
      return t('awaitingOnSite');
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
  const t = useMessages(checkoutMessages);
  const amount = usePrice()(order.total);
  const reference = order.reference;
  if (order.status === 'AWAITING_TRANSFER') {
    const account = settings?.bankAccount;
    return (
      <section aria-labelledby="confirmation-payment" className="payment-todo">
        <h2 id="confirmation-payment" className="checkout-panel__title">
          {t('yourTransfer')}
        </h2>
        {account ? (
          <>
            <p>{t('transferWith')}</p>
            <dl className="payment-todo__details">
              <div>
                <dt>{t('amount')}</dt>
                <dd>{amount}</dd>
              </div>
              <div>
                <dt>{t('payee')}</dt>
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
                <dt>{t('referenceToGive')}</dt>
                <dd className="payment-todo__code">
                  <OrderReference reference={reference} />
                </dd>
              </div>
            </dl>
            <p>
              <WithReference text={t('transferReference', { reference })} reference={reference} />
            </p>
          </>
        ) : (
          <p>
            <WithReference text={t('transferByEmail', { amount, reference })} reference={reference} />
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
          {t('yourCheque')}
        </h2>
        {cheque ? (
          <>
            <p>{t('chequeTo', { amount, payee: cheque.payee })}</p>
            <address className="payment-todo__address">
              {cheque.lines.map((line) => (
                <span key={line}>{line}</span>
              ))}
            </address>
          </>
        ) : (
          <p>{t('chequeByEmail', { amount })}</p>
        )}
        <p>
          <WithReference text={t('chequeBack', { reference })} reference={reference} />
        </p>
      </section>
    );
  }
  if (order.status === 'AWAITING_ON_SITE_PAYMENT') {
    return (
      <section aria-labelledby="confirmation-payment" className="payment-todo">
        <h2 id="confirmation-payment" className="checkout-panel__title">
          {t('yourPayment')}
        </h2>
        <p>{t('onSitePay', { amount })}</p>
      </section>
    );
  }
  return null;
}
