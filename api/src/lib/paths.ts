import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Set to true by the production build (api/build.mjs, ADR 026): this module is then part of a bundle in
 * the artifact's `dist/` folder, beside copies of the three front-end builds. Run from sources (tsx,
 * Vitest), the name is not defined at all.
 */
declare const VALIK_BUNDLED: boolean | undefined;
const bundled = typeof VALIK_BUNDLED !== 'undefined' && VALIK_BUNDLED;
const here = dirname(fileURLToPath(import.meta.url));

/**
 * The repository root, independent of the working directory the server was started from; in the
 * production artifact, the artifact's own root (the folder holding `dist/` and `node_modules/`).
 */
export const repoRoot = bundled ? resolve(here, '..') : resolve(here, '../../..');

/** Where the builds of the site, the portal and the console are (the defaults of *_DIST_DIR). */
export const buildDirs = bundled
  ? { site: resolve(here, 'site'), portal: resolve(here, 'portal'), admin: resolve(here, 'admin') }
  : { site: resolve(repoRoot, 'site/dist'), portal: resolve(repoRoot, 'portal/dist'), admin: resolve(repoRoot, 'admin/dist') };
