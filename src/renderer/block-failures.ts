/**
 * The failures the renderer can tell before a block renders (unknown component, refused props), built
 * in one place so the page renderer and the admin's page check (`page-check.ts`) say the same thing.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { Block } from '@/api/generated/types';
import type { BlockDataNeed } from './block-contract';
import type { BlockFailure } from './failure-reporter';

const failures = new WeakMap<Block, Map<string, BlockFailure>>();

/** Stable failure objects per conf block, so effects and memoized children do not churn. */
export function failureFor(block: Block, reason: BlockFailure['reason'], message: string, errors: BlockFailure['errors'] = []): BlockFailure {
  let byReason = failures.get(block);
  if (!byReason) {
    byReason = new Map();
    failures.set(block, byReason);
  }
  const key = `${reason}:${message}`;
  let failure = byReason.get(key);
  if (!failure) {
    failure = { blockId: block.id, component: block.component, reason, message, errors };
    byReason.set(key, failure);
  }
  return failure;
}

/** The failure of a block whose component the registry does not know. */
export function unknownFailure(block: Block): BlockFailure {
  return failureFor(block, 'unknown-component', `Ce bloc (« ${block.component} ») n’existe pas sur ce site.`);
}

/** What a failed query's error says about the call, read from its fields (a dehydrated error is a plain object). */
function describeDataError(error: unknown): string {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  const callId = typeof error === 'object' && error !== null && 'callId' in error ? error.callId : undefined;
  const call = typeof callId === 'string' ? ` « ${callId} »` : '';
  if (typeof status === 'number' && status > 0) return `L’appel${call} a échoué (HTTP ${status}).`;
  return `L’appel${call} n’a pas abouti (pas de réponse).`;
}

/**
 * The failure of a block whose critical data could not be loaded. Built from the error's status and
 * call only, so the server and the browser (which receives the error dehydrated) say the same thing.
 */
export function dataFailure(block: Block, error: unknown): BlockFailure {
  return failureFor(block, 'data-error', `Les données du bloc n’ont pas pu être chargées : ${describeDataError(error)}`);
}

/**
 * The error of the first critical query that failed with no data to show, or undefined. The route
 * loader fetched these needs; a failure stays in the cache (and crosses from the server to the browser
 * in the dehydrated cache), so both sides render the same failure and nothing is fetched twice.
 */
export function failedNeed(needs: readonly BlockDataNeed[], queryClient: QueryClient): { error: unknown } | undefined {
  for (const need of needs) {
    const state = queryClient.getQueryState(need.queryKey);
    if (state?.status === 'error' && state.data === undefined) return { error: state.error };
  }
  return undefined;
}
