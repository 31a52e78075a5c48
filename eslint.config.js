// Lint: TypeScript strictness, React hooks, and the import boundaries of DESIGN.md §2.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** Cross-folder imports go through aliases; relative imports stay inside a folder (one level up at most). */
const deepRelative = { group: ['../../*'], message: 'Use an alias (@/…, @registry/…, @schemas/…) to import across folders.' };
const ban = (paths, message) => ({ group: paths, message });

/**
 * A feature's public modules: its hooks (`use-*.ts`) and the named public APIs listed here (documented
 * modules other code must route through, e.g. the cart's rules). Everything else is internal.
 */
const featurePublicModules = [
  '@/features/*/use-*',
  '@/features/booking/booking',
  '@/features/cart/cart-rules',
  // The product page's sections, composed by the route (src/app/routes/product-page.tsx).
  '@/features/catalogue/product-*',
  '@/features/session/identity-fields',
  // An area's strings in every language (defineMessages); read with use-messages.ts. A block or another
  // feature may show an area's words (a product card says « Dès » as the product page does).
  '@/features/i18n/messages',
  '@/features/*/messages',
];
/** Files outside a feature (blocks, other features) may import only its public modules, never its internals. */
const featureInternals = ban(
  ['@/features/*/*', ...featurePublicModules.map((m) => `!${m}`)],
  'Import a feature only through its public modules (use-*.ts, or a named public API such as cart/cart-rules.ts).',
);

const innerHtmlBan = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Render HTML only through <SafeHtml> (src/ui/safe-html.tsx).',
};
const cspSyntax = [
  { selector: "CallExpression[callee.name='eval']", message: 'No eval: the app runs under a strict CSP.' },
  { selector: "NewExpression[callee.name='Function']", message: 'No new Function: the app runs under a strict CSP.' },
];

/**
 * French typography in our own texts (src/lib/french-typography.ts typesets the CMS's texts at render
 * time; ours are typed right once): an ordinary space before « : ; ! ? » lets a narrow screen start a
 * line with the mark. A string, template or JSX text with a space then one of them, followed by the
 * end, a space or closing punctuation (so a URL's « ? » or a time's « : » never match).
 */
const FRENCH_SPACING = String.raw`/(^|[^\s]) +[:;!?]($|[\s)»"'’.,])/`;
const frenchSpacingMessage =
  'French typography: before « : » type a no-break space (U+00A0), before « ; ! ? » a narrow no-break space (U+202F), as src/lib/french-typography.ts does.';
const frenchSpacingSyntax = [`Literal[value=${FRENCH_SPACING}]`, `TemplateElement[value.raw=${FRENCH_SPACING}]`, `JSXText[value=${FRENCH_SPACING}]`].map(
  (selector) => ({ selector, message: frenchSpacingMessage }),
);

const boundary = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [deepRelative, ...patterns] }] },
});

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '**/*.gen.*', 'src/api/generated/**', 'test-results/**', 'playwright-report/**', 'bench/.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: false }],
      'no-restricted-syntax': ['error', innerHtmlBan, ...cspSyntax],
      // Our texts carry French typography's no-break spaces (below): they are intended, in texts only.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true, skipJSXText: true }],
    },
  },
  // Tests keep ordinary spaces where they feed the typesetter or the demo data; what they assert follows the texts.
  {
    files: ['src/**/*.{ts,tsx}', 'registry/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', innerHtmlBan, ...cspSyntax, ...frenchSpacingSyntax] },
  },
  { files: ['src/ui/safe-html.tsx'], rules: { 'no-restricted-syntax': ['error', ...frenchSpacingSyntax] } },
  // The static-block wrapper (and the kept server HTML of kept-server-html.tsx, and an icon's drawing) sets an empty inner HTML (never content) so that React keeps a static
  // block's server DOM during hydration (issue 23); eval and new Function stay banned there.
  {
    files: ['src/renderer/static-block.tsx', 'src/renderer/kept-server-html.tsx', 'src/ui/icon.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML'][value.expression.name!='UNTOUCHED']",
          message: 'Only the empty UNTOUCHED inner HTML here; render HTML through <SafeHtml>.',
        },
        ...cspSyntax,
        ...frenchSpacingSyntax,
      ],
    },
  },
  // A block island (src/renderer/block-island.tsx) keeps its server DOM the same way in the browser, and on
  // the server puts in the page React's own render of the island's tree (`islandHtml`), never a text of the API's.
  {
    files: ['src/renderer/block-island.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML'][value.expression.name!='UNTOUCHED'][value.expression.name!='islandHtml']",
          message: 'Only UNTOUCHED or the island’s own server render (islandHtml) here; render HTML through <SafeHtml>.',
        },
        ...cspSyntax,
        ...frenchSpacingSyntax,
      ],
    },
  },
  // Every write goes through its factory in src/api/mutations/ (issue 35): `api.call(` belongs to src/api.
  {
    files: ['src/**/*.{ts,tsx}', 'registry/**/*.{ts,tsx}'],
    ignores: ['src/api/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'api',
          property: 'call',
          message: 'Calls go through src/api: a write through its factory in src/api/mutations/, a read through src/api/queries/.',
        },
      ],
    },
  },
  // Errors go through the one reporter (src/lib/report-error.ts, its pluggable sink), never straight to the console.
  { files: ['src/**/*.{ts,tsx}', 'registry/**/*.{ts,tsx}'], ignores: ['**/*.test.{ts,tsx}'], rules: { 'no-console': 'error' } },
  // No import cycles in app code (bulletproof-react): a cycle is a boundary that leaks.
  {
    files: ['src/**/*.{ts,tsx}', 'registry/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  boundary(['src/lib/**'], [ban(['@/*', '@registry/*', '@schemas/*', '@fixtures/*'], 'src/lib is pure: it imports nothing of ours.')]),
  boundary(['src/ui/**'], [ban(['@/api/*', '@/features/*', '@/renderer/*', '@/app/*', '@registry/*', '@fixtures/*'], 'src/ui may import only src/lib.')]),
  boundary(['src/api/**'], [ban(['@/ui/*', '@/features/*', '@/renderer/*', '@/app/*', '@registry/*', '@fixtures/*'], 'src/api may import only src/lib.')]),
  boundary(
    ['src/features/**'],
    [
      ban(['@/renderer/*', '@/app/*', '@registry/*', '@fixtures/*'], 'A feature may import src/api, src/ui, src/lib.'),
      featureInternals,
      ban(['../*'], 'Import another feature through its alias and public modules (@/features/<area>/use-*).'),
    ],
  ),
  boundary(
    ['src/renderer/**'],
    [
      ban(['@/features/*', '@/app/*', '@fixtures/*'], 'src/renderer may import src/api, src/ui, src/lib.'),
      ban(['@registry/*'], 'The renderer never imports registry/: the app hands it the registry (BlockRegistryProvider, loader context).'),
    ],
  ),
  boundary(
    ['registry/**'],
    [
      ban(
        ['@/app/*', '@/renderer/*', '!@/renderer/block-contract', '@fixtures/*'],
        "A block may import src/ui, src/lib, src/api, features' public hooks and the renderer's contract (src/renderer/block-contract).",
      ),
      featureInternals,
    ],
  ),
  boundary(['fixtures/**'], [ban(['@/*', '@registry/*'], 'The demo API imports only schemas/.')]),
  boundary(['schemas/**'], [ban(['@/*', '@registry/*', '@fixtures/*'], 'schemas/ imports nothing.')]),
);
