/**
 * Run a write's factory without a hook: through the query client's mutation cache, so the factory's
 * effects (what it makes stale) run exactly as with `useMutation`. For the writes of the pages whose
 * first load must stay small (the cart, the checkout, the booking): `useMutation` and its observer
 * would add their code to those pages' initial JS (`npm run check:bundle`), for a state they never show.
 */
import type { MutationOptions, QueryClient } from '@tanstack/react-query';

/** Send one write of `options` (a factory of this folder) with `variables`; resolves with its answer. */
export function runMutation<TData, TError, TVariables, TContext>(
  client: QueryClient,
  options: MutationOptions<TData, TError, TVariables, TContext>,
  variables: TVariables,
): Promise<TData> {
  return client.getMutationCache().build(client, options).execute(variables);
}
