// @vitest-environment node
/**
 * The page editor's calls on the demo API (issue 35), over real HTTP: admin only; drafts with
 * revisions (409 when stale); publishing checks every block with its own schema (422 naming block and
 * field) and is what visitors then read (GET /component/conf, GET /page); versions and restore; pages
 * created (SPEC §5 slug rule), published into the tree, changed, deleted; media (multipart); and all of
 * it kept in the state folder across a restart, until a reset.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDemoApi, type RunningDemoApi } from '@fixtures/server/main';
import { slugOf } from '@fixtures/server/handlers-editor';
import { summarize } from '@fixtures/server/content-state';
import { pngPixel } from './call-samples';

const stateDir = mkdtempSync(path.join(os.tmpdir(), 'vitrine-editor-state-'));
const events: string[] = [];
let api: RunningDemoApi;

function start(): Promise<RunningDemoApi> {
  return startDemoApi({
    port: 0,
    log: () => undefined,
    testSurface: true,
    stateDir,
    onChange: (e) => events.push(`${e.type} ${e.siteId} ${e.slug ?? ''}`.trim()),
  });
}

beforeAll(async () => {
  api = await start();
});
afterAll(async () => {
  await api.close();
  rmSync(stateDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await fetch(`${api.url}/__demo/reset`, { method: 'POST' });
  events.length = 0;
});

interface Answer {
  status: number;
  success: boolean;
  data: Record<string, unknown>;
  message: string;
}

async function call(method: string, url: string, options: { token?: string; body?: unknown; form?: FormData; site?: string } = {}): Promise<Answer> {
  const headers: Record<string, string> = { idSite: options.site ?? '51', userLang: 'fr_FR' };
  if (options.token) headers.Authorization = options.token;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${api.url}${url}`, {
    method,
    headers,
    body: options.form ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const json = (await res.json()) as { success: boolean; data: Record<string, unknown> | null; message: string };
  return { status: res.status, success: json.success, data: json.data ?? {}, message: json.message };
}

async function login(email: string, password: string): Promise<string> {
  const a = await call('POST', '/login', { body: { email, password } });
  return String(a.data.token);
}
const admin = () => login('admin@vitrine-demo.fr', 'Admin-2026');
const member = () => login('marie.lefebvre@exemple.fr', 'Massage-2026');

const heading = (id: string, text: string) => ({ id, component: 'heading', props: { text, level: 2 } });

describe('the page editor’s calls', () => {
  it('are for administrators only: 403 for a member, 401 for a visitor, enforced by the API', async () => {
    const token = await member();
    for (const [method, url] of [
      ['GET', '/admin/component/conf/qui-suis-je/draft'],
      ['PUT', '/admin/component/conf/qui-suis-je/draft'],
      ['POST', '/admin/component/conf/qui-suis-je/publish'],
      ['GET', '/admin/component/conf/qui-suis-je/versions'],
      ['POST', '/admin/component/conf/qui-suis-je/versions/1/restore'],
      ['GET', '/admin/page'],
      ['POST', '/admin/page'],
      ['PUT', '/admin/page/3'],
      ['DELETE', '/admin/page/3'],
      ['POST', '/admin/media'],
      ['GET', '/admin/media'],
    ] as const) {
      expect((await call(method, url, { token })).status, `${method} ${url}`).toBe(403);
      expect((await call(method, url)).status, `${method} ${url}`).toBe(401);
    }
  });

  it('saves drafts by revision (409 when stale), publishes what visitors then read, and counts versions', async () => {
    const token = await admin();
    const first = await call('GET', '/admin/component/conf/qui-suis-je/draft', { token });
    expect(first.data).toMatchObject({ slug: 'qui-suis-je', revision: 0, isDraft: false, publishedVersion: 1 });
    const original = first.data.blocks as unknown[];
    expect(original).toHaveLength(6);

    const blocks = [heading('nouveau-titre', 'Mon parcours en trois dates'), ...original];
    const saved = await call('PUT', '/admin/component/conf/qui-suis-je/draft', { token, body: { revision: 0, blocks } });
    expect(saved.data).toMatchObject({ revision: 1, isDraft: true, savedBy: 'Maëlle Guérin' });
    // Another tab still at revision 0: refused, in French, nothing overwritten.
    const stale = await call('PUT', '/admin/component/conf/qui-suis-je/draft', { token, body: { revision: 0, blocks: [] } });
    expect(stale.status).toBe(409);
    expect(stale.message).toMatch(/Quelqu’un a enregistré cette page/u);
    expect((await call('GET', '/admin/component/conf/qui-suis-je/draft', { token })).data.blocks).toHaveLength(7);
    // Visitors still see version 1 until it is published.
    expect(((await call('GET', '/component/conf/qui-suis-je')).data.blocks as unknown[]).length).toBe(6);

    expect((await call('POST', '/admin/component/conf/qui-suis-je/publish', { token, body: { revision: 0 } })).status).toBe(409);
    const published = await call('POST', '/admin/component/conf/qui-suis-je/publish', { token, body: { revision: 1 } });
    expect(published.status).toBe(200);
    expect(published.data).toMatchObject({ number: 2, by: 'Maëlle Guérin', summary: '1 bloc ajouté.' });
    expect(events).toEqual(['content.published 51 qui-suis-je']);
    expect((await call('GET', '/component/conf/qui-suis-je')).data.blocks).toEqual(blocks);

    const versions = (await call('GET', '/admin/component/conf/qui-suis-je/versions', { token })).data.versions as Record<string, unknown>[];
    expect(versions.map((v) => [v.number, v.by, v.summary])).toEqual([
      [2, 'Maëlle Guérin', '1 bloc ajouté.'],
      [1, 'Données de démonstration', 'Version d’origine.'],
    ]);

    // Version 1 back into the draft (a new revision), then published again: visitors see the original.
    const restored = await call('POST', '/admin/component/conf/qui-suis-je/versions/1/restore', { token });
    expect(restored.data).toMatchObject({ revision: 2, isDraft: true, publishedVersion: 2 });
    expect(restored.data.blocks).toEqual(original);
    const again = await call('POST', '/admin/component/conf/qui-suis-je/publish', { token, body: { revision: 2 } });
    expect(again.data).toMatchObject({ number: 3, summary: '1 bloc retiré.' });
    expect((await call('GET', '/component/conf/qui-suis-je')).data.blocks).toEqual(original);
  });

  it('refuses to publish an invalid block with 422, naming the block and the field, with the block’s own schema', async () => {
    const token = await admin();
    const blocks = [
      { id: 'vide', component: 'heading', props: { text: '' } },
      { id: 'photo', component: 'image', props: { src: 'pas une adresse', alt: 'Le studio', width: 800, height: 500 } },
      { id: 'ok', component: 'heading', props: { text: 'Bien' } },
      { id: 'mystere', component: 'carrousel', props: {} },
    ];
    await call('PUT', '/admin/component/conf/qui-suis-je/draft', { token, body: { revision: 0, blocks } });
    const refused = await call('POST', '/admin/component/conf/qui-suis-je/publish', { token, body: { revision: 1 } });
    expect(refused.status).toBe(422);
    expect(refused.message).toBe('Publication refusée : 3 blocs sont invalides.');
    expect(refused.data).toEqual({
      'vide/text': 'Ce champ est obligatoire.',
      'photo/src': 'Format invalide.',
      'mystere/_component': 'Bloc inconnu : carrousel.',
    });
    expect(events).toEqual([]);
    expect(((await call('GET', '/component/conf/qui-suis-je')).data.blocks as unknown[]).length).toBe(6);
  });

  it('creates a page by the SPEC §5 slug rule, unseen by visitors until its first publication puts it in the tree', async () => {
    const token = await admin();
    const created = await call('POST', '/admin/page', { token, body: { title: 'Séances « œuvre » en duo !', idParent: 2, showInMenu: true } });
    expect(created.status).toBe(200);
    expect(created.data).toMatchObject({ url: 'seances-oeuvre-en-duo', idParent: 2, type: 'PAGE', showInMenu: true, title: 'Séances « œuvre » en duo !' });
    const id = Number(created.data.id);
    expect(
      (await call('POST', '/admin/page', { token, body: { title: 'Autre', url: 'Séances œuvre en duo', idParent: null, showInMenu: false } })).data,
    ).toEqual({
      url: 'L’adresse « seances-oeuvre-en-duo » est déjà celle d’une autre page.',
    });

    const tree = async () => JSON.stringify((await call('GET', '/page')).data);
    expect(await tree()).not.toContain('seances-oeuvre-en-duo');
    expect((await call('GET', '/page/seances-oeuvre-en-duo')).status).toBe(404);
    expect((await call('GET', '/admin/page', { token })).data.unpublished).toEqual([id]);

    const draft = await call('GET', '/admin/component/conf/seances-oeuvre-en-duo/draft', { token });
    expect(draft.data).toMatchObject({ blocks: [], revision: 0, publishedVersion: 0 });
    await call('PUT', '/admin/component/conf/seances-oeuvre-en-duo/draft', { token, body: { revision: 0, blocks: [heading('intro', 'À deux, c’est mieux')] } });
    const first = await call('POST', '/admin/component/conf/seances-oeuvre-en-duo/publish', { token, body: { revision: 1 } });
    expect(first.data).toMatchObject({ number: 1, summary: 'Première publication.' });
    expect(events).toEqual(['content.published 51 seances-oeuvre-en-duo', 'site.updated 51']);
    expect(await tree()).toContain('"url":"seances-oeuvre-en-duo"');
    expect((await call('GET', '/component/conf/seances-oeuvre-en-duo')).data.blocks).toEqual([heading('intro', 'À deux, c’est mieux')]);

    // Renamed and moved to the top level, then deleted: the old address is gone each time.
    const moved = await call('PUT', `/admin/page/${id}`, { token, body: { url: 'duo', idParent: null } });
    expect(moved.data).toMatchObject({ url: 'duo', idParent: null });
    expect((await call('GET', '/component/conf/duo')).data.blocks).toEqual([heading('intro', 'À deux, c’est mieux')]);
    expect((await call('GET', '/component/conf/seances-oeuvre-en-duo')).status).toBe(404);
    expect((await call('PUT', `/admin/page/2`, { token, body: { idParent: 3 } })).data).toEqual({
      idParent: 'Une page ne peut pas être rangée sous elle-même ni sous ses sous-pages.',
    });
    expect((await call('DELETE', `/admin/page/${id}`, { token })).status).toBe(200);
    expect(await tree()).not.toContain('"url":"duo"');
    expect((await call('DELETE', '/admin/page/1', { token })).status).toBe(409);
  });

  it('keeps uploaded images (PNG checked by its bytes) and serves them; refuses what is not an image', async () => {
    const token = await admin();
    const form = new FormData();
    form.append('image', new Blob([pngPixel], { type: 'image/png' }), 'studio.png');
    const uploaded = await call('POST', '/admin/media', { token, form });
    expect(uploaded.data).toMatchObject({ id: 1, url: '/media/51/1.png', name: 'studio.png', type: 'image/png', width: 1, height: 1 });
    const file = await fetch(`${api.url}/media/51/1.png`);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(pngPixel);
    expect(((await call('GET', '/admin/media', { token })).data.media as unknown[]).length).toBe(1);

    const text = new FormData();
    text.append('image', new Blob(['bonjour'], { type: 'image/png' }), 'faux.png');
    const refused = await call('POST', '/admin/media', { token, form: text });
    expect(refused.status).toBe(400);
    expect(refused.data).toEqual({ image: 'Seules les images PNG, JPEG et SVG sont acceptées.' });
  });

  it('keeps published pages, drafts and images across a restart of the API, until a reset', async () => {
    const token = await admin();
    await call('PUT', '/admin/component/conf/qui-suis-je/draft', { token, body: { revision: 0, blocks: [heading('seul', 'Un seul bloc')] } });
    await call('POST', '/admin/component/conf/qui-suis-je/publish', { token, body: { revision: 1 } });
    const form = new FormData();
    form.append('image', new Blob([pngPixel], { type: 'image/png' }), 'studio.png');
    await call('POST', '/admin/media', { token, form });

    await api.close();
    api = await start();
    expect((await call('GET', '/component/conf/qui-suis-je')).data.blocks).toEqual([heading('seul', 'Un seul bloc')]);
    const again = await admin();
    expect((await call('GET', '/admin/component/conf/qui-suis-je/versions', { token: again })).data.versions).toHaveLength(2);
    expect((await fetch(`${api.url}/media/51/1.png`)).status).toBe(200);

    await fetch(`${api.url}/__demo/reset`, { method: 'POST' });
    expect((await call('GET', '/component/conf/qui-suis-je')).data.blocks).toHaveLength(6);
    expect((await fetch(`${api.url}/media/51/1.png`)).status).toBe(404);
  });
});

describe('helpers of the editor’s calls', () => {
  it('makes slugs by SPEC §5: accents folded, ASCII letters and digits, one hyphen per run', () => {
    expect(slugOf('  Massages en Vendée — 2026 !  ')).toBe('massages-en-vendee-2026');
    expect(slugOf('Cœur & Æther straße')).toBe('coeur-aether-strasse');
  });

  it('summarises what changed between two versions in French', () => {
    const a = [heading('a', 'A'), heading('b', 'B')];
    expect(summarize(a, a)).toBe('Aucun changement.');
    expect(summarize(a, [heading('b', 'B'), heading('a', 'A')])).toBe('ordre des blocs changé.');
    expect(summarize(a, [heading('a', 'A2'), heading('c', 'C'), heading('d', 'D')])).toBe('2 blocs ajoutés, 1 bloc modifié, 1 bloc retiré.');
  });
});
