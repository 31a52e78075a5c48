// @vitest-environment node
/**
 * The demo API (fixtures/server) over real HTTP: every call of schemas/calls.json answers its realistic
 * sample with schema-valid data and its bad sample with a schema-valid error envelope; then sessions,
 * roles, writes that change later reads, business rules, list queries, faults and latency.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createContractAjv, loadCalls, type CallEntry } from '@schemas/contract';
import { createDemoApi, missingHandlers } from '@fixtures/server/app';
import { DEMO_DATA_TODAY } from '@fixtures/server/demo-dates';
import { loadContract } from '@fixtures/server/contract';
import { startDemoApi, type RunningDemoApi } from '@fixtures/server/main';
import { createNodeHandler } from '@fixtures/server/node-handler';
import {
  callSamples,
  DEMO_ACCOUNTS,
  deliveryOrder,
  CONTRACT_NOW,
  nextWeekday,
  pngPixel,
  site52Samples,
  SITE_52_WITHOUT_DATA,
  winemakerDeliveryOrder,
  type CallSample,
  type SampleContext,
  type SampleRequest,
  type SampleRole,
} from './call-samples';

const BASE = 'https://vitrine.example/schemas/';
const ajv = createContractAjv();
const apiCalls = loadCalls().filter((c) => c.host === 'api');
const callById = new Map(apiCalls.map((c) => [c.id, c]));
const fixture = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../fixtures/sites/51/${name}`, import.meta.url), 'utf8'));

let api: RunningDemoApi;
const logLines: string[] = [];

beforeAll(async () => {
  api = await startDemoApi({ port: 0, log: (line) => logLines.push(line), testSurface: true, now: CONTRACT_NOW });
});
afterAll(async () => {
  await api.close();
});

interface Answer {
  status: number;
  body: Record<string, unknown>;
  ms: number;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Validate against a contract schema; returns ajv's error text or null. */
function schemaErrors(id: string, value: unknown): string | null {
  const fn = ajv.getSchema(id.startsWith('http') ? id : `${BASE}${id}`);
  if (!fn) throw new Error(`no schema ${id}`);
  return fn(value) ? null : ajv.errorsText(fn.errors);
}

const CREDENTIALS = DEMO_ACCOUNTS['51']!;

async function raw(path: string, init: RequestInit & { site?: string | null; token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.site !== null) headers.set('idSite', init.site ?? '51');
  if (!headers.has('userLang')) headers.set('userLang', 'fr_FR');
  if (init.token) headers.set('Authorization', init.token);
  return fetch(`${api.url}${path}`, { ...init, headers });
}

async function json(path: string, init: RequestInit & { site?: string | null; token?: string } = {}): Promise<Answer> {
  const started = Date.now();
  const res = await raw(path, init);
  const text = await res.text();
  const body: unknown = JSON.parse(text);
  if (!isRecord(body)) throw new Error(`not an envelope: ${text}`);
  return { status: res.status, body, ms: Date.now() - started };
}

async function login(role: 'member' | 'admin', site = '51'): Promise<string> {
  const a = await json('/login', { method: 'POST', site, body: JSON.stringify(DEMO_ACCOUNTS[site]![role]), headers: { 'Content-Type': 'application/json' } });
  const data = a.body.data;
  if (!isRecord(data) || typeof data.token !== 'string') throw new Error(`login failed: ${JSON.stringify(a.body)}`);
  return data.token;
}

async function tokenFor(role: SampleRole | undefined, site = '51'): Promise<string | undefined> {
  return role ? login(role, site) : undefined;
}

/** Send a sample request of a call (path params, query, JSON or multipart body, role) to a site (51 unless said). */
async function send(call: CallEntry, req: SampleRequest, extra: RequestInit = {}, site = '51'): Promise<Answer> {
  const path = call.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(req.pathParams?.[name] ?? '')));
  const qs = req.query ? `?${new URLSearchParams(req.query).toString()}` : '';
  const init: RequestInit & { site?: string; token?: string } = { method: call.method, ...extra, site: req.site ?? site };
  const token = await tokenFor(req.as, site);
  if (token) init.token = token;
  if (call.multipart) {
    const form = new FormData();
    if (isRecord(req.body)) for (const [k, v] of Object.entries(req.body)) form.append(k, typeof v === 'string' ? v : JSON.stringify(v));
    for (const f of req.files ?? []) form.append(f.field, new Blob([f.content], { type: f.type }), f.name);
    init.body = form;
  } else if (req.body !== undefined) {
    init.body = JSON.stringify(req.body);
    init.headers = { ...Object.fromEntries(new Headers(extra.headers)), 'Content-Type': 'application/json' };
  }
  return json(`${path}${qs}`, init);
}

async function callApi(id: string, req: SampleRequest = {}, site = '51'): Promise<Answer> {
  const call = callById.get(id);
  if (!call) throw new Error(`unknown call ${id}`);
  return send(call, req, {}, site);
}

/** Data of a successful call (fails the test otherwise). */
async function dataOf(id: string, req: SampleRequest = {}, site = '51'): Promise<unknown> {
  const a = await callApi(id, req, site);
  expect(a.body, `${id}: ${JSON.stringify(a.body).slice(0, 300)}`).toMatchObject({ success: true });
  return a.body.data;
}

async function demo(path: string, init: RequestInit = {}): Promise<unknown> {
  const res = await fetch(`${api.url}/__demo/${path}`, { ...init, headers: { 'Content-Type': 'application/json' } });
  const body: unknown = await res.json();
  return isRecord(body) ? body.data : undefined;
}

const sampleContext = (site: string): SampleContext => ({ demo: (p) => demo(p), call: (id, req) => dataOf(id, req, site) });

