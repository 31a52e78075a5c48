/**
 * The HTTP client against the real demo API (this file's own, on a free port): headers on every call, the three
 * error paths of SPEC §8, field errors, list queries. jsdom environment, so the token really comes
 * from `document.cookie`.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '@/api/client';
import { buildListQuery } from '@/lib/list-query';
import { ownDemoApi } from '@tests/support/own-demo-api';
import { apiFailure } from '@tests/support/api-failure';

// Its own demo API: this file resets it and injects faults, which must not reach other files.
const server = ownDemoApi();
const seen: { url: string; init: RequestInit }[] = [];
const recordingFetch: typeof fetch = async (input, init) => {
  seen.push({ url: String(input), init: init ?? {} });
  return fetch(input, init);
};

function client(overrides: Partial<Parameters<typeof createApiClient>[0]> = {}): ApiClient {
  return createApiClient({ apiUrl: server.url, siteId: 51, getLocale: () => 'fr_FR', fetch: recordingFetch, appOrigin: `${server.url}/`, ...overrides });
}

async function demo(path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(
    `${server.url}/__demo/${path}`,
    body === undefined ? {} : { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
  );
  return response.json();
}

function clearCookies(): void {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(async () => {
  seen.length = 0;
  clearCookies();
  await demo('reset', {});
});

function headersOf(i: number): Headers {
  return new Headers(seen[i]?.init.headers);
}

describe('headers', () => {
  it('sends the site id, the locale and JSON on every call, and no Authorization when logged out', async () => {
    const params = await client({ getLocale: () => 'fr_FR' }).call('getParameters');
    expect(params.length).toBeGreaterThan(5);
    const h = headersOf(0);
    expect(h.get('idSite')).toBe('51');
    expect(h.get('userLang')).toBe('fr_FR');
    expect(h.get('Accept')).toBe('application/json');
    expect(h.get('Authorization')).toBeNull();
  });

  it('sends the token cookie as Authorization after login, and /user answers for that user', async () => {
    const api = client();
    const login = await api.call('login', { body: { email: 'marie.lefebvre@exemple.fr', password: 'Massage-2026' } });
    expect(login.idSite).toBe(51);
    document.cookie = `token=${encodeURIComponent(login.token)}; Path=/`;
    const me = await api.call('getUser');
    expect(me.email).toBe('marie.lefebvre@exemple.fr');
    expect(headersOf(1).get('Authorization')).toBe(login.token);
    expect(headersOf(0).get('Content-Type')).toBe('application/json');
  });

  it('sends credentials only for same-host calls', async () => {
    await client({ appOrigin: `${server.url}/` }).call('getSiteInfo');
    await client({ appOrigin: 'https://www.autre-domaine.fr/' }).call('getSiteInfo');
    expect(seen[0]?.init.credentials).toBe('include');
    expect(seen[1]?.init.credentials).toBe('omit');
  });

  it('a tenant the API does not know gets an ApiError with the server message', async () => {
    const error = await apiFailure(client({ siteId: 999 }).call('getParameters'));
    expect(error.message).toMatch(/site/i);
  });
});

describe('errors (SPEC §8)', () => {
  it('success:false → the server message', async () => {
    await demo('faults', { faults: 'getParameters=envelope' });
    const error = await apiFailure(client().call('getParameters'));
    expect(error.status).toBe(200);
    expect(error.message.length).toBeGreaterThan(3);
    expect(error.message).not.toMatch(/inattendue/);
  });

  it('HTTP error → the message of the error body', async () => {
    await demo('faults', { faults: 'getSiteInfo=500' });
    const error = await apiFailure(client().call('getSiteInfo'));
    expect(error.status).toBe(500);
    expect(error.message).not.toMatch(/^Erreur 500/);
  });

  it('no response → the raw error, status 0', async () => {
    const api = createApiClient({ apiUrl: 'http://127.0.0.1:9', siteId: 51, getLocale: () => 'fr_FR' });
    const error = await apiFailure(api.call('getParameters'));
    expect(error.status).toBe(0);
    expect(error.message).toMatch(/fetch failed/i);
  });

  it('malformed JSON → a French error, not a crash', async () => {
    await demo('faults', { faults: 'getNews=malformed' });
    const error = await apiFailure(client().call('getNews'));
    expect(error.message).toBe('Réponse illisible du serveur.');
  });

  it('a timeout aborts the call', async () => {
    await demo('faults', { faults: 'getAlbums=timeout' });
    const error = await apiFailure(client({ timeoutMs: 300 }).call('getAlbums'));
    expect(error.status).toBe(0);
  });

  it('field errors of a rejected payload reach the caller', async () => {
    const error = await apiFailure(client().call('login', { body: { email: 'pas-un-email', password: '' } }));
    expect(error.status).toBe(400);
    expect(Object.keys(error.fieldErrors ?? {}).length).toBeGreaterThan(0);
  });
});

describe('list queries', () => {
  it('sends nbItem, page, orderBy and prefixed filters, skipping empty ones, and the API filters for real', async () => {
    const query = Object.fromEntries(
      buildListQuery({ nbItem: 2, page: 1, filters: { title: { type: 'like', value: 'massage' }, tags: { type: 'equal', value: '' } } }),
    );
    const news = await client().call('getNews', { query });
    const url = new URL(seen[0]?.url ?? '');
    expect(url.searchParams.get('nbItem')).toBe('2');
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.get('title')).toBe('lk:massage');
    expect(url.searchParams.has('tags')).toBe(false);
    expect(JSON.stringify(news)).toMatch(/massage/i);
  });
});
