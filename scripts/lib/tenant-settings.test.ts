// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readTenantTable } from './tenant-settings';

const dir = mkdtempSync(path.join(tmpdir(), 'vitrine-tenants-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the tenants table of a Node process', () => {
  it('reads TENANTS_FILE, and says which file it could not read', () => {
    const file = path.join(dir, 'tenants.json');
    writeFileSync(file, JSON.stringify([{ hosts: ['www.vins-exemple.fr', 'vins-exemple.fr'], siteId: 52, apiUrl: 'https://api.exemple.fr' }]));
    const table = readTenantTable({ TENANTS_FILE: file });
    expect(table.byHost.get('vins-exemple.fr')).toMatchObject({ canonical: false, tenant: { config: { siteId: 52 } } });
    expect(() => readTenantTable({ TENANTS_FILE: path.join(dir, 'absent.json') })).toThrow(/TENANTS_FILE: cannot read .*absent\.json/);
    expect(() => readTenantTable({ TENANTS_FILE: file, TENANTS: '[]' })).toThrow(/TENANTS or TENANTS_FILE, not both/);
  });

  it('falls back to the demo table with no settings', () => {
    expect(readTenantTable({}).tenants.map((tenant) => tenant.config.siteId)).toEqual([51, 52]);
  });
});
