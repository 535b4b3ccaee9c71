// The course diploma (issue 6 item 7) as an A4 landscape PDF: the student's name, the course, academic
// hours, dates (dd.MM.yyyy, Europe/Tallinn), the teachers, and a verification code with a QR code that
// opens the public verification page. Estonian ('TUNNISTUS': what a passed non-formal course gives in
// Estonia) or English ('CERTIFICATE').
//
// Fonts: DejaVu Sans and Serif, bundled with the code (fonts.ts), so Estonian, Latvian, Polish and
// Cyrillic names print as written whatever the host has installed.
import QRCode from 'qrcode';
import { formatDate, LANG_TAGS, type DateInput } from '@valik/domain';
import type { Lang } from '@valik/domain/contracts';
import { translate, translateCount } from '@valik/domain/i18n';
import { registerDocumentFonts } from './fonts.ts';
import { documentStructure, taggedPdf, type DocumentStructure } from './tagged-pdf.ts';

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
  lang: Lang;
}

export interface DiplomaRenderOptions {
  /** false in tests, to read the page content */
  compress?: boolean;
}

// ---- Words ----

/** The diploma's words in its language (the API's dictionary). */
function diplomaWords(lang: Lang) {
  const t = (key: string, vars?: Record<string, string | number>) => translate(lang, key, vars);
  return {
    title: t('CERTIFICATE'),
    intro: t('This is to certify that'),
    completed: t('has successfully completed the course'),
    hours: (n: number) => translateCount(lang, n, 'Volume: {n} academic hour|Volume: {n} academic hours'),
    dates: t('Dates'),
    teachers: (n: number) => t(n === 1 ? 'Teacher' : 'Teachers'),
    code: t('Verification code'),
    verify: t('Verify this certificate at'),
    qr: t('QR code of the verification address'),
    seal: (year: string) => t('Valik seal, {year}', { year }),
  };
}

// ---- Layout (points; A4 landscape is 841.89 × 595.28) ----

const COLOR = { brand: '#EA580C', brandLight: '#FDBA74', dark: '#9A3412', ink: '#1C1917', muted: '#57534E', paper: '#FFFBF7' };
const QR_SIZE = 84;