/** Each tenant's samples: site 51's for every call, site 52's where its data differ, minus the calls it has no data for. */
const SAMPLES_BY_SITE: Record<string, Record<string, CallSample>> = {
  '51': callSamples,
  '52': Object.fromEntries(Object.entries(site52Samples).filter(([id]) => !SITE_52_WITHOUT_DATA.includes(id))),
};

function list(v: unknown): Record<string, unknown>[] {
  return Array.isArray(v) ? v.filter(isRecord) : [];
}

function field(v: unknown, key: string): unknown {
  return isRecord(v) ? v[key] : undefined;
}

beforeEach(async () => {
  await demo('reset', { method: 'POST' });
});

describe('the contract is served whole', () => {
  it('every API call of calls.json has a handler and a sample, and nothing else', async () => {
    expect(missingHandlers(await loadContract())).toEqual([]);
    expect(Object.keys(callSamples).sort()).toEqual(apiCalls.map((c) => c.id).sort());
  });

  it('the demo accounts (users.json) follow the demo-user schema', () => {
    for (const user of list(fixture('users.json'))) expect(schemaErrors('entities/demo-user.schema.json', user)).toBeNull();
  });
});

describe.each(Object.keys(SAMPLES_BY_SITE))('site %s', (site) => {
  const samples = SAMPLES_BY_SITE[site]!;
  describe.each(apiCalls.filter((c) => c.id in samples).map((c) => [c.id, c] as const))('%s', (id, call) => {
    const sample = samples[id];

    it('answers the realistic request with success and schema-valid data', async () => {
      if (!sample) throw new Error(`no sample for ${id}`);
      const req = typeof sample.ok === 'function' ? await sample.ok(sampleContext(site)) : sample.ok;
      const a = await send(call, req, {}, site);
      expect(a.body, JSON.stringify(a.body).slice(0, 500)).toMatchObject({ success: true });
      expect(a.status).toBeLessThan(300);
      expect(schemaErrors('envelope.schema.json', a.body)).toBeNull();
      expect(schemaErrors(call.response, a.body.data)).toBeNull();
    });

    it('answers the bad request with a schema-valid error envelope', async () => {
      if (!sample) throw new Error(`no sample for ${id}`);
      const a = await send(call, sample.bad, {}, site);
      expect(a.status, JSON.stringify(a.body)).toBe(sample.bad.status);
      expect(a.body.success).toBe(false);
      expect(schemaErrors('error-envelope.schema.json', a.body)).toBeNull();
      expect(String(a.body.message)).not.toBe('');
    });
  });
});

// Site 52 has English content (fixtures/sites/52/en_GB/): its answers in English keep the contract.
describe('site 52 in English (userLang en_GB)', () => {
  const samples = SAMPLES_BY_SITE['52']!;
  it.each(apiCalls.filter((c) => c.id in samples).map((c) => [c.id, c] as const))('%s answers schema-valid', async (id, call) => {
    const sample = samples[id];
    if (!sample) throw new Error(`no sample for ${id}`);
    const req = typeof sample.ok === 'function' ? await sample.ok(sampleContext('52')) : sample.ok;
    // A page is found by its slug in the language asked for (`le-domaine` is `the-estate` in English).
    const english = id === 'getPage' || id === 'getComponentConf' ? { ...req, pathParams: { slug: 'the-estate' } } : req;
    const a = await send(call, english, { headers: { userLang: 'en_GB' } }, '52');
    expect(a.body, JSON.stringify(a.body).slice(0, 500)).toMatchObject({ success: true });
    expect(schemaErrors(call.response, a.body.data)).toBeNull();
  });
});

