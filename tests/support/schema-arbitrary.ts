/**
 * Test-only: fast-check arbitraries generated from a block's JSON Schema, for the property tests
 * (random valid props must render; random invalid props must be refused without an uncaught error).
 * Covers the subset of JSON Schema the registry uses; an unsupported keyword throws so the test
 * cannot silently generate the wrong thing.
 */
import fc, { type Arbitrary } from 'fast-check';
import type { BlockSchema } from '@/renderer/block-contract';

const HANDLED = new Set([
  '$schema',
  '$id',
  'title',
  'description',
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'enum',
  'oneOf',
  'pattern',
  'default',
  'examples',
]);

/** Generate values valid against `schema` (arrays are capped at 4 items to keep renders fast). */
export function validArbitrary(schema: BlockSchema): Arbitrary<unknown> {
  for (const key of Object.keys(schema)) if (!HANDLED.has(key)) throw new Error(`schema keyword "${key}" not supported by validArbitrary`);
  const enumValues = schema.enum;
  if (Array.isArray(enumValues)) return fc.constantFrom(...enumValues);
  // A choice: `oneOf` of `{ const, title }` (scripts/lib/schema-docs.ts); no other use of oneOf is generated.
  if (Array.isArray(schema.oneOf)) {
    const constants = schema.oneOf.map((branch: unknown) => {
      if (typeof branch !== 'object' || branch === null || !('const' in branch)) throw new Error('oneOf other than constants not supported by validArbitrary');
      return branch.const;
    });
    return fc.constantFrom(...constants);
  }
  const num = (key: 'minimum' | 'maximum'): number | undefined => (typeof schema[key] === 'number' ? Number(schema[key]) : undefined);
  switch (schema.type) {
    case 'string': {
      const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
      const maxLength = typeof schema.maxLength === 'number' ? Math.min(schema.maxLength, 200) : 200;
      if (typeof schema.pattern === 'string') {
        const re = new RegExp(schema.pattern, 'u');
        return fc
          .stringMatching(re)
          .filter((s) => [...s].length >= minLength && [...s].length <= (typeof schema.maxLength === 'number' ? schema.maxLength : Infinity));
      }
      return fc.string({ unit: 'grapheme', minLength, maxLength });
    }
    case 'integer':
      return fc.integer({ min: num('minimum') ?? -1000, max: num('maximum') ?? 1000 });
    case 'number':
      return fc.double({ min: num('minimum') ?? -1e6, max: num('maximum') ?? 1e6, noNaN: true, noDefaultInfinity: true });
    case 'boolean':
      return fc.boolean();
    case 'array': {
      if (!schema.items) throw new Error('array schema without items');
      const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const maxLength = Math.max(minLength, Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 4, 4));
      return fc.array(validArbitrary(schema.items), { minLength, maxLength });
    }
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, Arbitrary<unknown>> = {};
      for (const [key, child] of Object.entries(properties)) record[key] = validArbitrary(child);
      return fc.record(record, { requiredKeys: Object.keys(properties).filter((k) => required.has(k)) });
    }
    default:
      throw new Error(`schema type ${String(schema.type)} not supported by validArbitrary`);
  }
}

/** A value of a different JSON type than `type` (to break a property). */
function wrongType(type: unknown): Arbitrary<unknown> {
  const all: Record<string, Arbitrary<unknown>> = {
    string: fc.string({ minLength: 1 }),
    integer: fc.integer(),
    number: fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Number.isInteger(n)),
    boolean: fc.boolean(),
    array: fc.constant([]),
    object: fc.constant({ inattendu: true }),
    null: fc.constant(null),
  };
  const choices = Object.entries(all)
    .filter(([name]) => name !== type && !(type === 'number' && name === 'integer') && !(type === 'integer' && name === 'number'))
    .map(([, arb]) => arb);
  return fc.oneof(...choices);
}

/**
 * Generate props that the schema rejects: valid props with one mutation — an unknown property, a
 * required property removed, a property of the wrong type — or not an object at all.
 */
export function invalidArbitrary(schema: BlockSchema): Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const valid = validArbitrary(schema).filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v));
  const mutations: Array<Arbitrary<unknown>> = [
    valid.map((v) => ({ ...v, proprieteInconnue: 'valeur' })),
    fc.oneof(fc.string(), fc.integer(), fc.constant([])),
  ];
  const required = schema.required ?? [];
  if (required.length > 0) {
    mutations.push(
      fc.tuple(valid, fc.constantFrom(...required)).map(([v, key]) => {
        const copy = { ...v };
        delete copy[key];
        return copy;
      }),
    );
  }
  const typed = Object.entries(properties).filter(([, child]) => typeof child.type === 'string');
  if (typed.length > 0) {
    mutations.push(
      fc
        .tuple(valid, fc.constantFrom(...typed))
        .chain(([v, [key, child]]) => wrongType(child.type).map((bad) => ({ ...v, [key]: bad })))
        // `null` props and `undefined` would be filled by defaults: keep only real type errors.
        .filter((v) => Object.values(v).every((x) => x !== undefined)),
    );
  }
  return fc.oneof(...mutations);
}
