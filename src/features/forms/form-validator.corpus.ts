/**
 * Realistic JSON Schemas of the kind CMS forms and form builders produce (contact, quotes, bookings,
 * health questionnaires, registrations…), each with data that must pass and data that must fail.
 * Test data only (imported by `form-validator.test.ts` and `form-schema.test.ts`, never by the app) to prove our interpreting validator agrees with
 * ajv and speaks French. `fails` lists the JSON pointers that must carry an error (at least those).
 */
export interface CorpusCase {
  name: string;
  schema: Record<string, unknown>;
  valid: unknown[];
  invalid: { data: unknown; fails: string[] }[];
}

const D07 = 'http://json-schema.org/draft-07/schema#';
const D2020 = 'https://json-schema.org/draft/2020-12/schema';
const PNG = 'data:image/png;name=photo.png;base64,iVBORw0KGgo=';

export const corpus: CorpusCase[] = [
  {
    name: 'contact (draft-07)',
    schema: {
      $schema: D07,
      type: 'object',
      required: ['name', 'email', 'message', 'consent'],
      properties: {
        name: { type: 'string', title: 'Nom', minLength: 1, maxLength: 100 },
        email: { type: 'string', title: 'E-mail', format: 'email' },
        phone: { type: 'string', title: 'Téléphone', pattern: '^[+0-9 ().-]{6,}$' },
        message: { type: 'string', title: 'Message', minLength: 10, maxLength: 5000 },
        consent: { type: 'boolean', const: true },
      },
    },
    valid: [{ name: 'Léa', email: 'lea@exemple.fr', message: 'Bonjour, une question.', consent: true }],
    invalid: [
      { data: { name: '', email: 'lea@', message: 'court', consent: false }, fails: ['/name', '/email', '/message', '/consent'] },
      { data: {}, fails: ['/name', '/email', '/message', '/consent'] },
      { data: { name: 'Léa', email: 'lea@exemple.fr', phone: 'abc', message: 'Bonjour, une question.', consent: true }, fails: ['/phone'] },
    ],
  },
  {
    name: 'company quote (2020-12, nested object)',
    schema: {
      $schema: D2020,
      type: 'object',
      required: ['company', 'contact'],
      properties: {
        company: { type: 'string', title: 'Entreprise', maxLength: 120 },
        siret: { type: 'string', pattern: '^[0-9]{14}$' },
        contact: {
          type: 'object',
          title: 'Contact',
          required: ['lastname', 'email'],
          properties: { lastname: { type: 'string', minLength: 1 }, email: { type: 'string', format: 'email' }, role: { type: 'string' } },
        },
        headcount: { type: 'integer', minimum: 1, maximum: 5000 },
      },
    },
    valid: [{ company: 'Vendée Logistique', contact: { lastname: 'Martin', email: 'rh@vendee-logistique.fr' }, headcount: 40 }],
    invalid: [
      { data: { company: 'X', contact: { lastname: '', email: 'rh' }, headcount: 0 }, fails: ['/contact/lastname', '/contact/email', '/headcount'] },
      { data: { company: 'X', contact: {}, siret: '123' }, fails: ['/contact/lastname', '/contact/email', '/siret'] },
      { data: { company: 'X', contact: { lastname: 'M', email: 'a@b.fr' }, headcount: 2.5 }, fails: ['/headcount'] },
    ],
  },
  {
    name: 'participants (array of objects)',
    schema: {
      $schema: D2020,
      type: 'object',
      properties: {
        participants: {
          type: 'array',
          minItems: 1,
          maxItems: 4,
          items: {
            type: 'object',
            required: ['firstname'],
            properties: { firstname: { type: 'string', minLength: 1 }, age: { type: 'integer', minimum: 0, maximum: 120 } },
          },
        },
      },
      required: ['participants'],
    },
    valid: [{ participants: [{ firstname: 'Paul' }, { firstname: 'Inès', age: 12 }] }],
    invalid: [
      { data: { participants: [] }, fails: ['/participants'] },
      { data: { participants: [{ firstname: 'Paul' }, { age: 130 }] }, fails: ['/participants/1/firstname', '/participants/1/age'] },
      {
        data: { participants: [{ firstname: 'a' }, { firstname: 'b' }, { firstname: 'c' }, { firstname: 'd' }, { firstname: 'e' }] },
        fails: ['/participants'],
      },
    ],
  },
  {
    name: 'enum with labels (oneOf const/title)',
    schema: {
      $schema: D2020,
      type: 'object',
      required: ['massage'],
      properties: {
        massage: {
          type: 'string',
          title: 'Massage',
          oneOf: [
            { const: 'californien', title: 'Massage californien' },
            { const: 'suedois', title: 'Massage suédois' },
            { const: 'pierres', title: 'Pierres chaudes' },
          ],
        },
      },
    },
    valid: [{ massage: 'suedois' }],
    invalid: [
      { data: { massage: 'thai' }, fails: ['/massage'] },
      { data: {}, fails: ['/massage'] },
    ],
  },
  {
    name: 'plain enum + checkboxes (uniqueItems)',
    schema: {
      $schema: D07,
      type: 'object',
      properties: {
        level: { type: 'string', enum: ['debutant', 'regulier', 'expert'] },
        zones: { type: 'array', uniqueItems: true, minItems: 1, items: { type: 'string', enum: ['dos', 'nuque', 'jambes', 'pieds'] } },
      },
    },
    valid: [{ level: 'debutant', zones: ['dos', 'pieds'] }, {}],
    invalid: [
      { data: { level: 'pro' }, fails: ['/level'] },
      { data: { zones: ['dos', 'dos'] }, fails: ['/zones'] },
      { data: { zones: ['bras'] }, fails: ['/zones/0'] },
      { data: { zones: [] }, fails: ['/zones'] },
    ],
  },
  {
    name: 'preferred contact (oneOf object variants)',
    schema: {
      $schema: D2020,
      type: 'object',
      properties: {
        contact: {
          oneOf: [
            {
              title: 'Par téléphone',
              type: 'object',
              required: ['mode', 'phone'],
              properties: { mode: { const: 'phone' }, phone: { type: 'string', minLength: 6 } },
            },
            {
              title: 'Par e-mail',
              type: 'object',
              required: ['mode', 'email'],
              properties: { mode: { const: 'email' }, email: { type: 'string', format: 'email' } },
            },
          ],
        },
      },
    },
    valid: [{ contact: { mode: 'phone', phone: '02 51 00 00 00' } }, { contact: { mode: 'email', email: 'a@b.fr' } }],
    invalid: [
      { data: { contact: { mode: 'phone' } }, fails: ['/contact/phone'] },
      { data: { contact: { mode: 'email', email: 'nope' } }, fails: ['/contact/email'] },
    ],
  },
  {
    name: 'anyOf: phone or e-mail',
    schema: {
      $schema: D07,
      type: 'object',
      properties: { phone: { type: 'string' }, email: { type: 'string', format: 'email' } },
      anyOf: [{ required: ['phone'] }, { required: ['email'] }],
    },
    valid: [{ phone: '0600000000' }, { email: 'a@b.fr' }, { phone: '06', email: 'a@b.fr' }],
    invalid: [
      { data: {}, fails: [] },
      { data: { email: 'x' }, fails: ['/email'] },
    ],
  },
  {
    name: 'pregnancy questionnaire (if/then/else)',
    schema: {
      $schema: D2020,
      type: 'object',
      required: ['pregnant'],
      properties: {
        pregnant: { type: 'boolean', title: 'Êtes-vous enceinte ?' },
        weeks: { type: 'integer', title: 'Semaines d’aménorrhée', minimum: 12, maximum: 36 },
        remarks: { type: 'string' },
      },
      if: { properties: { pregnant: { const: true } }, required: ['pregnant'] },
      then: { required: ['weeks'] },
      else: { not: { required: ['weeks'] } },
    },
    valid: [{ pregnant: false }, { pregnant: true, weeks: 20 }],
    invalid: [
      { data: { pregnant: true }, fails: ['/weeks'] },
      { data: { pregnant: true, weeks: 8 }, fails: ['/weeks'] },
      { data: { pregnant: false, weeks: 20 }, fails: [] },
    ],
  },
  {
    name: 'dependencies (draft-07: array and schema forms)',
    schema: {
      $schema: D07,
      type: 'object',
      properties: {
        giftCard: { type: 'boolean' },
        recipient: { type: 'string' },
        recipientEmail: { type: 'string', format: 'email' },
        delivery: { type: 'string', enum: ['email', 'post'] },
        address: { type: 'string' },
      },
      dependencies: {
        recipient: ['recipientEmail'],
        delivery: { oneOf: [{ properties: { delivery: { const: 'email' } } }, { properties: { delivery: { const: 'post' } }, required: ['address'] }] },
      },
    },
    valid: [{ recipient: 'Anne', recipientEmail: 'anne@b.fr' }, { delivery: 'email' }, { delivery: 'post', address: '1 rue du Port' }],
    invalid: [
      { data: { recipient: 'Anne' }, fails: ['/recipientEmail'] },
      { data: { delivery: 'post' }, fails: ['/address'] },
    ],
  },
  {
    name: 'dependentRequired + dependentSchemas (2020-12)',
    schema: {
      $schema: D2020,
      type: 'object',
      properties: {
        card: { type: 'string' },
        expiry: { type: 'string', pattern: '^(0[1-9]|1[0-2])/[0-9]{2}$' },
        company: { type: 'string' },
        vat: { type: 'string' },
      },
      dependentRequired: { card: ['expiry'] },
      dependentSchemas: { company: { required: ['vat'], properties: { vat: { pattern: '^FR[0-9A-Z]{2}[0-9]{9}$' } } } },
    },
    valid: [{ card: '4242', expiry: '12/28' }, { company: 'SARL Dune', vat: 'FR12345678901' }, {}],
    invalid: [
      { data: { card: '4242' }, fails: ['/expiry'] },
      { data: { card: '4242', expiry: '13/28' }, fails: ['/expiry'] },
      { data: { company: 'SARL Dune', vat: 'BE1' }, fails: ['/vat'] },
      { data: { company: 'SARL Dune' }, fails: ['/vat'] },
    ],
  },
  {
    name: 'formats: date, date-time, uri, time',
    schema: {
      $schema: D2020,
      type: 'object',
      properties: {
        day: { type: 'string', format: 'date' },
        at: { type: 'string', format: 'date-time' },
        site: { type: 'string', format: 'uri' },
        hour: { type: 'string', format: 'time' },
      },
    },
    valid: [{ day: '2026-12-24', at: '2026-12-24T10:30:00+01:00', site: 'https://www.exemple.fr/page', hour: '10:30:00Z' }],
    invalid: [
      { data: { day: '24/12/2026' }, fails: ['/day'] },
      { data: { day: '2026-02-30' }, fails: ['/day'] },
      { data: { at: '2026-12-24 10h30' }, fails: ['/at'] },
      { data: { site: 'www.exemple.fr' }, fails: ['/site'] },
    ],
  },
  {
    name: 'files as data URLs (single and multiple)',
    schema: {
      $schema: D07,
      type: 'object',
      required: ['cv'],
      properties: { cv: { type: 'string', format: 'data-url' }, photos: { type: 'array', maxItems: 3, items: { type: 'string', format: 'data-url' } } },
    },
    valid: [{ cv: 'data:application/pdf;name=cv.pdf;base64,JVBERi0=', photos: [PNG] }, { cv: PNG }],
    invalid: [
      { data: { cv: 'cv.pdf' }, fails: ['/cv'] },
      { data: { cv: PNG, photos: [PNG, PNG, PNG, PNG] }, fails: ['/photos'] },
      { data: {}, fails: ['/cv'] },
    ],
  },
  {
    name: 'defaults and readOnly (annotations only)',
    schema: {
      $schema: D2020,
      type: 'object',
      properties: {
        reference: { type: 'string', readOnly: true, default: 'DEVIS-2026' },
        quantity: { type: 'integer', default: 1, minimum: 1 },
        newsletter: { type: 'boolean', default: false },
      },
    },
    valid: [{ reference: 'DEVIS-2026', quantity: 3, newsletter: true }, {}],
    invalid: [
      { data: { quantity: 0 }, fails: ['/quantity'] },
      { data: { newsletter: 'oui' }, fails: ['/newsletter'] },
    ],
  },
  {
    name: 'definitions + $ref (draft-07)',
    schema: {
      $schema: D07,
      definitions: {
        address: {
          type: 'object',
          required: ['street', 'postalCode', 'city'],
          properties: { street: { type: 'string' }, postalCode: { type: 'string', pattern: '^[0-9]{5}$' }, city: { type: 'string' } },
        },
      },
      type: 'object',
      properties: { home: { $ref: '#/definitions/address' }, work: { $ref: '#/definitions/address' } },
      required: ['home'],
    },
    valid: [{ home: { street: '8 rue du Lavoir', postalCode: '85150', city: 'Les Achards' } }],
    invalid: [
      {
        data: { home: { street: '8 rue du Lavoir', postalCode: '8515', city: 'Les Achards' }, work: {} },
        fails: ['/home/postalCode', '/work/street', '/work/postalCode', '/work/city'],
      },
    ],
  },
  {
    name: '$defs + $ref (2020-12)',
    schema: {
      $schema: D2020,
      $defs: {
        slot: {
          type: 'object',
          required: ['date', 'time'],
          properties: { date: { type: 'string', format: 'date' }, time: { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$' } },
        },
      },
      type: 'object',
      properties: { first: { $ref: '#/$defs/slot' }, alternatives: { type: 'array', items: { $ref: '#/$defs/slot' }, maxItems: 2 } },
      required: ['first'],
    },
    valid: [{ first: { date: '2026-12-01', time: '09:30' }, alternatives: [{ date: '2026-12-02', time: '14:00' }] }],
    invalid: [
      {
        data: { first: { date: '2026-12-01', time: '9h30' }, alternatives: [{ date: 'demain', time: '14:00' }] },
        fails: ['/first/time', '/alternatives/0/date'],
      },
    ],
  },
  {
    name: 'numbers: exclusive bounds and multipleOf',
    schema: {
      $schema: D2020,
      type: 'object',
      properties: { budget: { type: 'number', exclusiveMinimum: 0, maximum: 10000 }, duration: { type: 'integer', multipleOf: 15, minimum: 30, maximum: 120 } },
    },
    valid: [{ budget: 250.5, duration: 45 }],
    invalid: [
      { data: { budget: 0, duration: 50 }, fails: ['/budget', '/duration'] },
      { data: { budget: 20000, duration: 150 }, fails: ['/budget', '/duration'] },
    ],
  },
  {
    name: 'no extra fields (additionalProperties: false)',
    schema: {
      $schema: D07,
      type: 'object',
      additionalProperties: false,
      properties: { email: { type: 'string', format: 'email' } },
      required: ['email'],
    },
    valid: [{ email: 'a@b.fr' }],
    invalid: [{ data: { email: 'a@b.fr', spam: 'x' }, fails: [] }],
  },
  {
    name: 'nullable fields (type arrays)',
    schema: {
      $schema: D2020,
      type: 'object',
      properties: { phone: { type: ['string', 'null'], maxLength: 20 }, guests: { type: ['integer', 'null'], minimum: 1 } },
    },
    valid: [
      { phone: null, guests: null },
      { phone: '0251000000', guests: 2 },
    ],
    invalid: [
      { data: { phone: '0'.repeat(25), guests: 0 }, fails: ['/phone', '/guests'] },
      { data: { guests: 'deux' }, fails: ['/guests'] },
    ],
  },
  {
    name: 'registration (allOf + password rules)',
    schema: {
      $schema: D2020,
      type: 'object',
      required: ['email', 'password', 'cgu'],
      allOf: [{ properties: { email: { type: 'string', format: 'email' } } }, { properties: { password: { type: 'string', minLength: 8, pattern: '[0-9]' } } }],
      properties: { cgu: { const: true }, birthdate: { type: 'string', format: 'date' } },
    },
    valid: [{ email: 'marie@exemple.fr', password: 'Massage-2026', cgu: true }],
    invalid: [{ data: { email: 'marie@exemple.fr', password: 'court', cgu: false }, fails: ['/password', '/cgu'] }],
  },
  {
    name: 'satisfaction survey (integers, contains)',
    schema: {
      $schema: D2020,
      type: 'object',
      properties: {
        rating: { type: 'integer', minimum: 1, maximum: 5 },
        liked: { type: 'array', items: { type: 'string' }, contains: { const: 'accueil' } },
        comment: { type: 'string', maxLength: 500 },
      },
      required: ['rating'],
    },
    valid: [{ rating: 5, liked: ['accueil', 'ambiance'] }],
    invalid: [
      { data: { rating: 6, liked: ['ambiance'] }, fails: ['/rating', '/liked'] },
      { data: { rating: 4, comment: 'x'.repeat(501) }, fails: ['/comment'] },
    ],
  },
  {
    name: 'event registration (min/maxProperties, propertyNames)',
    schema: {
      $schema: D07,
      type: 'object',
      properties: {
        answers: { type: 'object', minProperties: 1, maxProperties: 3, propertyNames: { pattern: '^q[0-9]+$' }, additionalProperties: { type: 'string' } },
      },
    },
    valid: [{ answers: { q1: 'oui', q2: 'non' } }],
    invalid: [
      { data: { answers: {} }, fails: ['/answers'] },
      { data: { answers: { q1: 'a', q2: 'b', q3: 'c', q4: 'd' } }, fails: ['/answers'] },
      { data: { answers: { x: 'a' } }, fails: [] },
    ],
  },
  {
    name: 'workshop booking (nested arrays, tuple prefixItems)',
    schema: {
      $schema: D2020,
      type: 'object',
      properties: {
        window: {
          type: 'array',
          prefixItems: [
            { type: 'string', format: 'date' },
            { type: 'string', format: 'date' },
          ],
          items: false,
        },
        groups: { type: 'array', items: { type: 'array', items: { type: 'string', minLength: 1 }, minItems: 1 } },
      },
    },
    valid: [{ window: ['2026-12-01', '2026-12-15'], groups: [['Paul', 'Léa'], ['Inès']] }],
    invalid: [{ data: { window: ['2026-12-01', 'bientôt', '2026-12-20'], groups: [[], ['']] }, fails: ['/window/1', '/groups/0', '/groups/1/0'] }],
  },
  {
    name: 'gift card (not + const + string length in code points)',
    schema: {
      $schema: D2020,
      type: 'object',
      properties: {
        message: { type: 'string', maxLength: 5 },
        amount: { type: 'number', not: { enum: [0] }, minimum: 0 },
        agree: { const: true },
      },
      required: ['agree'],
    },
    valid: [
      { message: '💆💆💆💆💆', amount: 50, agree: true },
      { message: 'Merci', agree: true },
    ],
    invalid: [
      { data: { message: 'Joyeux Noël', amount: 0, agree: true }, fails: ['/message', '/amount'] },
      { data: {}, fails: ['/agree'] },
    ],
  },
];
