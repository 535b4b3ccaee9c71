// The public diploma check (/diplomas and /diplomas/{code}), rendered with Astro's Container API and a
// lookup that answers like the server's.
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DiplomaVerificationDto, Lang, SiteLocals } from '@valik/domain/contracts';
import DiplomaPage from '../src/pages/diplomas/[code].astro';
import DiplomaLookupPage from '../src/pages/diplomas/index.astro';
import { buildLocals } from './support/factories.ts';
import { createInMemoryDiplomas } from './support/in-memory-diplomas.ts';

type Page = Parameters<AstroContainer['renderToResponse']>[0];

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

async function render(page: Page, path: string, locals: SiteLocals, params: Record<string, string> = {}) {
  const response = await container.renderToResponse(page, {
    request: new Request(new URL(path, 'http://localhost:3000')),
    locals,
    params,
    partial: false,
  });
  return { status: response.status, location: response.headers.get('location'), html: await response.text() };
}

const textOf = (html: string): string => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const DIPLOMA: DiplomaVerificationDto = {
  valid: true,
  code: 'VLK-7K3QD-M9XTP',
  student_name: 'Mari Maasikas',
  course_name: 'Rahatarkus',
  academic_hours: 24,
  // 21:30 UTC on 31 August is 1 September in Tallinn
  start_date: '2025-08-31T21:30:00.000Z',
  end_date: '2025-11-20T10:00:00.000Z',
  teacher_names: ['Kadri Tamm'],
  issued_at: '2025-12-01T08:00:00.000Z',
};

function localsWith(lang: Lang = 'et') {
  const diplomas = createInMemoryDiplomas([DIPLOMA]);
  return { locals: buildLocals({}, { diplomas, lang }), diplomas };
}

