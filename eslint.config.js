// One lint config for the whole workspace.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

// The layers (ARCHITECTURE.md, "Rules that hold everywhere"; ADR 015): SQL lives only in db/ as (db, params)
// query functions; the API's use cases and libraries never reach into routes/.
const SQL_ONLY_IN_DB = {
  group: ['drizzle-orm', 'drizzle-orm/*'],
  message: 'SQL lives in db/: write a (db, params) function in db/src/queries and call it (tests: rowsWhere, updateWhere, ... from @valik/db/testing).',
};
const TABLES_ONLY_IN_DB = {
  name: '@valik/db/schema',
  allowTypeImports: true,
  message: 'Tables are for db/src/queries: import the row types only (or a query function from @valik/db/queries).',
};
const NOT_FROM_ROUTES = {
  regex: '(^|/)routes/',
  message: 'Use cases, lib/ and middleware/ do not depend on routes/: move the shared piece beside the use cases.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.astro/**',
      '**/.data/**',
      'db/migrations/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'site/**/*.astro',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  // No import cycles in any package (type-only imports are erased at run time and do not count).
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // SQL only in db/: everywhere else (apps, api and its tests, e2e, bench, scripts, root files) may not
    // import drizzle-orm. Tests read and arrange rows with @valik/db/testing (rowsWhere, updateWhere, ...).
    files: ['**/*.{ts,tsx,js,mjs,cjs,mts,cts}'],
    ignores: ['db/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SQL_ONLY_IN_DB] }] },
  },
  {
    files: ['api/src/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [TABLES_ONLY_IN_DB], patterns: [SQL_ONLY_IN_DB, NOT_FROM_ROUTES] }] },
  },
  {
    // the composition of the app and the sub-apps themselves may import routes
    files: ['api/src/routes/**', 'api/src/app.ts', 'api/src/server.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [TABLES_ONLY_IN_DB], patterns: [SQL_ONLY_IN_DB] }] },
  },
  {
    files: ['portal/**/*.tsx', 'admin/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/cli/**', '**/*.config.*'],
    rules: { 'no-console': 'off' },
  },
);
