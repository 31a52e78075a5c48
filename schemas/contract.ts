/**
 * Node-side access to the API contract: loads every schema file and `calls.json`, checks the call
 * list's shape, and renders the README call table. Used by scripts/gen-api.ts, the contract tests
 * and the demo API (`@schemas/contract`). Never import it from browser code (it reads files).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import type { Options as AjvOptions } from 'ajv';
import addFormats from 'ajv-formats';

/** Folder holding this file: the root of the contract. */
export const SCHEMAS_DIR = path.dirname(fileURLToPath(import.meta.url));

/** Base URL of every schema `$id` (never fetched: refs resolve inside the loaded set). */
export const SCHEMA_BASE = 'https://vitrine.example/schemas/';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type CallAuth = 'none' | 'user' | 'admin';
export type CallHost = 'api' | 'app' | 'directory';

/** A JSON object (a schema, or part of one). */
export type JsonObject = { [key: string]: unknown };

/** One entry of `schemas/calls.json`. */
export interface CallEntry {
  /** camelCase, unique. */
  'id': string;
  'method': HttpMethod;
  /** As written in SPEC §7, `{name}` for path parameters. */
  'path': string;
  /** Inline schema of the path parameters, or null when the path has none. */
  'pathParams': JsonObject | null;
  /** Inline schema of the query string, or null. */
  'query': JsonObject | null;
  /** `$id` of the request body schema, or null. */
  'request': string | null;
  /** `$id` of the schema of the envelope's `data`. */
  'response': string;
  /** Body sent as multipart/form-data (SPEC §7 Multipart). */
  'multipart': boolean;
  'auth': CallAuth;
  /**
   * `api`: enveloped API call; `app`: plain JSON served by the app host (config.json); `directory`: the
   * builder's site directory (`DIRECTORY_URL`, enveloped, no site id header).
   */
  'host': CallHost;
  /** SPEC section, e.g. "§7 Content". */
  'spec': string;
  /**
   * `false`: never answered from a shared cache, nor marked cacheable by an API (a read with an
   * effect: `logVisit` records a visit). Absent: an anonymous GET may be cached as its answer says.
   * `true`, on a POST only: the call only reads, its body naming what (`loadSvg`: an image's URL),
   * so an anonymous one may be cached like a GET, its body part of the key.
   */
  'cacheable'?: boolean;
  /**
   * `true`: a successful call changes what the site's public reads answer (stock, free slots,
   * places): the server renderer then forgets that site's cached public answers.
   */
  'changesPublicData'?: true;
  /**
   * Headers of the visitor's own request that the call carries (`User-Agent`): the browser sends
   * them itself; the server renderer forwards the visitor's.
   */
  'visitorHeaders'?: string[];
  /** Why a choice the spec does not make was made. */
  'x-assumption'?: string;
}

/** A schema file of the contract. */
export interface SchemaFile {
  /** Path relative to schemas/, with forward slashes, e.g. "entities/page.schema.json". */
  file: string;
  /** `$id` (absolute URL). */
  id: string;
  /** `title`: the generated TypeScript type name. */
  title: string;
  schema: JsonObject;
}

const METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'DELETE'];
const AUTHS: readonly string[] = ['none', 'user', 'admin'];
const HOSTS: readonly string[] = ['api', 'app', 'directory'];

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isOneOf<T extends string>(value: unknown, allowed: readonly string[]): value is T {
  return typeof value === 'string' && allowed.includes(value);
}

function stringOrNull(value: unknown, where: string): string | null {
  if (value === null || typeof value === 'string') return value;
  throw new Error(`${where}: expected a string or null`);
}

function objectOrNull(value: unknown, where: string): JsonObject | null {
  if (value === null || isObject(value)) return value;
  throw new Error(`${where}: expected a schema object or null`);
}

/** Check and type the parsed content of `calls.json` (throws with the offending entry on a bad shape). */
export function parseCalls(json: unknown): CallEntry[] {
  if (!Array.isArray(json)) throw new Error('calls.json: expected an array of calls');
  return json.map((raw: unknown, index): CallEntry => {
    if (!isObject(raw)) throw new Error(`calls.json[${index}]: expected an object`);
    const where = `calls.json[${index}] (${String(raw.id)})`;
    const { id, method, path: callPath, response, multipart, auth, host, spec } = raw;
    if (typeof id !== 'string' || !/^[a-z][A-Za-z0-9]*$/.test(id)) throw new Error(`${where}: id must be camelCase`);
    if (!isOneOf<HttpMethod>(method, METHODS)) throw new Error(`${where}: bad method`);
    if (typeof callPath !== 'string' || !callPath.startsWith('/')) throw new Error(`${where}: path must start with /`);
    if (typeof response !== 'string') throw new Error(`${where}: response must be a schema $id`);
    if (typeof multipart !== 'boolean') throw new Error(`${where}: multipart must be a boolean`);
    if (!isOneOf<CallAuth>(auth, AUTHS)) throw new Error(`${where}: bad auth`);
    if (!isOneOf<CallHost>(host, HOSTS)) throw new Error(`${where}: bad host`);
    if (typeof spec !== 'string') throw new Error(`${where}: spec must be a string`);
    const entry: CallEntry = {
      id,
      method,
      path: callPath,
      pathParams: objectOrNull(raw.pathParams, `${where}.pathParams`),
      query: objectOrNull(raw.query, `${where}.query`),
      request: stringOrNull(raw.request, `${where}.request`),
      response,
      multipart,
      auth,
      host,
      spec,
    };
    if (raw.cacheable !== undefined) {
      if (raw.cacheable !== false && !(raw.cacheable === true && method === 'POST' && auth === 'none' && host === 'api'))
        throw new Error(`${where}: cacheable is false, true (on an anonymous API POST that only reads) or absent`);
      entry.cacheable = raw.cacheable;
    }
    if (raw.changesPublicData !== undefined) {
      if (raw.changesPublicData !== true || method === 'GET') throw new Error(`${where}: changesPublicData is true (on a write) or absent`);
      entry.changesPublicData = true;
    }
    if (raw.visitorHeaders !== undefined) {
      const names = raw.visitorHeaders;
      if (!Array.isArray(names) || !names.every((name) => typeof name === 'string' && /^[A-Za-z][A-Za-z-]*$/.test(name)))
        throw new Error(`${where}: visitorHeaders lists header names`);
      entry.visitorHeaders = names;
    }
    const assumption = raw['x-assumption'];
    if (typeof assumption === 'string') entry['x-assumption'] = assumption;
    return entry;
  });
}

