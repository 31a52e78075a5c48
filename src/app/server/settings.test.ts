// @vitest-environment node
/**
 * One settings list for both runtimes (issue 33): every setting the server reads is in
 * schemas/settings/server-settings.schema.json, documented in docs/operating.md, and checked by the
 * same validator wherever it runs; a bad value stops the start with its name.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import serverSettings from '../../../schemas/settings/server-settings.schema.json';
import { readServerSettings } from './settings';

const ROOT = path.resolve(__dirname, '../../..');
const LISTED = new Set(Object.keys(serverSettings.properties));
/** Read as `env.X` by the server but not settings. */
const NOT_SETTINGS: Record<string, string> = { NODE_ENV: 'React’s build choice', ASSETS: 'workerd’s fetcher of the built files (a binding)' };

/** The server's code on both runtimes: the shared app, the adapters, the Node process's helpers, the edge starter. */
function serverSources(): string[] {
  const shared = readdirSync(path.join(ROOT, 'src/app/server'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => `src/app/server/${file}`);
  return [...shared, 'src/app/entry-edge.ts', 'src/app/entry-server.tsx', 'scripts/serve.ts', 'scripts/lib/cluster.ts', 'scripts/edge/start.ts'];
}

describe('the server settings list', () => {
  it('holds every setting the server reads, on either runtime (the demo API’s DEMO_* are its own)', () => {
    const read = new Set<string>();
    for (const file of serverSources()) {
      for (const [, name] of readFileSync(path.join(ROOT, file), 'utf8').matchAll(/(?<!import\.meta\.)\benv\.([A-Z][A-Z0-9_]*)\b/g)) if (name) read.add(name);
    }
    const unlisted = [...read].filter((name) => !LISTED.has(name) && !name.startsWith('DEMO_') && !(name in NOT_SETTINGS));
    expect(read.has('API_TIMEOUT_MS') && read.has('SITE_ID')).toBe(true);
    expect(unlisted).toEqual([]);
  });

  it('says who reads each setting, and docs/operating.md names each', () => {
    const operating = readFileSync(path.join(ROOT, 'docs/operating.md'), 'utf8');
    for (const [name, setting] of Object.entries(serverSettings.properties)) {
      expect(['both', 'node', 'workerd'], name).toContain(setting['x-runtime']);
      expect(operating, name).toContain(`\`${name}`);
    }
  });

  it('refuses a bad value by its name, and lets the rest of an environment through', () => {
    expect(() => readServerSettings({ API_TIMEOUT_MS: 'cinq secondes' })).toThrow(/^Setting API_TIMEOUT_MS="cinq secondes": must match pattern/);
    expect(() => readServerSettings({ WORKERS: 'beaucoup' })).toThrow(/WORKERS="beaucoup"/);
    expect(() => readServerSettings({ API_ORIGIN: '127.0.0.1:4174' })).toThrow(/API_ORIGIN/);
    expect(() => readServerSettings({ LOG: 'verbeux' })).toThrow(/LOG="verbeux"/);
    const env = { PATH: '/usr/bin', PORT: '4440', WORKERS: 'auto', API_TIMEOUT_MS: '800', LOG: 'off', API_ORIGIN: 'http://127.0.0.1:4174' };
    expect(readServerSettings(env)).toBe(env);
  });

  it('takes an empty setting as unset (a URL, a number, a secret)', () => {
    const env = { CDN_PURGE_URL: '', API_TIMEOUT_MS: ' ', EVENTS_SECRET: '', API_ORIGIN: '' };
    expect(readServerSettings(env)).toBe(env);
  });
});
