// srcset/sizes for uploaded raster images: the server renders `/uploads/<key>?w=<width>` (WebP, one of
// IMAGE_WIDTHS, never wider than the original), so each screen downloads about the pixels it shows.
// An SVG (the seeded thumbnails) or an image elsewhere is used as it is.
import { IMAGE_WIDTHS, type ImageWidth } from '@valik/domain/contracts';

export interface ResponsiveImage {
  src: string;
  srcset?: string;
  sizes?: string;
}

const RESIZABLE = /^\/uploads\/[^?#]+\.(?:webp|png|jpe?g)$/i;

/**
 * `widths`: the variants to offer (a subset of IMAGE_WIDTHS); `fallback`: the width of `src` for
 * browsers without srcset; `sizes`: how wide the image is shown, per viewport.
 */
export function responsiveImage(url: string, widths: readonly ImageWidth[], fallback: ImageWidth, sizes: string): ResponsiveImage {
  if (!RESIZABLE.test(url)) return { src: url };
  const offered = widths.filter((w) => (IMAGE_WIDTHS as readonly number[]).includes(w));
  return {
    src: `${url}?w=${fallback}`,
    srcset: offered.map((w) => `${url}?w=${w} ${w}w`).join(', '),
    sizes,
  };
}

/** A course card in the card grid (1 column on phones, 2–3 beside each other from 608px, ≤ 352px). */
export const cardImage = (url: string) =>
  responsiveImage(url, [320, 480, 640, 960], 640, '(min-width: 1152px) 352px, (min-width: 904px) 33vw, (min-width: 608px) 50vw, 100vw');

/** The picture beside a course page's introduction (2/5 of the container from 860px, else full width). */
export const courseHeroImage = (url: string) =>
  responsiveImage(url, [480, 640, 960, 1280], 960, '(min-width: 1152px) 420px, (min-width: 860px) 38vw, 100vw');
