// @vitest-environment node
/**
 * Every demo-tenant fixture (fixtures/sites/<siteId>/**.json) is listed in the fixture map and
 * validates against its schema; every required fixture exists. Failures name the file and each
 * ajv error's JSON path.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ErrorObject } from 'ajv';
import { SCHEMAS_DIR, createContractAjv } from '@schemas/contract';
import { translatedFile } from '../../fixtures/server/translations';
import { FIXTURE_SPECS, fixtureSpecFor, matches } from './fixture-schemas';
import { parseSchedule } from '@/features/booking/slots';
import { SCHEMA_DAYS, parseOpeningHours, type OpeningLine } from '@/lib/opening-hours';

const SITES_DIR = path.join(SCHEMAS_DIR, '..', 'fixtures', 'sites');

function jsonFilesUnder(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(path.join(dir, rel)).sort()) {
    const child = rel ? `${rel}/${name}` : name;
    if (statSync(path.join(dir, child)).isDirectory()) out.push(...jsonFilesUnder(dir, child));
    else if (name.endsWith('.json')) out.push(child);
  }
  return out;
}

/** One line per ajv error: where in the file, what is wrong. */
function formatErrors(file: string, errors: readonly ErrorObject[] | null | undefined): string {
  return (errors ?? [])
    .map((e) => {
      const extra = e.params.additionalProperty ?? e.params.missingProperty ?? e.params.allowedValues;
      return `${file}#${e.instancePath || '/'}: ${e.message ?? e.keyword}${extra === undefined ? '' : ` (${JSON.stringify(extra)})`}`;
    })
    .join('\n');
}

const sites = existsSync(SITES_DIR)
  ? readdirSync(SITES_DIR)
      .filter((n) => statSync(path.join(SITES_DIR, n)).isDirectory())
      .sort()
  : [];
const ajv = createContractAjv();

describe('fixtures/sites', () => {
  it('holds at least one site folder', () => {
    expect(sites, `no site folder under ${SITES_DIR}`).not.toHaveLength(0);
  });
});

/** A locale folder of a site (`en_GB/…`): translations laid over the site's own files. */
const LOCALE_FOLDER = /^([a-z]{2}_[A-Z]{2})\/(.+)$/;

/** Overlay items (by `id`, `name` or `value`) that match no record of the file they translate: a typo or a removed record. */
function orphans(base: unknown, over: unknown, where: string): string[] {
  if (Array.isArray(over) && Array.isArray(base)) {
    return over.flatMap((item: unknown, index) => {
      if (typeof item !== 'object' || item === null) return [];
      const key = (['id', 'name', 'value'] as const).find((k) => k in item);
      if (!key) return orphans(base[index], item, `${where}[${index}]`);
      const value = (item as Record<string, unknown>)[key];
      const match = base.find((b: unknown) => typeof b === 'object' && b !== null && (b as Record<string, unknown>)[key] === value);
      return match === undefined
        ? [`${where}: no record with ${key} ${JSON.stringify(value)}`]
        : orphans(match, item, `${where}[${key}=${JSON.stringify(value)}]`);
    });
  }
  if (typeof over === 'object' && over !== null && !Array.isArray(over) && typeof base === 'object' && base !== null) {
    return Object.entries(over).flatMap(([key, value]) => orphans((base as Record<string, unknown>)[key], value, `${where}.${key}`));
  }
  return [];
}

