import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { qrModuleRuns, renderDiplomaPdf, type DiplomaInput } from './diploma-pdf.ts';
import { embeddedFontNames, pdfTextRuns } from './pdf-text.testing.ts';

const diploma = (over: Partial<DiplomaInput> = {}): DiplomaInput => ({
  studentName: 'Mari-Liis Šõmer-Žukova',
  courseName: 'Rahatarkus ja eelarve planeerimine',
  academicHours: 24,
  startDate: '2026-09-14T06:00:00.000Z',
  endDate: '2026-11-20T16:00:00.000Z',
  teacherNames: ['Jüri Õunapuu', 'Kädi Käär'],
  verificationCode: 'VLK-7K3QD-M9XTP',
  verifyUrl: 'https://valik.ee/diplomas/verify/VLK-7K3QD-M9XTP',
  lang: 'et',
  ...over,
});

const latin1 = (pdf: Buffer) => pdf.toString('latin1');
const shownText = pdfTextRuns;
const pageCount = (pdf: Buffer) => latin1(pdf).match(/\/Type \/Page\b/g)?.length ?? 0;

describe('renderDiplomaPdf', () => {
  it('makes a one-page PDF', async () => {
    const pdf = await renderDiplomaPdf(diploma());
    expect(latin1(pdf.subarray(0, 5))).toBe('%PDF-');
    expect(latin1(pdf.subarray(-6))).toContain('%%EOF');
    expect(pageCount(await renderDiplomaPdf(diploma(), { compress: false }))).toBe(1);
  });

  it('shows the name, course, academic hours, dates, teachers and code in Estonian, š and ž included', async () => {
    const text = shownText(await renderDiplomaPdf(diploma(), { compress: false }));
    expect(text).toEqual(
      expect.arrayContaining([
        'TUNNISTUS',
        'Käesolevaga tõendatakse, et',
        'Mari-Liis Šõmer-Žukova',
        'on edukalt läbinud kursuse',
        'Rahatarkus ja eelarve planeerimine',
        'Maht: 24 akadeemilist tundi     ·     Toimumisaeg: 14.09.2026–20.11.2026',
        'Jüri Õunapuu, Kädi Käär',
        'Õpetajad',
        'Kontrollkood',
        'VLK-7K3QD-M9XTP',
        'https://valik.ee/diplomas/verify/VLK-7K3QD-M9XTP',
      ]),
    );
  });

  it('embeds the bundled DejaVu fonts, whatever the host has installed', async () => {
    const pdf = await renderDiplomaPdf(diploma(), { compress: false });
    expect(embeddedFontNames(pdf)).toEqual(['DejaVuSans', 'DejaVuSans-Bold', 'DejaVuSerif-Bold']);
    expect(latin1(pdf)).not.toMatch(/\/BaseFont \/(Helvetica|Times)/);
    expect(latin1(pdf)).toContain('/Lang (et-EE)');
  });

  it('speaks English when asked, with one academic hour and one teacher', async () => {
    const text = shownText(await renderDiplomaPdf(diploma({ lang: 'en', academicHours: 1, teacherNames: ['Ann Tamm'] }), { compress: false }));
    expect(text).toEqual(
      expect.arrayContaining([
        'CERTIFICATE',
        'This is to certify that',
        'has successfully completed the course',
        'Volume: 1 academic hour     ·     Dates: 14.09.2026–20.11.2026',
        'Teacher',
        'Verification code',
      ]),
    );
  });

  it('speaks Russian in Cyrillic with the bundled font, a Russian name and the right plural of hours', async () => {
    const russian = (over: Partial<DiplomaInput>) =>
      renderDiplomaPdf(diploma({ lang: 'ru', studentName: 'Анастасия Щербакова-Ёлкина', courseName: 'Финансовая грамотность', ...over }), { compress: false });
    const pdf = await russian({ academicHours: 24 });
    expect(pdfTextRuns(pdf)).toEqual(
      expect.arrayContaining([
        'ДИПЛОМ',
        'Настоящим подтверждается, что',
        'Анастасия Щербакова-Ёлкина',
        'успешно окончил(а) курс',
        'Финансовая грамотность',
        'Объём: 24 академических часа     ·     Сроки проведения: 14.09.2026–20.11.2026',
        'Учителя',
        'Код проверки',
      ]),
    );
    expect(embeddedFontNames(pdf)).toEqual(['DejaVuSans', 'DejaVuSans-Bold', 'DejaVuSerif-Bold']);
    expect(latin1(pdf)).toContain('/Lang (ru-RU)');
    expect(pdfTextRuns(await russian({ academicHours: 21, teacherNames: ['Ann Tamm'] }))).toEqual(expect.arrayContaining(['Объём: 21 академический час     ·     Сроки проведения: 14.09.2026–20.11.2026', 'Учитель']));
    expect(pdfTextRuns(await russian({ academicHours: 11 })).join(' ')).toContain('Объём: 11 академических часов');
  });

  it('writes dates as dd.MM.yyyy in Tallinn time and leaves out unknown academic hours', async () => {
    const text = shownText(
      await renderDiplomaPdf(diploma({ academicHours: null, endDate: '2026-11-20T22:30:00.000Z' }), { compress: false }),
    );
    expect(text).toContain('Toimumisaeg: 14.09.2026–21.11.2026');
    expect(text.join(' ')).not.toContain('Maht');
  });

  it('leaves out the teacher block when no teacher is named', async () => {
    const text = shownText(await renderDiplomaPdf(diploma({ teacherNames: [] }), { compress: false }));
    expect(text).not.toContain('Õpetaja');
    expect(text).not.toContain('Õpetajad');
  });

  it('keeps very long names, course titles and teacher lists on one page', async () => {
    const pdf = await renderDiplomaPdf(
      diploma({
        studentName: 'Maria-Magdaleena Aleksandra Kristiina von Üksküll-Gyllenband-Šmigun',
        courseName: 'Jätkusuutlik eluviis: energia, toit, ringmajandus ja kliimamuutuste mõju igapäevaelule '.repeat(3),
        teacherNames: ['Kristjan-Jaak Peterson', 'Marie Under', 'Friedebert Tuglas', 'Lydia Koidula', 'Juhan Liiv'],
      }),
      { compress: false },
    );
    expect(pageCount(pdf)).toBe(1);
  });

  it('puts the code in the document information and names the document', async () => {
    const raw = latin1(await renderDiplomaPdf(diploma({ studentName: 'Mari Maasikas' }), { compress: false }));
    expect(raw).toContain('(VLK-7K3QD-M9XTP)');
    expect(raw).toContain('/DisplayDocTitle true');
  });

  it('prints Cyrillic, Latvian and Polish names as written', async () => {
    const pdf = await renderDiplomaPdf(diploma({ studentName: 'Жанна Щукина', teacherNames: ['Łucja Bērziņa'] }), { compress: false });
    const text = shownText(pdf);
    expect(text).toContain('Жанна Щукина');
    expect(text).toContain('Łucja Bērziņa');
    expect(text.join('')).not.toContain('\uFFFD');
  });

  it('compresses its content by default and still embeds the fonts', async () => {
    const pdf = await renderDiplomaPdf(diploma());
    expect(latin1(pdf)).toContain('/FlateDecode');
    expect(latin1(pdf)).toContain('/FontFile2');
  });
});

describe('qrModuleRuns', () => {
  it('covers exactly the dark modules of the QR code of the address', () => {
    const url = 'https://valik.ee/diplomas/verify/VLK-7K3QD-M9XTP';
    const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
    const { size, runs } = qrModuleRuns(url);
    expect(size).toBe(modules.size);
    const drawn = new Set(runs.flatMap((r) => Array.from({ length: r.length }, (_, i) => `${r.row},${r.col + i}`)));
    for (let row = 0; row < size; row++) {
      for (let col = 0; col < size; col++) expect(drawn.has(`${row},${col}`)).toBe(Boolean(modules.get(row, col)));
    }
  });
});
