/**
 * Vitest global set-up: one demo API on a free port for the tests that run in jsdom (where the server
 * itself cannot run). Tests read its URL with `inject('demoApiUrl')`.
 *
 * Test files that reset the demo API, inject faults or read its logs get one of their own instead
 * (`ownDemoApi()`, tests/support/own-demo-api.ts): they ask the spawner below (`demoApiSpawnerUrl`)
 * to start one on a free port before their tests and stop it after, since jsdom cannot start it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestProject } from 'vitest/node';
import { startDemoApi, type RunningDemoApi } from '../../fixtures/server/main';

declare module 'vitest' {
  export interface ProvidedContext {
    demoApiUrl: string;
    demoApiSpawnerUrl: string;
  }
}

/** `POST /start` → `{ url }` of a new demo API (test surface on); `POST /stop?url=…` closes it. */
async function startSpawner(): Promise<{ url: string; close: () => Promise<void> }> {
  const running = new Map<string, RunningDemoApi>();
  const server = createServer((request, response) => {
    const reply = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const url = new URL(request.url ?? '/', 'http://spawner');
    if (request.method === 'POST' && url.pathname === '/start') {
      startDemoApi({ port: 0, log: () => {}, testSurface: true }).then(
        (api) => {
          running.set(api.url, api);
          reply(200, { url: api.url });
        },
        (error: unknown) => reply(500, { error: String(error) }),
      );
      return;
    }
    if (request.method === 'POST' && url.pathname === '/stop') {
      const api = running.get(url.searchParams.get('url') ?? '');
      if (!api) return reply(404, { error: 'no such demo API' });
      running.delete(api.url);
      api.close().then(
        () => reply(200, {}),
        (error: unknown) => reply(500, { error: String(error) }),
      );
      return;
    }
    reply(404, { error: 'POST /start or /stop?url=' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await Promise.all([...running.values()].map((api) => api.close()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startDemoApi({ port: 0, log: () => {}, testSurface: true });
  const spawner = await startSpawner();
  project.provide('demoApiUrl', server.url);
  project.provide('demoApiSpawnerUrl', spawner.url);
  return async () => {
    await spawner.close();
    await server.close();
  };
}