describe.each(sites)('fixtures/sites/%s', (site) => {
  const siteDir = path.join(SITES_DIR, site);
  const files = jsonFilesUnder(siteDir).filter((file) => !LOCALE_FOLDER.test(file));
  const translations = jsonFilesUnder(siteDir).filter((file) => LOCALE_FOLDER.test(file));

  // A translation is checked as the demo API answers it: laid over the file it translates, whole.
  it.each(translations.length > 0 ? translations : ['(none)'])('translation %s matches records of its file and is valid once laid over it', (file) => {
    const match = LOCALE_FOLDER.exec(file);
    if (!match) return;
    const own = match[2]!;
    const where = `fixtures/sites/${site}/${file}`;
    expect(files, `${where} translates fixtures/sites/${site}/${own}, which does not exist`).toContain(own);
    const spec = fixtureSpecFor(own);
    if (!spec) return;
    const base: unknown = JSON.parse(readFileSync(path.join(siteDir, own), 'utf8'));
    const over: unknown = JSON.parse(readFileSync(path.join(siteDir, file), 'utf8'));
    expect(orphans(base, over, where)).toEqual([]);
    const validate = ajv.compile(spec.schema);
    const ok = validate(translatedFile(own, base, over));
    expect(ok, `${where} laid over ${own} does not match ${spec.description}:\n${formatErrors(where, validate.errors)}`).toBe(true);
  });

  it.each(FIXTURE_SPECS.filter((s) => s.required).map((s) => [s.pattern, s.description] as const))('has %s (%s)', (pattern) => {
    const found = files.filter((f) => matches(pattern, f));
    expect(found, `missing fixtures/sites/${site}/${pattern}`).not.toHaveLength(0);
  });

  it.each(files)('%s is listed in the fixture map and valid', (file) => {
    const where = `fixtures/sites/${site}/${file}`;
    const spec = fixtureSpecFor(file);
    expect(spec, `${where} is not in tests/contract/fixture-schemas.ts: add it (or move the file)`).toBeDefined();
    if (!spec) return;
    let data: unknown;
    expect(() => {
      data = JSON.parse(readFileSync(path.join(siteDir, file), 'utf8'));
    }, `${where} is not valid JSON`).not.toThrow();
    const validate = ajv.compile(spec.schema);
    const ok = validate(data);
    expect(ok, `${where} does not match ${spec.description}:\n${formatErrors(where, validate.errors)}`).toBe(true);
  });

  // The texts a visitor reads as written (pages, blocks, news…): « 9 h à 17 h 30 », as French typography and our own
  // times write them; « 9h à 17h30 » read on the contact page. Opening hours the code typesets itself (frenchHours:
  // the booking app's, the company's, the relay points') may be typed either way.
  it('writes times in its texts the French way (« 9 h à 17 h 30 », not « 9h à 17h30 »)', () => {
    const typesetByCode = new Set(['access-points.json', 'external-apps.json', 'parameters.json']);
    const glued = files
      .filter((file) => !typesetByCode.has(path.basename(file)))
      .flatMap((file) =>
        [...readFileSync(path.join(siteDir, file), 'utf8').matchAll(/(?<![\p{L}\d])\d{1,2}h(?:\d\d)?(?![\p{L}\d])/gu)].map((m) => `${file}: ${m[0]}`),
      );
    expect(glued).toEqual([]);
  });

  it('names each component conf after its slug and each element file after its route', () => {
    const problems: string[] = [];
    for (const file of files) {
      const base = path.basename(file, '.json');
      const content: unknown = JSON.parse(readFileSync(path.join(siteDir, file), 'utf8'));
      if (matches('component-conf/*.json', file)) {
        const slug = typeof content === 'object' && content !== null && 'slug' in content ? content.slug : undefined;
        if (slug !== base) problems.push(`${file}: slug ${JSON.stringify(slug)} ≠ file name "${base}"`);
      }
      if (matches('elements/*.json', file) && Array.isArray(content)) {
        content.forEach((el: unknown, i) => {
          const route = typeof el === 'object' && el !== null && 'route' in el ? el.route : undefined;
          if (route !== base) problems.push(`${file}[${i}]: route ${JSON.stringify(route)} ≠ file name "${base}"`);
        });
      }
    }
    expect(problems).toEqual([]);
  });

  it('gives each page of the tree its own id (the admin calls address a page by id)', () => {
    const ids: unknown[] = [];
    const walk = (pages: unknown): void => {
      if (!Array.isArray(pages)) return;
      for (const page of pages) {
        if (typeof page !== 'object' || page === null) continue;
        if ('id' in page) ids.push(page.id);
        if ('children' in page) walk(page.children);
      }
    };
    walk(JSON.parse(readFileSync(path.join(siteDir, 'pages.json'), 'utf8')));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});

// The demo practitioner's hours are written in three places: her site's hours (COMPANY_HOURS, shown in the
// footer, the contact block and the home's structured data), the booking's sentence (openingHours) and the
// booking's machine-readable schedule (openingSchedule, which gives the times offered). They must agree.
describe('fixtures/sites/51: the hours a visitor reads are the hours the booking offers', () => {
  const read = (file: string): unknown => JSON.parse(readFileSync(path.join(SITES_DIR, '51', file), 'utf8'));
  const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  /** Each weekday's first opening and last closing, `HH:MM–HH:MM`, Monday first; `closed` when closed. */
  const spansOfLines = (lines: OpeningLine[] | null) =>
    SCHEMA_DAYS.map((day) => {
      const rules = (lines ?? []).flatMap((line) => line.rules).filter((rule) => rule.dayOfWeek.includes(day));
      if (rules.length === 0) return 'closed';
      return `${rules.map((r) => r.opens).sort()[0]}–${rules
        .map((r) => r.closes)
        .sort()
        .at(-1)}`;
    });

  it('opens on the same days, from the same first hour to the same last one', () => {
    const booking = (read('external-apps.json') as { booking: { openingSchedule: string; openingHours: string } }).booking;
    const schedule = parseSchedule(booking.openingSchedule);
    const fromSchedule = (schedule?.week ?? []).map((ranges) => (ranges.length === 0 ? 'closed' : `${clock(ranges[0]!.from)}–${clock(ranges.at(-1)!.to)}`));
    const parameters = read('parameters.json') as { type: string; value: string | null }[];
    const published = (parameters.find((p) => p.type === 'COMPANY_HOURS')?.value ?? '').split('\n');
    // The massages' line, not the phone's (« Accueil téléphonique »).
    const massages = (parseOpeningHours(published) ?? []).filter((line) => !/t[ée]l[ée]phon/iu.test(line.label ?? ''));
    expect(massages).not.toHaveLength(0);
    expect(fromSchedule, 'openingSchedule').toEqual(spansOfLines(massages));
    expect(spansOfLines(parseOpeningHours([booking.openingHours])), 'openingHours').toEqual(spansOfLines(massages));
  });
});
