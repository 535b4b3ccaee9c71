// SVG card → PNG with sharp (libvips + librsvg; the text is already outlines of the bundled DejaVu fonts,
// so no host font is needed). Rendered images are kept in memory
// (a few dozen courses, ~20 KB each), keyed by their SVG, so a rename renders anew.
import sharp from 'sharp';
import { ogCardSvg, type OgCard } from './og-image.ts';

const MAX_ENTRIES = 200;
const rendered = new Map<string, Promise<Uint8Array>>();

export function renderOgPng(card: OgCard): Promise<Uint8Array> {
  const svg = ogCardSvg(card);
  let png = rendered.get(svg);
  if (!png) {
    png = sharp(Buffer.from(svg))
      .png({ compressionLevel: 9, palette: true })
      .toBuffer()
      .then((buffer) => new Uint8Array(buffer));
    png.catch(() => rendered.delete(svg));
    rendered.set(svg, png);
    if (rendered.size > MAX_ENTRIES) {
      const oldest = rendered.keys().next().value;
      if (oldest !== undefined) rendered.delete(oldest);
    }
  }
  return png;
}

/** A day in browsers and link-preview caches; the URL changes when the course name does. */
export const OG_CACHE_CONTROL = 'public, max-age=86400';
