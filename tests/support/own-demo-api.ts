/**
 * A demo API of this test file's own (port 0), for files that reset it, inject faults or read its
 * logs: what they do cannot reach the other files running at the same time, and what those write
 * cannot disturb their assertions. Files that only read use the run's shared demo API
 * (`demoApiClient()` in ./test-providers). Call at the top level of the test file. The server is
 * started by the global set-up's spawner (tests/contract/demo-api-setup.ts): jsdom cannot run it.
 */
import { afterAll, beforeAll, inject } from 'vitest';
import { createApiClient, type ApiClient } from '@/api/client';

async function spawner(path: string): Promise<unknown> {
  const response = await fetch(`${inject('demoApiSpawnerUrl')}${path}`, { method: 'POST' });
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`demo API spawner ${path}: ${JSON.stringify(body)}`);
  return body;
}

/** This file's demo API: its URL and a client for one of its sites (51 unless told), once `beforeAll` has started it. */
export interface OwnDemoApi {
  readonly url: string;
  client(siteId?: number): ApiClient;
}

/** Start a demo API (test surface on) before this file's tests, close it after them. */
export function ownDemoApi(): OwnDemoApi {
  let running: string | null = null;
  beforeAll(async () => {
    const body = await spawner('/start');
    if (typeof body !== 'object' || body === null || !('url' in body) || typeof body.url !== 'string') throw new Error('demo API spawner: no url');
    running = body.url;
  });
  afterAll(async () => {
    if (running) await spawner(`/stop?url=${encodeURIComponent(running)}`);
  });
  const url = () => {
    if (!running) throw new Error('ownDemoApi(): used before beforeAll started it (call it at the top level of the test file)');
    return running;
  };
  return {
    get url() {
      return url();
    },
    client: (siteId = 51) => createApiClient({ apiUrl: url(), siteId, getLocale: () => 'fr_FR', getToken: () => null, appOrigin: url() }),
  };
}
