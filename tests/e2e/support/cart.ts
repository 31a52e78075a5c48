/**
 * Journeys that start from a filled cart: the cart is built by the cart feature itself (its reducer's
 * `add`, then the serializer that writes localStorage), with products as the demo API serves them, so
 * the stored shape is never copied here (schemas/entities/stored-cart.schema.json is its contract).
 */
import type { APIRequestContext, Page } from '@playwright/test';
import type { Product } from '@/api/generated/types';
import { validateData as isProduct } from '@/api/generated/validate/getProduct.js';
import { CART_STORAGE_KEY } from '@/features/cart/cart-count';
import { cartReducer, initialCartState } from '@/features/cart/cart-state';
import { serializeCart } from '@/features/cart/cart-storage';

/** One line to put in the cart. */
export interface SeedLine {
  productId: number;
  declinationId: number;
  quantity: number;
}

/** The tenant of the journeys unless one says otherwise (site 52's spec passes its own). */
const SITE_ID = 51;

/** The product as the demo API serves it now (stock included), checked against the contract. */
async function product(request: APIRequestContext, id: number, siteId: number): Promise<Product> {
  const res = await request.get(`/api/v2/product/${id}`, { headers: { idSite: String(siteId) } });
  const body: unknown = await res.json();
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : null;
  if (!isProduct(data)) throw new Error(`product ${id}: not a Product of the contract`);
  return data;
}

/** The localStorage text of a cart holding `lines`, as the cart feature writes it. */
export async function storedCartText(request: APIRequestContext, lines: readonly SeedLine[], siteId = SITE_ID): Promise<string> {
  const added = await Promise.all(lines.map(async (l) => ({ ...l, product: await product(request, l.productId, siteId) })));
  const state = added.reduce(
    (cart, l) => cartReducer(cart, { type: 'add', product: l.product, declinationId: l.declinationId, quantity: l.quantity }),
    initialCartState,
  );
  return serializeCart(state, siteId);
}

/**
 * Open the site, store a cart holding `lines`, and leave the page on `path`. Another tenant passes its
 * site id and an API context Node can reach (Node does not resolve `*.localhost`; browsers do).
 */
export async function seedCart(
  page: Page,
  lines: readonly SeedLine[],
  path = '/commande',
  tenant: { siteId: number; api: APIRequestContext } = { siteId: SITE_ID, api: page.request },
): Promise<void> {
  const stored = await storedCartText(tenant.api, lines, tenant.siteId);
  // The home page first (same origin); the app reads the cart when the next page starts.
  await page.goto('/');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [CART_STORAGE_KEY, stored] as const);
  await page.goto(path);
}

/** The orders the demo API recorded (its test surface), newest last. */
export async function recordedOrders(
  request: APIRequestContext,
  siteId = SITE_ID,
): Promise<{ request: Record<string, unknown>; order: Record<string, unknown> }[]> {
  const res = await request.get('/api/__demo/writes');
  const body: unknown = await res.json();
  const sites = typeof body === 'object' && body !== null && 'data' in body && Array.isArray(body.data) ? body.data : [];
  const site: unknown = sites.find((s: unknown) => typeof s === 'object' && s !== null && 'siteId' in s && s.siteId === siteId);
  return typeof site === 'object' && site !== null && 'orders' in site && Array.isArray(site.orders) ? site.orders : [];
}
