/**
 * `npm run gen`: everything generated from JSON Schema, regenerated on every dev/build/typecheck/test
 * run so generated code can never drift from its schemas (outputs are git-ignored).
 *  - scripts/gen-api.ts      schemas/ → src/api/generated/ (types, standalone validators, call map)
 *  - scripts/gen-registry.ts registry/<block>/schema.json → props.gen.ts + validate.gen.js per block
 *  - public/robots.txt        the static build's robots.txt, from the one list of private paths
 *                             (src/lib/private-paths.ts; the server answers its own with the sitemap)
 */
import { writeFileSync } from 'node:fs';
import { robotsTxtLines } from '../src/lib/private-paths';
import { genApi } from './gen-api';
import { genRegistry } from './gen-registry';

const started = Date.now();
await genApi();
await genRegistry();
writeFileSync(new URL('../public/robots.txt', import.meta.url), robotsTxtLines(null));
console.log(`gen: done in ${Date.now() - started} ms`);
