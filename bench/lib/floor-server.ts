/**
 * The server of the physical floor (issue 8, "Budgets"): each Lighthouse page's server HTML without
 * any script (`floor-html.ts`), served as a static file at the page's own path, next to the same
 * build's files (`/assets/*`, `/demo/*`). It is built from the production server's own pieces
 * (scripts/serve.ts: `compression()` of scripts/lib/compression.ts for what is not precompressed, `serveStatic` with the build's
 * `.br`/`.gz`, a year of cache for hashed assets), so compression neither helps nor hurts the floor;
 * `compareEncodings` checks it on every measured page. What the build does not hold but the page
 * links (the theme stylesheet the server writes, `/theme.css?v=`) is passed through from the
 * production server, bytes and headers as they are.
 */
import { request as httpRequest } from 'node:http';
import { Hono } from 'hono';
import { compression } from '../../scripts/lib/compression';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { stripScripts, stylesheetHrefs } from './floor-html';
import type { BenchPage } from '../pages';
import type { LighthouseResult } from './lighthouse';

/** A running floor server. */
export interface FloorServer {
  /** Base URL (127.0.0.1, a free port). */
  url: string;
  /**
   * Serve `html` at `pagePath` from now on, under `host` (a tenant's host name; default 127.0.0.1);
   * returns the page's URL on this server.
   */
  publish(pagePath: string, html: string, host?: string): string;
  close(): Promise<void>;
}

/** What Chromium asks for: the header both servers answer in `compareEncodings`. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/** Headers that belong to one connection, not to the resource (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'te', 'trailer']);

/** One answer of the production server, as node:http got it (body not decoded). */
interface RawAnswer {
  status: number;
  headers: Headers;
  body: Buffer;
}

/**
 * GET/HEAD `url` with node:http rather than fetch, which would decode the body (leaving a
 * Content-Encoding that no longer matches it) and would not send our Host (a tenant's host name).
 */
function rawRequest(url: string, method: string, headers: Record<string, string>): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const answer = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) {
          if (value === undefined || HOP_BY_HOP.has(name)) continue;
          for (const one of Array.isArray(value) ? value : [value]) answer.append(name, one);
        }
        resolve({ status: incoming.statusCode ?? 502, headers: answer, body: Buffer.concat(chunks) });
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** The Host header that reaches `upstream`'s port under the host name `hostname` (a tenant's). */
function hostOn(upstream: string, hostname: string): string {
  return `${hostname}:${new URL(upstream).port}`;
}

/**
 * The production server's answer to `request`, unchanged, asked under the same host name (the
 * tenant's: its theme stylesheet is its own).
 */
async function passThrough(upstream: string, request: Request): Promise<Response> {
  const { pathname, search, hostname } = new URL(request.url);
  const headers: Record<string, string> = { host: hostOn(upstream, hostname) };
  request.headers.forEach((value, name) => {
    if (name !== 'host' && !HOP_BY_HOP.has(name)) headers[name] = value;
  });
  const { status, headers: answer, body } = await rawRequest(`${upstream}${pathname}${search}`, request.method, headers);
  const empty = request.method === 'HEAD' || status === 204 || status === 304;
  return new Response(empty ? null : new Uint8Array(body), { status, headers: answer });
}

/**
 * Start a floor server on 127.0.0.1 (free port) serving `distDir` (the build the production server
 * serves), the pages given to `publish`, and, for any other path, what the production server answers.
 * @param upstream gives the production server's base URL (asked per request: it may restart)
 */
