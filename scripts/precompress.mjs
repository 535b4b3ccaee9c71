#!/usr/bin/env node
// Build step: writes a Brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) twin beside every text
// file of a build folder, once, at the highest settings (too slow per request, free at build time).
// The server's serveStatic sends the twin the client accepts, with its Content-Encoding
// (api/src/lib/static-files.ts). Used by the site, portal and admin `build` scripts:
//   node ../scripts/precompress.mjs dist/client
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Text formats worth compressing; images and fonts are compressed formats already. Source maps are left
 * out: they are the bulk of a build, Brotli 11 is slow on them, and only a developer's tools fetch them.
 */
export const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.xml', '.txt', '.webmanifest']);
/** The same floor as the server's on-the-fly compression: smaller files gain nothing. */
export const MIN_BYTES = 1024;

function* filesIn(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesIn(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes the twins of every text file under `dir`; returns how many files got them. A file without an
 * extension stops the build: the server looks only for files whose name has one, so that a page view
 * costs no failed disk lookup (api/src/lib/static-files.ts, mayBeBuildFile), and would never serve it.
 */
export function precompress(dir) {
  let count = 0;
  for (const path of filesIn(dir)) {
    const name = path.slice(path.lastIndexOf('/') + 1);
    if (name.lastIndexOf('.') <= 0) throw new Error(`${path}: a build file needs an extension (the server serves none without one)`);
    if (!TEXT_EXTENSIONS.has(extname(path).toLowerCase()) || statSync(path).size < MIN_BYTES) continue;
    const body = readFileSync(path);
    const br = brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    const gz = gzipSync(body, { level: constants.Z_BEST_COMPRESSION });
    // a twin that is not smaller would only cost a lookup
    if (br.length < body.length) writeFileSync(`${path}.br`, br);
    if (gz.length < body.length) writeFileSync(`${path}.gz`, gz);
    count += 1;
  }
  return count;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) {
    console.error('usage: precompress.mjs <build folder>…');
    process.exit(2);
  }
  for (const dir of dirs) console.log(`precompressed ${precompress(resolve(dir))} files in ${dir}`);
}
