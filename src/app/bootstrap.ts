/**
 * Start-up: fetch the public app configuration (`/config.json`, SPEC §7) that chooses the tenant and
 * the API host at run time — one build serves any tenant.
 */
import { callDefs } from '@/api/generated/calls';
import type { AppConfig } from '@/api/generated/types';

/** Thrown when the configuration cannot be loaded or is invalid; shown as a French message. */
export class BootstrapError extends Error {
  override readonly name = 'BootstrapError';
}

/** Fetch and validate `/config.json`. */
export async function loadAppConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  let response: Response;
  try {
    response = await fetchImpl('/config.json', { headers: { Accept: 'application/json' }, cache: 'no-store' });
  } catch (error) {
    throw new BootstrapError('La configuration du site est inaccessible : vérifiez votre connexion.', { cause: error });
  }
  if (!response.ok) throw new BootstrapError(`La configuration du site est inaccessible (erreur ${response.status}).`);
  let value: unknown;
  try {
    value = await response.json();
  } catch (error) {
    throw new BootstrapError('La configuration du site est illisible.', { cause: error });
  }
  const { validateData: validate } = await callDefs.getAppConfig.loadValidators();
  if (!validate(value)) throw new BootstrapError('La configuration du site est invalide.', { cause: validate.errors });
  return value as AppConfig;
}
