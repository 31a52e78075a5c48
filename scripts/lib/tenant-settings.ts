/**
 * The tenants table of a Node process (`npm start`, `npm run dev`): src/app/server/tenants.ts reads
 * the settings; this adds the one thing it must not do itself (it also runs on the edge), reading
 * the `TENANTS_FILE` named in the environment.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tenantSourceFromSettings, type TenantSourceRuntime } from '../../src/app/server/site-directory';
import { tenantsFromSettings, type Settings, type TenantSource, type TenantTable } from '../../src/app/server/tenants';
import { directoryFileStore } from './directory-file-store';

/** The text of `TENANTS_FILE` (relative to the working directory), or undefined when unset. */
function tenantsFileText(env: Settings): string | undefined {
  const file = env.TENANTS_FILE?.trim();
  if (!file) return undefined;
  try {
    return readFileSync(path.resolve(file), 'utf8');
  } catch (error) {
    throw new Error(`TENANTS_FILE: cannot read ${file} (${error instanceof Error ? error.message : String(error)})`);
  }
}

/**
 * The table from the environment: `TENANTS_FILE` (a JSON file, relative to the working directory),
 * `TENANTS`, `SITE_ID`/`API_URL`, or the demo's two sites (see tenantsFromSettings).
 */
export function readTenantTable(env: Settings): TenantTable {
  return tenantsFromSettings(env, tenantsFileText(env));
}

/** Where the directory's last-known-good copy is kept on Node: `DIRECTORY_CACHE_FILE`, default `.vitrine/site-directory.json`. */
export const DEFAULT_DIRECTORY_CACHE_FILE = '.vitrine/site-directory.json';

/**
 * The tenant source of a Node process (site-directory.ts `tenantSourceFromSettings`): the builder's
 * directory (`DIRECTORY_URL`, its last-known-good copy in `DIRECTORY_CACHE_FILE`), a static table, or
 * — no settings, the demo API reachable through `demoApi` — the demo API's own directory.
 */
export function readTenantSource(env: Settings, demoApi: TenantSourceRuntime['demoApi']): Promise<TenantSource> {
  return tenantSourceFromSettings(env, {
    tenantsFile: tenantsFileText(env),
    demoApi,
    store: env.DIRECTORY_URL?.trim() ? directoryFileStore(env.DIRECTORY_CACHE_FILE?.trim() || DEFAULT_DIRECTORY_CACHE_FILE) : undefined,
  });
}