export async function startFloorServer(distDir: string, upstream: () => Promise<string>): Promise<FloorServer> {
  const pages = new Map<string, string>();
  const app = new Hono();
  app.use('*', compression());
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.get('*', async (c, next) => {
    const html = pages.get(`${new URL(c.req.url).hostname}${c.req.path}`);
    if (html === undefined) return next();
    c.header('Cache-Control', 'no-cache');
    return c.html(html);
  });
  app.use('*', serveStatic({ root: distDir, precompressed: true }));
  // The production server's answer already went through its own compress(): this one sees its
  // Content-Encoding (or its small Content-Length) and leaves it as it is.
  app.get('*', async (c) => passThrough(await upstream(), c.req.raw));

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const address = server.address();
  const url = `http://127.0.0.1:${address && typeof address === 'object' ? address.port : 0}`;
  return {
    url,
    publish(pagePath, html, host = '127.0.0.1') {
      pages.set(`${host}${pagePath}`, html);
      const published = new URL(url);
      published.hostname = host;
      return `${published.origin}${pagePath}`;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        // Keep-alive sockets would hold close() for their whole timeout.
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}

/** The Content-Encoding of one resource on both servers (`identity` when none). */
export interface EncodingPair {
  /** Path of the resource (the page or one of its stylesheets). */
  resource: string;
  vitrine: string;
  floor: string;
}

async function encodingOf(url: string, host: string): Promise<string> {
  const { status, headers } = await rawRequest(url, 'GET', { 'accept-encoding': BROWSER_ACCEPT_ENCODING, 'host': hostOn(url, host) });
  if (status !== 200) throw new Error(`${url} (${host}) : HTTP ${status}`);
  return headers.get('content-encoding') ?? 'identity';
}

/**
 * The Content-Encoding of the page's HTML and of each of its stylesheets, as Chromium would get them
 * from the production server and from the floor server (under the tenant's host name `host`).
 */
export async function compareEncodings(
  vitrineBase: string,
  floorBase: string,
  pagePath: string,
  stylesheets: readonly string[],
  host = '127.0.0.1',
): Promise<EncodingPair[]> {
  const resources = [pagePath, ...stylesheets.filter((href) => href.startsWith('/'))];
  return Promise.all(
    resources.map(async (resource) => ({
      resource,
      vitrine: await encodingOf(vitrineBase + resource, host),
      floor: await encodingOf(floorBase + resource, host),
    })),
  );
}

/** What the bench records of a page's floor (results.json → `floor.pages`). */
export interface FloorPage {
  /** The page's id (bench/pages.ts). */
  page: string;
  /** Bytes of the production HTML and of the floor HTML (uncompressed). */
  bytes: { vitrine: number; floor: number };
  encodings: EncodingPair[];
  /** Set when a resource is not sent with the same Content-Encoding by both servers. */
  mismatch?: string;
}

/** A page's floor, ready to audit. */
export interface PublishedFloor extends FloorPage {
  /** The floor page's URL. */
  url: string;
}

/** The floor part of results.json. */
export interface FloorReport {
  pages: FloorPage[];
  /** Mobile Lighthouse medians of each page's floor (`page` = the page's id). */
  lighthouse: LighthouseResult[];
}

/**
 * Fetch `page` from the production server, strip its scripts, publish it on the floor server and
 * compare both servers' compression of the page and its stylesheets.
 * @throws when the production server does not answer 200 (a floor of an error page means nothing)
 */
export async function publishFloor(vitrineBase: string, floor: FloorServer, page: BenchPage): Promise<PublishedFloor> {
  const pagePath = page.path;
  const host = page.host ?? '127.0.0.1';
  const response = await rawRequest(vitrineBase + pagePath, 'GET', { host: hostOn(vitrineBase, host) });
  if (response.status !== 200) throw new Error(`${host}${pagePath} : HTTP ${response.status} sur le serveur de production`);
  const html = response.body.toString('utf8');
  const stripped = stripScripts(html);
  const url = floor.publish(pagePath, stripped, host);
  const encodings = await compareEncodings(vitrineBase, floor.url, pagePath, stylesheetHrefs(stripped), host);
  const different = encodings.filter((e) => e.vitrine !== e.floor);
  return {
    page: page.id,
    url,
    bytes: { vitrine: Buffer.byteLength(html), floor: Buffer.byteLength(stripped) },
    encodings,
    ...(different.length > 0
      ? { mismatch: `compression différente : ${different.map((e) => `${e.resource} ${e.vitrine} (Vitrine) / ${e.floor} (plancher)`).join(', ')}` }
      : {}),
  };
}
