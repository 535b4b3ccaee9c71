// GET /uploads/<key>: uploaded files (thumbnails, avatars) from the file storage, local disk or S3.
// `?w=<width>` (one of IMAGE_WIDTHS) answers a raster image scaled down to that width as WebP, so the
// site can offer a srcset and a phone never downloads a desktop-sized thumbnail. Rendered variants are
// kept in memory (bounded); every replica renders its own (a cache, nothing another replica needs).
import sharp from 'sharp';
import type { Context } from 'hono';
import { IMAGE_WIDTHS, type ImageWidth } from '@valik/domain/contracts';
import { UPLOADS_PREFIX, type FileStorage } from './file-storage.ts';

const RASTER = /^image\/(?:png|jpeg|webp|avif|gif)$/;
/** Browsers and proxies may keep an upload for 5 minutes; keys of new uploads are new names. */
export const UPLOADS_CACHE = 'public, max-age=300';
const MAX_VARIANT_BYTES = 32 * 1024 * 1024;

export function createUploadsHandler(storage: FileStorage) {
  const variants = new Map<string, Promise<Uint8Array | null>>();
  let variantBytes = 0;

  const remember = (id: string, value: Promise<Uint8Array | null>) => {
    variants.set(id, value);
    value.then(
      (bytes) => {
        if (!bytes || variants.get(id) !== value) return;
        variantBytes += bytes.byteLength;
        while (variantBytes > MAX_VARIANT_BYTES && variants.size > 1) {
          const [oldestId, oldest] = variants.entries().next().value as [string, Promise<Uint8Array | null>];
          variants.delete(oldestId);
          void oldest.then((b) => (variantBytes -= b?.byteLength ?? 0));
        }
      },
      () => variants.delete(id),
    );
  };

  /** The original scaled to `width` as WebP; null when it is no raster image. */
  const render = (key: string, width: ImageWidth): Promise<Uint8Array | null> => {
    const id = `${key}@${width}`;
    let value = variants.get(id);
    if (!value) {
      value = (async () => {
        const file = await storage.get(key);
        if (!file) return null;
        if (!RASTER.test(file.contentType)) {
          await file.body.cancel();
          return null;
        }
        const original = new Uint8Array(await new Response(file.body).arrayBuffer());
        const out = await sharp(original, { failOn: 'error', limitInputPixels: 40_000_000 })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 78 })
          .toBuffer();
        return new Uint8Array(out);
      })();
      remember(id, value);
    } else {
      // most recently used last
      variants.delete(id);
      variants.set(id, value);
    }
    return value;
  };

  return async (c: Context) => {
    let key: string;
    try {
      key = decodeURIComponent(c.req.path.slice(UPLOADS_PREFIX.length + 1));
    } catch {
      return c.notFound();
    }
    const w = c.req.query('w');
    if (w !== undefined) {
      const width = Number(w);
      if (!(IMAGE_WIDTHS as readonly number[]).includes(width)) return c.text(`w must be one of ${IMAGE_WIDTHS.join(', ')}`, 400);
      const bytes = await render(key, width as ImageWidth);
      if (bytes) {
        return c.body(bytes as Uint8Array<ArrayBuffer>, 200, { 'content-type': 'image/webp', 'content-length': String(bytes.byteLength), 'cache-control': UPLOADS_CACHE });
      }
      // not a raster image (an SVG scales by itself): the original, if there is one
    }
    const file = await storage.get(key);
    if (!file) return c.notFound();
    const headers: Record<string, string> = { 'content-type': file.contentType, 'cache-control': UPLOADS_CACHE };
    if (file.size !== null) headers['content-length'] = String(file.size);
    if (file.lastModified) headers['last-modified'] = file.lastModified.toUTCString();
    return c.body(file.body, 200, headers);
  };
}
