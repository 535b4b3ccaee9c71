import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, makeCourse, type TestDb } from '@valik/db/testing';
import { createServer } from '../src/server.ts';
import { mayBeBuildFile } from '../src/lib/static-files.ts';
import { createServices } from '../src/services.ts';
import { createLogger } from '../src/lib/logger.ts';
// @ts-expect-error: a plain .mjs build script without type declarations
import { precompress } from '../../scripts/precompress.mjs';
import { LogSink, testEnv } from './helpers.ts';

// The real server over real HTTP (compression happens on the wire, so the raw bytes are read with
// node:http, which never decodes them). The site build is a small stand-in whose handler writes to the
// Node response the way Astro's does (writeHead, then write per chunk, then end); its client folder is
// precompressed by the build step, except for files added after it (compressed per request then).
const dir = mkdtempSync(join(tmpdir(), 'valik-compress-'));
const css = `.card{display:flex;gap:1rem}\n`.repeat(300);
// larger than one one-shot body: streamed through a zlib stream instead
const bigCss = Array.from({ length: 6000 }, (_, i) => `.c${i}{margin:${i % 17}px}`).join('\n');
const html = `<!doctype html><html lang="et"><body>${'<p>Kursused ja kohordid</p>'.repeat(400)}</body></html>`;
// ~4 MB of text that compresses poorly, so the encoder is still producing output when a client leaves
const big = Array.from({ length: 120_000 }, (_, i) => `v${(i * 2654435761) % 4294967296}=${(i * 40503) % 65536};`).join('\n');
let testDb: TestDb;
let http: ServerType;
let port: number;

beforeAll(async () => {
  testDb = await createTestDb();
  const site = join(dir, 'site');
  mkdirSync(join(site, 'client', '_astro'), { recursive: true });
  mkdirSync(join(site, 'server'), { recursive: true });
  writeFileSync(join(site, 'client', '_astro', 'site-abc.css'), css);
  writeFileSync(join(site, 'client', '_astro', 'tiny-abc.css'), '.a{color:red}');
  writeFileSync(join(site, 'client', '_astro', 'big-abc.css'), bigCss);
  writeFileSync(join(site, 'client', 'photo.png'), Buffer.alloc(4000, 7));
  // the build step writes .br/.gz twins; the files below are added after it, so they have none
  precompress(join(site, 'client'));
  writeFileSync(join(site, 'client', '_astro', 'late-abc.css'), css);
  writeFileSync(join(site, 'client', '_astro', 'big-abc.js'), big);
  writeFileSync(
    join(site, 'server', 'entry.mjs'),
    `export async function handler(req, res) {
      if (req.url.startsWith('/big')) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        const big = ${JSON.stringify(bigCss)};
        for (let i = 0; i < big.length; i += 4096) res.write(big.slice(i, i + 4096));
        res.end('<!-- end -->');
        return;
      }
      if (req.url.startsWith('/events')) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write('data: ' + 'x'.repeat(2000) + '\\n\\n');
        res.end();
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      const page = ${JSON.stringify(html)};
      for (let i = 0; i < page.length; i += 1000) res.write(page.slice(i, i + 1000));
      res.end();
    }`,
  );
  const env = testEnv({ SITE_DIST_DIR: site, PORTAL_DIST_DIR: join(dir, 'none'), ADMIN_DIST_DIR: join(dir, 'none'), DATA_DIR: join(dir, 'data') });
  const logger = createLogger('warn', new LogSink());
  const app = await createServer(createServices(testDb, env, { logger }));
  http = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => http.once('listening', resolve));
  port = (http.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => http.close(() => resolve()));
  await testDb.close();
});

