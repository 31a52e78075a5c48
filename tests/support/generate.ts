/**
 * Vitest global set-up, run before any test file is collected: generate what the code imports from
 * `schemas/` and `registry/` (types, standalone validators, the call map), as `npm run gen` does. A
 * fresh clone can then run `npx vitest run <paths>` directly; unchanged outputs are not rewritten.
 */
import { genApi } from '../../scripts/gen-api';
import { genRegistry } from '../../scripts/gen-registry';

export default async function generate(): Promise<void> {
  await genApi();
  await genRegistry();
}
