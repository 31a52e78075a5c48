/**
 * The one converter from a CMS form (`GET /forms/{id}`) to what rjsf renders: a JSON Schema, a
 * uiSchema and the list of file fields. A form comes either as a field list (`fields`: TEXT, EMAIL,
 * TEL, NUMBER, DATE, SELECT, RADIO, CHECKBOX, CHECKBOXES, TEXTAREA, FILE, CONSENT) or as a JSON Schema
 * (`schema`, draft-07 or 2020-12, with an optional `uiSchema`). Anything it does not understand
 * throws `FormDefinitionError`: the form block then fails as a block (diagnostic for admins), the
 * page stays up.
 */
import type { UiSchema } from '@rjsf/utils';
import type { Form, FormField } from '@/api/generated/types';
import { FormSchemaError, validateFormData, type JsonSchema } from './form-validator';
import { isRecord } from '@/lib/is-record';
import { frenchSpacing } from '@/lib/french-typography';

/** What rjsf needs to render one CMS form. */
export interface RjsfFormDefinition {
  schema: JsonSchema;
  uiSchema: UiSchema;
  /** Top-level properties holding files (data URLs), sent as files rather than values (SPEC §7). */
  fileFields: string[];
}

/** A form definition the converter cannot turn into a working form. */
export class FormDefinitionError extends Error {
  override readonly name = 'FormDefinitionError';
}

/** What the conversion writes itself, in French (forms/messages.ts gives the page's). */
export const SCHEMA_WORDS = {
  phoneInvalid: 'Numéro de téléphone invalide : au moins 6 chiffres, séparés au besoin par des espaces, points ou tirets (exemple : 06 12 34 56 78).',
  choose: 'Choisissez…',
};

/** The words {@link formToRjsf} writes. */
export type SchemaWords = { readonly [K in keyof typeof SCHEMA_WORDS]: string };

/**
 * The phone rule of schema-driven forms, as the API applies it to CMS forms (digits, spaces,
 * + ( ) . -; at least six) with its message: the contact form and every CMS form's TEL field.
 */
export function schemaPhoneRule(message: string): JsonSchema {
  return { pattern: '^[+0-9 ().-]{6,}$', errorMessage: message };
}

function optionsOf(field: FormField): { const: string; title: string }[] {
  const options = field.options ?? [];
  if (options.length === 0) throw new FormDefinitionError(`Le champ « ${field.label} » (${field.type}) n’a aucune option.`);
  return options.map((o) => ({ const: o.value, title: frenchSpacing(o.label) }));
}

const AUTOCOMPLETE: Readonly<Record<string, string>> = {
  email: 'email',
  phone: 'tel',
  tel: 'tel',
  firstname: 'given-name',
  lastname: 'family-name',
  name: 'name',
  contactName: 'name',
  company: 'organization',
  city: 'address-level2',
};

function fieldSchema(field: FormField, words: SchemaWords): { schema: JsonSchema; ui: Record<string, unknown> } {
  const ui: Record<string, unknown> = {};
  // The form's words as the site typed them, in French typography (« Du mardi au samedi ; une date… »).
  const label = frenchSpacing(field.label);
  if (field.placeholder) ui['ui:placeholder'] = frenchSpacing(field.placeholder);
  if (field.help) ui['ui:help'] = frenchSpacing(field.help);
  const auto = AUTOCOMPLETE[field.name];
  if (auto) ui['ui:autocomplete'] = auto;
  const text = (extra: JsonSchema = {}): JsonSchema => ({
    type: 'string',
    title: label,
    ...(field.maxLength ? { maxLength: field.maxLength } : {}),
    ...extra,
  });
  switch (field.type) {
    case 'TEXT':
      return { schema: text(), ui };
    case 'TEXTAREA':
      return { schema: text(), ui: { ...ui, 'ui:widget': 'textarea', 'ui:options': { rows: 6 } } };
    case 'EMAIL':
      return { schema: text({ format: 'email' }), ui: { ...ui, 'ui:autocomplete': 'email' } };
    case 'TEL':
      return { schema: text(schemaPhoneRule(words.phoneInvalid)), ui: { ...ui, 'ui:options': { inputType: 'tel' }, 'ui:autocomplete': 'tel' } };
    case 'NUMBER':
      return { schema: { type: 'number', title: label }, ui };
    case 'DATE':
      return { schema: { type: 'string', format: 'date', title: label }, ui };
    case 'SELECT':
      return { schema: { type: 'string', title: label, oneOf: optionsOf(field) }, ui: { ...ui, 'ui:placeholder': field.placeholder ?? words.choose } };
    case 'RADIO':
      return { schema: { type: 'string', title: label, oneOf: optionsOf(field) }, ui: { ...ui, 'ui:widget': 'radio' } };
    case 'CHECKBOX':
      // A required checkbox must be ticked; `const: true` says so (and rjsf must not pre-tick it).
      return { schema: field.required ? { type: 'boolean', title: label, const: true } : { type: 'boolean', title: label, default: false }, ui };
    case 'CONSENT':
      return { schema: { type: 'boolean', title: label, const: true }, ui };
    case 'CHECKBOXES':
      return {
        schema: {
          type: 'array',
          title: label,
          uniqueItems: true,
          items: { type: 'string', oneOf: optionsOf(field) },
          ...(field.required ? { minItems: 1 } : {}),
        },
        ui: { ...ui, 'ui:widget': 'checkboxes' },
      };
    case 'FILE': {
      const options = { accept: field.accept ?? undefined, maxSizeMb: field.maxSizeMb ?? undefined };
      const file = { type: 'string', format: 'data-url' };
      return field.multiple
        ? { schema: { type: 'array', title: label, items: file, ...(field.required ? { minItems: 1 } : {}) }, ui: { ...ui, 'ui:options': options } }
        : { schema: { ...file, title: label }, ui: { ...ui, 'ui:options': options } };
    }
    default:
      throw new FormDefinitionError(`Type de champ inconnu : ${String((field as { type: unknown }).type)} (champ « ${field.label} »).`);
  }
}

