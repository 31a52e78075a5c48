/**
 * The configuration the server embeds in the page (SPEC §7; ./bootstrap.ts says why the browser
 * checks only what it reads at once). Its own module: the islands entry (./islands/main.tsx) and the
 * footer's newsletter form read it without `loadAppConfig`'s fetch of `/config.json`, which only a
 * page the server did not render needs.
 */
import type { AppConfig } from '@/api/generated/types';
import { reportError } from '@/lib/report-error';
import { dataBlockText } from './server/state';

/**
 * The configuration the server wrote into the page (`<script type="application/json"
 * id="vitrine-config">`), or undefined when the page has none (dev server, static hosting).
 */
export function embeddedConfig(): unknown {
  const text = dataBlockText(document, 'vitrine-config');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch (error) {
    reportError(error, { where: 'configuration (embedded, not JSON: fetching /config.json)' });
    return undefined;
  }
}

/**
 * A configuration the server embedded: what start-up reads before any call is there. The rest was
 * checked by the server against the schema (it never writes another).
 */
export function isEmbeddedConfig(value: unknown): value is AppConfig {
  return (
    typeof value === 'object' &&
    value !== null &&
    'apiUrl' in value &&
    typeof value.apiUrl === 'string' &&
    'siteId' in value &&
    typeof value.siteId === 'number' &&
    (!('analytics' in value) || (typeof value.analytics === 'object' && value.analytics !== null))
  );
}

/** The configuration the server embedded in the page, or null (a static host: `loadAppConfig` fetches it). */
export function embeddedAppConfig(): AppConfig | null {
  const embedded = embeddedConfig();
  return isEmbeddedConfig(embedded) ? embedded : null;
}
