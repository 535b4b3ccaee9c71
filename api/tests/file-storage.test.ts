import { mkdtempSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '@valik/db/testing';
import { createServices } from '../src/services.ts';
import { createLocalFileStorage, createS3FileStorage, type FileStorage } from '../src/lib/file-storage.ts';
import { createLogger } from '../src/lib/logger.ts';
import { createServer } from '../src/server.ts';
import { storeThumbnail } from '../src/courses/save-thumbnail.ts';
import { LogSink, testEnv } from './helpers.ts';
import { checkSignature, startLocalS3, type LocalS3 } from './support/s3-server.ts';

// The file storage adapter (architecture.md §7): local disk by default, an S3-compatible bucket when
// S3_BUCKET is set. The S3 adapter is the official SDK against a local server speaking S3's protocol
// that checks every SigV4 signature.

let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3();
});
afterAll(async () => s3.close());

const s3Storage = (overrides: Partial<{ secretAccessKey: string; bucket: string }> = {}) =>
  createS3FileStorage({
    bucket: overrides.bucket ?? s3.bucket,
    region: s3.region,
    endpoint: s3.url,
    accessKeyId: s3.accessKeyId,
    secretAccessKey: overrides.secretAccessKey ?? s3.secretAccessKey,
  });

const text = async (storage: FileStorage, key: string) => {
  const file = await storage.get(key);
  return file ? new TextDecoder().decode(await new Response(file.body).arrayBuffer()) : null;
};

describe('the local SigV4 check itself', () => {
  it('accepts the signed request of the S3 documentation example and refuses it changed', () => {
    // "GET Object" example of the S3 SigV4 documentation (header-based authentication)
    const req = {
      method: 'GET',
      url: '/test.txt',
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-amz-date': '20130524T000000Z',
        authorization:
          'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
      },
    } as unknown as IncomingMessage;
    const opts = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secret: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1', now: Date.parse('2013-05-24T00:01:00Z') };
    expect(checkSignature(req, Buffer.alloc(0), opts)).toBeNull();
    const tampered = { ...req, headers: { ...req.headers, range: 'bytes=0-99' } } as unknown as IncomingMessage;
    expect(checkSignature(tampered, Buffer.alloc(0), opts)).toBe('signature does not match');
    expect(checkSignature(req, Buffer.alloc(0), { ...opts, secret: 'another-secret' })).toBe('signature does not match');
  });
});

describe('S3 file storage', () => {
  it('puts, gets and deletes an object with signed requests', async () => {
    const storage = s3Storage();
    const before = s3.requests.length;
    const { url } = await storage.put('avatars/12-abc.webp', new TextEncoder().encode('image bytes'), 'image/webp');
    expect(url).toBe('/uploads/avatars/12-abc.webp');
    expect(s3.objects.get('avatars/12-abc.webp')).toMatchObject({ contentType: 'image/webp' });
    const file = await storage.get('avatars/12-abc.webp');
    expect(file).toMatchObject({ contentType: 'image/webp', size: 11 });
    expect(new TextDecoder().decode(await new Response(file!.body).arrayBuffer())).toBe('image bytes');
    expect(storage.keyOf(url)).toBe('avatars/12-abc.webp');
    await storage.delete('avatars/12-abc.webp');
    expect(s3.objects.has('avatars/12-abc.webp')).toBe(false);
    expect(await storage.get('avatars/12-abc.webp')).toBeNull();
    const made = s3.requests.slice(before);
    expect(made.map((r) => r.method)).toEqual(['PUT', 'GET', 'DELETE', 'GET']);
    expect(made.every((r) => r.signatureOk)).toBe(true);
  });

  it('fails loudly when the secret is wrong (the server refuses the signature)', async () => {
    await expect(s3Storage({ secretAccessKey: 'not-the-right-secret' }).put('avatars/x.webp', new Uint8Array([1]), 'image/webp')).rejects.toThrow(
      /signature does not match/,
    );
    expect(s3.objects.has('avatars/x.webp')).toBe(false);
  });

  it('refuses keys that are not ours, on every store', async () => {
    const local = createLocalFileStorage(mkdtempSync(join(tmpdir(), 'valik-files-')));
    for (const storage of [s3Storage(), local]) {
      for (const bad of ['../etc/passwd', 'avatars/../../x', 'noslash', 'Avatars/x.webp']) {
        await expect(storage.put(bad, new Uint8Array([1]), 'image/webp'), `${storage.kind} ${bad}`).rejects.toThrow(/Bad storage key/);
        expect(await storage.get(bad)).toBeNull();
      }
      expect(storage.keyOf('https://elsewhere.test/uploads/a/b.webp')).toBeNull();
    }
  });

  it('stores a course thumbnail like the local disk does', async () => {
    const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#e8590c' } }).png().toBuffer();
    const stored = await storeThumbnail({ storage: s3Storage(), clock: () => new Date() }, { contentType: 'image/png', data: png });
    const key = stored.url.replace('/uploads/', '');
    expect(s3.objects.get(key)?.contentType).toBe('image/webp');
    expect((await sharp(s3.objects.get(key)!.body).metadata()).format).toBe('webp');
  });
});

