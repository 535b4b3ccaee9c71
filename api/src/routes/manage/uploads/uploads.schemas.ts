import { z } from 'zod';

/** The file as JSON (mutating calls are JSON only): its declared type and its bytes in base64. */
export const thumbnailUpload = z.object({
  file_name: z.string().max(255).optional(),
  content_type: z.string().min(1).max(100),
  data: z
    .string()
    .min(1)
    .max(8 * 1024 * 1024)
    .regex(/^[A-Za-z0-9+/]+=*$/, 'Invalid value'),
});
