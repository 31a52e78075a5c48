// @vitest-environment node
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createDemoApi } from '../../../fixtures/server/app';
import { signedEventRequest, type DemoChangeEvent } from '../../../fixtures/server/events';
import { parseTags, pathTag, purgeTagsOf, resourceOfPath, resourceTag, tagsHeaderValue, MAX_TAGS } from '@/lib/cache-tags';
import {
  applyChangeEvent,
  applyRelayedEvent,
  createChangeDispatcher,
  createEventReceiver,
  createEventsEndpoint,
  EVENTS_PATH,
  type VerifiedEvent,
} from './change-events';
import { createSiteDirectory } from './site-directory';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const target = { url: `http://vins.localhost${EVENTS_PATH}`, secret: SECRET };
const published: DemoChangeEvent = { type: 'content.published', data: { siteId: 52, tags: ['product/12'], paths: ['/boutique'] } };

describe('change events', () => {
  it('accepts a signed event once: a replay, a forged or stale one is refused and changes nothing', async () => {
    const receiver = createEventReceiver({ secret: SECRET });
    const ok = await receiver.receive(signedEventRequest(target, published, 'msg_1'));
    expect(ok).toEqual({ id: 'msg_1', event: published });
    const statusOf = async (request: Request) => {
      const answer = await receiver.receive(request);
      return answer instanceof Response ? answer.status : 'accepted';
    };
    expect(await statusOf(signedEventRequest(target, published, 'msg_1'))).toBe(401);
    expect(await statusOf(signedEventRequest({ ...target, secret: 'whsec_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }, published, 'msg_2'))).toBe(401);
    const sixMinutes = 6 * 60 * 1000;
    expect(await statusOf(signedEventRequest(target, published, 'msg_3', new Date(Date.now() - sixMinutes)))).toBe(401);
    expect(await statusOf(signedEventRequest(target, published, 'msg_4', new Date(Date.now() + sixMinutes)))).toBe(401);
    // The body changed after signing.
    const signed = signedEventRequest(target, published, 'msg_5');
    const tampered = new Request(signed.url, { method: 'POST', headers: signed.headers, body: JSON.stringify({ ...published, data: { siteId: 51 } }) });
    expect(await statusOf(tampered)).toBe(401);
    expect(await statusOf(new Request(target.url, { method: 'POST', body: JSON.stringify(published) }))).toBe(401);
    // Signed but not an event this endpoint knows.
    expect(await statusOf(signedEventRequest(target, { type: 'site.renamed', data: { siteId: 52 } } as unknown as DemoChangeEvent, 'msg_6'))).toBe(400);
    expect(await statusOf(signedEventRequest(target, published, 'msg_7'))).toBe('accepted');
  });

  it('refuses the replay of an event another process received (relayed id)', async () => {
    const receiver = createEventReceiver({ secret: SECRET });
    receiver.remember('msg_relayed');
    const answer = await receiver.receive(signedEventRequest(target, published, 'msg_relayed'));
    expect(answer instanceof Response && answer.status).toBe(401);
  });

  it('keeps a bounded replay memory', async () => {
    const receiver = createEventReceiver({ secret: SECRET, maxIds: 3 });
    for (const id of ['a', 'b', 'c', 'd']) expect(await receiver.receive(signedEventRequest(target, published, id))).toMatchObject({ id });
    // The most recent ids are still refused.
    const replay = await receiver.receive(signedEventRequest(target, published, 'd'));
    expect(replay instanceof Response && replay.status).toBe(401);
  });

  it('refuses a secret that is not a Standard Webhooks secret', () => {
    expect(() => createEventReceiver({ secret: 'motdepasse' })).toThrow(/whsec_/);
  });

  it('site.updated forgets the directory entry and purges the site; content.published purges what read the resource', async () => {
    const demo = await createDemoApi({ testSurface: true, log: () => undefined });
    let calls = 0;
    const tenants = await createSiteDirectory({
      url: 'http://annuaire.test',
      fetch: async (request) => {
        calls += 1;
        return demo.request(request.url.replace('http://annuaire.test', ''));
      },
    });
    const purged: string[][] = [];
    const targets = { tenants, purge: (tags: readonly string[]) => purged.push([...tags]) };
    await tenants.resolve(new URL('http://vins.localhost/'));
    await tenants.resolve(new URL('http://vins.localhost/'));
    expect(calls).toBe(1);
    const event = (await createEventReceiver({ secret: SECRET }).receive(
      signedEventRequest(target, { type: 'site.updated', data: { siteId: 52, hosts: ['vins.localhost'] } }),
    )) as VerifiedEvent;
    applyChangeEvent(event.event, targets);
    await tenants.resolve(new URL('http://vins.localhost/'));
    expect(calls).toBe(2);
    applyChangeEvent(published as VerifiedEvent['event'], targets);
    expect(purged).toEqual([['s52'], ['s52:r:product/12', 's52:r:product', 's52:p:/boutique']]);
  });
});

describe('the events endpoint', () => {
  it('acts here, tells the other processes and purges the CDN; a refused event does none of it', async () => {
    const receiver = createEventReceiver({ secret: SECRET });
    const forgotten: unknown[] = [];
    const purgedHere: string[][] = [];
    const relayed: string[] = [];
    const cdn: string[][] = [];
    const targets = {
      tenants: { resolve: () => ({ kind: 'unknown' as const }), list: () => [], forget: (change: unknown) => forgotten.push(change) },
      purge: (tags: readonly string[]) => purgedHere.push([...tags]),
    };
    const dispatch = createChangeDispatcher({
      targets,
      relay: ({ id }) => relayed.push(id),
      purgeCdn: async (tags) => {
        cdn.push([...tags]);
      },
      settleMs: 10,
    });
    const endpoint = createEventsEndpoint({ receiver, dispatch });
    const event = { type: 'site.deleted' as const, data: { siteId: 53, hosts: ['cave.localhost'] } };
    expect((await endpoint(signedEventRequest(target, event, 'msg_a'))).status).toBe(200);
    expect((await endpoint(signedEventRequest(target, event, 'msg_a'))).status).toBe(401);
    expect(forgotten).toEqual([{ siteId: 53, hosts: ['cave.localhost'] }]);
    expect(purgedHere).toEqual([['s53']]);
    expect(relayed).toEqual(['msg_a']);
    await vi.waitFor(() => expect(cdn).toEqual([['s53'], ['s53']]));

    // Another process relays an event: applied here, and its replay is refused here too.
    const other = createEventReceiver({ secret: SECRET });
    applyRelayedEvent(other, targets, 'msg_b', published);
    expect(purgedHere.at(-1)).toEqual(['s52:r:product/12', 's52:r:product', 's52:p:/boutique']);
    const replay = await other.receive(signedEventRequest(target, published, 'msg_b'));
    expect(replay instanceof Response && replay.status).toBe(401);
  });
});

describe('the demo API as the builder', () => {
  it('sends each change of its directory, signed, to the app', async () => {
    const receiver = createEventReceiver({ secret: SECRET });
    const received: unknown[] = [];
    const app = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const headers = new Headers(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
        void receiver.receive(new Request(target.url, { method: 'POST', headers, body: Buffer.concat(chunks) })).then((answer) => {
          received.push(answer instanceof Response ? answer.status : answer.event);
          response.end();
        });
      });
    });
    await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(app.address() as AddressInfo).port}${EVENTS_PATH}`;
      const demo = await createDemoApi({ testSurface: true, log: () => undefined, events: { url, secret: SECRET } });
      const add = await demo.request('/__demo/directory/hosts', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ siteId: 52, host: 'bücher.localhost' }),
      });
      expect(add.status).toBe(200);
      await vi.waitFor(() => expect(received).toEqual([{ type: 'site.updated', data: { siteId: 52, hosts: ['vins.localhost', 'xn--bcher-kva.localhost'] } }]));
    } finally {
      app.close();
    }
  });
});

describe('cache tags', () => {
  it('name the site, the page path and each resource; a resource purge takes its parents', () => {
    expect(pathTag(51, '/qui-suis-je')).toBe('s51:p:/qui-suis-je');
    expect(resourceTag(52, resourceOfPath('/v2/product/12'))).toBe('s52:r:product/12');
    expect(purgeTagsOf(52, { tags: ['component/conf/accueil'] })).toEqual(['s52:r:component/conf/accueil', 's52:r:component/conf', 's52:r:component']);
    expect(purgeTagsOf(52, { wholeSite: true })).toEqual(['s52']);
  });

  it('never hold a separator, and one response names at most MAX_TAGS of them', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        for (const tag of [pathTag(51, `/${text}`), resourceTag(51, text)]) {
          expect(tag).not.toMatch(/[\s,]/);
          expect(tag.length).toBeLessThanOrEqual(200);
          expect(parseTags(tag)).toEqual([tag]);
        }
      }),
    );
    const many = Array.from({ length: 300 }, (_, i) => resourceTag(52, `product/${i}`));
    const value = tagsHeaderValue(['s52', ...many]);
    expect(parseTags(value)).toEqual(['s52', 's52:r:product']);
    expect(parseTags(tagsHeaderValue(['s52', 's52', 's52:p:/']))).toEqual(['s52', 's52:p:/']);
    expect(MAX_TAGS).toBe(64);
  });
});
