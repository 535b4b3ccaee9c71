// Issue 30, the school representative's "My students": the register dialog offers only the groups the
// school's conditions cover (no Russian-language course for a school that pays for Estonian and English
// ones) and that take a registration now; a student put on a full group's waitlist shows with their place
// in line; a search by name, e-mail or course and 10 students a page; on a phone each registration is a
// short list of labelled values with no sideways scroll inside its card. Checked at 1280 and 375 px in
// Estonian, English and Russian (the language by cookie: the demo rep has no saved choice, and the
// journey never saves one); screenshots go to the test's output folder.
import type { Page } from '@playwright/test';
import { test, expect, signInAs } from '../../fixtures/index.ts';
import { settle } from '../../fixtures/pages.ts';

interface Student {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  registrations: { cohort_id: number }[];
  waitlist: { cohort_id: number }[];
}
interface OfferedCohort {
  id: number;
  name: string;
  course_name: string;
  is_full: boolean;
}

const setLanguage = (page: Page, lang: 'et' | 'en' | 'ru') => page.context().addCookies([{ name: 'valik_lang', value: lang, domain: 'localhost', path: '/' }]);

/** Elements inside the student cards that are wider than their box (a sideways scroll or a clipped part). */
const overflowingInCards = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('main article')).flatMap((card) =>
      [card, ...Array.from(card.querySelectorAll('*'))]
        .filter((el) => el instanceof HTMLElement && el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible')
        .map((el) => `${el.tagName.toLowerCase()}.${(el as HTMLElement).className.toString().slice(0, 40)} ${el.scrollWidth}>${el.clientWidth}`),
    ),
  );

test.beforeEach(() => test.setTimeout(300_000));

