// The school-year report as an A4 landscape PDF (issue 29 item 8): the school, the filter in words, the
// totals, every registration (a table that carries its header row onto each new page) and the school's
// invoices. Tagged like the invoice and the diploma (tagged-pdf.ts: H1/H2, P, Table/THead/TBody/TR/TH/TD;
// rules and bands are artifacts), in the bundled DejaVu fonts, words from the API's dictionary.
import { formatDate, formatEuros, LANG_TAGS } from '@valik/domain';
import type { Lang } from '@valik/domain/contracts';
import { translate } from '@valik/domain/i18n';
import type { SchoolReport, SchoolReportRegistration } from '../school-reps/school-year-report.ts';
import { registerDocumentFonts } from './fonts.ts';
import { documentStructure, taggedPdf } from './tagged-pdf.ts';

const COLOR = { brand: '#C2410C', ink: '#1F2937', muted: '#4B5563', rule: '#D1D5DB', band: '#FFF7ED' };
const MARGIN = 40;

interface Column<R> {
  head: string;
  width: number;
  align?: 'left' | 'right';
  cell: (row: R) => string;
}

export async function renderSchoolReportPdf(report: SchoolReport, lang: Lang, options: { compress?: boolean } = {}): Promise<Buffer> {
  const t = (key: string, vars?: Record<string, string | number>) => translate(lang, key, vars);
  const title = t('School-year report');
  const doc = taggedPdf({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    compress: options.compress ?? true,
    lang: LANG_TAGS[lang],
    info: { Title: `${title}: ${report.school_name}`, Author: 'Valik', Subject: `${title} ${report.period_text}`, Creator: 'Valik' },
  });
  registerDocumentFonts(doc);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const st = documentStructure(doc);
  const W = doc.page.width;
  const H = doc.page.height;
  const right = W - MARGIN;
  const width = right - MARGIN;
  const money = (cents: number) => formatEuros(cents, lang);

  st.element('P', () => doc.font('sansBold').fontSize(18).fillColor(COLOR.brand).text('VALIK', MARGIN, MARGIN, { characterSpacing: 4, lineBreak: false }));
  st.element('H1', () => doc.font('sansBold').fontSize(20).fillColor(COLOR.ink).text(title, MARGIN, MARGIN - 2, { width, align: 'right' }));
  let y = MARGIN + 34;
  const facts: [string, string][] = [
    [t('School'), report.school_name],
    [t('Period'), report.period_text],
    ...(report.course_name ? [[t('Course'), report.course_name] as [string, string]] : []),
    [t('Made on'), formatDate(report.generated_at)],
  ];
  const factTable = st.group('Table');
  for (const [label, value] of facts) {
    const row = st.group('TR', factTable);
    st.element('TH', () => doc.font('sans').fontSize(10).fillColor(COLOR.muted).text(`${label}:`, MARGIN, y, { width: 110, lineBreak: false }), { parent: row });
    st.element('TD', () => doc.font('sansBold').fontSize(10).fillColor(COLOR.ink).text(value, MARGIN + 115, y, { width: width - 115, lineBreak: false }), { parent: row });
    y += 15;
  }

  // the totals, in a band of figures
  y += 10;
  const tt = report.totals;
  const figures: [string, string][] = [
    [t('Registrations'), String(tt.registrations)],
    [t('Students'), String(tt.students)],
    [t('Passed'), String(tt.passed)],
    [t('Not passed'), String(tt.not_passed)],
    [t('Diplomas'), String(tt.diplomas)],
    [t('Attendance'), t('{attended} of {held}', { attended: tt.classes_attended, held: tt.classes_held })],
    [t('Credits used'), String(tt.credits_used)],
    [t('Invoiced'), money(tt.invoiced)],
    [t('Unpaid'), money(tt.unpaid)],
  ];
  const bandTop = y;
  const figureWidth = width / figures.length;
  // a long label (Russian "Использовано кредитов") takes two lines: the figures stand below the tallest
  doc.font('sans').fontSize(8);
  const labelHeight = Math.max(...figures.map(([label]) => doc.heightOfString(label, { width: figureWidth - 10 })));
  const bandHeight = labelHeight + 32;
  st.artifact(() => doc.rect(MARGIN, bandTop, width, bandHeight).fill(COLOR.band));
  const totalsTable = st.group('Table');
  const headRow = st.group('TR', totalsTable);
  const valueRow = st.group('TR', totalsTable);
  figures.forEach(([label], i) =>
    st.element('TH', () => doc.font('sans').fontSize(8).fillColor(COLOR.muted).text(label, MARGIN + 6 + i * figureWidth, bandTop + 7, { width: figureWidth - 10 }), { parent: headRow }),
  );
  figures.forEach(([, value], i) =>
    st.element('TD', () => doc.font('sansBold').fontSize(11).fillColor(COLOR.ink).text(value, MARGIN + 6 + i * figureWidth, bandTop + 10 + labelHeight, { width: figureWidth - 10, lineBreak: false }), { parent: valueRow }),
  );
  y = bandTop + bandHeight + 16;

  /** A table that starts a new page (with its header row again) when the next row does not fit. */
  function table<R>(heading: string, columns: Column<R>[], rows: R[], empty: string) {
    const section = st.group('Sect');
    if (y > H - MARGIN - 80) {
      doc.addPage();
      y = MARGIN;
    }
    st.element('H2', () => doc.font('sansBold').fontSize(12).fillColor(COLOR.brand).text(heading, MARGIN, y, { lineBreak: false }), { parent: section });
    y += 20;
    if (rows.length === 0) {
      st.element('P', () => doc.font('sansOblique').fontSize(10).fillColor(COLOR.muted).text(empty, MARGIN, y, { width }), { parent: section });
      y = doc.y + 14;
      return;
    }
    const scale = width / columns.reduce((n, c) => n + c.width, 0);
    const xs = columns.reduce<number[]>((acc, c, i) => [...acc, i === 0 ? MARGIN : (acc[i - 1] as number) + (columns[i - 1] as Column<R>).width * scale], []);
    const tableEl = st.group('Table', section);
    const header = () => {
      const top = y;
      // a long column name (Russian "Использовано кредитов") takes two lines: the band grows with it
      doc.font('sansBold').fontSize(7);
      const band = Math.max(...columns.map((c) => doc.heightOfString(c.head, { width: c.width * scale - 6 }))) + 10;
      st.artifact(() => doc.rect(MARGIN, top, width, band).fill(COLOR.band));
      const row = st.group('TR', st.group('THead', tableEl));
      columns.forEach((c, i) =>
        st.element('TH', () => doc.font('sansBold').fontSize(7).fillColor(COLOR.ink).text(c.head, (xs[i] as number) + 3, top + 5, { width: c.width * scale - 6, align: c.align ?? 'left' }), { parent: row }),
      );
      y += band + 4;
    };
    header();
    const body = st.group('TBody', tableEl);
    for (const r of rows) {
      doc.font('sans').fontSize(8);
      const heights = columns.map((c) => doc.heightOfString(c.cell(r) || ' ', { width: c.width * scale - 6 }));
      const rowHeight = Math.max(...heights) + 6;
      if (y + rowHeight > H - MARGIN) {
        doc.addPage();
        y = MARGIN;
        header();
      }
      const top = y;
      const row = st.group('TR', body);
      columns.forEach((c, i) =>
        st.element('TD', () => doc.font('sans').fontSize(8).fillColor(COLOR.ink).text(c.cell(r), (xs[i] as number) + 3, top + 2, { width: c.width * scale - 6, align: c.align ?? 'left' }), { parent: row }),
      );
      y = top + rowHeight;
      const ruleY = y - 1;
      st.artifact(() => doc.lineWidth(0.4).strokeColor(COLOR.rule).moveTo(MARGIN, ruleY).lineTo(right, ruleY).stroke());
    }
    y += 14;
  }

  const regColumns: Column<SchoolReportRegistration>[] = [
    { head: t('Student'), width: 104, cell: (r) => r.student_name },
    { head: t('Course group'), width: 140, cell: (r) => r.cohort_name },
    { head: t('Start'), width: 56, cell: (r) => formatDate(r.start_date) },
    { head: t('Status'), width: 70, cell: (r) => r.status_text },
    { head: t('Diploma'), width: 88, cell: (r) => r.diploma_code ?? '–' },
    { head: t('Attendance'), width: 76, align: 'right', cell: (r) => t('{attended} of {held}', { attended: r.classes_attended, held: r.classes_held }) },
    { head: t('Payer'), width: 70, cell: (r) => r.payer_text },
    { head: t('Credits used'), width: 72, align: 'right', cell: (r) => String(r.credits_used) },
    { head: t('Invoice'), width: 96, cell: (r) => (r.invoice_number ? `${r.invoice_number} · ${r.invoice_status_text ?? ''}` : '–') },
  ];
  table(t('Registrations'), regColumns, report.registrations, t('No registrations for this period.'));
  table(
    t('Invoices of the school'),
    [
      { head: t('Invoice number'), width: 120, cell: (i) => i.number },
      { head: t('Period'), width: 80, cell: (i) => i.period ?? '–' },
      { head: t('Invoice date'), width: 80, cell: (i) => formatDate(i.issued_at) },
      { head: t('Due date'), width: 80, cell: (i) => (i.due_date ? formatDate(i.due_date) : '–') },
      { head: t('Status'), width: 80, cell: (i) => i.status_text },
      { head: t('Amount'), width: 80, align: 'right', cell: (i) => money(i.amount) },
    ],
    report.invoices,
    t('No school invoices for these registrations.'),
  );

  st.end();
  doc.end();
  return done;
}
