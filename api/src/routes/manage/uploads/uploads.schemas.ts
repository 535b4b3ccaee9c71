import { z } from 'zod';

/**
 * Base64 text (RFC 4648's alphabet, then any '=' padding), checked by one loop over the characters: a
 * regular expression over a 7-million-character body ran out of stack in V8 now and then (a 500 instead of
 * the upload, seen in CI), so no pattern runs over the whole file.
 */
export function isBase64Text(text: string): boolean {
  let i = 0;
  for (; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    const alphabet = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || (c >= 48 && c <= 57) || c === 43 || c === 47;
    if (!alphabet) break;
  }
  if (i === 0) return false;
  for (; i < text.length; i += 1) if (text.charCodeAt(i) !== 61) return false;
  return true;
}

/** The file as JSON (mutating calls are JSON only): its declared type and its bytes in base64. */
export const thumbnailUpload = z.object({
  file_name: z.string().max(255).optional(),
  content_type: z.string().min(1).max(100),
  data: z
    .string()
    .min(1)
    .max(8 * 1024 * 1024)
    .refine(isBase64Text, 'Invalid value'),
});
