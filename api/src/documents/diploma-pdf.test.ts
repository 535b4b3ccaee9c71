import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import {
  SYSTEM_FONT_CANDIDATES,
  chooseDiplomaFonts,
  isWinAnsi,
  qrModuleRuns,
  renderDiplomaPdf,
  toWinAnsi,
  type DiplomaInput,
} from './diploma-pdf.ts';

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

/** The text drawn with the built-in fonts: pdfkit writes it as WinAnsi hex strings in TJ arrays. */
function shownText(pdf: Buffer): string[] {
  const decoder = new TextDecoder('windows-1252');
  return [...latin1(pdf).matchAll(/\[([^\]]*)\] TJ/g)].map(([, array = '']) => {
    const hex = [...array.matchAll(/<([0-9a-f]*)>/g)].map(([, h]) => h).join('');
    return decoder.decode(Buffer.from(hex, 'hex'));
  });
}

const pageCount = (pdf: Buffer) => latin1(pdf).match(/\/Type \/Page\b/g)?.length ?? 0;

const hasPdftotext = (() => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
function pdftotext(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'diploma-')), 'd.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
}

const systemFonts = SYSTEM_FONT_CANDIDATES.filter((set) => Object.values(set).every((path) => existsSync(path)));

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

  it('uses the built-in Helvetica and Times for Estonian text, embedding no font', async () => {
    const raw = latin1(await renderDiplomaPdf(diploma(), { compress: false }));
    expect(raw).toContain('/BaseFont /Helvetica');
    expect(raw).toContain('/BaseFont /Times-Bold');
    expect(raw).not.toContain('/FontFile2');
    expect(raw).toContain('/Lang (et-EE)');
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

  it.skipIf(systemFonts.length === 0)('embeds a Unicode font for a Cyrillic name when one is installed', async () => {
    const pdf = await renderDiplomaPdf(diploma({ studentName: 'Жанна Щукина' }), { compress: false, fontCandidates: systemFonts });
    const raw = latin1(pdf);
    expect(raw).toContain('/FontFile2');
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+(Liberation|DejaVu)/);
    expect(raw).not.toContain('/BaseFont /Helvetica');
    if (hasPdftotext) expect(pdftotext(pdf)).toContain('Жанна Щукина');
  });

  it('transliterates a Cyrillic name with the built-in fonts when no Unicode font is found', async () => {
    const pdf = await renderDiplomaPdf(diploma({ studentName: 'Жанна Щукина', teacherNames: ['Łucja Bērziņa'] }), {
      compress: false,
      fontCandidates: [],
    });
    const text = shownText(pdf);
    expect(text).toContain('Žanna Štšukina');
    expect(text).toContain('Lucja Berzina');
    expect(latin1(pdf)).not.toContain('/FontFile2');
  });

  it.skipIf(!hasPdftotext)('can be read back by a PDF reader (pdftotext)', async () => {
    const text = pdftotext(await renderDiplomaPdf(diploma()));
    expect(text).toContain('Mari-Liis Šõmer-Žukova');
    expect(text).toContain('VLK-7K3QD-M9XTP');
  });
});

describe('chooseDiplomaFonts', () => {
  const set = (name: string) => ({ sans: `/f/${name}-R.ttf`, sansBold: `/f/${name}-B.ttf`, serifBold: `/f/${name}-S.ttf` });
  const files = new Set([...Object.values(set('lib')), ...Object.values(set('dv')), set('half').sans]);
  const exists = (path: string) => files.has(path);

  it('takes the built-in fonts when every text is in WinAnsi, whatever is installed', () => {
    expect(chooseDiplomaFonts(['Šõmer-Žukova', 'Kädi Käär', 'Öö ja Ülle'], { fontCandidates: [set('lib')] }, exists)).toEqual({
      kind: 'standard',
    });
  });

  it('embeds the configured fonts first, then the first complete installed set', () => {
    const candidates = [set('half'), set('lib'), set('dv')];
    expect(chooseDiplomaFonts(['Жанна'], { fontCandidates: candidates }, exists)).toEqual({ kind: 'embedded', files: set('lib') });
    expect(chooseDiplomaFonts(['Жанна'], { fonts: set('dv'), fontCandidates: candidates }, exists)).toEqual({
      kind: 'embedded',
      files: set('dv'),
    });
  });

  it('falls back to transliteration when no complete font set exists', () => {
    expect(chooseDiplomaFonts(['Bērziņa'], { fontCandidates: [set('half'), set('none')] }, exists)).toEqual({
      kind: 'transliterated',
    });
  });
});

describe('isWinAnsi and toWinAnsi', () => {
  it('knows every Estonian letter is in WinAnsi, and Latvian ā or Cyrillic is not', () => {
    expect(isWinAnsi('ÕÄÖÜŠŽõäöüšž – “Tere”, €5')).toBe(true);
    expect(isWinAnsi('ā')).toBe(false);
    expect(isWinAnsi('Ж')).toBe(false);
  });

  it('transliterates Russian the Estonian way', () => {
    expect(toWinAnsi('Жанна Щукина')).toBe('Žanna Štšukina');
    expect(toWinAnsi('Крылов, Чернышёв, Юлия, Хабаров, Цой, Съедин')).toBe('Krõlov, Tšernõšjov, Julija, Habarov, Tsoi, Sedin');
  });

  it('drops other accents, maps Ł and keeps what WinAnsi has', () => {
    expect(toWinAnsi('Bērziņa Łukasz Čapek Šõmer')).toBe('Berzina Lukasz Capek Šõmer');
  });

  it('replaces what it cannot write with ?', () => {
    expect(toWinAnsi('李 🎓')).toBe('? ?');
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
