// The cards' text as SVG outlines drawn from the bundled DejaVu fonts (npm dejavu-fonts-ttf, read with
// fontkit), so the PNG looks the same on every server: no host font is looked up, Estonian (õäöü, šž)
// and Cyrillic titles included. fontkit also measures the text, so titles wrap by their real width.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { openSync, type Font } from 'fontkit';

const dir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export const OG_FONT_FILES = { regular: join(dir, 'DejaVuSans.ttf'), bold: join(dir, 'DejaVuSans-Bold.ttf') } as const;
export type FontWeight = keyof typeof OG_FONT_FILES;

// Parsed once per process: a font file is constant data, not state.
const fonts = new Map<FontWeight, Font>();

function fontOf(weight: FontWeight): Font {
  let font = fonts.get(weight);
  if (!font) {
    const opened = openSync(OG_FONT_FILES[weight]);
    if (!('layout' in opened)) throw new Error(`${OG_FONT_FILES[weight]} is a font collection`);
    font = opened;
    fonts.set(weight, font);
  }
  return font;
}

/** The width of a line of text in pixels at this size. */
export function textWidth(text: string, weight: FontWeight, size: number): number {
  const font = fontOf(weight);
  return (font.layout(text).advanceWidth * size) / font.unitsPerEm;
}

/** Characters of the text that the font has no glyph for (drawn as a box). */
export function missingGlyphs(text: string, weight: FontWeight): string[] {
  const font = fontOf(weight);
  return [...new Set(Array.from(text).filter((char) => char.trim() !== '' && !font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)))];
}

/** SVG path data of one line of text whose baseline starts at (x, y). */
export function textPath(text: string, weight: FontWeight, size: number, x: number, y: number): string {
  const font = fontOf(weight);
  const scale = size / font.unitsPerEm;
  const run = font.layout(text);
  let pen = 0;
  const parts: string[] = [];
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index];
    if (!position) return;
    // font units grow upwards, SVG's downwards
    parts.push(glyph.path.scale(scale, -scale).translate(x + (pen + position.xOffset) * scale, y - position.yOffset * scale).toSVG());
    pen += position.xAdvance;
  });
  return parts.join('');
}
