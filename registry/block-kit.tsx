/**
 * The registry's side of the renderer contract (`src/renderer/block-contract.ts`): `defineBlock`
 * turns a typed block definition into the type-erased `RegisteredBlock` the registry map hands out.
 * The erasure happens here, once, behind a real validator: the renderer never sees a block's props
 * type and never needs a cast.
 */
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { ErrorObject } from 'ajv';
import type { BlockDataNeed, BlockDefinition, BlockSchema, BlockWords, DeferredQuery, PropsRejection, RegisteredBlock } from '@/renderer/block-contract';
import { bookFile, bookLocale, loadMessages, type MessageBook } from '@/features/i18n/messages';
import type { Message } from '@/lib/message-format';
import './blocks.css';
import { isRecord } from '@/lib/is-record';

// The contract's types, re-exported so block folders keep importing them from '../block-kit'.
export type {
  BlockComponentProps,
  BlockDataNeed,
  BlockDefinition,
  BlockRegistry,
  BlockSchema,
  BlockWords,
  DeferredQuery,
  LanguageParams,
  PropsAcceptance,
  PropsRejection,
  PropsValidator,
  RegisteredBlock,
} from '@/renderer/block-contract';

/**
 * Declare a query factory's result as a block's critical data (`data` of a definition).
 * @example data: (api, props) => [needQuery(formQueryOptions(api, props.formId))]
 */
export function needQuery<TData, TKey extends QueryKey>(options: FetchQueryOptions<TData, Error, TData, TKey>): BlockDataNeed {
  return { queryKey: options.queryKey, ensure: (queryClient) => queryClient.ensureQueryData(options) };
}

/**
 * Declare a query factory's result as a block's secondary data (`deferredData` of a definition).
 * @example deferredData: (api) => [deferQuery(googleReviewsQueryOptions(api))]
 */
export function deferQuery<TData, TKey extends QueryKey>(options: FetchQueryOptions<TData, Error, TData, TKey>): DeferredQuery {
  return { queryKey: options.queryKey, prefetch: (queryClient) => queryClient.prefetchQuery(options) };
}

/**
 * Declare the message books a block reads as it renders, its features' included (`words` of a definition):
 * the conformance suite fails a block whose example reads a book it does not list.
 * @example words: wordsOf(servicesMessages, bookingMessages)
 */
export function wordsOf(...books: ReadonlyArray<MessageBook<Readonly<Record<string, Message>>>>): BlockWords {
  return {
    files: (locale) => books.map((book) => bookFile(book.path, bookLocale(book, locale))),
    load: async (locale) => {
      await Promise.all(books.map((book) => loadMessages(book, locale)));
    },
  };
}

/**
 * `value` with the schema's `default`s filled in where a property is missing, recursively through
 * object properties and array items: an object or array is copied from its first change, so props
 * that miss nothing come back as they are (a page's blocks usually do: no copy per block and per
 * render). Values of the wrong type are left alone for the validator to report.
 */
export function applyDefaults(schema: BlockSchema, value: unknown): unknown {
  if (Array.isArray(value)) {
    const itemSchema = schema.items;
    if (!itemSchema) return value;
    let next: unknown[] | undefined;
    for (let index = 0; index < value.length; index += 1) {
      const item: unknown = value[index];
      const filled = applyDefaults(itemSchema, item);
      if (filled !== item && !next) next = value.slice(0, index);
      next?.push(filled);
    }
    return next ?? value;
  }
  if (!isRecord(value) || !schema.properties) return value;
  let next: Record<string, unknown> | undefined;
  for (const key of Object.keys(schema.properties)) {
    const propSchema = schema.properties[key];
    if (!propSchema) continue;
    const item = value[key];
    // A default object or array is the schema's own: each block gets a copy of it.
    const filled =
      item === undefined
        ? propSchema.default === undefined
          ? undefined
          : applyDefaults(propSchema, typeof propSchema.default === 'object' ? structuredClone(propSchema.default) : propSchema.default)
        : applyDefaults(propSchema, item);
    if (filled !== item) {
      next ??= { ...value };
      next[key] = filled;
    }
  }
  return next ?? value;
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
    interactive: definition.interactive,
    container: definition.container ?? false,
    migratesFrom,
    legacyExamples: definition.legacyExamples ?? {},
    languageParams: definition.languageParams ?? null,
    words: definition.words ?? null,
    check(rawProps, version) {
      let input: unknown = rawProps ?? {};
      const from = version ?? definition.version;
      if (from !== definition.version) {
        if (from > definition.version || !migrate || !migratesFrom.includes(from)) {
          return rejection('unsupported-version', `Version ${from} non prise en charge (version actuelle : ${definition.version}).`);
        }
        try {
          input = migrate(input, from);
        } catch (error) {
          return rejection('migration-failed', `La migration depuis la version ${from} a échoué : ${error instanceof Error ? error.message : String(error)}`);
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
        deferred: (api) => definition.deferredData?.(api, props) ?? [],
        opensPage: definition.opensPage?.(props) ?? false,
      };
    },
  };
}
