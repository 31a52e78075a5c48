/**
 * Writes src/ui/sanitizer-lists.ts: DOMPurify's own allowlists (tags, attributes, SVG and MathML
 * names, contents dropped with their element), read from the installed DOMPurify so the server
 * sanitizer (src/ui/sanitize-parse5.ts) applies exactly the browser's lists. Rerun after upgrading
 * DOMPurify: `npx tsx scripts/gen-sanitizer-lists.ts` (a unit test fails while the file is stale).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DOMPURIFY_BUILD, extractDomPurifyLists, renderSanitizerLists } from './lib/dompurify-lists';

const source = readFileSync(DOMPURIFY_BUILD, 'utf8');
const out = fileURLToPath(new URL('../src/ui/sanitizer-lists.ts', import.meta.url));
writeFileSync(out, renderSanitizerLists(extractDomPurifyLists(source)));
console.log(`wrote ${out}`);
