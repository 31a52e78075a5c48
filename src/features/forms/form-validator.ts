/**
 * The one door for validating form data against a JSON Schema in the browser, under our strict CSP
 * (no `eval`, no `new Function`: docs/decisions/005-form-validator.md).
 *
 * rjsf's own ajv8 validator compiles each schema to JavaScript at run time, which the CSP forbids;
 * forms arrive from the API at run time, so they cannot be compiled at build time either. This module
 * *interprets* the schema with `@cfworker/json-schema` (drafts 4, 7, 2019-09 and 2020-12; the draft
 * comes from `$schema`, 2020-12 by default) and turns its output into French messages, one per
 * failing field, addressed by JSON pointer. The unit corpus (`form-validator.test.ts`) proves it
 * agrees with ajv (2020 and draft-07 classes) on which data is valid.
 *
 * rjsf uses it through `formValidator` (`rjsf-validator.ts`), which adapts it to rjsf's
 * `ValidatorType`.
 */
import { Validator, dereference, format, type OutputUnit, type Schema, type SchemaDraft } from '@cfworker/json-schema';
import { EMAIL_ADDRESS, FIELD_MESSAGES } from '@/lib/field-rules';
import { sayOf, type Say } from '@/lib/message-format';
import { isRecord } from '@/lib/is-record';
import { RJSF_WORDS } from '@/ui/rjsf/words';

/** A JSON Schema as forms carry it (object form; `true`/`false` schemas appear only inside). */
export type JsonSchema = Record<string, unknown>;

/** One failing field: where (JSON pointer into the data, `""` = the whole value) and why, in French. */
export interface FormValidationError {
  path: string;
  message: string;
}

/** Result of `validateFormData`. `errors` is empty exactly when `valid` is true. */
export interface FormValidationResult {
  valid: boolean;
  errors: FormValidationError[];
}

/** A failure with what rjsf's adapter needs besides the message. */
export interface DetailedValidationError extends FormValidationError {
  /** The JSON Schema keyword that failed (`required`, `format`, `oneOf`…). */
  keyword: string;
  /** Where the keyword sits in the schema, as the validator walked it (`#/properties/a/$ref/format`). */
  schemaPath: string;
}

/** Thrown when the schema itself cannot be used (unresolvable `$ref`, invalid regular expression…). */
export class FormSchemaError extends Error {
  override readonly name = 'FormSchemaError';
}

// Formats rjsf's own validator knows besides the standard ones: files read as data URLs (rjsf's
// FileWidget convention, with an optional `name=` parameter) and CSS hex colours. Unknown formats
// are annotations (valid), as in ajv with `strict: false`.
const DATA_URL = /^data:([a-z]+\/[a-z0-9\-+.]+)?;(?:name=(.*);)?base64,(.*)$/i;
const COLOR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;
const formats: Record<string, (value: string) => boolean> = format;
formats['data-url'] = (value) => DATA_URL.test(value);
formats.color = (value) => COLOR.test(value);
// An e-mail address as the API reads one (the field rules' pattern): the library's own took
// « jeanne@exemple », which the API then refused after the form was sent.
formats.email = (value) => EMAIL_ADDRESS.test(value);

/**
 * The validator's French messages (the type every translation follows; issue 36): numbers in `{slots}`
 * are written as the page's language writes them. The forms take the page's through `say`.
 */
