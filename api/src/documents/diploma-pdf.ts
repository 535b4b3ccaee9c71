// The course diploma (issue 6 item 7) as an A4 landscape PDF: the student's name, the course, academic
// hours, dates (dd.MM.yyyy, Europe/Tallinn), the teachers, and a verification code with a QR code that
// opens the public verification page. Estonian ('TUNNISTUS': what a passed non-formal course gives in
// Estonia) or English ('CERTIFICATE').
//
// Fonts, in this order (chooseDiplomaFonts; the text decides, not the machine, when it can):
//  1. 'standard': the PDF's built-in Helvetica and Times, nothing embedded. They use WinAnsi, which pdfkit
//     maps for every Estonian letter (õ ä ö ü and š ž Š Ž, which WinAnsi has at 0x9A/0x9E/0x8A/0x8E), so
//     this is the path for nearly every diploma.
//  2. 'embedded': a name or course outside WinAnsi (Cyrillic, Latvian ā ē, Polish ł …) needs a Unicode
//     TrueType font: the files given in `options.fonts`, else the first complete set of Liberation or
//     DejaVu fonts found in the usual Debian paths (metric twins of Helvetica and Times, so the layout is
//     the same). No npm package in the workspace ships such a font.
//  3. 'transliterated': no such font on this machine: the built-in fonts, with Cyrillic transliterated
//     the Estonian way (Жанна → Žanna, Щукин → Štšukin, Крылов → Krõlov), other accents dropped
//     (ā → a) and anything left as '?'. Readable and honest rather than blank boxes.
import { existsSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { formatDate, type DateInput } from '../domain/index.ts';

export interface DiplomaInput {
  studentName: string;
  courseName: string;
  /** null: not shown */
  academicHours: number | null;
  startDate: DateInput;
  endDate: DateInput;
  teacherNames: readonly string[];
  verificationCode: string;
  verifyUrl: string;
  lang: 'et' | 'en';
}

export interface DiplomaFontFiles {
  sans: string;
  sansBold: string;
  serifBold: string;
}

export type DiplomaFontPlan =
  | { kind: 'standard' }
  | { kind: 'embedded'; files: DiplomaFontFiles }
  | { kind: 'transliterated' };

export interface DiplomaRenderOptions {
  /** Unicode fonts to use first when the text needs them (e.g. from configuration) */
  fonts?: DiplomaFontFiles;
  /** where else to look; defaults to the Debian paths of Liberation and DejaVu */
  fontCandidates?: readonly DiplomaFontFiles[];
  /** false in tests, to read the page content */
  compress?: boolean;
}

const LIBERATION = '/usr/share/fonts/truetype/liberation';
const DEJAVU = '/usr/share/fonts/truetype/dejavu';
export const SYSTEM_FONT_CANDIDATES: readonly DiplomaFontFiles[] = [
  {
    sans: `${LIBERATION}/LiberationSans-Regular.ttf`,
    sansBold: `${LIBERATION}/LiberationSans-Bold.ttf`,
    serifBold: `${LIBERATION}/LiberationSerif-Bold.ttf`,
  },
  { sans: `${DEJAVU}/DejaVuSans.ttf`, sansBold: `${DEJAVU}/DejaVuSans-Bold.ttf`, serifBold: `${DEJAVU}/DejaVuSerif-Bold.ttf` },
];

// ---- WinAnsi: what the built-in fonts can show ----

/** The characters of WinAnsi 0x80..0x9F that pdfkit maps (the rest of 0x20..0xFF is Latin-1). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

export function isWinAnsi(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const latin = (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || code === 0x0a;
    if (!latin && !WIN_ANSI_EXTRA.has(char)) return false;
  }
  return true;
}

// Russian (and Ukrainian) → Latin as Estonian texts write it, upper case derived below.
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'jo', ж: 'ž', з: 'z', и: 'i', й: 'i', к: 'k', л: 'l',
  м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'tš', ш: 'š',
  щ: 'štš', ъ: '', ы: 'õ', ь: '', э: 'e', ю: 'ju', я: 'ja', і: 'i', ї: 'ji', є: 'je', ґ: 'g',
  // Latin letters that are not a base letter plus an accent:
  ł: 'l', đ: 'd', ħ: 'h', ı: 'i', ŧ: 't',
};

function transliterateChar(char: string): string {
  if (isWinAnsi(char)) return char;
  const lower = char.toLowerCase();
  const cyrillic = CYRILLIC[lower];
  if (cyrillic !== undefined) {
    return char === lower || cyrillic === '' ? cyrillic : cyrillic.charAt(0).toUpperCase() + cyrillic.slice(1);
  }
  const stripped = char.normalize('NFD').replace(/\p{M}+/gu, '');
  return stripped !== '' && isWinAnsi(stripped) ? stripped : '?';
}

/** The text in characters the built-in fonts have. */
export function toWinAnsi(text: string): string {
  return Array.from(text.normalize('NFC'), transliterateChar).join('');
}

export function chooseDiplomaFonts(
  texts: readonly string[],
  options: Pick<DiplomaRenderOptions, 'fonts' | 'fontCandidates'> = {},
  exists: (path: string) => boolean = existsSync,
): DiplomaFontPlan {
  if (texts.every(isWinAnsi)) return { kind: 'standard' };
  const candidates = [...(options.fonts ? [options.fonts] : []), ...(options.fontCandidates ?? SYSTEM_FONT_CANDIDATES)];
  const files = candidates.find((set) => [set.sans, set.sansBold, set.serifBold].every((path) => exists(path)));
  return files ? { kind: 'embedded', files } : { kind: 'transliterated' };
}

// ---- Words ----

const WORDS = {
  et: {
    title: 'TUNNISTUS',
    intro: 'Käesolevaga tõendatakse, et',
    completed: 'on edukalt läbinud kursuse',
    hours: (n: number) => `Maht: ${n} ${n === 1 ? 'akadeemiline tund' : 'akadeemilist tundi'}`,
    dates: 'Toimumisaeg',
    teachers: (n: number) => (n === 1 ? 'Õpetaja' : 'Õpetajad'),
    code: 'Kontrollkood',
    verify: 'Tunnistuse ehtsust saab kontrollida',
  },
  en: {
    title: 'CERTIFICATE',
    intro: 'This is to certify that',
    completed: 'has successfully completed the course',
    hours: (n: number) => `Volume: ${n} academic ${n === 1 ? 'hour' : 'hours'}`,
    dates: 'Dates',
    teachers: (n: number) => (n === 1 ? 'Teacher' : 'Teachers'),
    code: 'Verification code',
    verify: 'Verify this certificate at',
  },
} as const;

// ---- Layout (points; A4 landscape is 841.89 × 595.28) ----

const COLOR = { brand: '#EA580C', brandLight: '#FDBA74', dark: '#9A3412', ink: '#1C1917', muted: '#57534E', paper: '#FFFBF7' };
const QR_SIZE = 84;

interface Fonts {
  sans: string;
  sansBold: string;
  serifBold: string;
}

/** Dark modules of the QR code as horizontal runs (fewer drawing operations than one square each). */
export function qrModuleRuns(text: string): { size: number; runs: { row: number; col: number; length: number }[] } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const runs: { row: number; col: number; length: number }[] = [];
  for (let row = 0; row < modules.size; row++) {
    let col = 0;
    while (col < modules.size) {
      if (!modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < modules.size && modules.get(row, col)) col++;
      runs.push({ row, col: start, length: col - start });
    }
  }
  return { size: modules.size, runs };
}

