/**
 * Gate for the strict CSP (DESIGN.md §6, issue 5): the built JavaScript must not evaluate strings.
 * Scans `dist/**\/*.js` for `new Function(`, `Function(` called as a function, `eval(` and the
 * indirect `(0, eval)`; every hit must match an entry of ALLOW_LIST (file pattern + code snippet +
 * the reason it is safe), else the script names the hit and exits 1. Run after `npm run build`.
 *
 *   npx tsx scripts/check-bundle.ts [distDir]
 */
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One accepted use of string evaluation in the bundle. */
export interface AllowedEval {
  /** Built file (path relative to dist/, forward slashes) the entry applies to. */
  file: RegExp;
  /** Code that must surround the hit (tested against the hit ± 120 characters). */
  snippet: RegExp;
  /** Why this can never run in a browser under our CSP. */
  reason: string;
}

/** One use of string evaluation found in the bundle. */
export interface EvalHit {
  file: string;
  /** 1-based line and column of the match. */
  line: number;
  column: number;
  match: string;
  /** The code around the match. */
  context: string;
  /** The allow-list entry that accepts it, if any. */
  allowedBy?: AllowedEval;
}

/**
 * The allow-list. Add an entry only for code a browser never reaches, and say why.
 */
export const ALLOW_LIST: readonly AllowedEval[] = [
  {
    file: /\.js$/,
    snippet: /\|\|\s*Function\(\s*["'`]return this["'`]\s*\)\(\)/,
    reason:
      "lodash's global-object lookup (lodash/_root.js, pulled in by rjsf): `freeGlobal || freeSelf || Function('return this')()`. " +
      'Browsers always have `self`, so the `Function` fallback is never called.',
  },
  {
    file: /\.js$/,
    snippet: /evalUnserializableExpressions\)try\{[\w$]+\[[\w$]+\]=\(0,eval\)/,
    reason:
      "markdown-to-jsx (pulled in by rjsf for Markdown descriptions) evaluates JSX attribute expressions only under its " +
      '`evalUnserializableExpressions` option, off by default; rjsf never sets it, so this branch never runs (forms chunk only).',
  },
];

/** What counts as evaluating a string. */
const PATTERNS: readonly RegExp[] = [
  /\bnew\s+Function\s*\(/g,
  // `Function(...)` without `new` does the same; `isFunction(`, `.Function(` and `$Function(` are other names.
  /(?<![\w$.])Function\s*\(/g,
  /(?<![\w$])eval\s*\(/g,
  /\(\s*0\s*,\s*eval\s*\)/g,
];

function listJs(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...listJs(full));
    else if (/\.m?js$/.test(entry)) out.push(full);
  }
  return out;
}

function position(text: string, index: number): { line: number; column: number } {
  const before = text.slice(0, index);
  const line = before.split('\n').length;
  return { line, column: index - before.lastIndexOf('\n') };
}

/**
 * Find every string evaluation in one file's code.
 * @param file the file's name relative to dist/ (used to match allow-list entries)
 */
export function scanCode(file: string, code: string, allowList: readonly AllowedEval[] = ALLOW_LIST): EvalHit[] {
  const hits = new Map<number, EvalHit>();
  for (const pattern of PATTERNS) {
    for (const match of code.matchAll(pattern)) {
      const index = match.index;
      // `new Function(` also matches the bare `Function(` pattern: report it once.
      const at = match[0].startsWith('new') ? index + match[0].indexOf('Function') : index;
      if (hits.has(at)) continue;
      const context = code.slice(Math.max(0, index - 120), index + match[0].length + 120);
      const allowedBy = allowList.find((entry) => entry.file.test(file) && entry.snippet.test(context));
      hits.set(at, { file, ...position(code, index), match: match[0], context, ...(allowedBy ? { allowedBy } : {}) });
    }
  }
  return [...hits.values()].sort((a, b) => a.line - b.line || a.column - b.column);
}

/**
 * Scan every `.js` file under `distDir`.
 * @returns all hits, allowed or not
 */
export function scanBundle(distDir: string, allowList: readonly AllowedEval[] = ALLOW_LIST): EvalHit[] {
  return listJs(distDir).flatMap((full) => scanCode(path.relative(distDir, full).split(path.sep).join('/'), readFileSync(full, 'utf8'), allowList));
}

function main(): number {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const distDir = path.resolve(process.argv[2] ?? path.join(root, 'dist'));
  if (!existsSync(distDir)) {
    console.error(`check-bundle: ${distDir} is missing — run \`npm run build\` first.`);
    return 1;
  }
  const files = listJs(distDir).length;
  const hits = scanBundle(distDir);
  const refused = hits.filter((h) => !h.allowedBy);
  for (const hit of hits.filter((h) => h.allowedBy)) {
    console.log(`check-bundle: allowed ${hit.file}:${hit.line}:${hit.column} \`${hit.match}\` — ${hit.allowedBy?.reason ?? ''}`);
  }
  if (refused.length > 0) {
    for (const hit of refused) {
      console.error(`check-bundle: string evaluation in ${hit.file}:${hit.line}:${hit.column}: \`${hit.match}\`\n    …${hit.context.replace(/\s+/g, ' ')}…`);
    }
    console.error(
      `check-bundle: ${refused.length} use(s) of eval/new Function in the built JS would break under the strict CSP. ` +
        'Remove them, or — only for code browsers never reach — add an entry with its reason to ALLOW_LIST in scripts/check-bundle.ts.',
    );
    return 1;
  }
  console.log(`check-bundle: ${files} JS files, no eval/new Function outside the allow-list (${hits.length} allowed).`);
  return 0;
}

const isMain = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) process.exit(main());
