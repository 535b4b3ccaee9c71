// A course thumbnail upload: the declared type and the size are checked, then sharp decodes the bytes
// (what they really are decides, not the declared type), strips metadata, bounds the size and
// re-encodes them as WebP, so what we store and serve is always an image we produced.
import { randomUUID } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { THUMBNAIL_MAX_BYTES, THUMBNAIL_TYPES, UPLOAD_MESSAGES } from '@valik/domain';
import { ApiError } from '../lib/errors.ts';
import type { Clock } from '../lib/clock.ts';
import type { FileStorage } from '../lib/file-storage.ts';

const MAX_SIDE = 1600;
const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp']);

export interface StoredImage {
  url: string;
  width: number;
  height: number;
  bytes: number;
}

export async function storeThumbnail(
  deps: { storage: FileStorage; clock: Clock },
  input: { contentType: string; data: Uint8Array },
): Promise<StoredImage> {
  const { storage } = deps;
  if (!(THUMBNAIL_TYPES as readonly string[]).includes(input.contentType)) {
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.badType);
  }
  if (input.data.byteLength > THUMBNAIL_MAX_BYTES) throw new ApiError('VALIDATION_FAILED', UPLOAD_MESSAGES.tooBig, undefined, 413);
  let output: { data: Buffer; info: OutputInfo };
  try {
    const image = sharp(input.data, { failOn: 'error', limitInputPixels: 40_000_000 });
    const meta = await image.metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new ApiError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.badType);
    output = await image
      .rotate()
      .resize({ width: MAX_SIDE, height: MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('VALIDATION_FAILED', UPLOAD_MESSAGES.notAnImage);
  }
  const key = `thumbnails/${deps.clock().getUTCFullYear()}/${randomUUID()}.webp`;
  const { url } = await storage.put(key, output.data, 'image/webp');
  return { url, width: output.info.width, height: output.info.height, bytes: output.data.byteLength };
}
