// Invoices, credit notes and diplomas are tagged PDFs (PDF/UA-1, issue 30 item 4) in et, en and ru: the
// checks a PDF/UA validator makes of the file's structure, done on our uncompressed output. Every text run
// is inside marked content that belongs to a structure element, or inside an artifact; the structure names
// headings, tables and figures with alternative text; the catalog says the language, that the file is
// marked, and to show the title; the metadata says PDF/UA-1. And the reading order is the order a person
// reads the page in, long lines wrapping in their column without printing over the next.
import { describe, expect, it } from 'vitest';
import type { Lang } from '@valik/domain/contracts';
import { renderDiplomaPdf, type DiplomaInput } from './diploma-pdf.ts';
import { renderInvoicePdf, type InvoicePdfInput } from './invoice-pdf.ts';
import { pdfPlacedRuns, pdfTextRuns } from './pdf-text.testing.ts';

const LANGS: Lang[] = ['et', 'en', 'ru'];
const latin1 = (pdf: Buffer) => pdf.toString('latin1');

const diploma = (lang: Lang, over: Partial<DiplomaInput> = {}): DiplomaInput => ({
  studentName: 'Мария Šõmer-Žukova',
  courseName: 'Rahatarkus ja eelarve planeerimine',
  academicHours: 24,
  startDate: '2026-09-14T06:00:00.000Z',
  endDate: '2026-11-20T16:00:00.000Z',
  teacherNames: ['Jüri Õunapuu'],
  verificationCode: 'VLK-7K3QD-M9XTP',
  verifyUrl: 'https://valik.ee/diplomas/verify/VLK-7K3QD-M9XTP',
  lang,
  ...over,
});

const LONG = 'Ettevõtluse alused ja meeskonnatöö praktikum gümnaasiumi vanemale astmele koos lõputöö juhendamise ja esitlusega';
const invoice = (lang: Lang, over: Partial<InvoicePdfInput> = {}): InvoicePdfInput => ({
  number: 'VLK-2026-000123',
  referenceNumber: '20260001237',
  status: 'UNPAID',
  issuedAt: new Date('2026-09-01T09:00:00Z'),
  dueDate: new Date('2026-09-11T20:59:59Z'),
  paidAt: null,
  seller: { name: 'Valik OÜ', registryCode: '16543210', vatNumber: 'EE102345678', address: 'Narva mnt 5, 10117 Tallinn, Eesti', iban: 'EE38 2200 2210 2014 5685' },
  buyer: { name: 'Tallinna Kesklinna Gümnaasium', lines: ['Registrikood 75016697', 'Tõnismägi 11, Tallinn'] },
  lines: [
    { description: LONG, detail: 'Sügis 2026 · 01.10.2026–30.11.2026 · Mari-Liis Šõmer', quantity: 1, unit_price: 9900, amount: 9900 },
    { description: 'Robootika', detail: 'Talv 2027', quantity: 2, unit_price: 4950, amount: 9900 },
  ],
  total: 19800,
  lang,
  ...over,
});

/** Content-stream operators in order: marked-content begin/end and text runs. */
function markedContent(pdf: Buffer) {
  const raw = latin1(pdf);
  const streams = [...raw.matchAll(/stream\n([\s\S]*?)\nendstream/g)].map(([, body = '']) => body).filter((b) => b.includes(' Tf'));
  const problems: string[] = [];
  const tags: string[] = [];
  let mcids = 0;
  for (const stream of streams) {
    const stack: string[] = [];
    for (const [op, tag, dict, kind] of [...stream.matchAll(/\/(\w+) (<<[^>]*>> )?(BDC|BMC)|EMC|\] TJ/g)]) {
      if (kind) {
        stack.push(tag!);
        tags.push(tag!);
        if (dict?.includes('/MCID')) mcids++;
      } else if (op === 'EMC') {
        if (!stack.pop()) problems.push('EMC without a begin');
      } else if (stack.length === 0) {
        problems.push('a text run outside marked content');
      }
    }
    if (stack.length) problems.push(`unclosed marked content: ${stack.join(',')}`);
  }
  return { problems, tags, mcids };
}

/** The structure element types in the structure tree (each element is `<< /S /Type /P parent …`). */
const structTypes = (pdf: Buffer) => [...latin1(pdf).matchAll(/<<\n\/S \/(\w+)\n(?:\/Alt [^\n]+\n)?\/P \d+ 0 R/g)].map(([, s]) => s);

/** The body of indirect object `id`. */
const object = (raw: string, id: string) => new RegExp(`\\n${id} 0 obj\\n([\\s\\S]*?)\\nendobj`).exec(raw)?.[1] ?? '';

function expectTagged(pdf: Buffer, lang: string) {
  const raw = latin1(pdf);
  expect(raw).toMatch(/\/StructTreeRoot \d+ 0 R/);
  expect(object(raw, /\/MarkInfo (\d+) 0 R/.exec(raw)?.[1] ?? 'none')).toContain('/Marked true');
  expect(raw).toContain(`/Lang (${lang})`);
  expect(object(raw, /\/ViewerPreferences (\d+) 0 R/.exec(raw)?.[1] ?? 'none')).toContain('/DisplayDocTitle true');
  expect(raw).toContain('<pdfuaid:part>1</pdfuaid:part>');
  expect(raw.startsWith('%PDF-1.7')).toBe(true);
  const marked = markedContent(pdf);
  expect(marked.problems).toEqual([]);
  expect(marked.mcids).toBeGreaterThan(5);
  expect(marked.tags).toContain('Artifact');
}