describe('diploma verification page', () => {
  it('confirms a known code with the name, course, academic hours, dates, teacher and issue date, in Estonian', async () => {
    const { locals, diplomas } = localsWith('et');
    const { status, html } = await render(DiplomaPage, '/diplomas/VLK-7K3QD-M9XTP', locals, { code: 'VLK-7K3QD-M9XTP' });
    expect(status).toBe(200);
    expect(diplomas.asked).toEqual(['VLK-7K3QD-M9XTP']);
    const text = textOf(html);
    expect(text).toContain('Tunnistus on kehtiv');
    expect(text).toContain('Nimi Mari Maasikas');
    expect(text).toContain('Kursus Rahatarkus');
    expect(text).toContain('Akadeemilisi tunde 24');
    expect(text).toContain('Kursuse toimumisaeg 01.09.2025–20.11.2025');
    expect(text).toContain('Õpetaja Kadri Tamm');
    expect(text).toContain('Välja antud 01.12.2025');
    expect(text).toContain('Kontrollkood VLK-7K3QD-M9XTP');
    expect(html).toContain('<html lang="et"');
  });

  it('confirms it in English when English is chosen', async () => {
    const { locals } = localsWith('en');
    const { status, html } = await render(DiplomaPage, '/diplomas/VLK-7K3QD-M9XTP', locals, { code: 'VLK-7K3QD-M9XTP' });
    expect(status).toBe(200);
    const text = textOf(html);
    expect(text).toContain('The diploma is valid');
    expect(text).toContain('Teacher Kadri Tamm');
    expect(text).toContain('Course dates 01.09.2025–20.11.2025');
    expect(html).toContain('<html lang="en"');
  });

  it('names several teachers under a plural label', async () => {
    const diplomas = createInMemoryDiplomas([{ ...DIPLOMA, teacher_names: ['Kadri Tamm', 'Martin Kask'] }]);
    const { html } = await render(DiplomaPage, '/diplomas/VLK-7K3QD-M9XTP', buildLocals({}, { diplomas }), { code: 'VLK-7K3QD-M9XTP' });
    expect(textOf(html)).toContain('Õpetajad Kadri Tamm, Martin Kask');
  });

  it('sends a code typed in lower case or without dashes to its one address, keeping the language', async () => {
    const { locals } = localsWith();
    const lower = await render(DiplomaPage, '/diplomas/vlk-7k3qd-m9xtp', locals, { code: 'vlk-7k3qd-m9xtp' });
    expect(lower.status).toBe(301);
    expect(lower.location).toBe('/diplomas/VLK-7K3QD-M9XTP');
    const english = await render(DiplomaPage, '/diplomas/VLK7K3QDM9XTP?lang=en', locals, { code: 'VLK7K3QDM9XTP' });
    expect(english.status).toBe(301);
    expect(english.location).toBe('/diplomas/VLK-7K3QD-M9XTP?lang=en');
  });

  it('denies an unknown code with 404 and a friendly explanation, keeping the code in the form to correct it', async () => {
    const { locals } = localsWith('et');
    const { status, html } = await render(DiplomaPage, '/diplomas/VLK-22222-22222', locals, { code: 'VLK-22222-22222' });
    expect(status).toBe(404);
    const text = textOf(html);
    expect(text).toContain('Selle koodiga tunnistust ei ole');
    expect(text).toContain('Me ei leidnud tunnistust koodiga VLK-22222-22222.');
    expect(text).toContain('ei ole tunnistust välja andnud Valik');
    expect(text).not.toContain('Tunnistus on kehtiv');
    expect(html).toMatch(/<input[^>]*id="diploma-code"[^>]*value="VLK-22222-22222"/);
  });

  it('denies in English too, and never echoes markup from the address', async () => {
    const { locals } = localsWith('en');
    const { status, html } = await render(DiplomaPage, '/diplomas/x', locals, { code: '"><b>x</b>' });
    expect(status).toBe(404);
    expect(textOf(html)).toContain('No diploma with this code');
    expect(html).toContain('We could not find a diploma with the code &quot;&gt;&lt;b&gt;x&lt;/b&gt;.');
    expect(html).not.toContain('"><b>x</b>');
  });

  it('keeps both pages out of search results', async () => {
    const { locals } = localsWith();
    for (const page of [
      await render(DiplomaPage, '/diplomas/VLK-7K3QD-M9XTP', locals, { code: 'VLK-7K3QD-M9XTP' }),
      await render(DiplomaPage, '/diplomas/VLK-22222-22222', locals, { code: 'VLK-22222-22222' }),
      await render(DiplomaLookupPage, '/diplomas', locals),
    ]) {
      expect(page.html).toContain('<meta name="robots" content="noindex">');
      expect(page.html).not.toContain('rel="canonical"');
    }
  });
});

describe('diploma lookup form', () => {
  it('offers a labelled code field that submits to /diplomas', async () => {
    const { status, html } = await render(DiplomaLookupPage, '/diplomas', localsWith().locals);
    expect(status).toBe(200);
    expect(textOf(html)).toContain('Tunnistuse kontroll');
    expect(html).toMatch(/<form[^>]*method="get"[^>]*action="\/diplomas"/);
    expect(html).toMatch(/<label for="diploma-code"[^>]*>Kontrollkood<\/label>/);
    expect(html).toMatch(/<input[^>]*id="diploma-code"[^>]*name="code"/);
  });

  it('sends a submitted code on to its verification page', async () => {
    const { locals } = localsWith();
    const sent = await render(DiplomaLookupPage, '/diplomas?code=%20vlk-7k3qd-m9xtp%20', locals);
    expect(sent.status).toBe(303);
    expect(sent.location).toBe('/diplomas/vlk-7k3qd-m9xtp');
    const english = await render(DiplomaLookupPage, '/diplomas?code=VLK-7K3QD-M9XTP&lang=en', locals);
    expect(english.location).toBe('/diplomas/VLK-7K3QD-M9XTP?lang=en');
  });

  it('is on the verification page too, to check another code', async () => {
    const { html } = await render(DiplomaPage, '/diplomas/VLK-7K3QD-M9XTP', localsWith().locals, { code: 'VLK-7K3QD-M9XTP' });
    expect(html).toMatch(/<form[^>]*action="\/diplomas"/);
  });
});
