import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { buildManifestPlugin } from '@valik/ui/build-manifest-plugin';

// The console is served by the one Node server under /manage/* (history fallback to index.html), so
// every asset URL starts with /manage/ and React-Admin runs with basename="/manage".
export default defineConfig({
  base: '/manage/',
  plugins: [react(), buildManifestPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // react-admin + MUI are one ~1 MB vendor chunk whatever we do; the custom pages are split off.
    chunkSizeWarningLimit: 1600,
  },
  server: {
    port: 5175,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
