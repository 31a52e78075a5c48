// Lint: TypeScript strictness, React hooks, and the import boundaries of DESIGN.md §2.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/** Cross-folder imports go through aliases; relative imports stay inside a folder (one level up at most). */
const deepRelative = { group: ['../../*'], message: 'Use an alias (@/…, @registry/…, @schemas/…) to import across folders.' };
const ban = (paths, message) => ({ group: paths, message });

/**
 * Files outside a feature may import only its public modules: its hooks (`use-*`) and the modules an
 * issue names as public API (the cart's rules, used by the checkout and badges), never its internals.
 */
const publicFeatureModules = ['!@/features/*/use-*', '!@/features/cart/cart-rules'];
const featureInternals = ban(['@/features/*/*', ...publicFeatureModules], 'Import a feature only through its public modules (use-*.ts, cart/cart-rules.ts).');

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
    ban(['@/features/*/*', ...publicFeatureModules], 'A feature reaches another feature only through its public modules (use-*.ts, cart/cart-rules.ts).'),
    ban(['../*'], 'A feature never reaches into another feature.'),
  ]),
  boundary(['src/renderer/**'], [
    ban(['@/features/*', '@/app/*', '@fixtures/*'], 'src/renderer may import src/api, src/ui, registry/index.ts.'),
    ban(['@registry/*', '!@registry/index'], 'The renderer reaches blocks only through registry/index.ts.'),
  ]),
  boundary(['registry/**'], [ban(['@/app/*', '@/renderer/*', '@fixtures/*'], 'A block may import src/ui, src/lib, src/api and features\' public hooks.'), featureInternals]),
  boundary(['fixtures/**'], [ban(['@/*', '@registry/*'], 'The demo API imports only schemas/.')]),
  boundary(['schemas/**'], [ban(['@/*', '@registry/*', '@fixtures/*'], 'schemas/ imports nothing.')]),
);
