/**
 * The tenants table of a Node process (`npm start`, `npm run dev`): src/app/server/tenants.ts reads
 * the settings; this adds the one thing it must not do itself (it also runs on the edge), reading
 * the `TENANTS_FILE` named in the environment.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tenantsFromSettings, type Settings, type TenantTable } from '../../src/app/server/tenants';

/**
 * The table from the environment: `TENANTS_FILE` (a JSON file, relative to the working directory),
 * `TENANTS`, `SITE_ID`/`API_URL`, or the demo's two sites (see tenantsFromSettings).
 */
export function readTenantTable(env: Settings): TenantTable {
  const file = env.TENANTS_FILE?.trim();
  let text: string | undefined;
  if (file) {
    try {
      text = readFileSync(path.resolve(file), 'utf8');
    } catch (error) {
      throw new Error(`TENANTS_FILE: cannot read ${file} (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  return tenantsFromSettings(env, text);
}
