// A person's small round photo (issue 30: teachers' photos wherever a teacher is named): the site's
// TeacherPhoto.astro and the UI kit's PersonPhoto (portal and console) draw it from these two rules.

/** An uploaded raster image the server resizes (`/uploads/<key>?w=<width>`); an SVG (the seeded portraits) is used as it is. */
const RESIZABLE = /^\/uploads\/[^?#]+\.(?:webp|png|jpe?g)$/i;

/** The smallest width the server makes (IMAGE_WIDTHS): enough for a circle of up to 80 CSS px at 4×. */
export const PERSON_PHOTO_WIDTH = 320;

/** The URL of a photo shown small: an uploaded one in the smallest width the server makes. */
export function smallPhotoUrl(url: string): string {
  return RESIZABLE.test(url) ? `${url}?w=${PERSON_PHOTO_WIDTH}` : url;
}

/** 'Kadri Tamm' → 'KT', 'Õie Lepik' → 'ÕL', 'Mari Liis Tamm' → 'MT' (the first and the last name's letter). */
export function personInitials(name: string, locale?: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1] ?? '') : '';
  return [first, last].map((part) => part.charAt(0).toLocaleUpperCase(locale)).join('');
}
