/**
 * Step 4, review and pay: lines, discount code, delivery, addresses, totals from the server
 * (`POST /order/discount` with the whole order), the payment method (the site's PAYMENT_METHOD: a
 * choice when it takes several), the terms of sale to accept, then `POST /order` and, for a card,
 * the payment; an order paid by transfer, cheque or on collection goes straight to its confirmation.
 * An order failure (SPEC §4, §8) refreshes quantities and keeps the cart's error message, shown here;
 * nothing typed is lost.
 */
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CART_PATH } from '@/lib/product-paths';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { createOrderMutation } from '@/api/mutations/cart';
import { runMutation } from '@/api/mutations/run';
import { companyAddressQueryOptions, orderTotalsQueryOptions } from '@/api/queries/catalogue';
import type { ComputeDiscountBody, Order, OrderRequest } from '@/api/generated/types';
import type { UseCart } from '@/features/cart/use-cart';
import type { CheckoutDraft } from './checkout-draft';
import { stepPath, type ResolvedCheckout } from './checkout-steps';
import { usePrice } from '@/features/i18n/use-price';
import { useCheckoutSay } from './messages';
import { buildOrderPayload } from './order-payload';
import { deliverySummary, summaryLines } from './order-summary';
import { Payment } from './payment';
import { WithReference } from './order-reference';
import { orderButtonLabel, PaymentMethodNote } from './payment-instructions';
import type { PaymentSettings } from './payment-methods';
import { RadioCard } from './fields';

export interface ReviewStepProps {
  cart: UseCart;
  resolved: ResolvedCheckout;
  /** How the site is paid (what each method needs: bank details, cheque address). */
  payment: PaymentSettings;
  draft: CheckoutDraft;
  updateDraft: (patch: Partial<CheckoutDraft>) => void;
  /** The order is paid (or free): show the confirmation. */
  onConfirmed: (order: Order, delivery: string[]) => void;
}

/** Focus an element as it mounts (a ref callback). */
function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}

/** Stable text of a payload, to know whether a pending order still matches what is on screen. */
function signatureOf(payload: OrderRequest): string {
  return JSON.stringify(payload);
}

/** The totals' body: the order without its payment method (how one pays never changes the price). */
function totalsBody(payload: OrderRequest | null): ComputeDiscountBody | null {
  if (!payload) return null;
  const { paymentMethod: _paidBy, ...order } = payload;
  return order;
}

/** A figure of the totals still to come (what a screen reader hears is the total's « Calcul du total… »). */
const PENDING_FIGURE = (
  <span className="checkout-hint" aria-hidden="true">
    …
  </span>
);

