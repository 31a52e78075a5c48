/**
 * A block that throws while rendering, for the fail-soft tests (issue 22). It is never part of
 * `registry/` (visitors never get it): the resilience server's composition root adds it to the
 * server's registry (`startServer({ extraBlocks })`). The browser's registry does not know it, so
 * after hydration it is an unknown component there: hidden for visitors, a diagnostic for admins.
 */
import type { RegisteredBlock } from '../../../src/renderer/block-contract';

/** What it throws (the server's log shows it). */
export const THROWING_MESSAGE = 'Bloc d’essai : plantage volontaire au rendu';

function Throwing(): never {
  throw new Error(THROWING_MESSAGE);
}

/**
 * The registry entry under `name`: any props are accepted; rendering always throws. (Imported by
 * the server only after it chose React's production build: see scripts/serve.ts.)
 */
export const throwingBlock = (name: string): RegisteredBlock => ({
  name,
  version: 1,
  interactive: false,
  schema: { type: 'object', title: 'Essai de plantage', description: 'Lève une erreur au rendu (tests).' },
  example: {},
  container: false,
  migratesFrom: [],
  legacyExamples: {},
  languageParams: null,
  words: null,
  check: () => ({ ok: true, props: {}, render: () => <Throwing />, data: () => [], deferred: () => [], opensPage: false }),
});
