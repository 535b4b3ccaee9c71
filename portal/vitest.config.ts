// The unit tests of the portal and of the UI kit (@valik/ui) run with the aliases the portal ships with
// (preact-aliases.ts: React's packages are Preact's), in a DOM (happy-dom), so a component renders
// through Preact as it does in the browser (`pnpm exec vitest run --project portal`, or the root config).
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { renderWithPreact } from './preact-aliases.ts';

// Also when the root Vitest config loads this file as a project, paths resolve from portal/.
const root = fileURLToPath(new URL('.', import.meta.url));

// Libraries resolve to the files a browser build takes (Vite's defaults for the client: ES modules, the
// `browser` and `module` entries), not to their CommonJS builds for Node, which Node would load itself,
// with React's own files instead of Preact's.
const BROWSER = { conditions: ['module', 'browser', 'development|production'], mainFields: ['browser', 'module', 'jsnext:main', 'jsnext'] };

export default defineProject({
  root,
  resolve: { alias: renderWithPreact, conditions: BROWSER.conditions, mainFields: BROWSER.mainFields },
  ssr: { resolve: BROWSER },
  test: {
    name: 'portal',
    include: ['src/**/*.test.{ts,tsx}', 'ui/src/**/*.test.{ts,tsx}'],
    environment: 'happy-dom',
    // As the root's projects: a worker's files share its modules instead of importing Preact, MUI and the
    // i18n tables afresh each (measured: 25 files in 4-7 s instead of 30-58 s on a loaded machine).
    isolate: false,
    maxWorkers: '100%', // as the root's: Vitest refuses projects run together with different worker counts
    // React's libraries are run through the aliases too (Vitest would otherwise hand them to Node, which
    // resolves their `react` to React's own files): one Preact in a test, as in the build
    server: { deps: { inline: [/[\\/]@mui[\\/]/, /[\\/]@emotion[\\/]/, /[\\/]react-router[\\/]/, /[\\/]@tanstack[\\/]react-query[\\/]/, /[\\/]@sentry[\\/]react[\\/]/] } },
    testTimeout: 120_000,
  },
});
