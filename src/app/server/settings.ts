/**
 * The server's settings: one list for both runtimes, `schemas/settings/server-settings.schema.json`
 * (each setting, who reads it, what it accepts), checked by the same generated validator on Node
 * (its environment, scripts/serve.ts) and on workerd (its bindings, entry-edge.ts), so a setting
 * cannot exist on one runtime only nor be read differently. A bad value stops the start with a
 * message naming it. The tenants table's lines are checked against their own schema (tenants.ts).
 * Runtime-neutral. docs/operating.md.
 */
import type { ServerSettings } from '@/api/generated/types';
import { validateServerSettings } from '@/api/generated/validate/settings.js';

export type { ServerSettings };

/** The settings of a runtime (Node's environment, workerd's text bindings), checked against the one list; throws naming the first bad one. */
export function readServerSettings<T extends Readonly<Record<string, string | undefined>>>(env: T): T & ServerSettings {
  // An empty setting is an unset one (`CDN_PURGE_URL=` in a shell or a unit file: no CDN), as every
  // reader takes it (numberSetting, the purger's trim).
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value === undefined || value.trim() !== ''));
  if (validateServerSettings(given)) return env as T & ServerSettings;
  const error = validateServerSettings.errors?.[0];
  const name = error?.instancePath.replace(/^\//, '') ?? '';
  throw new Error(`Setting ${name}="${env[name] ?? ''}": ${error?.message ?? 'invalid'} (docs/operating.md, schemas/settings/server-settings.schema.json).`);
}

/** A whole-number setting (the schema admits digits only), or `fallback` when unset or empty. */
export function numberSetting(value: string | undefined, fallback: number): number {
  return value === undefined || value.trim() === '' ? fallback : Number(value);
}
