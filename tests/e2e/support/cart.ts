/**
 * Journeys that start from a filled cart: put a cart in localStorage the way the cart module stores
 * it (schemas/entities/stored-cart.schema.json), with products as the demo API serves them.
 */
import type { APIRequestContext, Page } from '@playwright/test';

/** One line to put in the cart. */
export interface SeedLine {
  productId: number;
  declinationId: number;
  quantity: number;
}

const SITE = { idSite: '51' };

/** The product as the demo API serves it now (stock included). */
async function product(request: APIRequestContext, id: number): Promise<unknown> {
  const res = await request.get(`/api/v2/product/${id}`, { headers: SITE });
  const body: unknown = await res.json();
  if (typeof body !== 'object' || body === null || !('data' in body)) throw new Error(`product ${id}: unexpected answer`);
  return body.data;
}

/** Open the site, store a cart holding `lines`, and leave the page on `path`. */
export async function seedCart(page: Page, lines: readonly SeedLine[], path = '/commande'): Promise<void> {
  const products = await Promise.all(lines.map((l) => product(page.request, l.productId)));
  const stored = {
    version: 1,
    siteId: 51,
    lines: lines.map((l, i) => ({ id: i, declinationId: l.declinationId, quantity: l.quantity, product: products[i] })),
    nextLineId: lines.length,
    deliveryType: null,
    clickAndCollect: null,
    accessPointAddress: null,
    city: null,
    country: null,
    carrier: null,
    shippingPrices: [],
    addresses: { shipping: null, billing: null },
    phone: '',
    message: '',
    discount: null,
    error: null,
  };
  // The home page first (same origin); the app reads the cart when the next page starts.
  await page.goto('/');
  await page.evaluate((value) => localStorage.setItem('vitrine.cart', value), JSON.stringify(stored));
  await page.goto(path);
}

/** The orders the demo API recorded (its test surface), newest last. */
export async function recordedOrders(request: APIRequestContext): Promise<{ request: Record<string, unknown>; order: Record<string, unknown> }[]> {
  const res = await request.get('/api/__demo/writes');
  const body: unknown = await res.json();
  const sites = typeof body === 'object' && body !== null && 'data' in body && Array.isArray(body.data) ? body.data : [];
  const site: unknown = sites.find((s: unknown) => typeof s === 'object' && s !== null && 'siteId' in s && s.siteId === 51);
  return typeof site === 'object' && site !== null && 'orders' in site && Array.isArray(site.orders) ? site.orders : [];
}