test('a school representative registers only into covered groups, sees the waitlist, searches and pages, on a phone without sideways scroll', async ({ page }) => {
  await setLanguage(page, 'et');
  await signInAs(page, 'SCHOOL_REP');
  await expect(page).toHaveURL(/\/user\/school\/my-students$/);
  await page.setViewportSize({ width: 1280, height: 900 });

  // the demo school pays for Estonian and English courses only
  const conditions = (await (await page.request.get('/api/v1/school/conditions')).json()) as { data: { payment_limitations: { inLanguage?: string[] } } };
  expect(conditions.data.payment_limitations.inLanguage ?? []).not.toContain('ru');
  const coursesBody = (await (await page.request.get('/api/v1/courses?language=ru')).json()) as { name: string }[] | { data: { name: string }[] };
  const russianCourses = (Array.isArray(coursesBody) ? coursesBody : coursesBody.data).map((c) => c.name);
  expect(russianCourses.length).toBeGreaterThan(0);

  const students = ((await (await page.request.get('/api/v1/school/students?school_year=ALL')).json()) as { data: { students: Student[] } }).data.students;
  const offered = ((await (await page.request.get('/api/v1/school/cohorts')).json()) as { data: OfferedCohort[] }).data;
  const full = offered.find((c) => c.is_full && students.some((s) => !s.registrations.some((r) => r.cohort_id === c.id) && !s.waitlist.some((w) => w.cohort_id === c.id)));
  expect(full, 'the demo data has a full group the school covers').toBeTruthy();
  if (!full) return;
  const student = students.find((s) => !s.registrations.some((r) => r.cohort_id === full.id) && !s.waitlist.some((w) => w.cohort_id === full.id)) as Student;
  const name = `${student.first_name} ${student.last_name}`;
  const group = `${full.course_name} · ${full.name}`;

  // every school year, then the search by e-mail finds the one student
  await page.getByRole('combobox', { name: 'Õppeaasta' }).click();
  await page.getByRole('option', { name: 'Kõik õppeaastad' }).click();
  const shown = page.getByRole('status').filter({ hasText: /Näidatud õpilasi: \d+/ });
  await expect(shown).toHaveText(`Näidatud õpilasi: ${students.length}`);
  const search = page.getByRole('searchbox', { name: 'Otsi nime, e-posti või kursuse järgi' });
  await search.fill(student.email);
  await expect(shown).toHaveText('Näidatud õpilasi: 1');
  const card = page.getByRole('article', { name });
  await expect(card).toBeVisible();

  // the dialog offers no Russian-language course, and the full group with its waitlist
  await card.getByRole('button', { name: `Registreeri kursusele – ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'Kursuse grupp' }).click();
  const options = await page.getByRole('option').allInnerTexts();
  expect(options.length).toBe(offered.length);
  for (const course of russianCourses) expect(options.filter((o) => o.includes(course)), course).toEqual([]);
  await page.getByRole('option', { name: new RegExp(`^${group.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} .*ootejärjekord$`) }).click();
  await dialog.getByRole('button', { name: 'Registreeri', exact: true }).click();
  await expect(page.getByText(new RegExp(`Grupp on täis: ${name} on ootejärjekorras`))).toBeVisible();

  // the waitlisted student shows with the group named with its course, and the place in line
  const waitRow = card.getByRole('row', { name: new RegExp(group.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await expect(waitRow).toContainText(/Ootejärjekorras, \d+\. kohal/);
  await page.getByRole('combobox', { name: 'Staatus' }).click();
  await page.getByRole('option', { name: 'Ootejärjekorras' }).click();
  await expect(shown).toHaveText('Näidatud õpilasi: 1');
  await page.getByRole('combobox', { name: 'Staatus' }).click();
  await page.getByRole('option', { name: 'Kõik staatused' }).click();
  // a course name finds its students too
  await search.fill(full.course_name);
  await expect(card).toBeVisible();

  // 10 students a page, with previous and next
  await search.fill('');
  await expect(shown).toHaveText(`Näidatud õpilasi: ${students.length}`);
  expect(students.length).toBeGreaterThan(10);
  await expect(page.locator('main article')).toHaveCount(10);
  const pager = page.getByRole('navigation', { name: 'Õpilaste nimekirja lehed' });
  await expect(pager.getByRole('status')).toHaveText(`Read 1–10, kokku ${students.length}`);
  await pager.getByRole('button', { name: 'Järgmine leht' }).click();
  await expect(pager.getByRole('status')).toHaveText(`Read 11–${Math.min(20, students.length)}, kokku ${students.length}`);
  const height1280 = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(height1280).toBeLessThan(8000);
  await page.screenshot({ path: test.info().outputPath('my-students-et-1280.png'), fullPage: true });

  // each width and language: no sideways scroll inside a card; on a phone, labelled values and no table
  for (const lang of ['et', 'en', 'ru'] as const) {
    await setLanguage(page, lang);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/user/school/my-students');
      await settle(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const yearSelect = page.getByRole('combobox', { name: { et: 'Õppeaasta', en: 'School year', ru: 'Учебный год' }[lang] });
      await yearSelect.click();
      await page.getByRole('option').first().click(); // "all school years" comes first
      await page.getByRole('searchbox').fill(student.email);
      const one = page.getByRole('article', { name });
      await expect(one).toBeVisible();
      expect(await overflowingInCards(page), `${lang} ${width}px`).toEqual([]);
      const scroll = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
      expect(scroll.scrollWidth, `${lang} ${width}px page`).toBeLessThanOrEqual(scroll.innerWidth);
      if (width === 375) {
        await expect(one.getByRole('table')).toHaveCount(0);
        const payer = one.locator('dt').filter({ hasText: { et: 'Maksja', en: 'Payer', ru: 'Плательщик' }[lang] }).first();
        await expect(payer).toBeVisible();
        const box = await payer.boundingBox();
        expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
      } else {
        await expect(one.getByRole('table')).toBeVisible();
      }
      await expect(one).toContainText(group);
      await page.screenshot({ path: test.info().outputPath(`my-students-${lang}-${width}.png`), fullPage: true });
    }
  }
  await setLanguage(page, 'et');
});