/** The review step (see the module comment). */
export function ReviewStep({ cart, resolved, payment, draft, updateDraft, onConfirmed }: ReviewStepProps) {
  const api = useApi();
  const say = useCheckoutSay();
  const t = say.checkout;
  const formatPrice = usePrice();
  const { state } = cart;
  const payload = resolved.input ? buildOrderPayload(resolved.input) : null;
  const signature = payload ? signatureOf(payload) : null;
  const [code, setCode] = useState(state.discountCode ?? '');
  const [accepted, setAccepted] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const queryClient = useQueryClient();
  const codeId = useId();
  const termsId = useId();
  const methodGroup = useId();
  const places = useQuery({ ...companyAddressQueryOptions(api, 'CLICK_AND_COLLECT'), enabled: state.deliveryType === 'clickAndCollect' });
  const delivery = deliverySummary(state, places.data, resolved.carrier, say);
  const lines = summaryLines(state.lines, say.language);

  // The same payload as the order: the server's totals with shipping and the code applied.
  const totals = useQuery(orderTotalsQueryOptions(api, totalsBody(payload)));

  const pending = draft.pendingOrder && draft.pendingOrder.signature === signature ? draft.pendingOrder.order : null;
  // Set once this visit placed the order: the form (and its focused button) gives way to the payment, whose
  // heading then takes the focus (a restored pending order on load leaves the focus alone).
  const [placed, setPlaced] = useState(false);
  const orderError = state.error?.scope === 'order' ? state.error : null;
  const discountError = state.error?.scope === 'discount' ? state.error.message : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!payload || !signature || submitting) return;
    if (!accepted) {
      setTermsError(true);
      return;
    }
    setSubmitting(true);
    try {
      const order = await runMutation(queryClient, createOrderMutation(api), payload);
      cart.dispatch({ type: 'dismissError' });
      if (order.status === 'PENDING_PAYMENT') {
        setPlaced(true);
        updateDraft({ pendingOrder: { order, signature } });
      } else onConfirmed(order, delivery);
    } catch (error) {
      // SPEC §4 "Failures": quantities refreshed, the message kept (and shown next to its lines).
      await cart.reportFailure('order', error);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="checkout-step checkout-review">
      <section aria-labelledby="review-lines">
        <h2 id="review-lines" className="checkout-panel__title">
          {t('yourOrder')}
        </h2>
        <ul className="review-lines">
          {lines.map((l) => (
            <li key={l.id}>
              <span className="review-lines__name">
                {l.name} <span className="review-lines__qty">× {l.quantity}</span>
              </span>
              <span>{formatPrice(l.unitPrice * l.quantity)}</span>
              {state.error?.lines[String(l.id)] ? <span className="checkout-error review-lines__error">{state.error.lines[String(l.id)]}</span> : null}
            </li>
          ))}
        </ul>
        <p>
          <Link to={CART_PATH}>{t('editCart')}</Link>
        </p>
      </section>

      <section aria-labelledby="review-code" className="review-code">
        <h2 id="review-code" className="checkout-panel__title">
          {t('code')}
        </h2>
        {state.discountCode ? (
          <p>
            {t('codeApplied', { code: state.discountCode })}{' '}
            <button type="button" className="button button--ghost button--sm" onClick={() => cart.dispatch({ type: 'discountRemoved' })}>
              {t('removeCode')}
            </button>
          </p>
        ) : (
          <form
            className="review-code__form"
            onSubmit={(e) => {
              e.preventDefault();
              void cart.applyDiscountCode(code);
            }}
          >
            {/* The section's heading says it already: the label is for screen readers only. */}
            <label htmlFor={codeId} className="visually-hidden">
              {t('code')}
            </label>
            <input
              id={codeId}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              autoComplete="off"
              aria-describedby={discountError ? `${codeId}-error` : undefined}
              aria-invalid={discountError ? true : undefined}
            />
            <button type="submit" className="button button--secondary button--sm" disabled={code.trim() === ''}>
              {t('apply')}
            </button>
            {discountError ? (
              <p id={`${codeId}-error`} className="checkout-error" role="alert">
                {discountError}
              </p>
            ) : null}
          </form>
        )}
      </section>

      <section aria-labelledby="review-delivery">
        <h2 id="review-delivery" className="checkout-panel__title">
          {t('delivery')}
        </h2>
        {delivery.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p>
          <Link to={stepPath('delivery')}>{t('editDelivery')}</Link> · <Link to={stepPath('addresses')}>{t('editAddresses')}</Link> ·{' '}
          <Link to={stepPath('contact')}>{t('editContact')}</Link>
        </p>
      </section>

      <section aria-labelledby="review-totals" className="review-totals" aria-busy={totals.isFetching}>
        <h2 id="review-totals" className="checkout-panel__title">
          {t('total')}
        </h2>
        {totals.isError && !totals.data ? (
          <p className="checkout-problems" role="alert">
            {t('totalFailed', { message: totals.error.message })}{' '}
            <button type="button" className="button button--secondary button--sm" onClick={() => void totals.refetch()}>
              {t('retry')}
            </button>
          </p>
        ) : (
          // The rows stand while the total is calculated, its figures to come: the terms and the order
          // button below keep their place (a tap aimed at them while the answer came landed elsewhere).
          <dl>
            <div>
              <dt>{t('subtotal')}</dt>
              <dd>{totals.data ? formatPrice(totals.data.subtotal) : PENDING_FIGURE}</dd>
            </div>
            {(totals.data ? totals.data.value : state.discountCode) ? (
              <div>
                <dt>{t('discounts')}</dt>
                <dd>{totals.data?.value ? `− ${formatPrice(totals.data.value)}` : PENDING_FIGURE}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('delivery')}</dt>
              <dd>
                {state.deliveryType === 'no_delivery'
                  ? t('noDelivery')
                  : state.deliveryType === 'clickAndCollect'
                    ? t('collectFree')
                    : !totals.data
                      ? PENDING_FIGURE
                      : totals.data.shippingFees === 0
                        ? t('deliveryFree')
                        : formatPrice(totals.data.shippingFees)}
              </dd>
            </div>
            <div className="review-totals__total">
              <dt>{t('totalTaxIncluded')}</dt>
              <dd>
                {totals.data ? (
                  formatPrice(totals.data.total)
                ) : (
                  <>
                    {PENDING_FIGURE}
                    <span className="visually-hidden">{t('totalCalculating')}</span>
                  </>
                )}
              </dd>
            </div>
          </dl>
        )}
      </section>

      {orderError ? (
        <div className="checkout-problems" role="alert">
          <p>{orderError.message}</p>
          <p>
            {t('quantitiesUpdated')} <Link to={CART_PATH}>{t('adjustCart')}</Link>
          </p>
        </div>
      ) : null}

      <section aria-labelledby="review-payment">
        <h2 id="review-payment" className="checkout-panel__title">
          {t('paymentMethod')}
        </h2>
        {resolved.paymentMethods.length > 1 ? (
          // A switch away from a card order awaiting its payment leaves it: the order follows the method.
          <fieldset className="checkout-fieldset" aria-labelledby="review-payment">
            <div className="radio-cards">
              {resolved.paymentMethods.map((method) => (
                <RadioCard
                  key={method}
                  name={methodGroup}
                  checked={method === resolved.paymentMethod}
                  onChange={() => updateDraft({ paymentMethod: method })}
                  title={t(method)}
                >
                  <PaymentMethodNote method={method} settings={payment} />
                </RadioCard>
              ))}
            </div>
          </fieldset>
        ) : resolved.paymentMethod ? (
          <p>
            <strong>{t(resolved.paymentMethod)}</strong>
            {t('colon')} <PaymentMethodNote method={resolved.paymentMethod} settings={payment} />
          </p>
        ) : (
          <p className="checkout-problems" role="alert">
            {resolved.problems.review.join(' ')}
          </p>
        )}
      </section>

      {pending ? (
        <section aria-labelledby="review-pay" className="review-pay">
          <h2 id="review-pay" className="checkout-panel__title" tabIndex={-1} ref={placed ? focusOnMount : undefined}>
            <WithReference text={t('payOrder', { reference: pending.reference })} reference={pending.reference} />
          </h2>
          <Payment order={pending} onPaid={() => onConfirmed(pending, delivery)} />
        </section>
      ) : (
        <form onSubmit={(e) => void submit(e)} className="review-submit" noValidate>
          <div className="checkout-check">
            <input
              id={termsId}
              type="checkbox"
              checked={accepted}
              onChange={(e) => {
                setAccepted(e.target.checked);
                if (e.target.checked) setTermsError(false);
              }}
              aria-describedby={termsError ? `${termsId}-error` : undefined}
              aria-invalid={termsError ? true : undefined}
            />
            <label htmlFor={termsId}>
              {t('acceptTerms')}{' '}
              <Link to="/sale-terms" target="_blank" rel="noopener">
                {t('termsLink')}
              </Link>
              .
            </label>
          </div>
          {termsError ? (
            <p id={`${termsId}-error`} className="checkout-error" role="alert">
              {t('termsMissing')}
            </p>
          ) : null}
          <p className="checkout-hint">
            {t('dataUse')}{' '}
            <Link to="/privacy-policy" target="_blank" rel="noopener">
              {t('privacyLink')}
            </Link>
            .
          </p>
          <button type="submit" className="button button--accent checkout-submit" disabled={!payload || submitting}>
            {submitting ? t('saving') : orderButtonLabel(resolved.paymentMethod, totals.data ? formatPrice(totals.data.total) : undefined, t)}
          </button>
        </form>
      )}
    </div>
  );
}
