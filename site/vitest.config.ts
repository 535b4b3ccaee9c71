/// <reference types="vitest/config" />
// Site tests compile .astro files, so they need Astro's Vite plugins: run them with this config
// (`pnpm --filter @valik/site run test`, or as a project of the root Vitest config).
import { fileURLToPath } from 'node:url';
import { getViteConfig } from 'astro/config';

// Also when the root Vitest config loads this file as a project, paths resolve from site/.
const root = fileURLToPath(new URL('.', import.meta.url));

export default getViteConfig(
  {
    root,
    test: {
      name: 'site',
      include: ['tests/**/*.test.ts'],
      environment: 'node',
      testTimeout: 20_000,
    },
  },
  // Astro's own settings for the test run (the adapter is irrelevant: nothing is built)
  { root, logLevel: 'error' },
);
