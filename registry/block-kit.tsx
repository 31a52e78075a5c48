/**
 * The contract between a block folder and the renderer: what a block definition holds, and
 * `defineBlock`, which turns a typed definition into the type-erased `RegisteredBlock` the registry
 * map hands out. The erasure happens here, once, behind a real validator: the renderer never sees a
 * block's props type and never needs a cast.
 */
import type { ComponentType, ReactNode } from 'react';
import type { ErrorObject } from 'ajv';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@/api/client';
import './blocks.css';

/** A JSON Schema object as read from `schema.json` (only the parts the kit walks are typed). */
export interface BlockSchema {
  $id?: string;
  title?: string;
  description?: string;
  type?: string;
  properties?: Record<string, BlockSchema>;
  required?: string[];
  items?: BlockSchema;
  default?: unknown;
  [keyword: string]: unknown;
}

/** A validator compiled at build time by `scripts/gen-registry.ts` (ajv standalone, no eval). */
export interface PropsValidator<P> {
  (data: unknown): data is P;
  errors?: ErrorObject[] | null;
}

/** What a block component receives besides its validated props. */
export interface BlockComponentProps<P> {
  /** Props after migration, defaults and validation: exactly the generated type. */
  props: P;
  /** Rendered child blocks (containers only; undefined for leaf blocks). */
  children?: ReactNode;
  /** True for admins and the dev server: blocks may show editor hints (e.g. unknown placeholders). */
  diagnostics: boolean;
}

/**
 * Data a block needs before it renders. Each need prefetches one query (the block reads it again
 * with `useSuspenseQuery` and the same factory); the loader runs them all in parallel with the page.
 */
export type BlockDataNeed = (queryClient: QueryClient) => Promise<unknown>;

/** A block as its folder declares it (`registry/<name>/definition.ts`). */
export interface BlockDefinition<P> {
  /** The CMS name: the conf's `component` value, equal to the folder name. */
  name: string;
  /** Current props version. Confs carrying an older `version` go through `migrate` first. */
  version: number;
  /** The props schema (`schema.json`): shown in the catalogue, source of the defaults. */
  schema: BlockSchema;
  /** The build-time validator of the props *after* defaults are applied. */
  validate: PropsValidator<P>;
  /** Realistic example props (`example.json`): catalogue, docs and test data. */
  example: unknown;
  Component: ComponentType<BlockComponentProps<P>>;
  /** True when the block renders the conf's `children` (section, columns…). */
  container?: boolean;
  /**
   * Upgrade props written for an older version. Receives the raw props and their version; returns
   * props of the current version (validated afterwards like any other props).
   */
  migrate?: (props: unknown, fromVersion: number) => unknown;
  /** Versions `migrate` accepts (the conformance suite checks each one migrates to valid props). */
  migratesFrom?: readonly number[];
  /** Example props for each older version (keyed by version), used by the conformance suite. */
  legacyExamples?: Readonly<Record<number, unknown>>;
  /** Queries to prefetch for these props (loader), as `ensureQueryData` calls on query factories. */
  data?: (api: ApiClient, props: P) => readonly BlockDataNeed[];
}

/** Why props were refused. */
export interface PropsRejection {
  ok: false;
  kind: 'invalid-props' | 'unsupported-version' | 'migration-failed';
  message: string;
  errors: ErrorObject[];
}

/** Props accepted: a render function closes over the typed value. */
export interface PropsAcceptance {
  ok: true;
  /** The props as the component receives them (migrated, with defaults). */
  props: unknown;
  render: (children: ReactNode, diagnostics: boolean) => ReactNode;
  data: (api: ApiClient) => readonly BlockDataNeed[];
}

/** A block as the registry hands it to the renderer, catalogue and tests: no props type left. */
export interface RegisteredBlock {
  name: string;
  version: number;
  schema: BlockSchema;
  example: unknown;
  container: boolean;
  migratesFrom: readonly number[];
  legacyExamples: Readonly<Record<number, unknown>>;
  /** Migrate (when `version` is older), apply schema defaults, validate. Never throws. */
  check: (props: unknown, version?: number) => PropsAcceptance | PropsRejection;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Return a copy of `value` with the schema's `default`s filled in where a property is missing,
 * recursively through object properties and array items. Values of the wrong type are left alone
 * for the validator to report.
 */
export function applyDefaults(schema: BlockSchema, value: unknown): unknown {
  if (Array.isArray(value)) {
    const itemSchema = schema.items;
    return itemSchema ? value.map((item) => applyDefaults(itemSchema, item)) : value.slice();
  }
  if (!isPlainObject(value) || !schema.properties) return value;
  const out: Record<string, unknown> = { ...value };
  for (const [key, propSchema] of Object.entries(schema.properties)) {
    if (out[key] === undefined && propSchema.default !== undefined) out[key] = structuredClone(propSchema.default);
    if (out[key] !== undefined) out[key] = applyDefaults(propSchema, out[key]);
  }
  return out;
}

function rejection(kind: PropsRejection['kind'], message: string, errors: ErrorObject[] = []): PropsRejection {
  return { ok: false, kind, message, errors };
}

/**
 * Seal a typed block definition into a `RegisteredBlock`. The props type `P` only exists inside
 * this closure, where the compiled validator's type guard proves it.
 */
export function defineBlock<P>(definition: BlockDefinition<P>): RegisteredBlock {
  const { Component, validate, migrate } = definition;
  const migratesFrom = definition.migratesFrom ?? [];
  return {
    name: definition.name,
    version: definition.version,
    schema: definition.schema,
    example: definition.example,
    container: definition.container ?? false,
    migratesFrom,
    legacyExamples: definition.legacyExamples ?? {},
    check(rawProps, version) {
      let input: unknown = rawProps ?? {};
      const from = version ?? definition.version;
      if (from !== definition.version) {
        if (from > definition.version || !migrate || !migratesFrom.includes(from)) {
          return rejection('unsupported-version', `Version ${from} non prise en charge (version actuelle : ${definition.version}).`);
        }
        try {
          input = migrate(input, from);
        } catch (error) {
          return rejection('migration-failed', `La migration depuis la version ${from} a échoué : ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      const props = applyDefaults(definition.schema, input);
      if (!validate(props)) {
        return rejection('invalid-props', 'Les propriétés ne respectent pas le schéma du bloc.', validate.errors ?? []);
      }
      return {
        ok: true,
        props,
        render: (children, diagnostics) => (
          <Component props={props} diagnostics={diagnostics}>
            {children}
          </Component>
        ),
        data: (api) => definition.data?.(api, props) ?? [],
      };
    },
  };
}