describe('site, session and roles', () => {
  it('refuses an unknown or missing site id', async () => {
    for (const site of ['999', null, '../51']) {
      const a = await json('/parameter', { site });
      expect(a.status).toBe(404);
      expect(a.body).toMatchObject({ success: false, message: 'Site inconnu' });
    }
  });

  it('answers 401 on /user without a valid token', async () => {
    for (const token of [undefined, 'jeton-invente']) {
      const a = await json('/user', token ? { token } : {});
      expect(a.status).toBe(401);
      expect(a.body).toMatchObject({ success: false, message: 'Vous devez être connecté.' });
    }
  });

  it('keeps /admin/* for administrators', async () => {
    const body = JSON.stringify({ html: '<h1>Accueil</h1>' });
    const headers = { 'Content-Type': 'application/json' };
    const anon = await json('/admin/page/1/layout/1/hash/check', { method: 'POST', body, headers });
    expect(anon.status).toBe(401);
    const member = await json('/admin/page/1/layout/1/hash/check', { method: 'POST', body, headers, token: await login('member') });
    expect(member.status).toBe(403);
    expect(member.body.message).toBe('Accès réservé aux administrateurs.');
    const admin = await json('/admin/page/1/layout/1/hash/check', { method: 'POST', body, headers, token: await login('admin') });
    expect(admin.status).toBe(200);
    expect(admin.body.success).toBe(true);
  });

  it('lets a registered user log in, see their profile, and not register twice', async () => {
    const reg = callSamples.register?.ok;
    if (!reg || typeof reg === 'function') throw new Error('register sample');
    await dataOf('register', reg);
    const creds = { email: 'lucas.bernard@exemple.fr', password: 'Vendee-2026' };
    const token = field(await dataOf('login', { body: creds }), 'token');
    expect(typeof token).toBe('string');
    const me = await json('/user', { token: String(token) });
    expect(me.body.data).toMatchObject({ email: 'lucas.bernard@exemple.fr', firstname: 'Lucas', role: 'USER' });
    expect(await dataOf('getLogged', {})).toBe(false);
    expect((await json('/logged', { token: String(token) })).body.data).toBe(true);
    const again = await callApi('register', reg);
    expect(again.status).toBe(409);
    expect(again.body.data).toMatchObject({ email: expect.stringContaining('existe déjà') });
  });

  it('says "Identifiant ou mot de passe incorrect." for a wrong password, with a French field-error shape on invalid input', async () => {
    const wrong = await callApi('login', { body: { email: 'marie.lefebvre@exemple.fr', password: 'massage-2026' } });
    expect(wrong.body).toMatchObject({ success: false, message: 'Identifiant ou mot de passe incorrect.' });
    const invalid = await callApi('register', { body: { email: 'pas-un-email', password: 'court' } });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('Certains champs sont invalides.');
    expect(invalid.body.data).toMatchObject({ email: 'Adresse e-mail invalide.', firstname: 'Ce champ est obligatoire.', password: 'Au moins 8 caractères.' });
  });

  it('changes the password (current one checked) and deletes the account', async () => {
    const token = await login('member');
    await dataOf('updatePassword', { as: 'member', body: { oldPassword: 'Massage-2026', password: 'Nouveau-2026', passwordConfirmation: 'Nouveau-2026' } });
    expect((await callApi('login', { body: CREDENTIALS.member })).body.success).toBe(false);
    const newToken = field(await dataOf('login', { body: { email: CREDENTIALS.member.email, password: 'Nouveau-2026' } }), 'token');
    const del = await json('/user', { method: 'DELETE', token: String(newToken) });
    expect(del.body.success).toBe(true);
    expect((await json('/user', { token })).status).toBe(401);
    expect((await callApi('login', { body: { email: CREDENTIALS.member.email, password: 'Nouveau-2026' } })).body.success).toBe(false);
  });

  it('resets a forgotten password with the token it logged', async () => {
    await dataOf('askPasswordReset', { body: { email: 'marie.lefebvre@exemple.fr' } });
    const tokens = list(await demo('reset-tokens'));
    expect(tokens).toHaveLength(1);
    expect(logLines.some((l) => l.includes(String(tokens[0]?.token)))).toBe(true);
    await dataOf('resetPassword', { body: { token: tokens[0]?.token, password: 'Printemps-2026', passwordConfirmation: 'Printemps-2026' } });
    expect((await callApi('login', { body: CREDENTIALS.member })).body.success).toBe(false);
    expect((await callApi('login', { body: { email: CREDENTIALS.member.email, password: 'Printemps-2026' } })).body.success).toBe(true);
    const reused = await callApi('resetPassword', { body: { token: tokens[0]?.token, password: 'Encore-2026', passwordConfirmation: 'Encore-2026' } });
    expect(reused.status).toBe(400);
  });

  it('keeps profile and newsletter changes for later reads', async () => {
    await dataOf('updateUser', { as: 'member', body: { firstname: 'Marie', lastname: 'Lefebvre-Martin', phone: '06 98 76 54 32' } });
    expect(await dataOf('getUser', { as: 'member' })).toMatchObject({ lastname: 'Lefebvre-Martin', phone: '06 98 76 54 32' });
    await dataOf('updateNewsletterSubscription', { as: 'member', body: { subscribed: true, lists: [2, 3] } });
    expect(await dataOf('getNewsletterSubscription', { as: 'member' })).toEqual({ subscribed: true, lists: [2, 3] });
    const unknownList = await callApi('updateNewsletterSubscription', { as: 'member', body: { subscribed: true, lists: [42] } });
    expect(unknownList.status).toBe(400);
  });
});

