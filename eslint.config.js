// Lint: TypeScript strictness, React hooks, and the import boundaries of DESIGN.md §2.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Cross-folder imports go through aliases; relative imports stay inside a folder (one level up at most). */
const deepRelative = { group: ['../../*'], message: 'Use an alias (@/…, @registry/…, @schemas/…) to import across folders.' };
const ban = (paths, message) => ({ group: paths, message });

/**
 * A feature's public modules: its hooks (`use-*.ts`) and the named public APIs listed here (documented
 * modules other code must route through, e.g. the cart's rules). Everything else is internal.
 */
const featurePublicModules = ['@/features/*/use-*', '@/features/cart/cart-rules'];
/** Files outside a feature (blocks, other features) may import only its public modules, never its internals. */
const featureInternals = ban(['@/features/*/*', ...featurePublicModules.map((m) => `!${m}`)], 'Import a feature only through its public modules (use-*.ts, or a named public API such as cart/cart-rules.ts).');

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
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render HTML only through <SafeHtml> (src/ui/safe-html.tsx).' },
        { selector: "CallExpression[callee.name='eval']", message: 'No eval: the app runs under a strict CSP.' },
        { selector: "NewExpression[callee.name='Function']", message: 'No new Function: the app runs under a strict CSP.' },
      ],
    },
  },
  { files: ['src/ui/safe-html.tsx'], rules: { 'no-restricted-syntax': 'off' } },
  boundary(['src/lib/**'], [ban(['@/*', '@registry/*', '@schemas/*', '@fixtures/*'], 'src/lib is pure: it imports nothing of ours.')]),
  boundary(['src/ui/**'], [ban(['@/api/*', '@/features/*', '@/renderer/*', '@/app/*', '@registry/*', '@fixtures/*'], 'src/ui may import only src/lib.')]),
  boundary(['src/api/**'], [ban(['@/ui/*', '@/features/*', '@/renderer/*', '@/app/*', '@registry/*', '@fixtures/*'], 'src/api may import only src/lib.')]),
  boundary(['src/features/**'], [
    ban(['@/renderer/*', '@/app/*', '@registry/*', '@fixtures/*'], 'A feature may import src/api, src/ui, src/lib.'),
    featureInternals,
    ban(['../*'], 'Import another feature through its alias and public modules (@/features/<area>/use-*).'),
  ]),
  boundary(['src/renderer/**'], [
    ban(['@/features/*', '@/app/*', '@fixtures/*'], 'src/renderer may import src/api, src/ui, registry/index.ts.'),
    ban(['@registry/*', '!@registry/index'], 'The renderer reaches blocks only through registry/index.ts.'),
  ]),
  boundary(['registry/**'], [ban(['@/app/*', '@/renderer/*', '@fixtures/*'], 'A block may import src/ui, src/lib, src/api and features\' public hooks.'), featureInternals]),
  boundary(['fixtures/**'], [ban(['@/*', '@registry/*'], 'The demo API imports only schemas/.')]),
  boundary(['schemas/**'], [ban(['@/*', '@registry/*', '@fixtures/*'], 'schemas/ imports nothing.')]),
);
