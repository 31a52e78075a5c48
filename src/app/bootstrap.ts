/**
 * Start-up: the public app configuration (SPEC §7) that chooses the tenant and the API host at run
 * time — one build serves any tenant. The production server embeds it in the page; elsewhere it is
 * fetched from `/config.json`.
 *
 * Its validator (≈ 1.7 KiB gzip, the largest generated module of the app's chunk) is not in the
 * initial JavaScript (issue 23): a configuration embedded in the page is the server's own, checked
 * against the same schema when it read its tenants table (src/app/server/tenants.ts, `configOf`),
 * so the browser only makes sure it is an object with the fields start-up reads at once. A fetched
 * `/config.json` (static host, dev server) is checked in full, the validator's chunk loading while
 * the file is fetched.
 */
import type { AppConfig } from '@/api/generated/types';
import { embeddedConfig, isEmbeddedConfig } from './embedded-config';

/** Thrown when the configuration cannot be loaded or is invalid; shown as a French message. */
export class BootstrapError extends Error {
  override readonly name = 'BootstrapError';
}

/** The app configuration: embedded in the page when the server put it there, else `/config.json`. */
export async function loadAppConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  const embedded = embeddedConfig();
  if (embedded !== undefined) {
    if (!isEmbeddedConfig(embedded)) throw new BootstrapError('La configuration du site est invalide.');
    return embedded;
  }
  const [value, { validateData: validateAppConfig }] = await Promise.all([
    fetchAppConfig(fetchImpl),
    import('@/api/generated/validate/getAppConfig.js').catch((error: unknown) => {
      throw new BootstrapError('Le site n’a pas pu démarrer : vérifiez votre connexion.', { cause: error });
    }),
  ]);
  if (!validateAppConfig(value)) throw new BootstrapError('La configuration du site est invalide.', { cause: validateAppConfig.errors });
  return value;
}

async function fetchAppConfig(fetchImpl: typeof fetch): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl('/config.json', { headers: { Accept: 'application/json' }, cache: 'no-store' });
  } catch (error) {
    throw new BootstrapError('La configuration du site est inaccessible : vérifiez votre connexion.', { cause: error });
  }
  if (!response.ok) throw new BootstrapError(`La configuration du site est inaccessible (erreur ${response.status}).`);
  try {
    return await response.json();
  } catch (error) {
    throw new BootstrapError('La configuration du site est illisible.', { cause: error });
  }
}
