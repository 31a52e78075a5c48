/**
 * Start-up: the public app configuration (SPEC §7) that chooses the tenant and the API host at run
 * time — one build serves any tenant. The production server embeds it in the page; elsewhere it is
 * fetched from `/config.json`.
 */
// Imported statically (1.4 kB gzip): the configuration gates every API call, so its check must not
// wait for a lazy chunk.
import { validateData as validateAppConfig } from '@/api/generated/validate/getAppConfig.js';
import type { AppConfig } from '@/api/generated/types';
import { reportError } from '@/lib/report-error';

/** Thrown when the configuration cannot be loaded or is invalid; shown as a French message. */
export class BootstrapError extends Error {
  override readonly name = 'BootstrapError';
}

/**
 * The configuration the server wrote into the page (`<script type="application/json"
 * id="vitrine-config">`), or undefined when the page has none (dev server, static hosting).
 */
function embeddedConfig(): unknown {
  const text = document.getElementById('vitrine-config')?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    reportError(error, { where: 'configuration (embedded, not JSON: fetching /config.json)' });
    return undefined;
  }
}

/** The app configuration: embedded in the page when the server put it there, else `/config.json`. */
export async function loadAppConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  const value = embeddedConfig() ?? (await fetchAppConfig(fetchImpl));
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
