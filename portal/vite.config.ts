import { defineConfig, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { buildManifestPlugin } from './build-manifest-plugin.ts';

// The built portal is served by the one Node server under /auth/* and /user/*, its assets under
// /user/assets/. In `vite dev` the base is '/' so both /auth/* and /user/* fall back to index.html;
// /api goes to the Node server on :3000.
//
// The first page's JavaScript (issue 16 item 5, e2e/tests/server/bundle-budget.spec.ts): every module
// the entry imports statically goes into the one entry chunk ('$initial'), instead of being cut into
// small chunks shared with the lazy pages (each file gzipped alone costs more); pages, layouts and what
// shows only now and then are lazy chunks. `.vite/manifest.json` names each source's chunk and its
// imports, so the budget test can add up a page's files.

// The two first pages (the visitor's login, the student's home): their lazy modules (layout, page).
const LOGIN_ROOTS = ['/src/features/layout/DefaultLayout.tsx', '/src/features/auth/LoginPage.tsx'];
const HOME_ROOTS = ['/src/features/layout/UserLayout.tsx', '/src/features/my-courses/MyCoursesPage.tsx'];

/**
 * The chunk of a module the first pages load beside their layout's and page's chunks, or null (the
 * default splitting). Left to itself, the build cuts what several pages share into one small file per
 * set of pages (a student's home loaded 46 files after the entry); each file gzipped alone costs more
 * than the same code in one file. So what a first page shares with other lazy modules goes into one
 * file per first page: 'first-shared' (both), 'login-shared', 'home-shared'; another page that needs
 * some of it loads that file (already cached after the first page).
 */
function firstPageChunk(id: string, getModuleInfo: (id: string) => Rolldown.ModuleInfo | null, roots: Map<string, Set<string>>): string | null {
  // the lazy modules (targets of a dynamic import) that reach `id` through static imports
  const rootsOf = (start: string): Set<string> => {
    const cached = roots.get(start);
    if (cached) return cached;
    const found = new Set<string>();
    const seen = new Set([start]);
    const todo = [start];
    while (todo.length > 0) {
      const info = getModuleInfo(todo.pop()!);
      if (!info) continue;
      if (info.isEntry) found.add('entry');
      if (info.dynamicImporters.length > 0) found.add(info.id);
      for (const importer of info.importers) {
        if (seen.has(importer)) continue;
        seen.add(importer);
        todo.push(importer);
      }
    }
    roots.set(start, found);
    return found;
  };
  const found = rootsOf(id);
  if (found.has('entry') || found.size < 2) return null;
  const reaches = (list: string[]) => [...found].some((root) => list.some((end) => root.endsWith(end)));
  const login = reaches(LOGIN_ROOTS);
  const home = reaches(HOME_ROOTS);
  if (login && home) return 'first-shared';
  if (login) return 'login-shared';
  if (home) return 'home-shared';
  return null;
}

const moduleRoots = new Map<string, Set<string>>();

export default defineConfig(({ command }) => ({
  base: command === 'build' ? '/user/' : '/',
  plugins: [react(), buildManifestPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // the entry chunk holds react-dom, react-router, MUI's core and i18next (about 560 kB minified);
    // its gzipped size is watched by the budget spec, not by this warning
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            { name: (id, ctx) => firstPageChunk(id, (other) => ctx.getModuleInfo(other), moduleRoots) },
          ],
        },
      },
    },
  },
  server: {
    port: 5174,
    proxy: { '/api': 'http://localhost:3000' },
  },
}));