function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { size: modules, runs } = qrModuleRuns(text);
  const unit = size / modules;
  doc.save().rect(x - 4, y - 4, size + 8, size + 8).fill('#FFFFFF');
  for (const run of runs) doc.rect(x + run.col * unit, y + run.row * unit, run.length * unit + 0.01, unit + 0.01);
  doc.fill(COLOR.ink).restore();
}

/** A round seal in the brand colours: the wordmark over the year the course ended. */
function drawSeal(doc: PDFKit.PDFDocument, fonts: Fonts, year: string, cx: number, cy: number): void {
  doc.save();
  doc.circle(cx, cy, 38).fillAndStroke('#FFEDD5', COLOR.brand);
  doc.lineWidth(0.6).circle(cx, cy, 32).stroke(COLOR.brand);
  for (let i = 0; i < 24; i++) {
    const angle = (i / 24) * 2 * Math.PI;
    doc.circle(cx + Math.cos(angle) * 35, cy + Math.sin(angle) * 35, 0.9).fill(COLOR.brand);
  }
  const word = (text: string, font: string, size: number, spacing: number, y: number, color: string) => {
    doc.font(font).fontSize(size);
    const width = doc.widthOfString(text, { characterSpacing: spacing }) - spacing;
    doc.fillColor(color).text(text, cx - width / 2, y, { characterSpacing: spacing, lineBreak: false });
  };
  word('VALIK', fonts.sansBold, 9, 2.5, cy - 14, COLOR.brand);
  word(year, fonts.serifBold, 15, 1, cy - 2, COLOR.dark);
  doc.restore();
}

