/**
 * The real request handler of `src/app/entry-server.tsx` over the demo API, in process (no server,
 * no port), recording the path of every API call it makes: for tests of what a URL answers
 * (status, redirect, HTML) and of how many calls it costs. Node environment only.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { createDemoApi } from '@fixtures/server/app';
import { createRequestHandler, tenantsFromSettings } from '@/app/entry-server';

/**
 * A request handler of both demo sites (51 on 127.0.0.1, 52 on vins.localhost) and the API paths it
 * called, in order. `now` (ISO with its offset): the demo API's clock and the handler's stand still
 * there, as one clock.
 */
export async function demoRequestHandler({ now }: { now?: string } = {}): Promise<{ handle: (request: Request) => Promise<Response>; calls: string[] }> {
  const app = new Hono();
  app.route('/api', await createDemoApi({ log: () => {}, now }));
  const calls: string[] = [];
  const recordingFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    calls.push(new URL(request.url).pathname);
    return app.fetch(request);
  };
  const handle = createRequestHandler({
    tenants: tenantsFromSettings({}),
    template: readFileSync(path.resolve('index.html'), 'utf8'),
    fetch: recordingFetch,
    ...(now ? { clock: () => Date.parse(now) } : {}),
  });
  return { handle, calls };
}