export const VALIDATOR_MESSAGES = {
  required: FIELD_MESSAGES.required,
  formatEmail: 'Cette adresse n’est pas valide (exemple : prenom@exemple.fr).',
  formatDate: 'Date invalide (format attendu : JJ/MM/AAAA).',
  formatDateTime: 'Date et heure invalides.',
  formatTime: 'Heure invalide.',
  formatUrl: 'Adresse web invalide (elle doit commencer par https://).',
  formatUriReference: 'Adresse web invalide.',
  formatDataUrl: 'Fichier illisible : choisissez-le à nouveau.',
  formatColor: 'Couleur invalide (format attendu : #RRVVBB).',
  formatUuid: 'Identifiant invalide.',
  formatHostname: 'Nom de domaine invalide.',
  formatIp: 'Adresse IP invalide.',
  formatInvalid: 'Format invalide.',
  typeInteger: 'Un nombre entier est attendu.',
  typeNumber: 'Un nombre est attendu.',
  typeString: 'Un texte est attendu.',
  typeBoolean: 'Cochez ou décochez la case.',
  typeArray: 'Une liste est attendue.',
  typeObject: 'Un groupe de champs est attendu.',
  typeNull: 'Ce champ doit rester vide.',
  typeInvalid: 'Type de valeur invalide.',
  minLength: { one: 'Au moins {count} caractère.', other: 'Au moins {count} caractères.' },
  maxLength: { one: 'Au plus {count} caractère.', other: 'Au plus {count} caractères.' },
  minimum: 'La valeur doit être supérieure ou égale à {limit}.',
  maximum: 'La valeur doit être inférieure ou égale à {limit}.',
  above: 'La valeur doit être strictement supérieure à {limit}.',
  below: 'La valeur doit être strictement inférieure à {limit}.',
  multipleOf: 'La valeur doit être un multiple de {limit}.',
  tick: 'Veuillez cocher cette case pour continuer.',
  notAllowed: 'Valeur non autorisée.',
  chooseValue: 'Choisissez une des valeurs proposées.',
  minItems: { one: 'Choisissez au moins un élément.', other: 'Choisissez au moins {count} éléments.' },
  maxItems: { one: 'Un seul élément au plus.', other: 'Au plus {count} éléments.' },
  uniqueItems: 'Chaque élément ne doit apparaître qu’une fois.',
  contains: 'La liste ne contient pas l’élément attendu.',
  maxContains: 'La liste contient trop d’éléments de ce type.',
  minProperties: { one: 'Remplissez au moins un champ.', other: 'Remplissez au moins {count} champs.' },
  maxProperties: { one: 'Remplissez un seul champ au plus.', other: 'Remplissez au plus {count} champs.' },
  chooseOption: 'Choisissez une des options proposées.',
  unexpected: 'Champ non prévu par le formulaire.',
  invalid: 'Valeur invalide.',
  /** A field's error in the form's summary (the summary's own words: the server's errors are said the same). */
  fieldError: RJSF_WORDS.fieldError,
} as const;

/** The validator's messages in the page's language (a translate function over {@link VALIDATOR_MESSAGES}). */
export type ValidatorSay = Say<typeof VALIDATOR_MESSAGES>;

const french: ValidatorSay = sayOf(VALIDATOR_MESSAGES);

const FORMAT_MESSAGES: Readonly<Record<string, keyof typeof VALIDATOR_MESSAGES>> = {
  'email': 'formatEmail',
  'date': 'formatDate',
  'date-time': 'formatDateTime',
  'time': 'formatTime',
  'uri': 'formatUrl',
  'url': 'formatUrl',
  'uri-reference': 'formatUriReference',
  'data-url': 'formatDataUrl',
  'color': 'formatColor',
  'uuid': 'formatUuid',
  'hostname': 'formatHostname',
  'ipv4': 'formatIp',
  'ipv6': 'formatIp',
};

const TYPE_MESSAGES: Readonly<Record<string, keyof typeof VALIDATOR_MESSAGES>> = {
  integer: 'typeInteger',
  number: 'typeNumber',
  string: 'typeString',
  boolean: 'typeBoolean',
  array: 'typeArray',
  object: 'typeObject',
  null: 'typeNull',
};

/** Keywords that only say "something below failed": their nested errors say what. */
const WRAPPERS = new Set([
  'properties',
  'patternProperties',
  'items',
  'prefixItems',
  'additionalItems',
  '$ref',
  '$recursiveRef',
  '$dynamicRef',
  'allOf',
  'if',
  'then',
  'else',
  'dependentSchemas',
  'unevaluatedItems',
  'unevaluatedProperties',
  'propertyNames',
  'additionalProperties',
]);

function draftOf(schema: JsonSchema): SchemaDraft {
  const id = typeof schema.$schema === 'string' ? schema.$schema : '';
  if (id.includes('draft-04')) return '4';
  if (id.includes('draft-06') || id.includes('draft-07')) return '7';
  if (id.includes('2019-09')) return '2019-09';
  return '2020-12';
}

interface Compiled {
  validator: Validator;
  root: Schema;
  lookup: Record<string, Schema | boolean>;
}

// Preparing a schema (copy + dereference) costs more than validating small data: keep it per schema
// object, as rjsf passes the same object on every keystroke.
const prepared = new WeakMap<object, Compiled>();