/** The largest size from `max` down to `min` at which the text fits the width on one line. */
function fitSize(doc: PDFKit.PDFDocument, font: string, text: string, max: number, min: number, width: number): number {
  let size = max;
  while (size > min && doc.font(font).fontSize(size).widthOfString(text) > width) size -= 1;
  return size;
}

function centered(
  doc: PDFKit.PDFDocument,
  text: string,
  y: number,
  style: { font: string; size: number; color: string; spacing?: number; width?: number; height?: number },
): void {
  const page = doc.page.width;
  const width = style.width ?? page - 160;
  // pdfkit counts the spacing after the last letter too: shift by half of it to stay centred.
  const x = (page - width) / 2 + (style.spacing ?? 0) / 2;
  doc
    .font(style.font)
    .fontSize(style.size)
    .fillColor(style.color)
    .text(text, x, y, {
      width,
      align: 'center',
      characterSpacing: style.spacing ?? 0,
      ...(style.height ? { height: style.height, ellipsis: true } : { lineBreak: false }),
    });
}

function drawDiploma(doc: PDFKit.PDFDocument, input: DiplomaInput, fonts: Fonts, t: (s: string) => string): void {
  const words = WORDS[input.lang];
  const W = doc.page.width;
  const H = doc.page.height;

  // Paper and a double frame.
  doc.rect(0, 0, W, H).fill(COLOR.paper);
  doc.lineWidth(2.5).rect(22, 22, W - 44, H - 44).stroke(COLOR.brand);
  doc.lineWidth(0.75).rect(30, 30, W - 60, H - 60).stroke(COLOR.brandLight);

  // Wordmark between two short rules.
  const mark = 'VALIK';
  doc.font(fonts.sansBold).fontSize(13);
  const markWidth = doc.widthOfString(mark, { characterSpacing: 6 });
  centered(doc, mark, 62, { font: fonts.sansBold, size: 13, color: COLOR.brand, spacing: 6 });
  doc.lineWidth(1).strokeColor(COLOR.brand);
  doc.moveTo(W / 2 - markWidth / 2 - 70, 69).lineTo(W / 2 - markWidth / 2 - 14, 69).stroke();
  doc.moveTo(W / 2 + markWidth / 2 + 14, 69).lineTo(W / 2 + markWidth / 2 + 70, 69).stroke();

  centered(doc, words.title, 96, { font: fonts.serifBold, size: 46, color: COLOR.ink, spacing: 8 });
  centered(doc, words.intro, 172, { font: fonts.sans, size: 13, color: COLOR.muted });

  const name = t(input.studentName.trim());
  const nameSize = fitSize(doc, fonts.serifBold, name, 38, 20, W - 200);
  centered(doc, name, 198 + (38 - nameSize) / 2, { font: fonts.serifBold, size: nameSize, color: COLOR.ink });
  doc.lineWidth(1).strokeColor(COLOR.brand).moveTo(W / 2 - 180, 253).lineTo(W / 2 + 180, 253).stroke();

  centered(doc, words.completed, 264, { font: fonts.sans, size: 13, color: COLOR.muted });
  const course = t(input.courseName.trim());
  const courseWidth = W - 220;
  const courseSize = fitSize(doc, fonts.serifBold, course, 26, 18, courseWidth * 2 - 40);
  const oneLine = doc.font(fonts.serifBold).fontSize(courseSize).widthOfString(course) <= courseWidth;
  const courseY = oneLine ? 296 : 288;
  centered(doc, course, courseY, {
    font: fonts.serifBold,
    size: courseSize,
    color: COLOR.dark,
    width: courseWidth,
    height: courseSize * 2.6,
  });

  const details = [
    ...(input.academicHours !== null ? [words.hours(input.academicHours)] : []),
    `${words.dates}: ${formatDate(input.startDate)}–${formatDate(input.endDate)}`,
  ].join('     ·     ');
  const detailsY = courseY + courseSize * (oneLine ? 1.2 : 2.4) + 22;
  centered(doc, details, detailsY, { font: fonts.sans, size: 12, color: COLOR.ink });

  const qrX = W - 84 - QR_SIZE;
  const qrY = H - 84 - QR_SIZE;
  drawSeal(doc, fonts, formatDate(input.endDate).slice(-4), W / 2, qrY + QR_SIZE / 2);

  // Teachers, signature style, bottom left, on the line of the verification code.
  const left = 84;
  const blockWidth = 250;
  if (input.teacherNames.length > 0) {
    // One line at 12 pt, else as large as fits on two lines, standing on the signature line.
    const teachers = t(input.teacherNames.join(', '));
    let size = fitSize(doc, fonts.sansBold, teachers, 12, 9, blockWidth);
    const twoLines = doc.font(fonts.sansBold).fontSize(size).widthOfString(teachers) > blockWidth;
    if (twoLines) size = fitSize(doc, fonts.sansBold, teachers, 11, 7, blockWidth * 2 - 30);
    const height = twoLines ? size * 2.3 : size;
    doc
      .font(fonts.sansBold)
      .fontSize(size)
      .fillColor(COLOR.ink)
      .text(teachers, left, qrY + 36 - height, { width: blockWidth, height: size * 2.6, ellipsis: true });
    doc.lineWidth(0.75).strokeColor(COLOR.muted).moveTo(left, qrY + 42).lineTo(left + blockWidth, qrY + 42).stroke();
    doc
      .font(fonts.sans)
      .fontSize(9)
      .fillColor(COLOR.muted)
      .text(words.teachers(input.teacherNames.length), left, qrY + 50, { width: blockWidth, lineBreak: false });
  }

  // Verification, bottom right: the code and the address beside the QR code.
  drawQr(doc, input.verifyUrl, qrX, qrY, QR_SIZE);
  const textRight = qrX - 14;
  const textWidth = 200;
  const textX = textRight - textWidth;
  const line = (text: string, y: number, font: string, size: number, color: string) =>
    doc.font(font).fontSize(size).fillColor(color).text(text, textX, y, { width: textWidth, align: 'right', lineBreak: false });
  line(words.code, qrY + 8, fonts.sans, 9, COLOR.muted);
  line(input.verificationCode, qrY + 21, fonts.sansBold, 14, COLOR.ink);
  line(words.verify, qrY + 50, fonts.sans, 8, COLOR.muted);
  const url = t(input.verifyUrl);
  line(url, qrY + 62, fonts.sans, fitSize(doc, fonts.sans, url, 8, 5, textWidth), COLOR.dark);
}

