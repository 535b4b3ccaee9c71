// The documents' fonts ship with the code (the npm package dejavu-fonts-ttf), never from the host:
// DejaVu has every Estonian letter (õ ä ö ü, š ž), the rest of Latin and Cyrillic, so a name prints as
// it is written on any machine, with no probing for installed fonts and no transliteration. pdfkit
// embeds only the glyphs a document uses.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const dir = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');

export const DOCUMENT_FONT_FILES = {
  sans: join(dir, 'DejaVuSans.ttf'),
  sansBold: join(dir, 'DejaVuSans-Bold.ttf'),
  sansOblique: join(dir, 'DejaVuSans-Oblique.ttf'),
  serifBold: join(dir, 'DejaVuSerif-Bold.ttf'),
} as const;

export type DocumentFont = keyof typeof DOCUMENT_FONT_FILES;

/** Registers the bundled fonts on a document under their names ('sans', 'sansBold', …). */
export function registerDocumentFonts(doc: PDFKit.PDFDocument): void {
  for (const [name, file] of Object.entries(DOCUMENT_FONT_FILES)) doc.registerFont(name, file);
}