/**
 * Fail at preparation, not at the visitor's submit, on what the validator would only meet while
 * walking some data: a `$ref` that resolves to nothing, a `pattern` that is not a regular expression.
 */
function checkUsable(node: unknown, lookup: Record<string, unknown>, seen = new Set<unknown>()): void {
  if (typeof node !== 'object' || node === null || seen.has(node)) return;
  seen.add(node);
  if (Array.isArray(node)) {
    node.forEach((item) => checkUsable(item, lookup, seen));
    return;
  }
  const schema = node as Record<string, unknown>;
  if (typeof schema.$ref === 'string') {
    const absolute = schema.__absolute_ref__;
    if (lookup[typeof absolute === 'string' ? absolute : schema.$ref] === undefined) throw new Error(`référence introuvable : ${schema.$ref}`);
  }
  const patterns = [
    typeof schema.pattern === 'string' ? schema.pattern : null,
    ...(isRecord(schema.patternProperties) ? Object.keys(schema.patternProperties) : []),
  ];
  for (const pattern of patterns) {
    if (pattern === null) continue;
    try {
      new RegExp(pattern, 'u');
    } catch {
      throw new Error(`expression régulière invalide : ${pattern}`);
    }
  }
  for (const [key, value] of Object.entries(schema))
    if (key !== 'enum' && key !== 'const' && key !== 'default' && key !== 'examples') checkUsable(value, lookup, seen);
}

