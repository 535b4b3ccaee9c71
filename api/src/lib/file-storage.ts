import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, relative, resolve, sep } from 'node:path';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { CONTENT_TYPES } from './static-files.ts';

/**
 * Where uploaded files live (architecture.md §7): local disk under DATA_DIR/uploads by default, an
 * S3-compatible bucket when S3_BUCKET is configured. Keys are relative paths like
 * 'avatars/12-abc.webp'; `put` returns the public URL, which is always `/uploads/<key>` on this
 * server: `/uploads/*` reads the file back through `get`, whichever store holds it, so URLs in the
 * database do not change with the store and the bucket need not be public.
 */
export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, body: Uint8Array, contentType: string): Promise<{ url: string }>;
  /** the file, or null when there is none under that key (or the key is not one of ours) */
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
  /** the key of one of our URLs, or null for a URL we did not make */
  keyOf(url: string): string | null;
  /** every key the store holds, in order (backups: api/src/operations/backup.ts) */
  list(): AsyncIterable<string>;
}

export interface StoredFile {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  size: number | null;
  lastModified: Date | null;
}

export const UPLOADS_PREFIX = '/uploads';
const KEY = /^[a-z0-9-]+(?:\/[A-Za-z0-9._-]+)+$/;

export function isStorageKey(key: string): boolean {
  return KEY.test(key) && !key.split('/').some((part) => part === '.' || part === '..');
}

function keyOfUrl(url: string, publicPrefix: string): string | null {
  if (!url.startsWith(`${publicPrefix}/`)) return null;
  const key = url.slice(publicPrefix.length + 1);
  return isStorageKey(key) ? key : null;
}

const typeOf = (key: string) => CONTENT_TYPES[extname(key).toLowerCase()] ?? 'application/octet-stream';

export function createLocalFileStorage(root: string, publicPrefix = UPLOADS_PREFIX): FileStorage {
  const pathOf = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`Bad storage key: ${key}`);
    const path = resolve(root, key);
    if (!path.startsWith(resolve(root) + sep)) throw new Error(`Bad storage key: ${key}`);
    return path;
  };
  return {
    kind: 'local',
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
      return { url: `${publicPrefix}/${key}` };
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      const path = pathOf(key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return {
        body: Readable.toWeb(createReadStream(path)) as ReadableStream<Uint8Array>,
        contentType: typeOf(key),
        size: info.size,
        lastModified: info.mtime,
      };
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    keyOf: (url) => keyOfUrl(url, publicPrefix),
    async *list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      const keys = entries
        .filter((e) => e.isFile())
        .map((e) => relative(root, resolve(e.parentPath, e.name)).split(sep).join('/'))
        .filter(isStorageKey)
        .sort();
      yield* keys;
    },
  };
}

export interface S3Options {
  bucket: string;
  region: string;
  /** an S3-compatible service's address (path-style requests); unset = AWS S3 */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** An S3-compatible bucket through the official SDK (SigV4-signed PUT, GET and DELETE of objects). */
export function createS3FileStorage(options: S3Options, publicPrefix = UPLOADS_PREFIX): FileStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Only the checksums S3 requires: several S3-compatible services reject the SDK's newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
  const checked = (key: string) => {
    if (!isStorageKey(key)) throw new Error(`Bad storage key: ${key}`);
    return key;
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(new PutObjectCommand({ Bucket: options.bucket, Key: checked(key), Body: body, ContentType: contentType }));
      return { url: `${publicPrefix}/${key}` };
    },
    async get(key) {
      if (!isStorageKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: options.bucket, Key: key }));
        if (!object.Body) return null;
        return {
          body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
          contentType: object.ContentType ?? typeOf(key),
          size: object.ContentLength ?? null,
          lastModified: object.LastModified ?? null,
        };
      } catch (error) {
        if (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)) return null;
        throw error;
      }
    },
    async delete(key) {
      // S3 answers 204 for a key that does not exist too
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: checked(key) }));
    },
    keyOf: (url) => keyOfUrl(url, publicPrefix),
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: options.bucket, ContinuationToken: token }));
        for (const object of page.Contents ?? []) if (object.Key && isStorageKey(object.Key)) yield object.Key;
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}

/** The store the configuration asks for: S3 when S3_BUCKET is set, else local disk. */
export function createFileStorage(env: {
  uploadsDir: string;
  S3_BUCKET?: string;
  S3_REGION: string;
  S3_ENDPOINT?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
}): FileStorage {
  if (env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    return createS3FileStorage({
      bucket: env.S3_BUCKET,
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  return createLocalFileStorage(env.uploadsDir);
}
