import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { buildManifestPlugin } from './build-manifest-plugin.ts';

// The built portal is served by the one Node server under /auth/* and /user/*, its assets under
// /user/assets/. In `vite dev` the base is '/' so both /auth/* and /user/* fall back to index.html;
// /api goes to the Node server on :3000.
export default defineConfig(({ command }) => ({
  base: command === 'build' ? '/user/' : '/',
  plugins: [react(), buildManifestPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
