/**
 * A private copy of the demo data for a server of a test's own. Each copy has a directory of its own
 * (mkdtemp): a spec's `beforeAll` runs once per Playwright worker, and with `fullyParallel` two
 * workers (desktop and mobile, or two of one project) run it at once. A fixed path let the second
 * worker delete and re-copy the files the first worker's server was still reading (the demo API
 * loads a data file on first use, so a file missing for that instant answered HTTP 500).
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** Git-ignored scratch folder of the tests. */
const TMP = path.join(ROOT, 'tests/.tmp');

/** A copy of demo sites: its data directory (layout `sites/<id>/…`) and how to remove it. */
export interface DataCopy {
  dir: string;
  remove(): void;
}

/** Copy `fixtures/sites/<id>` for each of `sites` (all sites when omitted) into a fresh directory. */
export function copyDemoData(name: string, sites?: readonly string[]): DataCopy {
  mkdirSync(TMP, { recursive: true });
  const dir = mkdtempSync(path.join(TMP, `${name}-`));
  const from = path.join(ROOT, 'fixtures/sites');
  if (sites) for (const site of sites) cpSync(path.join(from, site), path.join(dir, 'sites', site), { recursive: true });
  else cpSync(from, path.join(dir, 'sites'), { recursive: true });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
