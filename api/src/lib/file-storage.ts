import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';

/**
 * Where uploaded files live. Keys are relative paths like 'avatars/12-abc.webp'; `put` returns the
 * public URL. Local disk under DATA_DIR/uploads (served at /uploads/*) is the default; an
 * S3-compatible store can implement the same three calls.
 */
export interface FileStorage {
  put(key: string, body: Uint8Array, contentType: string): Promise<{ url: string }>;
  delete(key: string): Promise<void>;
  /** the key of one of our URLs, or null for a URL we did not make */
  keyOf(url: string): string | null;
}

const KEY = /^[a-z0-9-]+(?:\/[A-Za-z0-9._-]+)+$/;

export function createLocalFileStorage(root: string, publicPrefix = '/uploads'): FileStorage {
  const pathOf = (key: string) => {
    if (!KEY.test(key) || key.includes('..')) throw new Error(`Bad storage key: ${key}`);
    const path = resolve(root, key);
    if (!path.startsWith(resolve(root) + sep)) throw new Error(`Bad storage key: ${key}`);
    return path;
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
      return { url: `${publicPrefix}/${key}` };
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    keyOf(url) {
      if (!url.startsWith(`${publicPrefix}/`)) return null;
      const key = url.slice(publicPrefix.length + 1);
      return KEY.test(key) && !key.includes('..') ? key : null;
    },
  };
}
