// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Ajv, { type ValidateFunction } from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { corpus } from './form-validator.corpus';
import { FormSchemaError, validateFormData } from './form-validator';

// ajv compiles (new Function): fine in Node, forbidden in the browser — the reference, not the product.
function ajvFor(schema: Record<string, unknown>): ValidateFunction {
  const is2020 = String(schema.$schema ?? '').includes('2020-12');
  const ajv = is2020 ? new Ajv2020({ allErrors: true, strict: false }) : new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addFormat('data-url', /^data:([a-z]+\/[a-z0-9\-+.]+)?;(?:name=(.*);)?base64,(.*)$/i);
  ajv.addFormat('color', /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i);
  ajv.addKeyword('errorMessage');
  return ajv.compile(structuredClone(schema));
}

const FRENCH = /^\p{Lu}[^]*[.)]$/u;
const ENGLISH = /\b(must|should|instance|property|does not|schema)\b/i;

describe('validateFormData over the corpus', () => {
  it('has at least 20 realistic schemas, in both drafts', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(20);
    expect(corpus.some((c) => String(c.schema.$schema).includes('draft-07'))).toBe(true);
    expect(corpus.some((c) => String(c.schema.$schema).includes('2020-12'))).toBe(true);
  });

  describe.each(corpus)('$name', ({ schema, valid, invalid }) => {
    const ajv = ajvFor(schema);

    it('accepts the valid samples, like ajv', () => {
      for (const data of valid) {
        expect(ajv(data), JSON.stringify(data)).toBe(true);
        expect(validateFormData(schema, data)).toEqual({ valid: true, errors: [] });
      }
    });

    it('refuses the invalid samples, like ajv, with French messages at the fields', () => {
      for (const { data, fails } of invalid) {
        expect(ajv(data), JSON.stringify(data)).toBe(false);
        const result = validateFormData(schema, data);
        expect(result.valid).toBe(false);
        expect(result.errors.length).toBeGreaterThan(0);
        for (const error of result.errors) {
          expect(error.message).toMatch(FRENCH);
          expect(error.message).not.toMatch(ENGLISH);
          expect(error.path === '' || error.path.startsWith('/')).toBe(true);
        }
        const paths = result.errors.map((e) => e.path);
        for (const path of fails) expect(paths, JSON.stringify(data)).toContain(path);
      }
    });

    it('agrees with ajv on random data shaped like the form', () => {
      const props = Object.keys((schema.properties as Record<string, unknown> | undefined) ?? {});
      const value = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom('', 'a@b.fr', '2026-12-24', 'https://exemple.fr', true, 0, 12, []));
      const shaped = fc.dictionary(fc.constantFrom(...(props.length ? props : ['x'])), value, { maxKeys: props.length + 1 });
      fc.assert(
        fc.property(fc.oneof(shaped, fc.jsonValue({ maxDepth: 2 })), (data) => {
          expect(validateFormData(schema, data).valid).toBe(ajv(data));
        }),
        // Fixed seed: the same 150 values every run (CI stays deterministic); AGREE_RUNS / AGREE_SEED explore more.
        { numRuns: Number(process.env.AGREE_RUNS ?? 150), seed: Number(process.env.AGREE_SEED ?? 20261123) },
      );
    });
  });
});

describe('validateFormData messages', () => {
  const schema = {
    type: 'object',
    required: ['email'],
    properties: {
      email: { type: 'string', format: 'email' },
      phone: { type: 'string', pattern: '^[0-9 ]+$', errorMessage: 'Numéro de téléphone invalide.' },
      n: { type: 'integer', minimum: 2.5 },
    },
  };

  it('names the missing field by its own path and uses the schema’s own message when given', () => {
    expect(validateFormData(schema, { phone: 'abc', n: 1 })).toEqual({
      valid: false,
      errors: [
        { path: '/email', message: 'Ce champ est obligatoire.' },
        { path: '/phone', message: 'Numéro de téléphone invalide.' },
        { path: '/n', message: 'La valeur doit être supérieure ou égale à 2,5.' },
      ],
    });
  });

  it('refuses an e-mail address the API refuses, like ajv: « jeanne@exemple » has no dot in its domain', () => {
    const email = { type: 'object', properties: { email: { type: 'string', format: 'email' } } };
    const ajv = ajvFor(email);
    for (const address of ['jeanne@exemple', 'jeanne@exemple.', 'jeanne dupont@exemple.fr', 'jeanne@@exemple.fr']) {
      expect(ajv({ email: address }), address).toBe(false);
      expect(validateFormData(email, { email: address }), address).toEqual({
        valid: false,
        errors: [{ path: '/email', message: 'Cette adresse n’est pas valide (exemple : prenom@exemple.fr).' }],
      });
    }
    for (const address of ['jeanne.dupont@exemple.fr', 'j+vins@garnaudiere.co.uk']) {
      expect(ajv({ email: address }), address).toBe(true);
      expect(validateFormData(email, { email: address }).valid, address).toBe(true);
    }
  });

  it('counts characters and fields in French plurals: « Au plus 1 caractère. », « Remplissez au moins 2 champs. »', () => {
    const counted = {
      type: 'object',
      properties: { code: { type: 'string', maxLength: 1 }, note: { type: 'string', minLength: 3, maxLength: 5 }, pair: { type: 'object', minProperties: 2 } },
    };
    expect(validateFormData(counted, { code: 'ab', note: 'a', pair: {} }).errors.map((e) => e.message)).toEqual([
      'Au plus 1 caractère.',
      'Au moins 3 caractères.',
      'Remplissez au moins 2 champs.',
    ]);
    expect(validateFormData({ type: 'object', minProperties: 1 }, {}).errors.map((e) => e.message)).toEqual(['Remplissez au moins un champ.']);
  });

  it('escapes JSON pointer segments', () => {
    const result = validateFormData({ type: 'object', required: ['a/b'] }, {});
    expect(result.errors).toEqual([{ path: '/a~1b', message: 'Ce champ est obligatoire.' }]);
  });

  it('reports an unusable schema as a FormSchemaError, not a crash of the caller', () => {
    expect(() => validateFormData({ properties: { a: { $ref: '#/$defs/absent' } } }, { a: 1 })).toThrow(FormSchemaError);
  });

  it('never generates code (works with eval and Function removed)', () => {
    const { eval: savedEval, Function: savedFunction } = globalThis;
    Object.assign(globalThis, {
      eval: () => {
        throw new Error('eval');
      },
      Function: () => {
        throw new Error('Function');
      },
    });
    try {
      expect(validateFormData({ type: 'object', properties: { x: { type: 'number', maximum: 1 } } }, { x: 3 }).valid).toBe(false);
    } finally {
      Object.assign(globalThis, { eval: savedEval, Function: savedFunction });
    }
  });
});
