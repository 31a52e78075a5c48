/**
 * A component whose code is a chunk of its own, loaded on demand, and `preload()` to fetch it ahead (a
 * hover, a focus, a press, a route's loader). Unlike `React.lazy`, once the chunk has come it renders
 * in the same pass: `lazy` suspends its first render for a tick even then, and React holds back the
 * reveal of a boundary that has just shown its fallback for 300 ms — the cart drawer, the cookie
 * choices and a product's page came that much after the tap. Module state on purpose, as `lazy`'s
 * own: it is code, the same for every tenant; forgotten when the chunk fails, so the next render asks
 * again (the failure itself goes to the nearest error boundary).
 */
import { use, type ComponentType, type ReactNode } from 'react';
import { settledPromise, type SettledPromise } from '@/lib/settled-promise';

/** What {@link lazyComponent} gives: the component, and its loader to call ahead. */
export type LazyComponent<P> = ((props: P) => ReactNode) & { preload: () => Promise<ComponentType<P>> };

/**
 * @example const CartDrawer = lazyComponent(() => import('@/features/cart/cart-panel').then((m) => m.CartDrawer));
 *   // onPointerEnter: void CartDrawer.preload(); in a Suspense: <CartDrawer onClose={close} />
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loading: SettledPromise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> => {
    if (loading) return loading;
    const attempt = settledPromise(load());
    attempt.catch(() => {
      if (loading === attempt) loading = null;
    });
    loading = attempt;
    return attempt;
  };
  function Lazy(props: P) {
    const Loaded = use(preload());
    return <Loaded {...props} />;
  }
  return Object.assign(Lazy, { preload });
}