function prepare(schema: JsonSchema): Compiled {
  const cached = prepared.get(schema);
  if (cached) return cached;
  // cfworker annotates the schema it walks (non-enumerable `__absolute_ref__`…): give it a copy, so
  // the caller's (possibly frozen) schema is left as it was.
  const root = structuredClone(schema) as Schema;
  try {
    const lookup = dereference(root);
    checkUsable(root, lookup);
    const compiled = { validator: new Validator(root, draftOf(schema), false), root, lookup };
    prepared.set(schema, compiled);
    return compiled;
  } catch (error) {
    throw new FormSchemaError(`Schéma de formulaire inutilisable : ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

function decode(segment: string): string {
  return decodeURIComponent(segment).replace(/~1/g, '/').replace(/~0/g, '~');
}

/** `#/a/0` (cfworker's instance location) → `/a/0` (JSON pointer). */
function toPointer(location: string): string {
  return location === '#' ? '' : location.slice(1);
}

function valueAt(data: unknown, pointer: string): unknown {
  let current = data;
  for (const segment of pointer.split('/').slice(1)) {
    const key = decode(segment);
    if (Array.isArray(current)) current = current[Number(key)];
    else if (isRecord(current)) current = current[key];
    else return undefined;
  }
  return current;
}

function escapeSegment(key: string): string {
  return key.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * The schema object a keyword location points to, following `$ref`s the way the validator did
 * (`#/properties/a/$ref/format` → the referenced schema). Returns the *parent* of the keyword.
 */
function schemaAt(compiled: Compiled, keywordLocation: string): Record<string, unknown> | null {
  const segments = keywordLocation.split('/').slice(1, -1);
  let current: unknown = compiled.root;
  for (const raw of segments) {
    if (!isRecord(current) && !Array.isArray(current)) return null;
    if ((raw === '$ref' || raw === '$recursiveRef' || raw === '$dynamicRef') && isRecord(current)) {
      const absolute = current.__absolute_ref__ ?? current.__absolute_recursive_ref__ ?? current.$ref;
      current = typeof absolute === 'string' ? compiled.lookup[absolute] : undefined;
      continue;
    }
    const key = decode(raw);
    current = Array.isArray(current) ? current[Number(key)] : current[key];
  }
  return isRecord(current) ? current : null;
}

function messageFor(keyword: string, parent: Record<string, unknown> | null, value: unknown, say: ValidatorSay): string {
  const custom = parent?.errorMessage;
  if (typeof custom === 'string' && custom) return custom;
  const limit = parent?.[keyword];
  const num = (v: unknown) => (typeof v === 'number' ? v : String(v));
  switch (keyword) {
    case 'type': {
      const expected = Array.isArray(limit) ? limit.filter((t) => t !== 'null')[0] : limit;
      if ((value === undefined || value === null || value === '') && expected !== 'null') return say('required');
      return say(TYPE_MESSAGES[String(expected)] ?? 'typeInvalid');
    }
    case 'minLength':
      return limit === 1 ? say('required') : say('minLength', { count: typeof limit === 'number' ? limit : 0 });
    case 'maxLength':
      return say('maxLength', { count: typeof limit === 'number' ? limit : 0 });
    case 'pattern':
      return say('formatInvalid');
    case 'format':
      return say(FORMAT_MESSAGES[String(limit)] ?? 'formatInvalid');
    case 'minimum':
      return say(parent?.exclusiveMinimum === true ? 'above' : 'minimum', { limit: num(limit) });
    case 'maximum':
      return say(parent?.exclusiveMaximum === true ? 'below' : 'maximum', { limit: num(limit) });
    case 'exclusiveMinimum':
      return say('above', { limit: num(typeof limit === 'number' ? limit : parent?.minimum) });
    case 'exclusiveMaximum':
      return say('below', { limit: num(typeof limit === 'number' ? limit : parent?.maximum) });
    case 'multipleOf':
      return say('multipleOf', { limit: num(limit) });
    case 'const':
      return say(limit === true ? 'tick' : 'notAllowed');
    case 'enum':
      return say('chooseValue');
    case 'minItems':
      return say('minItems', { count: typeof limit === 'number' ? limit : 0 });
    case 'maxItems':
      return say('maxItems', { count: typeof limit === 'number' ? limit : 0 });
    case 'uniqueItems':
      return say('uniqueItems');
    case 'contains':
    case 'minContains':
      return say('contains');
    case 'maxContains':
      return say('maxContains');
    case 'minProperties':
      return say('minProperties', { count: typeof limit === 'number' ? limit : 0 });
    case 'maxProperties':
      return say('maxProperties', { count: typeof limit === 'number' ? limit : 0 });
    case 'anyOf':
    case 'oneOf':
      return say('chooseOption');
    case 'not':
      return say('notAllowed');
    case 'false':
      return say('unexpected');
    default:
      return say('invalid');
  }
}

/** The branch index of `location` under the combinator at `prefix` (`…/oneOf/2/…` → 2). */
function branchOf(location: string, prefix: string): number | null {
  if (!location.startsWith(`${prefix}/`)) return null;
  const index = Number(location.slice(prefix.length + 1).split('/')[0]);
  return Number.isInteger(index) ? index : null;
}

const SCALAR_MISMATCH = new Set(['type', 'const', 'enum']);

/**
 * anyOf/oneOf report the errors of every branch; keep only those of the branch the visitor most
 * likely meant (no failed `const`/`enum` below it — its discriminator matched — then fewest errors),
 * so a field never shows the complaint of an option it did not pick. When the chosen branch only
 * fails on the value's own type or constant, one "choose an option" message replaces it.
 */
function pruneBranches(units: OutputUnit[]): OutputUnit[] {
  let kept = units;
  const combinators = units
    .filter((u) => (u.keyword === 'anyOf' || u.keyword === 'oneOf') && /\(0 matches\)|does not match any/.test(u.error))
    .sort((a, b) => a.keywordLocation.length - b.keywordLocation.length);
  for (const combinator of combinators) {
    if (!kept.includes(combinator)) continue;
    const prefix = combinator.keywordLocation;
    const branches = new Map<number, OutputUnit[]>();
    for (const u of kept) {
      const index = branchOf(u.keywordLocation, prefix);
      if (index !== null) branches.set(index, [...(branches.get(index) ?? []), u]);
    }
    if (branches.size === 0) continue;
    const score = (list: OutputUnit[]) => {
      const discriminatorFailed = list.some((u) => u.instanceLocation !== combinator.instanceLocation && (u.keyword === 'const' || u.keyword === 'enum'));
      const leaves = list.filter((u) => !WRAPPERS.has(u.keyword)).length;
      return (discriminatorFailed ? 1000 : 0) + leaves;
    };
    const [bestIndex] = [...branches.entries()].sort((a, b) => score(a[1]) - score(b[1]))[0] ?? [];
    const best = bestIndex === undefined ? [] : (branches.get(bestIndex) ?? []);
    const onlyScalar = best.every((u) => WRAPPERS.has(u.keyword) || (u.instanceLocation === combinator.instanceLocation && SCALAR_MISMATCH.has(u.keyword)));
    const drop = new Set<OutputUnit>();
    for (const [index, list] of branches) if (index !== bestIndex || onlyScalar) list.forEach((u) => drop.add(u));
    kept = kept.filter((u) => !drop.has(u) && (u !== combinator || onlyScalar));
  }
  return kept;
}

function requiredMisses(compiled: Compiled, unit: OutputUnit, data: unknown, say: ValidatorSay): DetailedValidationError[] {
  const parent = schemaAt(compiled, unit.keywordLocation);
  const base = toPointer(unit.instanceLocation);
  const instance = valueAt(data, base);
  const present = (key: string) => isRecord(instance) && instance[key] !== undefined;
  let names: string[] = [];
  if (unit.keyword === 'required') {
    const list = parent?.required;
    names = Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string' && !present(k)) : [];
  } else {
    const deps = parent?.[unit.keyword];
    if (isRecord(deps)) {
      for (const [key, needed] of Object.entries(deps)) {
        if (present(key) && Array.isArray(needed)) names.push(...needed.filter((k): k is string => typeof k === 'string' && !present(k)));
      }
    }
  }
  if (names.length === 0) names = [/"([^"]+)"\.?$/.exec(unit.error)?.[1] ?? ''];
  // A missing consent box (`const: true`) says what to do, like an unticked one.
  const properties = isRecord(parent?.properties) ? parent.properties : {};
  const missingMessage = (name: string) =>
    isRecord(properties[name]) && properties[name].const === true ? messageFor('const', properties[name], undefined, say) : say('required');
  return names.map((name) => ({
    path: `${base}/${escapeSegment(name)}`,
    message: missingMessage(name),
    keyword: 'required',
    schemaPath: unit.keywordLocation,
  }));
}

/**
 * Every failure with its keyword and schema path (what rjsf's adapter needs), its message in French
 * unless `say` gives the page's words. One entry per path and message; wrapper keywords
 * (`properties`, `$ref`, `allOf`…) are left out, their nested errors say why.
 * Throws `FormSchemaError` when the schema cannot be used.
 */
export function validateDetailed(schema: JsonSchema, formData: unknown, say: ValidatorSay = french): DetailedValidationError[] {
  const compiled = prepare(schema);
  let units: OutputUnit[];
  try {
    const result = compiled.validator.validate(formData);
    if (result.valid) return [];
    units = result.errors;
  } catch (error) {
    throw new FormSchemaError(`Schéma de formulaire inutilisable : ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
  const out: DetailedValidationError[] = [];
  const seen = new Set<string>();
  const push = (error: DetailedValidationError) => {
    const key = `${error.path}\u0000${error.message}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(error);
  };
  for (const unit of pruneBranches(units)) {
    const { keyword } = unit;
    if (keyword === 'required' || keyword === 'dependentRequired' || (keyword === 'dependencies' && /does not have/.test(unit.error))) {
      requiredMisses(compiled, unit, formData, say).forEach(push);
      continue;
    }
    if (WRAPPERS.has(keyword) || keyword === 'dependencies') {
      // `additionalProperties: false` / `unevaluatedProperties: false` report through a `false` schema below.
      continue;
    }
    const path = toPointer(unit.instanceLocation);
    push({
      path,
      message: messageFor(keyword, schemaAt(compiled, unit.keywordLocation), valueAt(formData, path), say),
      keyword,
      schemaPath: unit.keywordLocation,
    });
  }
  // A failure the rules above could not name still makes the data invalid: never report "valid".
  if (out.length === 0) out.push({ path: '', message: say('invalid'), keyword: 'schema', schemaPath: '#' });
  return out;
}

/**
 * Validate `formData` against `schema` (JSON Schema draft 4, 7, 2019-09 or 2020-12 — the draft comes
 * from `$schema`, 2020-12 when absent) without generating code, so it runs under a strict CSP.
 *
 * @returns `{ valid, errors }`: each error has `path`, a JSON pointer into `formData` (`/contact/email`,
 *   `""` for the whole value), and `message`, in French, naming what to fix. A missing required field is
 *   reported at the field's own path.
 * @throws FormSchemaError when the schema cannot be used (unresolvable `$ref`, broken pattern…).
 */
export function validateFormData(schema: JsonSchema, formData: unknown): FormValidationResult {
  const errors = validateDetailed(schema, formData).map(({ path, message }) => ({ path, message }));
  return { valid: errors.length === 0, errors };
}