describe('tagged PDFs (PDF/UA-1)', () => {
  for (const lang of LANGS) {
    it(`a diploma in ${lang}: a heading, paragraphs, figures with alternative text, decoration as artifacts`, async () => {
      const pdf = await renderDiplomaPdf(diploma(lang), { compress: false });
      expectTagged(pdf, { et: 'et-EE', en: 'en-GB', ru: 'ru-RU' }[lang]);
      const types = structTypes(pdf);
      // one Document element holds them all (pdfkit writes it last)
      expect(types.filter((t) => t === 'Document')).toHaveLength(1);
      expect(types.filter((t) => t === 'H1')).toHaveLength(1);
      expect(types.filter((t) => t === 'Figure')).toHaveLength(2);
      // both figures (the seal and the QR code) say what they are
      // (a literal string, or hex UTF-16 for text beyond Latin-1)
      const alts = [...latin1(pdf).matchAll(/\/S \/Figure\n\/Alt (\([^)]+\)|<[0-9a-fA-F]+>)/g)];
      expect(alts).toHaveLength(2);
    });

    it(`an invoice in ${lang}: the facts, the lines and the totals are tables with header cells`, async () => {
      const pdf = await renderInvoicePdf(invoice(lang), { compress: false });
      expectTagged(pdf, { et: 'et-EE', en: 'en-GB', ru: 'ru-RU' }[lang]);
      const types = structTypes(pdf);
      expect(types.filter((t) => t === 'Table')).toHaveLength(3);
      for (const type of ['H1', 'H2', 'THead', 'TBody', 'TR', 'TH', 'TD', 'Sect']) expect(types, type).toContain(type);
    });
  }

  it('a credit note is tagged too', async () => {
    const pdf = await renderInvoicePdf(invoice('et', { total: -9900, creditNote: { creditsInvoice: { number: 'VLK-2026-000100', issuedAt: new Date('2026-08-01T09:00:00Z') }, refundState: 'REQUESTED' } }), { compress: false });
    expectTagged(pdf, 'et-EE');
  });

  it('an invoice of many lines runs over pages and stays tagged on each', async () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ description: `${LONG} ${i + 1}`, detail: `Õpilane ${i + 1}`, quantity: 1, unit_price: 4950, amount: 4950 }));
    const pdf = await renderInvoicePdf(invoice('et', { lines: many, total: 40 * 4950 }), { compress: false });
    expect(latin1(pdf).match(/\/Type \/Page\b/g)?.length).toBeGreaterThan(1);
    expectTagged(pdf, 'et-EE');
  });

  it('reads in the order a person reads: a long description wraps in its column, then its detail, then the numbers of its row', async () => {
    const runs = pdfTextRuns(await renderInvoicePdf(invoice('et'), { compress: false })).map((r) => r.trim());
    const first = runs.findIndex((r) => r.startsWith('Ettevõtluse'));
    const detail = runs.findIndex((r) => r.startsWith('Sügis 2026'));
    // the description is on more than one line, the lines in order, nothing else between them
    const description = runs.slice(first, detail);
    expect(description.length).toBeGreaterThan(1);
    expect(description.join(' ')).toBe(LONG);
    // then the detail (wrapped too, it is long), then the row's numbers, then the next row
    const quantity = runs.indexOf('1', detail);
    expect(runs.slice(detail, quantity).join(' ')).toBe('Sügis 2026 · 01.10.2026–30.11.2026 · Mari-Liis Šõmer');
    expect(runs.slice(quantity, quantity + 4)).toEqual(['1', '99,00 €', '24%', '99,00 €']);
    expect(runs[quantity + 4]).toBe('Robootika');
  });

  it('prints the "verify at" sentence of a diploma above the address, never over it, in every language', async () => {
    for (const lang of LANGS) {
      const runs = pdfPlacedRuns(await renderDiplomaPdf(diploma(lang), { compress: false }));
      const address = runs.find((r) => r.text === 'https://valik.ee/diplomas/verify/VLK-7K3QD-M9XTP')!;
      const sentence = runs.slice(runs.indexOf(address) - 2, runs.indexOf(address)).filter((r) => !r.text.startsWith('VLK-'));
      expect(sentence.map((r) => r.text.trim()).join(' '), lang).toBe({ et: 'Tunnistuse ehtsust saab kontrollida', en: 'Verify this certificate at', ru: 'Подлинность диплома можно проверить по адресу' }[lang]);
      for (const line of sentence) {
        // its lowest point (the descender, about a quarter of the size) stays above the address's capitals
        expect(line.y - line.size * 0.25, lang).toBeGreaterThan(address.y + address.size * 0.75);
        expect(line.size, lang).toBeGreaterThanOrEqual(7);
      }
    }
  });
});