function fromFields(fields: readonly FormField[], words: SchemaWords): { schema: JsonSchema; uiSchema: UiSchema } {
  if (fields.length === 0) throw new FormDefinitionError('Le formulaire n’a aucun champ.');
  const properties: Record<string, JsonSchema> = {};
  const uiSchema: UiSchema = { 'ui:order': fields.map((f) => f.name) };
  const required: string[] = [];
  for (const field of fields) {
    if (properties[field.name]) throw new FormDefinitionError(`Deux champs portent le nom « ${field.name} ».`);
    const { schema, ui } = fieldSchema(field, words);
    properties[field.name] = schema;
    if (Object.keys(ui).length) uiSchema[field.name] = ui;
    // CHECKBOX/CONSENT carry their rule in `const`; listing them as required too would make a
    // missing box say "required" rather than "tick this box" — same outcome, kept for the server.
    if (field.required) required.push(field.name);
  }
  return { schema: { $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', properties, required }, uiSchema };
}

/** uiSchema hints derived from a JSON Schema form: long texts as text areas, examples as placeholders. */
function deriveUi(schema: unknown): Record<string, unknown> {
  if (!isRecord(schema)) return {};
  const ui: Record<string, unknown> = {};
  if (schema.type === 'string' && typeof schema.maxLength === 'number' && schema.maxLength > 200 && !schema.format && !schema.enum && !schema.oneOf)
    ui['ui:widget'] = 'textarea';
  if (Array.isArray(schema.examples) && typeof schema.examples[0] === 'string') ui['ui:placeholder'] = schema.examples[0];
  if (isRecord(schema.properties))
    for (const [key, sub] of Object.entries(schema.properties)) {
      const child = deriveUi(sub);
      if (Object.keys(child).length) ui[key] = child;
    }
  if (isRecord(schema.items)) {
    const child = deriveUi(schema.items);
    if (Object.keys(child).length) ui.items = child;
  }
  return ui;
}

function mergeUi(base: Record<string, unknown>, over: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) out[key] = isRecord(value) && isRecord(out[key]) ? mergeUi(out[key], value) : value;
  return out;
}

function fileFieldsOf(schema: JsonSchema): string[] {
  const properties = isRecord(schema.properties) ? schema.properties : {};
  return Object.entries(properties)
    .filter(([, p]) => isRecord(p) && (p.format === 'data-url' || (isRecord(p.items) && p.items.format === 'data-url')))
    .map(([key]) => key);
}

/**
 * Turn a CMS form into rjsf's schema + uiSchema (labels, help texts, placeholders, required marks,
 * widgets, accepted file types and sizes); what it writes itself in `words` (French by default).
 * @throws FormDefinitionError when the form cannot be rendered (no field, unknown type, an option
 *   list missing, a JSON Schema that is not an object form or cannot be resolved).
 */
export function formToRjsf(form: Form, words: SchemaWords = SCHEMA_WORDS): RjsfFormDefinition {
  let result: { schema: JsonSchema; uiSchema: UiSchema };
  if (form.schema) {
    const schema: JsonSchema = form.schema;
    if (schema.type !== 'object' || !isRecord(schema.properties))
      throw new FormDefinitionError('Le schéma du formulaire doit décrire un objet (type "object" avec des "properties").');
    result = { schema, uiSchema: mergeUi(deriveUi(schema), form.uiSchema ?? {}) };
  } else {
    result = fromFields(form.fields, words);
  }
  try {
    // Resolves every $ref and pattern once: a broken schema fails here, not at the visitor's submit.
    validateFormData(result.schema, {});
  } catch (error) {
    if (error instanceof FormSchemaError) throw new FormDefinitionError(error.message, { cause: error });
    throw error;
  }
  return { ...result, fileFields: fileFieldsOf(result.schema) };
}

/** The submission body (SPEC §7): values as one JSON part, files apart under `image` / `images`. */
export function splitSubmission(formData: unknown, fileFields: readonly string[]): { values: Record<string, unknown>; files: string[] } {
  const values: Record<string, unknown> = {};
  const files: string[] = [];
  if (!isRecord(formData)) return { values, files };
  for (const [key, value] of Object.entries(formData)) {
    if (!fileFields.includes(key)) {
      if (value !== undefined) values[key] = value;
      continue;
    }
    for (const item of Array.isArray(value) ? value : [value]) if (typeof item === 'string' && item) files.push(item);
  }
  return { values, files };
}
