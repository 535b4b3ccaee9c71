import sharp from 'sharp';
import { replaceUserAvatar } from '@valik/db/queries';
import type { AppDeps } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { unitOfWork } from '../outbox/unit-of-work.ts';

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_SIZE = 256;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif', 'avif']);
export const NOT_AN_IMAGE = 'The file must be a JPEG, PNG, WebP or GIF image';
export const IMAGE_TOO_LARGE = 'The image can be at most 5 MB';

/**
 * A new avatar from the uploaded bytes. The bytes are only trusted once sharp has decoded them as an
 * image; what is stored is a fresh 256×256 WebP with no metadata (no GPS position, no camera serial,
 * nothing smuggled after the image data). The previous file is removed after the commit (FILE_DELETE).
 */
export async function setAvatar(deps: AppDeps, input: { userId: number; image: Uint8Array }): Promise<{ avatar: string }> {
  if (input.image.byteLength === 0) throw new ApiError('VALIDATION_FAILED', NOT_AN_IMAGE, [{ path: 'image', message: NOT_AN_IMAGE }]);
  if (input.image.byteLength > AVATAR_MAX_BYTES) throw new ApiError('VALIDATION_FAILED', IMAGE_TOO_LARGE, [{ path: 'image', message: IMAGE_TOO_LARGE }], 413);
  let encoded: Buffer;
  try {
    const image = sharp(input.image, { limitInputPixels: 40_000_000, animated: false, failOn: 'error' });
    const meta = await image.metadata();
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new Error('format');
    encoded = await image.rotate().resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' }).webp({ quality: 82 }).toBuffer();
  } catch {
    throw new ApiError('VALIDATION_FAILED', NOT_AN_IMAGE, [{ path: 'image', message: NOT_AN_IMAGE }]);
  }
  const { storage } = deps;
  const { url } = await storage.put(`avatars/${input.userId}-${crypto.randomUUID()}.webp`, encoded, 'image/webp');
  await replaceAvatar(deps, input.userId, url);
  return { avatar: url };
}

/** Removes the avatar (the link, then the file). */
export async function removeAvatar(deps: AppDeps, input: { userId: number }): Promise<void> {
  await replaceAvatar(deps, input.userId, null);
}

/** Links the new avatar (or none); the file of the previous one is deleted by the outbox after the commit. */
async function replaceAvatar(deps: AppDeps, userId: number, avatar: string | null): Promise<void> {
  await unitOfWork(deps, async (tx, outbox) => {
    const { previous } = await replaceUserAvatar(tx, { id: userId, avatar });
    const key = previous ? deps.storage.keyOf(previous) : null;
    if (key) await outbox.add('FILE_DELETE', { key }, { userId });
  });
}