/** The names registerDocumentFonts gives the bundled fonts. */
const fonts = { sans: 'sans', sansBold: 'sansBold', serifBold: 'serifBold' } as const;

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
function drawSeal(doc: PDFKit.PDFDocument, year: string, cx: number, cy: number): void {
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

function drawDiploma(doc: PDFKit.PDFDocument, input: DiplomaInput, st: DocumentStructure): void {
  const words = diplomaWords(input.lang);
  const W = doc.page.width;
  const H = doc.page.height;

  // Paper and a double frame: decoration, skipped by a screen reader.
  st.artifact(() => {
    doc.rect(0, 0, W, H).fill(COLOR.paper);
    doc.lineWidth(2.5).rect(22, 22, W - 44, H - 44).stroke(COLOR.brand);
    doc.lineWidth(0.75).rect(30, 30, W - 60, H - 60).stroke(COLOR.brandLight);
  });

  // Wordmark between two short rules.
  const mark = 'VALIK';
  doc.font(fonts.sansBold).fontSize(13);
  const markWidth = doc.widthOfString(mark, { characterSpacing: 6 });
  st.element('P', () => centered(doc, mark, 62, { font: fonts.sansBold, size: 13, color: COLOR.brand, spacing: 6 }));
  st.artifact(() => {
    doc.lineWidth(1).strokeColor(COLOR.brand);
    doc.moveTo(W / 2 - markWidth / 2 - 70, 69).lineTo(W / 2 - markWidth / 2 - 14, 69).stroke();
    doc.moveTo(W / 2 + markWidth / 2 + 14, 69).lineTo(W / 2 + markWidth / 2 + 70, 69).stroke();
  });

  st.element('H1', () => centered(doc, words.title, 96, { font: fonts.serifBold, size: 46, color: COLOR.ink, spacing: 8 }));
  st.element('P', () => centered(doc, words.intro, 172, { font: fonts.sans, size: 13, color: COLOR.muted }));

  const name = input.studentName.trim();
  const nameSize = fitSize(doc, fonts.serifBold, name, 38, 20, W - 200);
  st.element('P', () => centered(doc, name, 198 + (38 - nameSize) / 2, { font: fonts.serifBold, size: nameSize, color: COLOR.ink }));
  st.artifact(() => doc.lineWidth(1).strokeColor(COLOR.brand).moveTo(W / 2 - 180, 253).lineTo(W / 2 + 180, 253).stroke());

  st.element('P', () => centered(doc, words.completed, 264, { font: fonts.sans, size: 13, color: COLOR.muted }));
  const course = input.courseName.trim();
  const courseWidth = W - 220;
  const courseSize = fitSize(doc, fonts.serifBold, course, 26, 18, courseWidth * 2 - 40);
  const oneLine = doc.font(fonts.serifBold).fontSize(courseSize).widthOfString(course) <= courseWidth;
  const courseY = oneLine ? 296 : 288;
  st.element('P', () =>
    centered(doc, course, courseY, {
      font: fonts.serifBold,
      size: courseSize,
      color: COLOR.dark,
      width: courseWidth,
      height: courseSize * 2.6,
    }),
  );

  const details = [
    ...(input.academicHours !== null ? [words.hours(input.academicHours)] : []),
    `${words.dates}: ${formatDate(input.startDate)}–${formatDate(input.endDate)}`,
  ].join('     ·     ');
  const detailsY = courseY + courseSize * (oneLine ? 1.2 : 2.4) + 22;
  st.element('P', () => centered(doc, details, detailsY, { font: fonts.sans, size: 12, color: COLOR.ink }));

  const qrX = W - 84 - QR_SIZE;
  const qrY = H - 84 - QR_SIZE;
  const year = formatDate(input.endDate).slice(-4);
  st.element('Figure', () => drawSeal(doc, year, W / 2, qrY + QR_SIZE / 2), { alt: words.seal(year) });

  // Teachers, signature style, bottom left, on the line of the verification code.
  const left = 84;
  const blockWidth = 250;
  if (input.teacherNames.length > 0) {
    // One line at 12 pt, else as large as fits on two lines, standing on the signature line.
    const teachers = input.teacherNames.join(', ');
    let size = fitSize(doc, fonts.sansBold, teachers, 12, 9, blockWidth);
    const twoLines = doc.font(fonts.sansBold).fontSize(size).widthOfString(teachers) > blockWidth;
    if (twoLines) size = fitSize(doc, fonts.sansBold, teachers, 11, 7, blockWidth * 2 - 30);
    const height = twoLines ? size * 2.3 : size;
    // read as "Teachers: …", though the label prints under the signature line
    st.element('P', () => {
      doc
        .font(fonts.sans)
        .fontSize(9)
        .fillColor(COLOR.muted)
        .text(words.teachers(input.teacherNames.length), left, qrY + 50, { width: blockWidth, lineBreak: false });
      doc
        .font(fonts.sansBold)
        .fontSize(size)
        .fillColor(COLOR.ink)
        .text(teachers, left, qrY + 36 - height, { width: blockWidth, height: size * 2.6, ellipsis: true });
    });
    st.artifact(() => doc.lineWidth(0.75).strokeColor(COLOR.muted).moveTo(left, qrY + 42).lineTo(left + blockWidth, qrY + 42).stroke());
  }

  // Verification, bottom right: the code and the address beside the QR code.
  const textRight = qrX - 14;
  const textWidth = 200;
  const textX = textRight - textWidth;
  const line = (text: string, y: number, font: string, size: number, color: string) =>
    doc.font(font).fontSize(size).fillColor(color).text(text, textX, y, { width: textWidth, align: 'right', lineBreak: false });
  st.element('P', () => {
    line(words.code, qrY + 8, fonts.sans, 9, COLOR.muted);
    line(input.verificationCode, qrY + 21, fonts.sansBold, 14, COLOR.ink);
  });
  // The sentence on one line down to 7 pt; a longer one (Russian) wraps on two lines that start higher,
  // so it never prints over the address under it. The address itself shrinks to fit one line.
  const url = input.verifyUrl;
  const verifySize = fitSize(doc, fonts.sans, words.verify, 8, 7, textWidth);
  const verifyFits = doc.font(fonts.sans).fontSize(verifySize).widthOfString(words.verify) <= textWidth;
  st.element('P', () => {
    if (verifyFits) line(words.verify, qrY + 50, fonts.sans, verifySize, COLOR.muted);
    else doc.font(fonts.sans).fontSize(7).fillColor(COLOR.muted).text(words.verify, textX, qrY + 41, { width: textWidth, align: 'right', lineGap: 0.5 });
    line(url, qrY + 62, fonts.sans, fitSize(doc, fonts.sans, url, 8, 5, textWidth), COLOR.dark);
  });
  st.element('Figure', () => drawQr(doc, input.verifyUrl, qrX, qrY, QR_SIZE), { alt: `${words.qr}: ${input.verifyUrl}` });
}

/** The diploma as a PDF file. */
export async function renderDiplomaPdf(input: DiplomaInput, options: DiplomaRenderOptions = {}): Promise<Buffer> {
  const words = diplomaWords(input.lang);
  const doc = taggedPdf({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    compress: options.compress ?? true,
    lang: LANG_TAGS[input.lang],
    info: {
      Title: `${words.title.charAt(0)}${words.title.slice(1).toLowerCase()}: ${input.studentName}, ${input.courseName}`,
      Author: 'Valik',
      Subject: input.courseName,
      Keywords: input.verificationCode,
      Creator: 'Valik',
    },
  });
  registerDocumentFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const structure = documentStructure(doc);
  drawDiploma(doc, input, structure);
  structure.end();
  doc.end();
  return done;
}