describe('writes change later reads', () => {
  it('an order takes its quantities out of stock', async () => {
    const before = list(await dataOf('refreshQuantities', { body: { products: [{ id: 11 }, { id: 23 }] } }));
    const order = await callApi('createOrder', { body: deliveryOrder });
    expect(order.status).toBe(201);
    expect(order.body.data).toMatchObject({ status: 'PENDING_PAYMENT', reference: expect.stringMatching(/^CMD-\d{4}-0001$/) });
    const after = list(await dataOf('refreshQuantities', { body: { products: [{ id: 11 }, { id: 23 }] } }));
    expect(Number(after[0]?.quantity)).toBe(Number(before[0]?.quantity) - 2);
    expect(Number(after[1]?.quantity)).toBe(Number(before[1]?.quantity) - 1);
    const product = await dataOf('getProduct', { pathParams: { id: 6 } });
    const declination = list(field(product, 'declinations')).find((d) => d.id === 11);
    expect(declination?.quantity).toBe(after[0]?.quantity);
  });

  it('refuses a cart asking for more than the stock, naming the product', async () => {
    const [lavender] = list(await dataOf('refreshQuantities', { body: { products: [{ id: 11 }] } }));
    const tooMuch = await callApi('validateOrder', { body: { products: [{ id: 11, quantity: Number(lavender?.quantity) + 1 }] } });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toContain('Huile de massage relaxante lavande bio');
    expect(tooMuch.body.message).toContain('Stock insuffisant');
    const soldOut = await callApi('createOrder', { body: { ...deliveryOrder, products: [{ id: 18, quantity: 1 }] } });
    expect(soldOut.body).toMatchObject({ success: false, message: expect.stringContaining('n’est plus disponible') });
  });

  it('records element registrations and lowers the remaining places', async () => {
    const before = await dataOf('getElement', { pathParams: { route: 'ateliers', id: 1 } });
    const remaining = Number(field(before, 'remaining'));
    const who = { firstname: 'Julie', lastname: 'Renaud', email: 'julie.renaud@exemple.fr' };
    await dataOf('registerForElement', { pathParams: { route: 'ateliers', id: 1 }, body: { ...who, places: 1 } });
    expect(field(await dataOf('getElement', { pathParams: { route: 'ateliers', id: 1 } }), 'remaining')).toBe(remaining - 1);
    const tooMany = await callApi('registerForElement', { pathParams: { route: 'ateliers', id: 1 }, body: { ...who, places: remaining } });
    expect(tooMany.body).toMatchObject({ success: false, message: expect.stringContaining('Il ne reste que') });
    const closed = await callApi('registerForElement', { pathParams: { route: 'ateliers', id: 2 }, body: who });
    expect(closed.body.message).toContain('Les inscriptions sont fermées');
  });

  it('checks form submissions field by field and keeps the accepted ones with their files', async () => {
    const bad = await callApi('submitForm', {
      pathParams: { id: 1 },
      body: { values: { company: 'Atlantique Logistique', email: 'thomas.giraud', headcount: '5000' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toMatchObject({ email: 'Adresse e-mail invalide.', headcount: 'Choisissez une des options proposées.', consent: expect.any(String) });
    const ok = callSamples.submitForm?.ok;
    if (!ok || typeof ok === 'function') throw new Error('submitForm sample');
    await dataOf('submitForm', ok);
    const writes = list(await demo('writes'));
    expect(writes[0]?.formSubmissions).toEqual([
      expect.objectContaining({ idForm: 1, files: [expect.objectContaining({ field: 'images', name: 'cahier-des-charges.pdf' })] }),
    ]);
  });

  it('stores a layout preview hash: the same HTML is then unchanged', async () => {
    const html = '<main><h1>Prendre une heure pour soi</h1></main>';
    const first = await dataOf('checkLayoutHash', { as: 'admin', pathParams: { idPage: 1, idLayout: 2 }, body: { html } });
    expect(first).toMatchObject({ changed: true, hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    await dataOf('uploadLayoutPreview', {
      as: 'admin',
      pathParams: { idPage: 1, idLayout: 2 },
      body: { hash: field(first, 'hash') },
      files: [{ field: 'image', name: 'apercu.png', type: 'image/png', content: pngPixel }],
    });
    expect(await dataOf('checkLayoutHash', { as: 'admin', pathParams: { idPage: 1, idLayout: 2 }, body: { html } })).toMatchObject({ changed: false });
    expect(await dataOf('checkLayoutHash', { as: 'admin', pathParams: { idPage: 1, idLayout: 2 }, body: { html: `${html} ` } })).toMatchObject({
      changed: true,
    });
    // The preview is kept as the PNG it is: listed with its size, served by the test surface.
    const writes = list(await demo('writes'));
    expect(writes[0]?.previews).toEqual([
      expect.objectContaining({ layout: '1/2', png: { width: 1, height: 1 }, file: expect.objectContaining({ type: 'image/png' }) }),
    ]);
    const image = await fetch(`${api.url}/__demo/previews/0`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(pngPixel);
  });

  it('refuses a layout preview that is not a PNG image', async () => {
    const answer = await callApi('uploadLayoutPreview', {
      as: 'admin',
      pathParams: { idPage: 1, idLayout: 1 },
      files: [{ field: 'image', name: 'apercu.png', type: 'image/png', content: 'pas une image' }],
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, data: { image: 'L’aperçu doit être une image PNG.' } });
  });

  it('logs ?from= visits for the test-control surface', async () => {
    await dataOf('logVisit', { pathParams: { from: 'flyer-salon-bien-etre' } });
    expect(await demo('visits')).toEqual([expect.objectContaining({ siteId: 51, from: 'flyer-salon-bien-etre' })]);
  });
});

describe('prices, discounts and shipping', () => {
  const order = (discountCode: string | null, products = deliveryOrder.products) => ({ body: { ...deliveryOrder, products, discountCode } });

  it('applies euro, percent and shipping-fee codes, never below 0', async () => {
    // 2 × 14.90 + 22.00 = 51.80 of products, under the 60 € free-shipping minimum: Colissimo 6.90.
    expect(await dataOf('computeDiscount', order(null))).toMatchObject({ subtotal: 51.8, shippingFees: 6.9, total: 58.7, discount: null });
    expect(await dataOf('computeDiscount', order('bienvenue10'))).toMatchObject({ subtotal: 46.62, shippingFees: 6.9, total: 53.52, value: 5.18 });
    expect(await dataOf('computeDiscount', order('CADEAU5'))).toMatchObject({ subtotal: 46.8, total: 53.7 });
    expect(await dataOf('computeDiscount', order('LIVRAISON'))).toMatchObject({ subtotal: 51.8, shippingFees: 0, total: 51.8 });
    expect(await dataOf('computeDiscount', order('CADEAU5', [{ id: 21, quantity: 1 }]))).toMatchObject({ subtotal: 0 });
    const unknown = await callApi('computeDiscount', order('NOEL2099'));
    expect(unknown.body).toMatchObject({ success: true, data: { discount: null }, message: expect.stringContaining('NOEL2099') });
    const refused = await callApi('createOrder', order('NOEL2099'));
    expect(refused.body.data).toMatchObject({ discountCode: expect.stringContaining('NOEL2099') });
  });

  it('prices carriers by destination and free-shipping minimum', async () => {
    const fees = (products: { idProduct: number; quantity: number }[], country = 'FR') =>
      dataOf('calculateShippingFees', { body: { products, postalCode: country === 'FR' ? '85150' : '1000', country } });
    const small = list(await fees([{ idProduct: 11, quantity: 1 }]));
    expect(small.map((c) => [c.id, c.price])).toEqual([
      [1, 6.9],
      [2, 4.5],
      [3, 2.5],
    ]);
    expect(list(await fees([{ idProduct: 23, quantity: 3 }])).every((c) => c.price === 0)).toBe(true);
    expect(list(await fees([{ idProduct: 1, quantity: 1 }])).every((c) => c.price === 0)).toBe(true);
    expect(list(await fees([{ idProduct: 11, quantity: 1 }], 'BE')).map((c) => [c.id, c.price])).toEqual([[4, 14.5]]);
    const nowhere = await callApi('calculateShippingFees', { body: { products: [{ idProduct: 11, quantity: 1 }], postalCode: '10001', country: 'US' } });
    expect(nowhere.body).toMatchObject({ success: false, message: 'Nous ne livrons pas dans ce pays.' });
  });

  it("books a pickup relay by its service code at the carrier's price, and refuses a stale price", async () => {
    const accessPoint = list(fixture('access-points.json'))[0];
    const pickup = {
      ...deliveryOrder,
      delivery: { type: 'PICKUP' },
      idCarrier: null,
      serviceName: 'Mondial Relay — point relais',
      serviceCode: 'MR_24R',
      accessPoint,
      address: { ...deliveryOrder.address, delivery: null },
    };
    const booked = await callApi('createOrder', { body: { ...pickup, servicePrice: 4.5 } });
    expect(booked.body).toMatchObject({ success: true, data: { shippingFees: 4.5, total: 56.3 } });
    const stale = await callApi('createOrder', { body: { ...pickup, servicePrice: 1 } });
    expect(stale.body).toMatchObject({ success: false, data: { servicePrice: expect.stringContaining('prix') } });
  });

  it('filters company addresses by their type (click-and-collect places, registered office)', async () => {
    const ids = async (type: string) => list(await dataOf('getCompanyAddress', { query: { type } })).map((a) => a.id);
    expect(await ids('CLICK_AND_COLLECT')).toEqual([1, 2]);
    expect(await ids('HEAD_OFFICE')).toEqual([1]);
    expect(await ids('BILLING')).toEqual([]);
  });

  it('checks click-and-collect slots against the place and the weekday', async () => {
    const cc = { ...deliveryOrder, delivery: { type: 'CLICK_AND_COLLECT' }, idCarrier: null, idAddress: 1, idSchedule: 1 };
    const tuesday = await callApi('createOrder', { body: { ...cc, dateSchedule: nextWeekday(2) } });
    expect(tuesday.body).toMatchObject({ success: true, data: { shippingFees: 0, total: 51.8 } });
    const wednesday = await callApi('createOrder', { body: { ...cc, dateSchedule: nextWeekday(3) } });
    expect(wednesday.body.data).toMatchObject({ idSchedule: 'Ce créneau n’est pas proposé ce jour-là.' });
  });
});

describe('site 52, the winemaker: the same API over its own data', () => {
  const W = '52';
  const fees = async (products: [number, number][]) => {
    const offers = list(
      await dataOf(
        'calculateShippingFees',
        { body: { products: products.map(([idProduct, quantity]) => ({ idProduct, quantity })), postalCode: '85470', country: 'FR' } },
        W,
      ),
    );
    return Object.fromEntries(offers.map((c) => [String(c.name), c.price]));
  };

  it('counts bottles for free shipping as SPEC §5 says: 12 bottles (half bottles half, boxes × their bottles, small boxes half) or 150 €', async () => {
    // 6 rosé 2025 (59.40 €) + 6 half bottles (35.40 €) = 9 bottles: shipping is paid.
    expect(
      await fees([
        [17, 6],
        [19, 6],
      ]),
    ).toMatchObject({ 'Colissimo — livraison à domicile': 14.9, 'Mondial Relay — point relais': 9.9 });
    // + a small box of 3 half bottles (1.5) = 10.5 → 10, still paid (113.30 €).
    expect(
      await fees([
        [17, 6],
        [19, 6],
        [32, 1],
      ]),
    ).toMatchObject({ 'Colissimo — livraison à domicile': 14.9 });
    // + a carton of 3 = 13.5 → 13 ≥ 12: free although the amount (145.30 €) is under 150 €.
    expect(
      await fees([
        [17, 6],
        [19, 6],
        [32, 1],
        [30, 1],
      ]),
    ).toMatchObject({ 'Colissimo — livraison à domicile': 0, 'Mondial Relay — point relais': 0 });
    // Two cartons of 6 = 12 bottles.
    expect(await fees([[29, 2]])).toMatchObject({ 'Colissimo — livraison à domicile': 0 });
    // 7 bottles but 152 € (prestige carton + boxed magnum): free by amount.
    expect(
      await fees([
        [31, 1],
        [34, 1],
      ]),
    ).toMatchObject({ 'Colissimo — livraison à domicile': 0 });
    // A gift voucher travels by e-mail: nothing to ship, nothing to pay.
    expect(Object.values(await fees([[35, 1]])).every((price) => price === 0)).toBe(true);
  });

  it('sells vintages by 6 and magnums by 1, and refuses what is out of stock', async () => {
    expect(
      (
        await callApi(
          'validateOrder',
          {
            body: {
              products: [
                { id: 1, quantity: 12 },
                { id: 4, quantity: 1 },
                { id: 29, quantity: 1 },
              ],
            },
          },
          W,
        )
      ).body.success,
    ).toBe(true);
    const five = await callApi('validateOrder', { body: { products: [{ id: 1, quantity: 5 }] } }, W);
    expect(five.body).toMatchObject({ success: false, message: expect.stringContaining('par multiple de 6') });
    const soldOut = await callApi('validateOrder', { body: { products: [{ id: 8, quantity: 6 }] } }, W);
    expect(soldOut.body).toMatchObject({ success: false, message: expect.stringContaining('n’est plus disponible') });
    const tooMany = await callApi('validateOrder', { body: { products: [{ id: 9, quantity: 4 }] } }, W);
    expect(tooMany.body).toMatchObject({ success: false, message: expect.stringContaining('3 disponible') });
  });

  it('takes a click-and-collect order at the caveau on an opening day, and lowers the stock of what was bought', async () => {
    const cc = {
      ...winemakerDeliveryOrder,
      delivery: { type: 'CLICK_AND_COLLECT' },
      idCarrier: null,
      idAddress: 1,
      idSchedule: 1,
      address: { ...winemakerDeliveryOrder.address, delivery: null },
    };
    const sunday = await callApi('createOrder', { body: { ...cc, dateSchedule: nextWeekday(7) } }, W);
    expect(sunday.body.data).toMatchObject({ idSchedule: 'Ce créneau n’est pas proposé ce jour-là.' });
    const tuesday = await callApi('createOrder', { body: { ...cc, dateSchedule: nextWeekday(2) } }, W);
    // 6 × 11.90 + 6 × 6.50, nothing to pay for shipping.
    expect(tuesday.body).toMatchObject({ success: true, data: { shippingFees: 0, total: 110.4 } });
    const stock = list(await dataOf('refreshQuantities', { body: { products: [{ id: 1 }, { id: 12 }] } }, W));
    expect(stock).toEqual([
      { id: 1, quantity: 234 },
      { id: 12, quantity: 42 },
    ]);
  });

  it('keeps tenants apart: accounts, tokens, orders and pages', async () => {
    expect((await callApi('login', { body: DEMO_ACCOUNTS['51']!.member }, W)).status).toBe(400);
    const token51 = await login('member', '51');
    expect((await json('/user', { site: W, token: token51 })).status).toBe(401);
    expect(field(await dataOf('getUser', { as: 'member' }, W), 'email')).toBe('paul.moreau@exemple.fr');
    await dataOf('createOrder', { body: { ...winemakerDeliveryOrder, idCarrier: 1 } }, W);
    const writes = list(await demo('writes'));
    expect(writes.find((w) => w.siteId === 52)?.orders).toHaveLength(1);
    expect(writes.find((w) => w.siteId === 51)?.orders ?? []).toHaveLength(0);
    expect((await callApi('getPage', { pathParams: { slug: 'qui-suis-je' } }, W)).status).toBe(404);
    expect(field(await dataOf('getSiteInfo', {}, W), 'isWinemaker')).toBe(true);
    expect(field(await dataOf('getSiteInfo'), 'isWinemaker')).toBe(false);
  });

  it("has no blog (empty lists, clear 404s) and its own tastings and tours to book, never site 51's massages", async () => {
    expect(await dataOf('getBlogFolders', {}, W)).toEqual([]);
    expect(field(await dataOf('getBlogFolderList', {}, W), 'total')).toBe(0);
    const blog = await callApi('getBlog', { pathParams: { id: '1' } }, W);
    expect(blog).toMatchObject({ status: 404, body: { success: false } });
    expect(await dataOf('getServices', {}, W)).toMatchObject({
      services: [{ title: 'Dégustation commentée' }, { title: 'Visite des chais et dégustation' }],
      total: 2,
    });
    expect(field(await dataOf('getExternalAppConfig', { pathParams: { app: 'booking' } }, W), 'enabled')).toBe(true);
    const asked = site52Samples.getBookingAvailability!.ok;
    const availability = await callApi('getBookingAvailability', typeof asked === 'function' ? await asked(sampleContext(W)) : asked, W);
    expect(availability.body).toMatchObject({ success: true });
  });
});

describe('list queries filter, sort and page for real', () => {
  const products = list(fixture('products.json'));

  it('filters by equality lists, difference, like (accent/case-insensitive) and comparisons', async () => {
    const byKind = list(field(await dataOf('getProducts', { query: { kind: 'OIL,CANDLE' } }), 'products'));
    expect(byKind.length).toBe(products.filter((p) => p.kind === 'OIL' || p.kind === 'CANDLE').length);
    expect(byKind.every((p) => p.kind === 'OIL' || p.kind === 'CANDLE')).toBe(true);
    const notOil = list(field(await dataOf('getProducts', { query: { kind: 'df:OIL' } }), 'products'));
    expect(notOil.length).toBe(products.length - products.filter((p) => p.kind === 'OIL').length);
    const like = list(field(await dataOf('getProducts', { query: { name: 'lk:RECUPERATION' } }), 'products'));
    expect(like.map((p) => p.name)).toEqual(['Huile de massage récupération à l’arnica']);
    const search = list(field(await dataOf('getProducts', { query: { search: 'lavande' } }), 'products'));
    expect(search.map((p) => p.id)).toContain(6);
    expect(search.every((p) => JSON.stringify(p).toLowerCase().includes('lavande'))).toBe(true);
    expect(search.length).toBeLessThan(products.length);
    const services = list(field(await dataOf('getServices', { query: { tag: 'sport' } }), 'services'));
    expect(services.length).toBeGreaterThan(0);
    expect(services.length).toBe(list(fixture('services.json')).filter((s) => Array.isArray(s.tags) && s.tags.includes('sport')).length);
    // Event dates come back to their occurrence around the API's today (fixtures/server/demo-dates.ts):
    // those written as upcoming start after it, the past one before it.
    const bound = new Date(Date.parse(CONTRACT_NOW)).toISOString();
    const upcoming = list(field(await dataOf('getElements', { pathParams: { route: 'ateliers' }, query: { startDate: `gte:${bound}` } }), 'elements'));
    expect(upcoming.every((e) => String(e.startDate) >= bound)).toBe(true);
    const ateliers = list(fixture('elements/ateliers.json'));
    expect(upcoming.length).toBe(ateliers.filter((e) => String(e.startDate) >= DEMO_DATA_TODAY).length);
    expect(upcoming.length).toBeLessThan(ateliers.length);
    const past = list(field(await dataOf('getElements', { pathParams: { route: 'ateliers' }, query: { startDate: `lt:${bound}` } }), 'elements'));
    expect(past.length).toBe(ateliers.length - upcoming.length);
  });

  it('sorts by orderBy (descending with "-") and pages with nbItem/page', async () => {
    const desc = list(field(await dataOf('getProducts', { query: { orderBy: '-price' } }), 'products')).map((p) => Number(p.price));
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const asc = list(field(await dataOf('getProducts', {}), 'products')).map((p) => Number(p.price));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const p1 = await dataOf('getProducts', { query: { nbItem: '4', page: '1' } });
    const p2 = await dataOf('getProducts', { query: { nbItem: '4', page: '2' } });
    const ids1 = list(field(p1, 'products')).map((p) => p.id);
    const ids2 = list(field(p2, 'products')).map((p) => p.id);
    expect(ids1).toHaveLength(4);
    expect(ids2).toHaveLength(4);
    expect(ids1.filter((id) => ids2.includes(id))).toEqual([]);
    expect(field(p1, 'total')).toBe(products.length);
    const blog = await dataOf('getBlogFolderList', { query: { nbItem: '2', page: '1' } });
    expect(list(field(blog, 'blogs'))).toHaveLength(2);
    expect(field(blog, 'total')).toBe(list(fixture('blogs.json')).length);
  });
});

describe('pages and content', () => {
  it('finds pages anywhere in the tree and serves an empty block list for a page without configuration', async () => {
    expect(await dataOf('getPage', { pathParams: { slug: 'massages-sportifs' } })).toMatchObject({ url: 'massages-sportifs', idParent: 5 });
    const conf = await dataOf('getComponentConf', { pathParams: { slug: 'precautions-et-contre-indications' } });
    expect(conf).toEqual({ slug: 'precautions-et-contre-indications', blocks: [] });
    const unknown = await callApi('getComponentConf', { pathParams: { slug: 'page-inconnue' } });
    expect(unknown.status).toBe(404);
  });

  it('answers an unknown path with a 404 envelope and allows cross-origin calls with credentials', async () => {
    const a = await json('/route/inconnue');
    expect(a).toMatchObject({ status: 404, body: { success: false } });
    const pre = await fetch(`${api.url}/user`, {
      method: 'OPTIONS',
      headers: {
        'Origin': 'http://localhost:5173',
        'Access-Control-Request-Method': 'PUT',
        'Access-Control-Request-Headers': 'idsite,userlang,authorization,content-type',
      },
    });
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(pre.headers.get('access-control-allow-credentials')).toBe('true');
    expect(pre.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idsite');
  });
});

describe('faults and latency', () => {
  it('injects HTTP 500, success:false, malformed JSON and timeouts per call, and resets them', async () => {
    await demo('faults', { method: 'POST', body: JSON.stringify({ faults: 'getPage=500,getParameters=envelope,getSiteInfo=malformed,getNews=timeout' }) });
    const page = await callApi('getPage', { pathParams: { slug: 'accueil' } });
    expect(page.status).toBe(500);
    expect(schemaErrors('error-envelope.schema.json', page.body)).toBeNull();
    const params = await callApi('getParameters');
    expect(params).toMatchObject({ status: 200, body: { success: false } });
    const info = await raw('/site/info');
    expect(info.status).toBe(200);
    await expect(info.json()).rejects.toThrow();
    const started = Date.now();
    await expect(raw('/news', { signal: AbortSignal.timeout(300) })).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await callApi('getCountries')).body.success).toBe(true);

    const badSpec = await fetch(`${api.url}/__demo/faults`, { method: 'POST', body: JSON.stringify({ faults: 'getPage=explose' }) });
    expect(badSpec.status).toBe(400);
    await demo('reset', { method: 'POST' });
    expect((await callApi('getPage', { pathParams: { slug: 'accueil' } })).body.success).toBe(true);
  });

  it('delays every answer by the configured latency', async () => {
    await demo('latency', { method: 'POST', body: JSON.stringify({ ms: 300 }) });
    expect((await callApi('getCountries')).ms).toBeGreaterThanOrEqual(290);
    await demo('reset', { method: 'POST' });
    expect((await callApi('getCountries')).ms).toBeLessThan(290);
  });

  it('reads DEMO_FAULTS and DEMO_LATENCY_MS from the environment (wildcard `*`)', async () => {
    vi.stubEnv('DEMO_FAULTS', '*=503');
    vi.stubEnv('DEMO_LATENCY_MS', '120');
    try {
      const app = await createDemoApi({ log: () => undefined });
      const started = Date.now();
      const res = await app.request('/countries', { headers: { idSite: '51' } });
      expect(res.status).toBe(503);
      expect(Date.now() - started).toBeGreaterThanOrEqual(110);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('the test surface /__demo/', () => {
  const paths = ['/__demo/reset-tokens', '/__demo/writes', '/__demo/visits', '/__demo/faults'];

  it('is off by default: every path answers 404, nothing leaks', async () => {
    const app = await createDemoApi({ log: () => undefined });
    for (const path of paths) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ success: false, data: null });
    }
    expect((await app.request('/__demo/faults', { method: 'POST', body: JSON.stringify({ faults: '*=500' }) })).status).toBe(404);
    expect((await app.request('/countries', { headers: { idSite: '51' } })).status).toBe(200);
  });

  it('is on with DEMO_TEST_SURFACE=1 or the testSurface option', async () => {
    vi.stubEnv('DEMO_TEST_SURFACE', '1');
    try {
      const app = await createDemoApi({ log: () => undefined });
      expect((await app.request('/__demo/reset-tokens')).status).toBe(200);
    } finally {
      vi.unstubAllEnvs();
    }
    const app = await createDemoApi({ log: () => undefined, testSurface: true });
    expect((await app.request('/__demo/writes')).status).toBe(200);
  });
});

describe('data problems are loud, never invented', () => {
  it('answers a 500 envelope for missing, unreadable or schema-invalid data files and records server bugs', async () => {
    const broken = await startDemoApi({
      port: 0,
      dataDir: new URL('../../fixtures/faulty/', import.meta.url).pathname,
      log: () => undefined,
      testSurface: true,
    });
    try {
      const get = async (p: string) => {
        const res = await fetch(`${broken.url}${p}`, { headers: { idSite: '51' } });
        const body: unknown = await res.json();
        return { status: res.status, body };
      };
      expect(await get('/news')).toMatchObject({ status: 500, body: { success: false, message: expect.stringContaining('absentes : sites/51/news.json') } });
      expect(await get('/v2/product')).toMatchObject({ status: 500, body: { success: false, message: expect.stringContaining('illisibles') } });
      expect(await get('/service')).toMatchObject({ status: 500, body: { success: false } });
      const errors = await fetch(`${broken.url}/__demo/errors`).then((r) => r.json());
      expect(JSON.stringify(errors)).toContain('getServices');
      expect(await get('/page/accueil')).toMatchObject({ status: 200, body: { success: true } });
    } finally {
      await broken.close();
    }
  });
});

describe('the Vite dev middleware', () => {
  it('serves the API under its mount path and passes everything else on', async () => {
    const handler = await createNodeHandler({ mountPath: '/api' });
    let passedOn = 0;
    const server: Server = createServer((req, res) => {
      void handler(req, res, () => {
        passedOn += 1;
        res.statusCode = 418;
        res.end('vite');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    try {
      const params: unknown = await fetch(`http://127.0.0.1:${port}/api/parameter`, { headers: { idSite: '51' } }).then((r) => r.json());
      expect(params).toMatchObject({ success: true });
      expect((await fetch(`http://127.0.0.1:${port}/src/main.tsx`)).status).toBe(418);
      expect((await fetch(`http://127.0.0.1:${port}/config.json`)).status).toBe(418);
      expect(passedOn).toBe(2);
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});

describe('payment methods (PAYMENT_METHOD): the order records its method and what it waits for', () => {
  it('site 52 (card, transfer, cheque): a transfer or a cheque leaves the order awaiting it; no method asked is a card', async () => {
    const transfer = await callApi('createOrder', { body: { ...winemakerDeliveryOrder, paymentMethod: 'TRANSFER' } }, '52');
    expect(transfer.status).toBe(201);
    expect(transfer.body.data).toMatchObject({ status: 'AWAITING_TRANSFER', payment: { method: 'TRANSFER', provider: 'none', clientSecret: null } });
    expect(transfer.body.message).toMatch(/enregistrée.: elle sera préparée dès réception de votre virement/u);
    const cheque = await callApi('createOrder', { body: { ...winemakerDeliveryOrder, paymentMethod: 'CHEQUE' } }, '52');
    expect(cheque.body.data).toMatchObject({ status: 'AWAITING_CHEQUE', payment: { method: 'CHEQUE' } });
    const card = await callApi('createOrder', { body: winemakerDeliveryOrder }, '52');
    expect(card.body.data).toMatchObject({
      status: 'PENDING_PAYMENT',
      payment: { method: 'STRIPE', provider: 'stripe', clientSecret: expect.stringMatching(/^pi_demo_/) },
    });
    const onSite = await callApi('createOrder', { body: { ...winemakerDeliveryOrder, paymentMethod: 'ON_SITE' } }, '52');
    expect(onSite).toMatchObject({ status: 400, body: { success: false, data: { paymentMethod: expect.stringContaining('pas proposé') } } });
    const unknown = await callApi('createOrder', { body: { ...winemakerDeliveryOrder, paymentMethod: 'PAYPAL' } }, '52');
    expect(unknown.status).toBe(400);
    const recorded = list(await demo('writes')).find((w) => w.siteId === 52)?.orders;
    expect(list(recorded).map((o) => field(o.order, 'status'))).toEqual(expect.arrayContaining(['AWAITING_TRANSFER', 'AWAITING_CHEQUE']));
  });

  it('site 51 (card, on collection): payment on collection only for a collected order', async () => {
    const home = await callApi('createOrder', { body: { ...deliveryOrder, paymentMethod: 'ON_SITE' } });
    expect(home).toMatchObject({ status: 400, body: { data: { paymentMethod: expect.stringContaining('retirée sur place') } } });
    const cc = { ...deliveryOrder, delivery: { type: 'CLICK_AND_COLLECT' }, idCarrier: null, idAddress: 1, idSchedule: 1, dateSchedule: nextWeekday(2) };
    const collected = await callApi('createOrder', { body: { ...cc, address: { ...cc.address, delivery: null }, paymentMethod: 'ON_SITE' } });
    expect(collected.body).toMatchObject({ success: true, data: { status: 'AWAITING_ON_SITE_PAYMENT', payment: { method: 'ON_SITE', provider: 'none' } } });
    expect(collected.body.message).toMatch(/vous la réglerez en la retirant/u);
    const transfer = await callApi('createOrder', { body: { ...deliveryOrder, paymentMethod: 'TRANSFER' } });
    expect(transfer.body.data).toMatchObject({ paymentMethod: expect.stringContaining('pas proposé') });
  });
});

describe('no server bug was seen', () => {
  it('has recorded no invalid response nor crash', async () => {
    expect(logLines.filter((l) => l.includes('SERVER BUG'))).toEqual([]);
  });
});
