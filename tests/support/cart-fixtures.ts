/**
 * Products shaped like the demo catalogue (fixtures/sites/51/products.json), for the cart's unit
 * tests. Unit tests of pure rules need controlled capacities, steps and references; the browser
 * journeys use the real demo API.
 */
import type { CartLine, Declination, Product } from '@/api/generated/types';
import { initialCartState, type CartState } from '@/features/cart/cart-state';

/** A declination with defaults. */
export function declination(over: Partial<Declination> & { id: number }): Declination {
  return { price: 10, quantity: 50, sellByMultipleOf: 1, capacity: null, capacityUnit: null, discount: null, ...over };
}

/** A product with defaults (WINE, not vintage, shipped). */
export function product(over: Partial<Product> & { id: number; declinations: Declination[] }): Product {
  return {
    idProduct: over.id,
    name: `Produit ${over.id}`,
    type: { type: 'WINE', label: 'Produit' },
    isVintage: false,
    price: over.declinations[0]?.price ?? 10,
    discount: null,
    hasShippingFees: true,
    sellByMultipleOf: 1,
    reference: null,
    quantity: 50,
    ...over,
  };
}

/** A line holding the product's first (or given) declination. */
export function line(p: Product, quantity: number, declinationId = p.declinations[0]?.id ?? 0, id = 0): CartLine {
  return { id, declinationId, quantity, product: p };
}

/** A cart state: the empty cart with `over` (the checkout's resolver tests start from a filled one). */
export function cartState(over: Partial<CartState>): CartState {
  return { ...initialCartState, ...over };
}
