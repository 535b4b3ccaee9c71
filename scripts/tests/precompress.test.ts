// The build step that writes .br/.gz twins of the builds' text files (served by the server's serveStatic).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { precompress } from '../precompress.mjs';

const script = resolve(import.meta.dirname, '../precompress.mjs');

function buildFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'valik-precompress-'));
  mkdirSync(join(dir, '_astro'));
  const js = `export const courses = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Kursus ${i}` })))};\n`;
  writeFileSync(join(dir, '_astro', 'app-abc.js'), js);
  writeFileSync(join(dir, 'tiny.css'), '.a{color:red}');
  writeFileSync(join(dir, 'photo.png'), Buffer.alloc(4000, 7));
  writeFileSync(join(dir, '_astro', 'app-abc.js.map'), JSON.stringify({ mappings: 'A'.repeat(5000) }));
  return { dir, js };
}

describe('precompress', () => {
  it('writes Brotli and gzip twins of text files from 1 KB, in nested folders, that decode to the file', () => {
    const { dir, js } = buildFolder();
    expect(precompress(dir)).toBe(1);
    const file = join(dir, '_astro', 'app-abc.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(js);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(js);
    expect(readFileSync(`${file}.br`).length).toBeLessThan(js.length / 4);
  });

  it('leaves small files, images and source maps without twins', () => {
    const { dir } = buildFolder();
    precompress(dir);
    for (const name of ['tiny.css', 'photo.png', '_astro/app-abc.js.map']) {
      expect(existsSync(join(dir, `${name}.br`)), name).toBe(false);
      expect(existsSync(join(dir, `${name}.gz`)), name).toBe(false);
    }
  });

  it('stops the build at a file without an extension, which the server would never serve', () => {
    const { dir } = buildFolder();
    writeFileSync(join(dir, '_astro', 'LICENSE'), 'MIT');
    expect(() => precompress(dir)).toThrow(/LICENSE: a build file needs an extension/);
    const run = spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
    expect(run.status).not.toBe(0);
  });

  it('runs as the build step on the folders it is given', () => {
    const { dir } = buildFolder();
    const run = spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('precompressed 1 files');
    expect(existsSync(join(dir, '_astro', 'app-abc.js.br'))).toBe(true);
  });
});
