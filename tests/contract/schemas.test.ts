// @vitest-environment node
/**
 * The API contract itself: schemas compile in ajv strict mode and their refs resolve, calls.json is
 * complete and coherent (SPEC §7 + decision 001), README's table matches calls.json, and the
 * generated validators/call map behave (generated fresh here, twice, to prove determinism).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SCHEMAS_DIR,
  createContractAjv,
  createStrictAjv,
  loadCalls,
  loadSchemaFiles,
  readReadmeTable,
  renderCallsTable,
  type JsonObject,
} from '@schemas/contract';

const files = loadSchemaFiles();
const calls = loadCalls();
const ids = new Set(files.map((f) => f.id));
const GENERATED = path.join(SCHEMAS_DIR, '..', 'src', 'api', 'generated');

/** Every `$ref` in a schema, resolved against its base. */
function refsOf(node: unknown, base: string, out: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((n) => refsOf(n, base, out));
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') out.push(new URL(value, base).href);
      else refsOf(value, base, out);
    }
  }
  return out;
}

describe('schema files', () => {
  it('are all there: envelope, app config and one per SPEC §3 entity', () => {
    const names = files.map((f) => f.file);
    for (const expected of [
      'envelope.schema.json',
      'error-envelope.schema.json',
      'app-config.schema.json',
      ...[
        'user',
        'user-me',
        'demo-user',
        'page',
        'parameter',
        'language',
        'locale',
        'logo',
        'online-image',
        'site-info',
        'site-font',
        'theme',
        'image',
        'font',
        'product',
        'declination',
        'variation',
        'service',
        'cart-line',
        'discount',
        'address',
        'access-point',
        'blog-folder',
        'blog',
        'blog-ariane',
        'news',
        'album',
        'element',
        'form',
        'form-field',
        'google-review',
        'google-reviews',
        'carrier',
        'country',
        'city',
        'newsletter-list',
        'newsletter-subscription',
        'address-type',
        'award',
        'meal-icon',
        'order-request',
        'order',
        'component-conf',
        'block',
      ].map((e) => `entities/${e}.schema.json`),
    ]) {
      expect(names, expected).toContain(expected);
    }
  });

  it.each(files.map((f) => [f.file, f] as const))('%s: declares 2020-12, an $id matching its path, a title', (file, f) => {
    expect(f.schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(f.id).toBe(`https://vitrine.example/schemas/${file}`);
    expect(f.title).toMatch(/^[A-Z][A-Za-z0-9]*$/);
  });

  it('have unique titles (they name the generated types)', () => {
    const titles = files.map((f) => f.title);
    expect(titles.filter((t, i) => titles.indexOf(t) !== i)).toEqual([]);
  });

  it.each(files.map((f) => [f.file, f] as const))('%s: every $ref resolves to a whole schema file', (_file, f) => {
    const broken = refsOf(f.schema, f.id).filter((ref) => !ids.has(ref));
    expect(broken).toEqual([]);
  });

  it.each(files.map((f) => [f.file, f] as const))('%s: compiles in ajv strict mode', (_file, f) => {
    const ajv = createContractAjv(files);
    expect(() => ajv.getSchema(f.id)).not.toThrow();
    expect(ajv.getSchema(f.id)).toBeTypeOf('function');
  });

  it('strict mode is really on (a schema with an unknown keyword is refused)', () => {
    expect(() => createStrictAjv().compile({ type: 'object', propertys: {} })).toThrow(/strict mode/);
  });
});

/** SPEC §7 (+ docs/decisions/001 for logVisit, the page tree; the app config). */
const SPEC_CALLS = [
  'GET /parameter',
  'GET /site/info',
  'GET /site/visit/{from}',
  'GET /logged',
  'GET /user',
  'PUT /user',
  'PUT /user/password',
  'DELETE /user',
  'GET /user/newsletter/lists',
  'GET /user/newsletter/subscription',
  'PUT /user/newsletter/subscription',
  'POST /newsletter/subscribe',
  'POST /register',
  'POST /login',
  'PUT /password/reset/ask',
  'PUT /password/reset',
  'GET /company/address',
  'GET /admin/address/type',
  'POST /relay/access-points',
  'GET /cities/{search}/{idCountry}',
  'GET /countries',
  'GET /variation',
  'GET /award',
  'GET /v2/product/recommended/{id}',
  'GET /parameter/product/meal-icon',
  'GET /product/generate/file/{id}',
  'GET /product/generate/file/{id}/{idDeclination}',
  'PUT /product/quantities',
  'POST /order/validate',
  'POST /order/discount',
  'POST /calculate/shipping-fees',
  'POST /order',
  'GET /custom-stripe/public-key',
  'GET /external-app/{app}/config/public',
  'GET /service',
  'GET /service/{id}',
  'GET /album',
  'GET /album/{id}',
  'GET /blog/folder/list',
  'GET /blog/folder/list/{id}',
  'GET /blog/folder/',
  'GET /blog/folder/{id}',
  'GET /blog/folder/ariane/{id}',
  'GET /blog/ariane/{id}',
  'GET /blog/{id}',
  'GET /news',
  'GET /element/{route}',
  'GET /element/{route}/{id}',
  'POST /element/{route}/{id}/register',
  'GET /forms/{id}',
  'POST /forms/{id}/submit',
  'POST /message',
  'GET /google/reviews',
  'POST /image/load-svg',
  'GET /component/conf/{slug}',
  'GET /page/{slug}',
  'POST /admin/page/{idPage}/layout/{idLayout}/hash/check',
  'PUT /admin/page/{idPage}/layout/{idLayout}/preview',
  'GET /page',
  'GET /config.json',
];

describe('calls.json', () => {
  it('lists every call of SPEC §7, the page tree and the app config', () => {
    const listed = new Set(calls.map((c) => `${c.method} ${c.path}`));
    expect(SPEC_CALLS.filter((c) => !listed.has(c))).toEqual([]);
  });

  it('has unique ids and unique method + path + host (the demo API routes on them)', () => {
    const callIds = calls.map((c) => c.id);
    expect(callIds.filter((id, i) => callIds.indexOf(id) !== i)).toEqual([]);
    const routes = calls.map((c) => `${c.host} ${c.method} ${c.path}`);
    expect(routes.filter((r, i) => routes.indexOf(r) !== i)).toEqual([]);
  });

  it.each(calls.map((c) => [c.id, c] as const))('%s: coherent entry', (_id, c) => {
    expect(['GET', 'POST', 'PUT', 'DELETE']).toContain(c.method);
    expect(c.path).toMatch(/^\/[A-Za-z0-9/{}._-]*$/);
    // Path placeholders and pathParams properties are the same set, all required.
    const placeholders = [...c.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const props =
      c.pathParams && typeof c.pathParams.properties === 'object' && c.pathParams.properties !== null ? Object.keys(c.pathParams.properties).sort() : [];
    expect(props).toEqual(placeholders);
    if (c.pathParams) expect([...(Array.isArray(c.pathParams.required) ? c.pathParams.required : [])].sort()).toEqual(placeholders);
    expect(ids, `response ${c.response}`).toContain(c.response);
    if (c.request) expect(ids, `request ${c.request}`).toContain(c.request);
    if (c.method === 'GET' || c.method === 'DELETE') expect(c.request).toBeNull();
    if (c.multipart) expect(c.request).not.toBeNull();
    expect(c.spec).toMatch(/^§7 /);
    if (c.path.startsWith('/user')) expect(c.auth).toBe('user');
    // /admin/* is admin-only unless the entry explains why not (address types feed the public checkout).
    if (c.path.startsWith('/admin/') && c.auth !== 'admin') expect(c['x-assumption']).toBeTruthy();
    if (c.host === 'app') expect(c.path).toBe('/config.json');
    if (c.host === 'directory') expect(c.path).toBe('/site/resolve');
  });

  it.each(calls.filter((c) => c.pathParams || c.query).map((c) => [c.id, c] as const))('%s: path and query schemas compile strictly', (_id, c) => {
    const ajv = createContractAjv(files);
    for (const schema of [c.pathParams, c.query]) if (schema) expect(() => ajv.compile(schema)).not.toThrow();
  });

  it('list queries take nbItem, page, orderBy and string filters (values from a URL are strings)', () => {
    const ajv = createContractAjv(files);
    const news = calls.find((c) => c.id === 'getNews');
    const services = calls.find((c) => c.id === 'getServices');
    expect(news?.query).toBeTruthy();
    expect(services?.query).toBeTruthy();
    const validateNews = ajv.compile(news?.query ?? {});
    expect(validateNews({ nbItem: '10', page: '2', orderBy: '-date', promoted: 'true', title: 'lk:massage' })).toBe(true);
    expect(validateNews({ nbItem: 10, page: 1, promoted: true })).toBe(true);
    expect(validateNews({ nbItem: 'dix' })).toBe(false);
    expect(validateNews({ unknownFilter: 'x' })).toBe(false);
    const validateServices = ajv.compile(services?.query ?? {});
    expect(validateServices({ page: '1', nbItem: '100', tag: 'relaxation,sport' })).toBe(true);
  });

  it('request bodies reject unknown fields', () => {
    const ajv = createContractAjv(files);
    for (const c of calls) {
      if (!c.request) continue;
      const schema = ajv.getSchema(c.request)?.schema;
      const additional = typeof schema === 'object' && schema !== null && 'additionalProperties' in schema ? schema.additionalProperties : undefined;
      expect(additional, `${c.id} request ${c.request}`).toBe(false);
    }
  });
});

describe('schemas/README.md', () => {
  it('has exactly the table generated from calls.json (fix: npx tsx scripts/gen-api.ts --readme)', () => {
    const readme = readFileSync(path.join(SCHEMAS_DIR, 'README.md'), 'utf8');
    expect(readReadmeTable(readme)).toBe(renderCallsTable(calls, files));
  });

  it('has one row per call', () => {
    const table = renderCallsTable(calls, files);
    expect(table.split('\n')).toHaveLength(calls.length + 2);
    expect(table).not.toContain('missing!');
  });
});

type Validate = ((data: unknown) => boolean) & { errors?: unknown };

function isValidate(value: unknown): value is Validate {
  return typeof value === 'function';
}

describe('generated code (src/api/generated)', () => {
  let validators: Record<string, unknown> = {};
  let callDefs: typeof import('@/api/generated/calls').callDefs;
  let firstRun: string[] = [];
  const outputs = ['types.ts', 'validators.js', 'validators.d.ts', 'calls.ts'];
  const read = (): string[] => outputs.map((f) => readFileSync(path.join(GENERATED, f), 'utf8'));

  beforeAll(async () => {
    const { genApi } = await import('../../scripts/gen-api');
    await genApi();
    firstRun = read();
    await genApi();
    validators = { ...(await import('@/api/generated/validators.js')) };
    callDefs = (await import('@/api/generated/calls')).callDefs;
  }, 60_000);

  const validator = (name: string): Validate => {
    const v = validators[name];
    if (!isValidate(v)) throw new Error(`no generated validator ${name}`);
    return v;
  };

  const page: JsonObject = {
    id: 4,
    order: 1,
    idParent: 2,
    isText: true,
    type: 'SERVICE',
    showInMenu: true,
    isFixedOnRight: false,
    menuIcon: 'spa',
    cms: '<p>Massage californien, 60 minutes, 65 €.</p>',
    link: null,
    title: 'Massages en Vendée',
    url: 'massages-en-vendee',
    menuTitle: null,
    metaDescription: 'Massages bien-être aux Achards.',
    children: [],
  };

  it('is deterministic (a second run writes the same bytes)', () => {
    expect(read()).toEqual(firstRun);
  });

  it('validators accept a valid Page and reject invalid ones', () => {
    const validatePage = validator('validatePage');
    expect(validatePage(page)).toBe(true);
    expect(validatePage({ ...page, children: [{ ...page, id: 5, idParent: 4 }] })).toBe(true);
    const { title: _title, ...withoutTitle } = page;
    expect(validatePage(withoutTitle)).toBe(false);
    expect(validatePage({ ...page, url: 'Massages en Vendée' })).toBe(false);
    expect(validatePage({ ...page, idParent: '2' })).toBe(false);
    expect(validatePage({ ...page, children: [{ id: 9 }] })).toBe(false);
    expect(validatePage({ ...page, colour: 'red' })).toBe(false);
  });

  it('call map: every call lazily loads its data validator, and bodies their body validator', async () => {
    expect(Object.keys(callDefs).sort()).toEqual(calls.map((c) => c.id).sort());
    expect(callDefs.getPage).toMatchObject({ id: 'getPage', method: 'GET', path: '/page/{slug}', auth: 'none', host: 'api', multipart: false });
    const getPage = await callDefs.getPage.loadValidators();
    expect(getPage.validateData(page)).toBe(true);
    expect(getPage.validateData({ ...page, url: 'Massages en Vendée' })).toBe(false);
    expect(getPage.validateBody).toBeUndefined();
    for (const c of calls) {
      const loaded = await callDefs[c.id as keyof typeof callDefs].loadValidators();
      expect(typeof loaded.validateData, c.id).toBe('function');
      expect(typeof loaded.validateBody, c.id).toBe(c.request ? 'function' : 'undefined');
    }
    expect(callDefs.submitForm).toMatchObject({ multipart: true, method: 'POST', path: '/forms/{id}/submit' });
    expect(callDefs.getAppConfig).toMatchObject({ host: 'app', path: '/config.json' });
    expect(callDefs.getUser).toMatchObject({ auth: 'user' });
    expect(callDefs.checkLayoutHash).toMatchObject({ auth: 'admin' });
  });

  it('envelope, login and app config validators', () => {
    expect(validator('validateEnvelope')({ success: true, data: [], message: null })).toBe(true);
    expect(validator('validateEnvelope')({ data: [] })).toBe(false);
    expect(
      validator('validateErrorEnvelope')({ success: false, data: { email: 'Adresse e-mail invalide.' }, message: 'Le formulaire contient des erreurs.' }),
    ).toBe(true);
    expect(validator('validateErrorEnvelope')({ success: false, data: { email: 42 }, message: 'Erreur' })).toBe(false);
    expect(validator('validateLoginData')({ token: 'abc', idSite: 51 })).toBe(true);
    expect(validator('validateLoginData')({ token: 'abc' })).toBe(false);
    expect(validator('validateLoginBody')({ email: 'marie@exemple.fr', password: 'x', remember: true })).toBe(false);
    const config = { apiUrl: '/api', siteId: 51, defaultLocale: 'fr_FR', analytics: { plausible: { domain: 'massages-vendee.fr' } } };
    expect(validator('validateAppConfig')(config)).toBe(true);
    expect(validator('validateAppConfig')({ ...config, siteId: '51' })).toBe(false);
    expect(
      validator('validateRegisterBody')({
        email: 'a@b.fr',
        password: 'motdepasse',
        passwordConfirmation: 'motdepasse',
        firstname: 'Marie',
        lastname: 'Lefebvre',
        acceptCgu: false,
      }),
    ).toBe(false);
  });

  it('component conf: blocks need a kebab-case component and any props', () => {
    const v = validator('validateComponentConf');
    expect(
      v({
        slug: 'accueil',
        blocks: [{ id: 'b1', component: 'hero-banner', props: { titre: 'Bienvenue' }, children: [{ id: 'b2', component: 'text', props: {} }] }],
      }),
    ).toBe(true);
    expect(v({ slug: 'accueil', blocks: [{ id: 'b1', component: 'HeroBanner', props: {} }] })).toBe(false);
    expect(v({ slug: 'accueil', blocks: [{ id: 'b1', component: 'hero', props: {}, version: 0 }] })).toBe(false);
  });

  it('validators never compile code at run time (strict CSP)', () => {
    const code = readFileSync(path.join(GENERATED, 'validators.js'), 'utf8');
    expect(code).not.toMatch(/new Function|\beval\(/);
    expect(code).not.toMatch(/\brequire\(/);
  });
});
