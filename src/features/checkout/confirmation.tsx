/**
 * The confirmation page: order number, what to do to pay an order that awaits its payment (transfer,
 * cheque, on collection: payment-instructions.tsx), what was ordered, delivery, next steps. What it
 * shows is a snapshot written when the order was confirmed (sessionStorage: the cart is empty by
 * then, and a reload of this page still shows the order); the bank details and the cheque's address
 * are the site's settings.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { parametersQueryOptions } from '@/api/queries/site';
import type { Order } from '@/api/generated/types';
import { validateData as validateOrder } from '@/api/generated/validate/createOrder.js';
import { useI18n } from '@/features/i18n/use-i18n';
import { usePrice } from '@/features/i18n/use-price';
import { useMessages } from '@/features/i18n/use-messages';
import { checkoutMessages } from './messages';
import type { SummaryLine } from './order-summary';
import { awaitedPaymentLine, awaitsPayment, PaymentToDo } from './payment-instructions';
import { paymentSettings } from './payment-methods';
import { useSeller } from './seller';
import { frenchSpacing } from '@/lib/french-typography';
import { OrderReference, WithReference } from './order-reference';
import { htmlLang } from '@/lib/locale';
import { phoneInText } from '@/lib/phone';
import { reportError } from '@/lib/report-error';

/** What the confirmation page shows. */
export interface ConfirmedOrder {
  order: Order;
  lines: SummaryLine[];
  delivery: string[];
  email: string;
  /**
   * False when nothing travels (no delivery: vouchers and services sent by e-mail): then there is nothing
   * to prepare or ship to tell the buyer about. Absent in a confirmation stored before it: true.
   */
  travels: boolean;
}

const key = (siteId: number) => `vitrine.order-confirmed.${siteId}`;

function session(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function isOrder(v: unknown): v is Order {
  return validateOrder(v);
}

function isLine(v: unknown): v is SummaryLine {
  return (
    typeof v === 'object' &&
    v !== null &&
    'id' in v &&
    typeof v.id === 'number' &&
    'name' in v &&
    typeof v.name === 'string' &&
    'quantity' in v &&
    typeof v.quantity === 'number' &&
    'unitPrice' in v &&
    typeof v.unitPrice === 'number'
  );
}

/** Keep the confirmed order for the confirmation page. */
export function saveConfirmedOrder(siteId: number, confirmed: ConfirmedOrder): void {
  try {
    session()?.setItem(key(siteId), JSON.stringify(confirmed));
  } catch (error) {
    reportError(error, { where: 'order confirmation storage', level: 'warning' });
  }
}

/** The last confirmed order of this tab (its stored text), or null. */
export function parseConfirmedOrder(raw: string | null): ConfirmedOrder | null {
  try {
    const value: unknown = JSON.parse(raw ?? 'null');
    if (typeof value !== 'object' || value === null || !('order' in value) || !('lines' in value) || !('delivery' in value) || !('email' in value)) return null;
    const { order, lines, delivery, email } = value;
    if (!isOrder(order) || !Array.isArray(lines) || !lines.every(isLine) || !Array.isArray(delivery) || typeof email !== 'string') return null;
    const travels = !('travels' in value) || value.travels !== false;
    return { order, lines, delivery: delivery.filter((d): d is string => typeof d === 'string'), email, travels };
  } catch {
    return null;
  }
}

/** The stored confirmation changes only when this tab confirms an order, before navigating here. */
function noSubscription(): () => void {
  return () => {};
}

/** The confirmation page body. */
export function Confirmation({ siteId }: { siteId: number }) {
  // sessionStorage is read on the client only (undefined on the server and during hydration).
  const raw = useSyncExternalStore(
    noSubscription,
    () => session()?.getItem(key(siteId)) ?? null,
    () => undefined,
  );
  const c = useMemo(() => (raw === undefined ? null : parseConfirmedOrder(raw)), [raw]);
  const seller = useSeller();
  const t = useMessages(checkoutMessages);
  const formatPrice = usePrice();
  // The seller's phone as the page's language writes it (international on an English page, as the header's).
  const language = htmlLang(useI18n().locale);
  const api = useApi();
  const parameters = useQuery(parametersQueryOptions(api)).data;
  const writeTo = seller.name ? t('writeTo', { name: seller.name }) : t('writeUs');
  if (raw === undefined) return <p className="checkout-hint">{t('loading')}</p>;
  if (!c) {
    return (
      <div className="checkout-step">
        <p>{t('noRecentOrder')}</p>
        <p>
          <Link to="/">{t('backHome')}</Link>
        </p>
      </div>
    );
  }
  const toPay = awaitsPayment(c.order);
  return (
    <div className="checkout-step checkout-confirmation">
      <p className="checkout-confirmation__number" role="status">
        {/* « Commande n° » keeps to its reference (a no-break space): the reference never starts a line. */}
        {frenchSpacing(`${t('orderNumber')} `)}
        <OrderReference reference={c.order.reference} strong /> {toPay ? `${t('saved')} ${awaitedPaymentLine(c.order, t)}` : t('confirmed')}
      </p>
      <PaymentToDo order={c.order} settings={parameters ? paymentSettings(parameters) : null} />
      <section aria-labelledby="confirmation-lines">
        <h2 id="confirmation-lines" className="checkout-panel__title">
          {t('ordered')}
        </h2>
        <ul className="review-lines">
          {c.lines.map((l) => (
            <li key={l.id}>
              <span className="review-lines__name">
                {l.name} <span className="review-lines__qty">× {l.quantity}</span>
              </span>
              <span>{formatPrice(l.unitPrice * l.quantity)}</span>
            </li>
          ))}
        </ul>
        <p>
          {t(toPay ? 'totalToPay' : 'totalPaid', { total: formatPrice(c.order.total) })}
          {c.order.shippingFees > 0 ? ` (${t('includingDelivery', { fees: formatPrice(c.order.shippingFees) })})` : ''}
        </p>
      </section>
      <section aria-labelledby="confirmation-delivery">
        <h2 id="confirmation-delivery" className="checkout-panel__title">
          {t('delivery')}
        </h2>
        {c.delivery.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </section>
      <section aria-labelledby="confirmation-next">
        <h2 id="confirmation-next" className="checkout-panel__title">
          {t('whatNext')}
        </h2>
        <ul>
          <li>
            {t(c.order.status === 'AWAITING_TRANSFER' || c.order.status === 'AWAITING_CHEQUE' ? 'emailSentWithPayment' : 'emailSent', {
              email: c.email || t('yourAddress'),
            })}
          </li>
          {c.travels ? <li>{t('willNotify')}</li> : null}
          <li>
            {t('question')} {seller.contactPath ? <Link to={seller.contactPath}>{writeTo}</Link> : writeTo}
            {seller.phone ? ` ${t('orCall', { phone: phoneInText(seller.phone, language) })}` : ''},{' '}
            <WithReference text={t('quoting', { reference: c.order.reference })} reference={c.order.reference} />
          </li>
        </ul>
        <p>
          <Link to="/">{t('backHome')}</Link>
        </p>
      </section>
    </div>
  );
}
