import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { buildManifestPlugin } from '@valik/ui/build-manifest-plugin';
import { renderWithPreact } from './preact-aliases.ts';

// Rendered by Preact through preact/compat (the aliases of preact-aliases.ts, ADR 022).
//
// The built portal is served by the one Node server under /auth/* and /user/*, its assets under
// /user/assets/. In `vite dev` the base is '/' so both /auth/* and /user/* fall back to index.html;
// /api goes to the Node server on :3000.
//
// The first page's JavaScript (issue 16 item 5, e2e/tests/server/bundle-budget.spec.ts): every module
// the entry imports statically goes into the one entry chunk ('$initial'), instead of being cut into
// small chunks shared with the lazy pages (each file gzipped alone costs more); pages, layouts and what
// shows only now and then are lazy chunks. `.vite/manifest.json` names each source's chunk and its
// imports, so the budget test can add up a page's files.
export default defineConfig(({ command }) => ({
  base: command === 'build' ? '/user/' : '/',
  // React's Fast Refresh cannot refresh Preact's components (it would accept an edit and show nothing
  // new), so in `vite dev` an edited component reloads the page
  plugins: [react({ refreshExclude: /./ }), buildManifestPlugin()],
  resolve: { alias: renderWithPreact },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // the entry chunk holds Preact, react-router, MUI's core and the translator (about 310 kB minified);
    // its gzipped size is watched by the budget spec, not by this warning
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
    },
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
