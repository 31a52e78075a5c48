/**
 * The checkout (issue "Shop, part 2"): one route, `/commande/<step>`, the step in the URL so back and
 * forward work; everything chosen lives in the cart state (persisted) and the checkout draft, so a
 * reload at any step keeps it. A step after an incomplete one sends the visitor back to the first
 * incomplete step. Browser-only data (storage) is read in effects: on the server this renders the
 * frame and a loading line.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { addressTypesQueryOptions } from '@/api/queries/catalogue';
import { parametersQueryOptions } from '@/api/queries/site';
import type { Order } from '@/api/generated/types';
import { expeditionLimits } from '@/features/cart/cart-rules';
import { useCart } from '@/features/cart/use-cart';
import { useMessages } from '@/features/i18n/use-messages';
import { useSession } from '@/features/session/use-session';
import { AddressesStep } from './addresses-step';
import { siteDay } from '@/lib/dates';
import { CART_PATH } from '@/lib/product-paths';
import { useCheckoutDraft } from './checkout-draft';
import { CHECKOUT_STEPS, CONFIRMATION_PATH, firstIncompleteStep, resolveCheckout, stepOfSlug, stepPath, type StepId } from './checkout-steps';
import { Confirmation, saveConfirmedOrder } from './confirmation';
import { ContactStep } from './contact-step';
import { DeliveryStep } from './delivery-step';
import { StepProblems } from './fields';
import { checkoutMessages, useCheckoutSay } from './messages';
import { deliverySummary, summaryLines } from './order-summary';
import { paymentSettings } from './payment-methods';
import { ReviewStep } from './review-step';
import { useShippingPrices } from './use-shipping-prices';
import './checkout.css';

function Stepper({ current, reachable }: { current: StepId; reachable: (id: StepId) => boolean }) {
  const t = useMessages(checkoutMessages);
  const index = CHECKOUT_STEPS.findIndex((s) => s.id === current);
  return (
    <nav aria-label={t('stepsLabel')} className="checkout-stepper">
      <ol>
        {CHECKOUT_STEPS.map((s, i) => (
          <li key={s.id} className={i < index ? 'is-done' : i === index ? 'is-current' : undefined}>
            {s.id === current ? (
              <span aria-current="step">
                <span className="checkout-stepper__num">{i + 1}</span> {t(s.label)}
              </span>
            ) : reachable(s.id) ? (
              <Link to={stepPath(s.id)}>
                <span className="checkout-stepper__num">{i + 1}</span> {t(s.label)}
              </Link>
            ) : (
              <span>
                <span className="checkout-stepper__num">{i + 1}</span> {t(s.label)}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The checkout route's page (see the module comment). */
