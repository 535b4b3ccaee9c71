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
// No app imports another app (issue 25 item 6, ADR 023): the site, the portal and the console share code
// through the workspace packages @valik/domain and @valik/ui, and reach the API over HTTP (the portal
// through its typed client, @valik/api/client, whose types are the API's contract).
const APPS_APART = {
  regex: '^@valik/(site|portal|admin|api(?!/client$))(/|$)',
  message: 'An app imports packages, never another app: shared code lives in @valik/domain (rules, contracts) or @valik/ui (the UI kit); the API is reached over HTTP (@valik/api/client for its types).',
};
// The shared packages sit below the apps and the API: they import neither.
const SHARED_BELOW_APPS = {
  regex: '^@valik/(site|portal|admin|api)(/|$)',
  message: '@valik/domain and @valik/ui are used by the apps and the API, and import none of them.',
};
// One clock (issue 25 item 4): the API reads the time through deps.clock (a test moves it); `new Date()`
// without a value and Date.now are written only in the clock itself (api/src/lib/clock.ts). Parsing a
// value, `new Date(iso)` or `new Date(ms)`, is fine.
const ONE_CLOCK = [
  {
    selector: "NewExpression[callee.name='Date'][arguments.length=0]",
    message: 'Ask deps.clock() for the time (outside the service container: systemClock from lib/clock.ts), so a test can move it.',
  },
  {
    selector: "MemberExpression[object.name='Date'][property.name='now']",
    message: 'Ask deps.clock() for the time (outside the service container: systemClock from lib/clock.ts), so a test can move it.',
  },
];
// One unit of work (issue 25 item 3, ADR 024): a use case opens its transaction through unitOfWork
// (api/src/outbox/unit-of-work.ts), which hands it the outbox for the change's consequences and wakes the
// dispatcher after the commit. Nothing else in api/src opens one; a savepoint inside a unit of work says why
// on the line before (eslint-disable-next-line no-restricted-syntax -- <why>).
const ONE_UNIT_OF_WORK = [
  {
    selector: "CallExpression[callee.property.name='transaction']",
    message: 'Open the transaction with unitOfWork(deps, async (tx, outbox) => …) from api/src/outbox/unit-of-work.ts: its consequences go to the outbox, delivered after the commit.',
  },
];
// A route parses, authorizes, calls a use case and answers (issue 25 item 3): it never writes a consequence
// (an outbox entry, an e-mail) nor opens a unit of work itself.
const NO_CONSEQUENCES_IN_ROUTES = {
  regex: '(^|/)(outbox/(unit-of-work|write)|mail/(queue-email|send-email))\\.ts$',
  message: 'A route calls a use case, which writes its change and its consequences in its unit of work (api/src/outbox/unit-of-work.ts); routes never queue or send anything themselves.',
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
    files: ['site/**', 'portal/**', 'admin/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [SQL_ONLY_IN_DB, APPS_APART] }] },
  },
  {
    files: ['api/domain/**', 'portal/ui/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [TABLES_ONLY_IN_DB], patterns: [SQL_ONLY_IN_DB, SHARED_BELOW_APPS] }] },
  },
  {
    // the shared packages declare what they import (Node would otherwise find it in the package around
    // them: api/node_modules, portal/node_modules)
    files: ['api/domain/**', 'portal/ui/**'],
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-extraneous-dependencies': ['error', { devDependencies: true, peerDependencies: true, includeTypes: true }] },
  },
  {
    files: ['api/src/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [TABLES_ONLY_IN_DB], patterns: [SQL_ONLY_IN_DB, NOT_FROM_ROUTES] }] },
  },
  {
    // the clock itself is exempt from the one clock, the unit of work from the one unit of work
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/lib/clock.ts', 'api/src/outbox/unit-of-work.ts', 'api/src/**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ONE_CLOCK, ...ONE_UNIT_OF_WORK] },
  },
  {
    files: ['api/src/outbox/unit-of-work.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ONE_CLOCK] },
  },
  {
    files: ['api/src/lib/clock.ts'],
    rules: { 'no-restricted-syntax': ['error', ...ONE_UNIT_OF_WORK] },
  },
  {
    // the composition of the app and the sub-apps themselves may import routes
    files: ['api/src/routes/**', 'api/src/app.ts', 'api/src/server.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [TABLES_ONLY_IN_DB], patterns: [SQL_ONLY_IN_DB, NO_CONSEQUENCES_IN_ROUTES] }] },
  },
  {
    files: ['portal/**/*.tsx', 'admin/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/cli/**', '**/*.config.*', 'api/build.mjs'],
    rules: { 'no-console': 'off' },
  },
);
