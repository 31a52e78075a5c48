/**
 * The cart page's summary: totals (the server's, `POST /order/discount`, once it answers for the
 * lines on screen; the local subtotal meanwhile), the discount code, free-shipping progress, the
 * expedition limits (which bound a carrier shipment only: the checkout still offers pickup) and the way to checkout (after `POST /order/validate`).
 */
import { useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '@/api/api-context';
import { orderTotalsQueryOptions } from '@/api/queries/catalogue';
import { useMessages } from '@/features/i18n/use-messages';
import type { TranslateFn } from '@/features/i18n/messages';
import { usePrice } from '@/features/i18n/use-price';
import { Button } from '@/ui/button';
import { textInput } from '@/ui/text-input';
import { checkExpeditionLimits, expeditionMessage, freeShippingProgress, orderProducts } from './cart-rules';
import type { CartSettings } from './cart-settings';
import type { UseCart } from './use-cart';
import { cartMessages, type cartFr } from './messages';

/** The free-shipping sentence, e.g. "Plus que 2 bouteilles pour la livraison offerte", in the page's language. */
export function freeShippingMessage(
  progress: ReturnType<typeof freeShippingProgress>,
  t: TranslateFn<typeof cartFr>,
  price: (amount: number) => string,
): string | null {
  if (progress.kind === 'none') return null;
  if (progress.kind === 'reached') return t('freeReached');
  const parts = [
    progress.bottles !== null ? t('freeBottles', { count: progress.bottles }) : null,
    progress.amount !== null ? t('freeAmount', { amount: price(progress.amount) }) : null,
  ].filter(Boolean);
  return t('freeMissing', { missing: parts.join(t('freeOr')) });
}

/** Props of {@link CartSummary}. */
export interface CartSummaryProps {
  cart: UseCart;
  settings: CartSettings;
  /** Called once the server has validated the cart. */
  onValidated: () => void;
}

/** Totals, discount code, shipping progress and the checkout button. */
export function CartSummary({ cart, settings, onValidated }: CartSummaryProps) {
  const t = useMessages(cartMessages);
  const price = usePrice();
  const api = useApi();
  const ids = useId();
  const { state } = cart;
  const [code, setCode] = useState('');
  const codeRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<'code' | 'validate' | null>(null);
  const [first, ...rest] = orderProducts(state.lines);
  const appliedCode = state.discountCode;
  const totals = useQuery({
    ...orderTotalsQueryOptions(api, { products: first ? [first, ...rest] : [{ id: 0, quantity: 1 }], ...(appliedCode ? { discountCode: appliedCode } : {}) }),
    enabled: first !== undefined,
  });
  const server = totals.data;
  const progress = freeShippingProgress(state.lines, settings.freeShipping);
  const progressText = freeShippingMessage(progress, t, price);
  const expedition = checkExpeditionLimits(state.lines, settings.expedition);
  const discountError = state.error?.scope === 'discount' ? state.error.message : null;
  const cartError = state.error && state.error.scope !== 'discount' ? state.error.message : null;

  return (
    <section className="cart-summary" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('summary')}</h2>
      <dl className="cart-summary__rows" aria-live="polite" aria-busy={totals.isFetching}>
        <div>
          <dt>{t('subtotal')}</dt>
          <dd>{price(server ? server.products.reduce((s, p) => s + p.price * p.quantity, 0) : cart.subtotal)}</dd>
        </div>
        {server && (server.value ?? 0) > 0 ? (
          <div>
            <dt>
              {t('discount')}
              {appliedCode ? ` (${appliedCode.toUpperCase()})` : ''}
            </dt>
            <dd>− {price(server.value ?? 0)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('delivery')}</dt>
          <dd>{progress.kind === 'reached' ? t('deliveryFree') : t('deliveryLater')}</dd>
        </div>
        <div className="cart-summary__total">
          <dt>{t('total')}</dt>
          <dd>{price(server ? server.total : cart.subtotal)}</dd>
        </div>
      </dl>
      {!server ? <p className="cart-summary__note">{totals.isError ? 'Le total sera confirmé à l’étape suivante.' : 'Mise à jour du total…'}</p> : null}

      {progressText ? (
        <div className="cart-progress">
          <p id={`${ids}-progress`}>{progressText}</p>
          {progress.kind === 'missing' ? <progress max={1} value={progress.ratio} aria-labelledby={`${ids}-progress`} /> : null}
        </div>
      ) : null}

      <form
        className="cart-discount"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setBusy('code');
          void cart.applyDiscountCode(code).then((ok) => {
            setBusy(null);
            if (!ok) return;
            // « Appliquer » goes disabled with the field emptied: the focus goes to the field, not to the page.
            setCode('');
            codeRef.current?.focus();
          });
        }}
      >
        <label htmlFor={`${ids}-code`}>{t('code')}</label>
        <div className="cart-discount__row">
          <input
            className={`${textInput} cart-discount__input`}
            ref={codeRef}
            id={`${ids}-code`}
            name="code"
            autoComplete="off"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            aria-invalid={discountError ? true : undefined}
            aria-describedby={discountError ? `${ids}-code-error` : undefined}
          />
          <Button type="submit" variant="secondary" pending={busy === 'code'} disabled={busy !== 'code' && code.trim() === ''}>
            {t('apply')}
          </Button>
        </div>
        {discountError ? (
          <p id={`${ids}-code-error`} className="cart-message cart-message--error" role="alert">
            {discountError}
          </p>
        ) : null}
        {appliedCode && !discountError ? (
          <p className="cart-message cart-message--ok">
            {t('codeApplied', { code: appliedCode.toUpperCase() })}{' '}
            <button type="button" className="cart-line__remove" onClick={() => cart.dispatch({ type: 'discountRemoved' })}>
              {t('removeCode')}
            </button>
          </p>
        ) : null}
      </form>

      {!expedition.ok ? (
        <p className="cart-message" role="status">
          {expeditionMessage(expedition, t)}
        </p>
      ) : null}
      {cartError ? (
        <p className="cart-message cart-message--error" role="alert">
          {cartError}
        </p>
      ) : null}
      <Button
        variant="accent"
        pending={busy === 'validate'}
        onClick={() => {
          setBusy('validate');
          void cart.validate().then((ok) => {
            setBusy(null);
            if (ok) onValidated();
          });
        }}
      >
        {busy === 'validate' ? t('checking') : t('order')}
      </Button>
    </section>
  );
}
