/**
 * The `ApiError` a call is expected to fail with (tests of the API client and its transports).
 */
import { ApiError } from '@/api/api-error';

/** Awaits `promise` and returns the `ApiError` it rejected with; throws when it resolved or rejected with anything else. */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}