function get(path: string, acceptEncoding?: string, method = 'GET'): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the server compresses text responses', () => {
  it('serves a built stylesheet as its precompressed twin, by Accept-Encoding, with the long cache', async () => {
    const file = join(dir, 'site', 'client', '_astro', 'site-abc.css');
    const br = await get('/_astro/site-abc.css', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body.equals(readFileSync(`${file}.br`))).toBe(true);
    expect(br.headers['content-length']).toBe(String(br.body.length));
    expect(br.headers['content-type']).toMatch(/^text\/css/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['content-security-policy']).toBeTruthy();
    expect(brotliDecompressSync(br.body).toString()).toBe(css);

    const gzip = await get('/_astro/site-abc.css', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body.equals(readFileSync(`${file}.gz`))).toBe(true);
    expect(gunzipSync(gzip.body).toString()).toBe(css);

    const plain = await get('/_astro/site-abc.css');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-length']).toBe(String(css.length));
    expect(plain.body.toString()).toBe(css);
  });

  it('answers a hashed file from memory after its first answer, the same bytes and headers, and only a hashed one', async () => {
    const client = join(dir, 'site', 'client');
    mkdirSync(join(client, '_astro', 'held'), { recursive: true });
    writeFileSync(join(client, '_astro', 'held', 'held-abc.css'), css);
    writeFileSync(join(client, 'held-logo.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(400)}</svg>`);
    precompress(join(client, '_astro', 'held'));
    const first = { br: await get('/_astro/held/held-abc.css', 'gzip, deflate, br'), plain: await get('/_astro/held/held-abc.css'), logo: await get('/held-logo.svg') };
    expect(first.logo.status).toBe(200);
    // reading into memory happens after the first answer
    await new Promise((r) => setTimeout(r, 200));
    for (const name of ['held-abc.css', 'held-abc.css.br', 'held-abc.css.gz']) rmSync(join(client, '_astro', 'held', name));
    rmSync(join(client, 'held-logo.svg'));

    const br = await get('/_astro/held/held-abc.css', 'gzip, deflate, br');
    expect(br.status).toBe(200);
    expect(br.body.equals(first.br.body)).toBe(true);
    for (const h of ['content-encoding', 'content-type', 'content-length', 'last-modified', 'cache-control']) expect(br.headers[h], h).toBe(first.br.headers[h]);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['content-security-policy']).toBeTruthy();
    const gzip = await get('/_astro/held/held-abc.css', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(css);
    const plain = await get('/_astro/held/held-abc.css');
    expect(plain.body.toString()).toBe(css);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // a file whose name carries no hash may change: it is read from disk every time (gone: the site answers)
    expect((await get('/held-logo.svg')).headers['content-type']).toMatch(/^text\/html/);
  });

  it('compresses a file without a twin as it is sent', async () => {
    const br = await get('/_astro/late-abc.css', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(css);
  });

  it('compresses the pages the site handler writes itself, keeping the security headers', async () => {
    const res = await get('/courses', 'br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toBe('Accept-Language, Cookie, Accept-Encoding');
    expect(res.headers['content-security-policy']).toBeTruthy();
    expect(brotliDecompressSync(res.body).toString()).toBe(html);
    const gzip = await get('/courses', 'gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(html);
  });

  it('streams bodies too large to compress in one go, in both paths', async () => {
    expect(bigCss.length).toBeGreaterThan(64 * 1024);
    const file = await get('/_astro/big-abc.css', 'br');
    expect(file.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(file.body).toString()).toBe(bigCss);
    const page = await get('/big', 'gzip');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString()).toBe(`${bigCss}<!-- end -->`);
  });

  it('compresses JSON from the API from 1 KB on, and sends a short answer as it is', async () => {
    for (let i = 0; i < 6; i++) await makeCourse(testDb.db, { summary: 'Kursus, kus õpitakse koos ja päriselt. '.repeat(4) });
    const res = await get('/api/v1/courses', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.body).toString()).data).toHaveLength(6);

    const short = await get('/api/v1/no-such-route', 'gzip');
    expect(short.status).toBe(404);
    expect(short.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(short.body.toString()).error.message).toBe('Lehte ei leitud');
  });

  it('never wraps the health probes or a response that is encoded already (issue 16 item 2: no encoder per request)', async () => {
    for (const path of ['/healthz', '/readyz']) {
      const probe = await get(path, 'br, gzip');
      expect(probe.status, path).toBe(200);
      expect(probe.headers['content-encoding'], path).toBeUndefined();
      // the encoder marks every response it wraps with Vary: Accept-Encoding
      expect(probe.headers.vary, path).toBeUndefined();
    }
  });

  it('leaves images, small files, event streams and HEAD requests alone', async () => {
    const png = await get('/photo.png', 'br, gzip');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body.length).toBe(4000);

    const tiny = await get('/_astro/tiny-abc.css', 'br, gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.toString()).toBe('.a{color:red}');

    const events = await get('/events', 'br, gzip');
    expect(events.headers['content-encoding']).toBeUndefined();
    expect(events.body.toString()).toContain('data: xxx');

    const head = await get('/_astro/late-abc.css', 'br', 'HEAD');
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(head.body.length).toBe(0);
    // a built file answers HEAD with the headers its GET has
    const builtHead = await get('/_astro/site-abc.css', 'br', 'HEAD');
    expect(builtHead.headers['content-encoding']).toBe('br');
    expect(builtHead.body.length).toBe(0);
  });
});

describe('which paths are looked up among the builds\' files', () => {
  it('only those whose last segment has an extension: a page view asks the disk nothing', () => {
    for (const path of ['/_astro/Base.B2B0k_qf.css', '/favicon.svg', '/user/assets/index-abc.js', '/manage/build.json', '/sitemap.xml']) expect(mayBeBuildFile(path), path).toBe(true);
    for (const path of ['/', '/courses', '/courses/vaimne-tervis-ja-stress', '/kategooria/keeled', '/.env', '/_astro/', '/courses.d/x']) expect(mayBeBuildFile(path), path).toBe(false);
  });
});

describe('a client that leaves mid-response', () => {
  it('ends that response only: the server keeps serving', async () => {
    for (let i = 0; i < 15; i++) {
      await new Promise<void>((resolve) => {
        const req = httpRequest({ host: '127.0.0.1', port, path: '/_astro/big-abc.js', headers: { 'accept-encoding': i % 2 ? 'gzip' : 'br' } }, (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
        });
        req.on('error', () => resolve());
        req.end();
      });
    }
    // give the encoders time to produce output into the closed streams
    await new Promise((r) => setTimeout(r, 500));
    const after = await get('/_astro/site-abc.css', 'br');
    expect(after.status).toBe(200);
    expect(brotliDecompressSync(after.body).toString()).toBe(css);
  });
});
