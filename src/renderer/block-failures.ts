/**
 * The failures the renderer can tell before a block renders (unknown component, refused props), built
 * in one place so the page renderer and the admin's page check (`page-check.ts`) say the same thing.
 */
import type { Block } from '@/api/generated/types';
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
  return failureFor(block, 'unknown-component', `Aucun bloc « ${block.component} » dans le registre.`);
}
