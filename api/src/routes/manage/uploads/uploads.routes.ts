// /api/v1/manage/uploads/thumbnails: a course thumbnail, answered with its public URL (the course form
// then saves that URL). The console's data provider uploads the chosen file before saving the course.
import { Hono } from 'hono';
import type { AppEnv } from '../../../lib/context.ts';
import { validate } from '../../../lib/validate.ts';
import { storeThumbnail } from '../../../courses/save-thumbnail.ts';
import { thumbnailUpload } from './uploads.schemas.ts';

export const manageUploadRoutes = new Hono<AppEnv>().post(
  '/thumbnails',
  // 5 MB of bytes is about 6.7 MB of base64: the body limit (lib/body-limits.ts, 8 MB here) refuses
  // anything much larger before it is read
  validate('json', thumbnailUpload),
  async (c) => {
    const body = c.req.valid('json');
    // the one file storage of the app (avatars use it too): local disk by default, S3-compatible later
    const stored = await storeThumbnail(c.get('deps'), {
      contentType: body.content_type,
      data: Buffer.from(body.data, 'base64'),
    });
    return c.json(stored, 201);
  },
);