export function CheckoutPage() {
  const { step: slug } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const api = useApi();
  const say = useCheckoutSay();
  const t = say.checkout;
  const cart = useCart();
  const { draft, ready, update, reset } = useCheckoutDraft(api.siteId);
  const { user } = useSession();
  const { state, dispatch } = cart;
  // Only the order itself needs the address types (its addresses' DELIVERY/BILLING labels): asked
  // once a cart with lines is read, never while the page hydrates (the request and its validator's
  // chunk ran in the hydration's long task, issue 23) nor for an empty cart.
  const addressTypes = useQuery({ ...addressTypesQueryOptions(api), enabled: cart.hydrated && state.lines.length > 0 }).data;
  const parameters = useQuery(parametersQueryOptions(api)).data;
  const [shownErrors, setShownErrors] = useState<StepId | null>(null);
  const problemsRef = useRef<HTMLDivElement>(null);
  // Read here, not in the delivery step: every step's resolver prices the chosen carrier with it.
  const shipping = useShippingPrices(state);

  // A member's phone fills the phone field once, if the visitor has not typed one.
  const userPhone = user?.phone ?? null;
  useEffect(() => {
    if (cart.hydrated && userPhone && state.phone === '' && state.lines.length > 0) dispatch({ type: 'setPhone', phone: userPhone });
  }, [cart.hydrated, userPhone, state.phone, state.lines.length, dispatch]);

  const confirm = useCallback(
    (order: Order, delivery: string[]) => {
      saveConfirmedOrder(api.siteId, {
        order,
        lines: summaryLines(state.lines, say.language),
        delivery,
        email: user?.email ?? draft.email,
        travels: state.deliveryType !== 'no_delivery',
      });
      // The cart is emptied only now that the order is confirmed (SPEC §4 clearing empties all of it).
      cart.clear();
      reset();
      navigate(CONFIRMATION_PATH, { replace: true });
    },
    [api.siteId, state.lines, state.deliveryType, say.language, user?.email, draft.email, cart, reset, navigate],
  );

  // Back from a payment method that left the page (Stripe redirect): the pending order is paid.
  const redirected = slug === 'confirmation' && search.get('redirect_status') === 'succeeded';
  useEffect(() => {
    if (redirected && ready && cart.hydrated && draft.pendingOrder) confirm(draft.pendingOrder.order, deliverySummary(state, undefined, shipping.carrier, say));
  }, [redirected, ready, cart.hydrated, draft.pendingOrder, confirm, state, shipping.carrier, say]);

  if (slug === 'confirmation') {
    return (
      <CheckoutFrame title={t('confirmationTitle')}>
        <Confirmation siteId={api.siteId} />
      </CheckoutFrame>
    );
  }

  const step = stepOfSlug(slug);
  // A carrier chosen before a reload is priced again before any step is judged (else it would look missing).
  const pricing = state.deliveryType === 'delivery' && state.carrier !== null && shipping.status === 'calculating';
  const loading = (
    <CheckoutFrame title={t('title')}>
      <p className="checkout-hint">{t('loadingCart')}</p>
    </CheckoutFrame>
  );
  if (!cart.hydrated || !ready || pricing) return loading;
  if (state.lines.length === 0) {
    return (
      <CheckoutFrame title={t('title')}>
        <p>{t('empty')}</p>
        <p>
          <Link to="/boutique">{t('discover')}</Link>
        </p>
      </CheckoutFrame>
    );
  }

  const payment = paymentSettings(parameters);
  const resolved = resolveCheckout(state, draft, {
    say,
    accountEmail: user?.email ?? null,
    addressTypes,
    today: siteDay(new Date()),
    expedition: expeditionLimits(parameters),
    shippingPrices: shipping.prices,
    payment,
  });
  const firstIncomplete = firstIncompleteStep(resolved);
  const order = (id: StepId) => CHECKOUT_STEPS.findIndex((s) => s.id === id);
  // Sent on to a step: the loading frame stays until it shows (Navigate alone renders nothing, and the
  // footer rose into an empty page for a frame at 1280 px: CLS 0.93 on /commande).
  if (!step || order(step) > order(firstIncomplete))
    return (
      <>
        <Navigate to={stepPath(step ? firstIncomplete : 'contact')} replace />
        {loading}
      </>
    );

  const index = order(step);
  const current = CHECKOUT_STEPS[index] ?? CHECKOUT_STEPS[0];
  const next = CHECKOUT_STEPS[index + 1];
  const previous = CHECKOUT_STEPS[index - 1];
  const showErrors = shownErrors === step;
  const problems = resolved.problems[step];

  const goOn = () => {
    if (problems.length > 0) {
      setShownErrors(step);
      requestAnimationFrame(() => problemsRef.current?.focus());
      return;
    }
    setShownErrors(null);
    if (next) navigate(stepPath(next.id));
  };

  return (
    <CheckoutFrame title={t(current.label)} subtitle={t('stepOf', { index: index + 1, total: CHECKOUT_STEPS.length })}>
      <Stepper current={step} reachable={(id) => order(id) <= order(firstIncomplete)} />
      {step === 'contact' ? <ContactStep cart={cart} draft={draft} updateDraft={update} accountEmail={user?.email ?? null} showErrors={showErrors} /> : null}
      {step === 'delivery' ? (
        <DeliveryStep
          cart={cart}
          draft={draft}
          updateDraft={update}
          shipping={shipping}
          needsShipping={resolved.needsShipping}
          expedition={resolved.expedition}
        />
      ) : null}
      {step === 'addresses' ? (
        <AddressesStep cart={cart} draft={draft} updateDraft={update} needsShippingAddress={resolved.needsShippingAddress} showErrors={showErrors} />
      ) : null}
      {step === 'review' ? <ReviewStep cart={cart} resolved={resolved} payment={payment} draft={draft} updateDraft={update} onConfirmed={confirm} /> : null}
      {step !== 'review' ? (
        <>
          <div ref={problemsRef} tabIndex={-1} className="checkout-problems-anchor">
            {showErrors ? <StepProblems problems={problems} /> : null}
          </div>
          <div className="checkout-nav">
            {previous ? (
              <Link className="button button--ghost" to={stepPath(previous.id)}>
                {t('back', { step: t(previous.label) })}
              </Link>
            ) : (
              <Link className="button button--ghost" to={CART_PATH}>
                {t('backToCart')}
              </Link>
            )}
            <button type="button" className="button button--primary" onClick={goOn}>
              {next ? t('continueTo', { step: t(next.label) }) : t('continue')}
            </button>
          </div>
        </>
      ) : null}
    </CheckoutFrame>
  );
}

function CheckoutFrame({ title, subtitle, children }: { title: string; subtitle?: string; children: React.ReactNode }) {
  return (
    <div className="checkout">
      <h1 className="checkout__title" tabIndex={-1}>
        {title}
        {subtitle ? <span className="checkout__subtitle"> — {subtitle}</span> : null}
      </h1>
      {children}
    </div>
  );
}