function textsOf(input: DiplomaInput): string[] {
  return [input.studentName, input.courseName, input.verifyUrl, input.verificationCode, ...input.teacherNames];
}

/** The diploma as a PDF file. */
export async function renderDiplomaPdf(input: DiplomaInput, options: DiplomaRenderOptions = {}): Promise<Buffer> {
  const plan = chooseDiplomaFonts(textsOf(input), options);
  const t = plan.kind === 'transliterated' ? toWinAnsi : (s: string) => s;
  const words = WORDS[input.lang];
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    compress: options.compress ?? true,
    lang: input.lang === 'et' ? 'et-EE' : 'en',
    displayTitle: true,
    info: {
      Title: `${words.title.charAt(0)}${words.title.slice(1).toLowerCase()}: ${input.studentName}, ${input.courseName}`,
      Author: 'Valik',
      Subject: input.courseName,
      Keywords: input.verificationCode,
      Creator: 'Valik',
    },
  });
  let fonts: Fonts = { sans: 'Helvetica', sansBold: 'Helvetica-Bold', serifBold: 'Times-Bold' };
  if (plan.kind === 'embedded') {
    doc.registerFont('sans', plan.files.sans);
    doc.registerFont('sansBold', plan.files.sansBold);
    doc.registerFont('serifBold', plan.files.serifBold);
    fonts = { sans: 'sans', sansBold: 'sansBold', serifBold: 'serifBold' };
  }
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawDiploma(doc, input, fonts, t);
  doc.end();
  return done;
}
