// Tests read the text of our uncompressed PDFs back the way a PDF reader does: the embedded fonts'
// ToUnicode maps turn the glyph codes of each text run into characters. (pdfkit writes `/F1 12 Tf`
// then `[<0001 0002> 10 <0003>] TJ`; no reader is installed on every machine, so this is done here.)

function objectsOf(raw: string): Map<string, string> {
  const objects = new Map<string, string>();
  for (const [, id = '', body = ''] of raw.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) objects.set(id, body);
  return objects;
}

function toUnicodeMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const [, start = '0', list = ''] of cmap.matchAll(/<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gi)) {
    [...list.matchAll(/<([0-9a-f ]+)>/gi)].forEach(([, units = ''], index) => {
      map.set(parseInt(start, 16) + index, String.fromCharCode(...units.split(' ').map((u) => parseInt(u, 16))));
    });
  }
  return map;
}

/** The text runs of an uncompressed PDF made with embedded fonts, in drawing order. */
export function pdfTextRuns(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const objects = objectsOf(raw);
  const fonts = new Map<string, Map<number, string>>();
  for (const [, name = '', id = ''] of raw.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
    const unicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(id) ?? '')?.[1];
    if (unicode) fonts.set(name, toUnicodeMap(objects.get(unicode) ?? ''));
  }
  const runs: string[] = [];
  let font: Map<number, string> | undefined;
  for (const [, fontName, array] of raw.matchAll(/\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g)) {
    if (fontName) {
      font = fonts.get(fontName);
      continue;
    }
    const codes = [...(array ?? '').matchAll(/<([0-9a-f]*)>/gi)].flatMap(([, hex = '']) => hex.match(/.{4}/g) ?? []);
    runs.push(codes.map((code) => font?.get(parseInt(code, 16)) ?? '\uFFFD').join(''));
  }
  return runs;
}

/** A text run with where it stands: x and the baseline y in PDF points (y grows up the page), and its size. */
export interface PlacedRun {
  text: string;
  x: number;
  y: number;
  size: number;
}

/** The text runs of an uncompressed PDF with their positions (pdfkit writes `x y Tm`, `/F1 size Tf`, then `[…] TJ`). */
export function pdfPlacedRuns(pdf: Buffer): PlacedRun[] {
  const texts = pdfTextRuns(pdf);
  const raw = pdf.toString('latin1');
  const placed: PlacedRun[] = [];
  let x = 0;
  let y = 0;
  let size = 0;
  for (const [, tx, ty, fontSize, run] of raw.matchAll(/1 0 0 1 ([\d.-]+) ([\d.-]+) Tm|\/F\d+ ([\d.]+) Tf|(\[[^\]]*\] TJ)/g)) {
    if (tx !== undefined) [x, y] = [Number(tx), Number(ty)];
    else if (fontSize !== undefined) size = Number(fontSize);
    else if (run) placed.push({ text: texts[placed.length] ?? '', x, y, size });
  }
  return placed;
}

/** The PostScript names of the fonts embedded in a PDF (subset prefix removed). */
export function embeddedFontNames(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  if (!raw.includes('/FontFile2')) return [];
  return [...new Set([...raw.matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map(([, name = '']) => name))].sort();
}
