// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import type { Form } from '@/api/generated/types';
import { demoApiClient } from '@tests/support/test-providers';
import { corpus } from './form-validator.corpus';
import { FormDefinitionError, formToRjsf, splitSubmission } from './form-schema';
import { validateFormData } from './form-validator';

// The demo API's forms, as the block receives them.
const demoForms: Form[] = [];
beforeAll(async () => {
  const api = demoApiClient();
  demoForms.push(await api.call('getForm', { pathParams: { id: 1 } }), await api.call('getForm', { pathParams: { id: 2 } }));
});
const byId = (id: number) => {
  const form = demoForms.find((f) => f.id === id);
  if (!form) throw new Error(`demo form ${id} missing`);
  return form;
};

describe('formToRjsf: field lists', () => {
  it('converts every field type of the demo forms with labels, help, placeholders and required marks', () => {
    const { schema, uiSchema, fileFields } = formToRjsf(byId(1));
    expect(schema.required).toEqual(['company', 'contactName', 'email', 'headcount', 'formula', 'message', 'consent']);
    expect(schema.properties).toMatchObject({
      company: { type: 'string', title: 'Entreprise', maxLength: 120 },
      email: { format: 'email' },
      headcount: { oneOf: [{ const: '1-10', title: '1 à 10 personnes' }, { const: '11-50' }, { const: '51-250' }, { const: '250+' }] },
      wishedDate: { format: 'date' },
      specifications: { type: 'string', format: 'data-url' },
      newsletter: { type: 'boolean', default: false },
      consent: { type: 'boolean', const: true },
    });
    expect(uiSchema.company).toMatchObject({ 'ui:placeholder': 'Nom de votre entreprise' });
    expect(uiSchema.wishedDate).toMatchObject({ 'ui:help': 'Une date approximative suffit.' });
    expect(uiSchema.formula).toMatchObject({ 'ui:widget': 'radio' });
    expect(uiSchema.message).toMatchObject({ 'ui:widget': 'textarea' });
    expect(uiSchema.specifications).toMatchObject({ 'ui:options': { accept: '.pdf,.doc,.docx,application/pdf', maxSizeMb: 5 } });
    expect(uiSchema['ui:order']).toHaveLength(11);
    expect(fileFields).toEqual(['specifications']);
  });

  it('writes the form’s own words in French typography: labels, help, placeholders, options', () => {
    const base = byId(1);
    const { schema, uiSchema } = formToRjsf({
      ...base,
      fields: [
        { name: 'day', label: 'Jour souhaité ?', type: 'DATE', required: false, help: 'Du mardi au samedi ; une date approximative suffit.' },
        { name: 'who', label: 'Vous', type: 'TEXT', required: false, placeholder: 'Nom : prénom' },
        { name: 'visit', label: 'Formule', type: 'RADIO', required: true, options: [{ value: 'tour', label: 'Visite et dégustation (15 €)' }] },
      ],
    });
    expect(schema.properties).toMatchObject({
      day: { title: 'Jour souhaité\u202f?' },
      visit: { oneOf: [{ const: 'tour', title: 'Visite et dégustation (15\u00a0€)' }] },
    });
    expect(uiSchema.day).toMatchObject({ 'ui:help': 'Du mardi au samedi\u202f; une date approximative suffit.' });
    expect(uiSchema.who).toMatchObject({ 'ui:placeholder': 'Nom\u00a0: prénom' });
  });

  it('makes checkboxes a unique list and multiple files an array', () => {
    const { schema, uiSchema, fileFields } = formToRjsf(byId(2));
    expect(schema.properties).toMatchObject({
      season: { type: 'array', uniqueItems: true, items: { oneOf: [{ const: 'spring', title: 'Printemps' }, {}, {}, {}] } },
      photos: { type: 'array', items: { format: 'data-url' } },
      guests: { type: 'number' },
    });
    expect(uiSchema.season).toMatchObject({ 'ui:widget': 'checkboxes' });
    expect(fileFields).toEqual(['photos']);
  });

  it('validates converted forms with French messages (consent, phone, options)', () => {
    const { schema } = formToRjsf(byId(2));
    const result = validateFormData(schema, {
      establishment: 'Camping des Dunes',
      kind: 'yourte',
      city: 'Saint-Hilaire-de-Riez',
      email: 'accueil@dunes.fr',
      phone: 'appelez-moi',
      consent: false,
    });
    expect(result.errors).toEqual([
      { path: '/kind', message: 'Choisissez une des options proposées.' },
      {
        path: '/phone',
        message: 'Numéro de téléphone invalide : au moins 6 chiffres, séparés au besoin par des espaces, points ou tirets (exemple : 06 12 34 56 78).',
      },
      { path: '/consent', message: 'Veuillez cocher cette case pour continuer.' },
    ]);
  });

  it('tells a visitor who typed too few digits what is missing', () => {
    // « 123 » holds only digits: the message must not say « digits only » as if that were the fault.
    const { schema } = formToRjsf(byId(2));
    const result = validateFormData(schema, {
      establishment: 'Camping des Dunes',
      kind: 'camping',
      city: 'Saint-Hilaire-de-Riez',
      email: 'accueil@dunes.fr',
      phone: '123',
      consent: true,
    });
    expect(result.errors.find((e) => e.path === '/phone')?.message).toMatch(/au moins 6 chiffres/);
  });

  it('refuses what it cannot render, with a reason an admin can act on', () => {
    const base = byId(1);
    expect(() => formToRjsf({ ...base, fields: [] })).toThrow(new FormDefinitionError('Le formulaire n’a aucun champ.'));
    expect(() => formToRjsf({ ...base, fields: [{ name: 'x', label: 'Choix', type: 'SELECT', required: true, options: [] }] })).toThrow(/aucune option/);
    expect(() => formToRjsf({ ...base, fields: [...base.fields, base.fields[0]!] })).toThrow(/Deux champs/);
    expect(() => formToRjsf({ ...base, fields: [], schema: { type: 'array' } })).toThrow(FormDefinitionError);
    expect(() => formToRjsf({ ...base, fields: [], schema: { type: 'object', properties: { a: { $ref: '#/$defs/none' } } } })).toThrow(FormDefinitionError);
  });
});

