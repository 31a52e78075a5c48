/**
 * What the checkout keeps beside the cart (whose state of SPEC §3 holds delivery, addresses, phone and
 * message): the guest's e-mail, home vs relay delivery before a carrier is chosen, "billing = delivery
 * address", the payment method chosen, and the order created but not paid yet (so a failed payment is retried on the same
 * order). Kept in localStorage like the cart, so a reload mid-checkout loses nothing; read in effects
 * only (never on the server). Unreadable or foreign entries are ignored, never trusted.
 */
import { useCallback } from 'react';
import { useBrowserStore } from '@/ui/use-hydrated';
import type { Order, PaymentMethod } from '@/api/generated/types';
import { validateData as validateOrder } from '@/api/generated/validate/createOrder.js';
import { isRecord } from '@/lib/is-record';
import { reportError } from '@/lib/report-error';
import { isPaymentMethod } from './payment-methods';

/** Home delivery or pickup relay: both are the cart's `deliveryType: 'delivery'`, told apart by the carrier. */
export type CarrierMode = 'home' | 'relay';

/** The checkout's own state. */
export interface CheckoutDraft {
  email: string;
  carrierMode: CarrierMode | null;
  billingSameAsShipping: boolean;
  /** The payment method the customer chose on the last step (null: the site's first for the delivery). */
  paymentMethod: PaymentMethod | null;
  /** The order created by `POST /order` and awaiting payment, with the signature of the payload it was created from. */
  pendingOrder: { order: Order; signature: string } | null;
}

export const emptyDraft: CheckoutDraft = { email: '', carrierMode: null, billingSameAsShipping: true, paymentMethod: null, pendingOrder: null };

const draftKey = (siteId: number) => `vitrine.checkout.${siteId}`;

function isOrder(v: unknown): v is Order {
  return validateOrder(v);
}

/** Parse a stored draft; anything unexpected falls back to the empty draft, field by field. */
export function parseDraft(raw: string | null): CheckoutDraft {
  if (!raw) return emptyDraft;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return emptyDraft;
  }
  if (!isRecord(value)) return emptyDraft;
  const pending = value.pendingOrder;
  return {
    email: typeof value.email === 'string' ? value.email : '',
    carrierMode: value.carrierMode === 'home' || value.carrierMode === 'relay' ? value.carrierMode : null,
    billingSameAsShipping: typeof value.billingSameAsShipping === 'boolean' ? value.billingSameAsShipping : true,
    paymentMethod: isPaymentMethod(value.paymentMethod) ? value.paymentMethod : null,
    pendingOrder:
      isRecord(pending) && typeof pending.signature === 'string' && isOrder(pending.order) ? { order: pending.order, signature: pending.signature } : null,
  };
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // private mode or storage disabled: the draft lives in memory only
  }
}

const listeners = new Set<() => void>();
let cache: { siteId: number; draft: CheckoutDraft } | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function snapshot(siteId: number): CheckoutDraft {
  if (!cache || cache.siteId !== siteId) {
    let raw: string | null = null;
    try {
      raw = storage()?.getItem(draftKey(siteId)) ?? null;
    } catch {
      raw = null;
    }
    cache = { siteId, draft: parseDraft(raw) };
  }
  return cache.draft;
}

function save(siteId: number, draft: CheckoutDraft | null): void {
  cache = { siteId, draft: draft ?? emptyDraft };
  try {
    if (draft) storage()?.setItem(draftKey(siteId), JSON.stringify(draft));
    else storage()?.removeItem(draftKey(siteId));
  } catch (error) {
    // Full quota or private mode: the draft lives on in memory, the visitor loses nothing on this page.
    reportError(error, { where: 'checkout draft storage', level: 'warning' });
  }
  for (const listener of listeners) listener();
}

/** Forget the draft (after a confirmed order). */
export function clearDraft(siteId: number): void {
  save(siteId, null);
}

/** The server has no draft (storage is the browser's). */
const serverDraft = () => null;

/** The draft and a setter that merges and persists; `ready` is false until storage was read (never on the server). */
export function useCheckoutDraft(siteId: number): { draft: CheckoutDraft; ready: boolean; update: (patch: Partial<CheckoutDraft>) => void; reset: () => void } {
  const read = useCallback(() => snapshot(siteId), [siteId]);
  // After hydration, in a transition (useBrowserStore): the checkout renders its step then, not in the hydration commit's task.
  const draft = useBrowserStore<CheckoutDraft | null>(subscribe, read, serverDraft);
  const update = useCallback((patch: Partial<CheckoutDraft>) => save(siteId, { ...snapshot(siteId), ...patch }), [siteId]);
  const reset = useCallback(() => clearDraft(siteId), [siteId]);
  return { draft: draft ?? emptyDraft, ready: draft !== null, update, reset };
}