describe('the server with S3_BUCKET configured', () => {
  let testDb: TestDb;
  let server: Awaited<ReturnType<typeof createServer>>;
  let storage: FileStorage;
  beforeAll(async () => {
    testDb = await createTestDb();
    const dir = mkdtempSync(join(tmpdir(), 'valik-s3-server-'));
    const env = testEnv({
      DATA_DIR: dir,
      SITE_DIST_DIR: join(dir, 'none'),
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.url,
      S3_REGION: s3.region,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    });
    const deps = createServices(testDb, env, { logger: createLogger('warn', new LogSink()) });
    storage = deps.storage;
    server = await createServer(deps);
  });
  afterAll(async () => testDb.close());

  it('chooses the S3 store and serves its files at /uploads, with resized variants', async () => {
    expect(storage.kind).toBe('s3');
    const png = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2f9e44' } }).png().toBuffer();
    const { url } = await storeThumbnail({ storage, clock: () => new Date() }, { contentType: 'image/png', data: png });
    expect(s3.objects.has(url.replace('/uploads/', ''))).toBe(true);

    const original = await server.request(url);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(new Uint8Array(await original.arrayBuffer())).metadata()).width).toBe(1600);

    const small = await server.request(`${url}?w=480`);
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(new Uint8Array(await small.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([480, 270]);

    expect((await server.request(`${url}?w=500`)).status).toBe(400);
    expect((await server.request('/uploads/thumbnails/2026/none.webp')).status).toBe(404);
    expect((await server.request('/uploads/thumbnails/2026/none.webp?w=480')).status).toBe(404);
    expect(await text(storage, 'thumbnails/2026/none.webp')).toBeNull();
  });
});

describe('local disk storage', () => {
  it('serves the same way, and never enlarges a small image', async () => {
    const testDb = await createTestDb();
    try {
      const dir = mkdtempSync(join(tmpdir(), 'valik-local-server-'));
      const env = testEnv({ DATA_DIR: dir, SITE_DIST_DIR: join(dir, 'none') });
      const deps = createServices(testDb, env, { logger: createLogger('warn', new LogSink()) });
      expect(deps.storage.kind).toBe('local');
      const server = await createServer(deps);
      const png = await sharp({ create: { width: 400, height: 225, channels: 3, background: '#1971c2' } }).png().toBuffer();
      const { url } = await storeThumbnail(deps, { contentType: 'image/png', data: png });
      const big = await server.request(`${url}?w=960`);
      expect((await sharp(new Uint8Array(await big.arrayBuffer())).metadata()).width).toBe(400);
      await deps.storage.put('courses/logo.svg', new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml');
      const svg = await server.request('/uploads/courses/logo.svg?w=480');
      expect(svg.headers.get('content-type')).toBe('image/svg+xml');
      expect(await text(deps.storage, 'courses/logo.svg')).toContain('<svg');
    } finally {
      await testDb.close();
    }
  });
});