describe('formToRjsf: JSON Schema forms (the corpus)', () => {
  it.each(corpus)('$name: converts, keeps the schema’s verdicts and derives ui hints', ({ schema, valid, invalid }) => {
    const definition = formToRjsf({ id: 9, name: 'Formulaire', fields: [], schema });
    for (const data of valid) expect(validateFormData(definition.schema, data).valid).toBe(true);
    for (const { data } of invalid) expect(validateFormData(definition.schema, data).valid).toBe(false);
  });

  it('derives text areas, placeholders and file fields, and lets the form’s uiSchema win', () => {
    const definition = formToRjsf({
      id: 9,
      name: 'Questionnaire',
      fields: [],
      schema: {
        type: 'object',
        properties: { notes: { type: 'string', maxLength: 2000, examples: ['Allergies, douleurs…'] }, photo: { type: 'string', format: 'data-url' } },
      },
      uiSchema: { notes: { 'ui:help': 'Facultatif.' } },
    });
    expect(definition.uiSchema).toEqual({ notes: { 'ui:widget': 'textarea', 'ui:placeholder': 'Allergies, douleurs…', 'ui:help': 'Facultatif.' } });
    expect(definition.fileFields).toEqual(['photo']);
  });
});

describe('splitSubmission', () => {
  it('sends values apart from files (SPEC §7)', () => {
    const png = 'data:image/png;name=a.png;base64,iVBORw0KGgo=';
    expect(splitSubmission({ name: 'Léa', photos: [png, png], cv: png, note: undefined }, ['photos', 'cv'])).toEqual({
      values: { name: 'Léa' },
      files: [png, png, png],
    });
  });
});