function listSchemaFiles(dir: string, rel = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listSchemaFiles(dir, child));
    else if (entry.name.endsWith('.schema.json')) out.push(child);
  }
  // Sorted so that generated output is deterministic whatever the file system's order.
  return out.sort();
}

/** Load every `*.schema.json` under schemas/ (sorted by path); each must have a `$id` and a `title`. */
export function loadSchemaFiles(dir: string = SCHEMAS_DIR): SchemaFile[] {
  return listSchemaFiles(dir).map((file) => {
    const schema: unknown = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    if (!isObject(schema)) throw new Error(`${file}: not a JSON object`);
    const { $id, title } = schema;
    if (typeof $id !== 'string' || typeof title !== 'string') throw new Error(`${file}: $id and title are required`);
    return { file, id: $id, title, schema };
  });
}

/** Load and check `schemas/calls.json`. */
export function loadCalls(dir: string = SCHEMAS_DIR): CallEntry[] {
  return parseCalls(JSON.parse(readFileSync(path.join(dir, 'calls.json'), 'utf8')));
}

/** Markers around the generated table in schemas/README.md. */
export const README_TABLE_START = '<!-- calls-table:start (generated from calls.json by `npx tsx scripts/gen-api.ts --readme`) -->';
export const README_TABLE_END = '<!-- calls-table:end -->';

function schemaLink(id: string | null, files: SchemaFile[]): string {
  if (id === null) return '—';
  const found = files.find((f) => f.id === id);
  return found ? `[${found.title}](${found.file})` : `\`${id}\` (missing!)`;
}

function queryNames(query: JsonObject | null): string {
  const props = query?.properties;
  if (!isObject(props)) return '—';
  return (
    Object.keys(props)
      .map((name) => `\`${name}\``)
      .join(', ') || '—'
  );
}

/** The README call table: one row per call, in calls.json order. */
export function renderCallsTable(calls: CallEntry[], files: SchemaFile[]): string {
  const rows = calls.map((c) =>
    [
      `\`${c.id}\``,
      c.method,
      `\`${c.path}\`${c.host === 'app' ? ' (app host)' : c.host === 'directory' ? ' (directory, `DIRECTORY_URL`)' : ''}`,
      queryNames(c.query),
      `${schemaLink(c.request, files)}${c.multipart ? ' (multipart)' : ''}`,
      schemaLink(c.response, files),
      c.auth,
      c.spec,
    ].join(' | '),
  );
  return [
    '| Call | Method | Path | Query parameters | Request body | Response `data` | Auth | SPEC |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r} |`),
  ].join('\n');
}

/** Replace the generated table in README text (between the markers); throws when markers are missing. */
export function replaceReadmeTable(readme: string, table: string): string {
  const start = readme.indexOf(README_TABLE_START);
  const end = readme.indexOf(README_TABLE_END);
  if (start < 0 || end < start) throw new Error('schemas/README.md: calls table markers not found');
  return `${readme.slice(0, start + README_TABLE_START.length)}\n${table}\n${readme.slice(end)}`;
}

/** The table currently written in README text (between the markers), or null. */
export function readReadmeTable(readme: string): string | null {
  const start = readme.indexOf(README_TABLE_START);
  const end = readme.indexOf(README_TABLE_END);
  if (start < 0 || end < start) return null;
  return readme.slice(start + README_TABLE_START.length, end).trim();
}

/** Keywords our schemas use for documentation and code generation only (no validation effect). */
export const DOC_KEYWORDS: readonly string[] = ['x-assumption', 'x-spec', 'x-runtime', 'tsType'];

/**
 * Ajv for 2020-12 in strict mode (all errors, formats, our documentation keywords). `options`
 * override the defaults. Used to compile the contract and the registry's block schemas.
 */
export function createStrictAjv(options: AjvOptions = {}): InstanceType<typeof Ajv2020> {
  const ajv = new Ajv2020({ strict: true, allErrors: true, useDefaults: false, ...options });
  addFormats(ajv);
  // Documentation-only keywords: where the spec is silent we record the decision in the schema.
  for (const keyword of DOC_KEYWORDS) ajv.addKeyword({ keyword, schemaType: 'string' });
  return ajv;
}

/** A strict ajv with every schema of the contract added (look validators up by `$id`). */
export function createContractAjv(files: SchemaFile[] = loadSchemaFiles(), options: AjvOptions = {}): InstanceType<typeof Ajv2020> {
  const ajv = createStrictAjv(options);
  for (const f of files) ajv.addSchema(f.schema);
  return ajv;
}
