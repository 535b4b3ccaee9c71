// The Hono server in api/ imports dist/server/entry.mjs and calls `handler(req, res, next, locals)`;
// it serves dist/client itself (middleware mode serves no files). See README.md.
import node from '@astrojs/node';
import { defineConfig } from 'astro/config';
import { tokensCssPlugin } from './src/styles/tokens-plugin.ts';

export default defineConfig({
  site: process.env.PUBLIC_BASE_URL ?? 'http://localhost:3000',
  output: 'server',
  adapter: node({ mode: 'middleware' }),
  trailingSlash: 'never',
  build: {
    assets: '_astro',
    // Stylesheets as files under /_astro (long-cached, and no inline <style> for the CSP to allow).
    inlineStylesheets: 'never',
  },
  vite: {
    plugins: [tokensCssPlugin()],
    // Scripts as files under /_astro too, never inlined as data: or inline code.
    build: { assetsInlineLimit: 0 },
    // @valik/domain uses date-fns, which is that package's dependency, not ours: bundle it so
    // dist/server runs without resolving it from site/node_modules.
    ssr: { noExternal: ['date-fns', '@date-fns/tz'] },
  },
});
