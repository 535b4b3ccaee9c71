// Issue 29 item 8, schools at scale: the school representative opens "Registreeri õpilasi" from the menu,
// ticks a student of the school and pastes a list of names and e-mail addresses (a new person, a bad
// address, the same person again) into one course group, and reads one summary line per row — the new
// person invited and registered (or on the waitlist), the bad rows refused with their reason; the new
// person is then a student of the school. The "Õppeaasta aruanne" page shows the totals and the
// registrations for a school-year filter and downloads CSV (Estonian headers and words) and PDF. Both pages
// at 1280 and 375 px in Estonian, English and Russian (the language by cookie), without sideways scroll;
// screenshots go to the test's output folder.
import type { Page } from '@playwright/test';
import { test, expect, signInAs } from '../../fixtures/index.ts';
import { settle } from '../../fixtures/pages.ts';

interface OfferedCohort {
  id: number;
  name: string;
  course_id: number;
  course_name: string;
  is_full: boolean;
}
interface Student {
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
}

const setLanguage = (page: Page, lang: 'et' | 'en' | 'ru') => page.context().addCookies([{ name: 'valik_lang', value: lang, domain: 'localhost', path: '/' }]);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function noSidewaysScroll(page: Page, what: string) {
  const scroll = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    // what sticks out, named for the failure message
    wide: Array.from(document.querySelectorAll('main *'))
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()} ${(el.textContent ?? '').slice(0, 40)}`),
  }));
  expect(scroll.scrollWidth, `${what}: ${scroll.wide.join(' | ')}`).toBeLessThanOrEqual(scroll.innerWidth);
}

test.beforeEach(() => test.setTimeout(300_000));

test('a school representative registers many students at once and downloads the school-year report', async ({ page }) => {
  await setLanguage(page, 'et');
  await signInAs(page, 'SCHOOL_REP');
  await expect(page).toHaveURL(/\/user\/school\/my-students$/);
  await page.setViewportSize({ width: 1280, height: 900 });

  const offered = ((await (await page.request.get('/api/v1/school/cohorts')).json()) as { data: OfferedCohort[] }).data;
  const open = offered.find((c) => !c.is_full);
  expect(open, 'the demo school is offered a group with free seats').toBeTruthy();
  if (!open) return;
  const group = `${open.course_name} · ${open.name}`;
  const before = ((await (await page.request.get('/api/v1/school/students?school_year=ALL')).json()) as { data: { students: Student[] } }).data.students;
  const picked = before[0] as Student;
  const newcomer = `uus.opilane.${Date.now()}@kool.test`;

  // from the menu
  await page.getByRole('link', { name: 'Registreeri õpilasi' }).click();
  await expect(page).toHaveURL(/\/user\/school\/register$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Registreeri õpilasi' })).toBeVisible();
  await settle(page);

  await page.getByRole('combobox', { name: 'Kursuse grupp' }).click();
  await page.getByRole('option', { name: new RegExp(`^${escape(group)} `) }).click();
  await page.getByRole('searchbox', { name: 'Otsi nime või e-posti järgi' }).fill(picked.email);
  await page.getByRole('checkbox', { name: new RegExp(escape(`${picked.first_name} ${picked.last_name}`)) }).check();
  await expect(page.getByRole('status').filter({ hasText: /^Valitud: / })).toHaveText('Valitud: 1');
  await page
    .getByRole('textbox', { name: 'Nimed ja e-posti aadressid' })
    .fill(['Nimi;E-post', `Uus Õpilane;${newcomer}`, 'Vigane Rida;vigane-aadress', `Uus Kordus;${newcomer}`].join('\n'));
  await expect(page.getByText('Ridu nimekirjas: 4')).toBeVisible();
  await page.getByRole('button', { name: 'Registreeri õpilased (5)' }).click();

  const summary = page.getByRole('region', { name: 'Mis juhtus' });
  await expect(summary).toBeVisible();
  await expect(summary.getByRole('status')).toHaveText(/^Registreeritud: \d+ · ootejärjekorras: \d+ · registreerimata: \d+ · kutsutud: 1$/);
  const lines = summary.getByRole('listitem');
  await expect(lines).toHaveCount(4); // the picked student and three list rows (the header row is skipped)
  await expect(lines.nth(0)).toContainText('Valitud nimekirjast');
  await expect(lines.nth(0)).toContainText(`${picked.first_name} ${picked.last_name}`);
  await expect(lines.nth(1)).toContainText('Nimekirja rida 2');
  await expect(lines.nth(1)).toContainText(newcomer);
  await expect(lines.nth(1)).toContainText(/Kutsutud ja registreeritud|Ootejärjekorras/);
  await expect(lines.nth(2)).toContainText('Nimekirja rida 3');
  await expect(lines.nth(2)).toContainText('E-posti aadress „vigane-aadress“ ei ole korrektne');
  await expect(lines.nth(3)).toContainText('See õpilane on juba eespool nimekirjas');
  await noSidewaysScroll(page, 'bulk et 1280');
  await page.screenshot({ path: test.info().outputPath('bulk-summary-et-1280.png'), fullPage: true });

  // the new person is a student of the school now, registered for the group or waiting in its line
  const after = ((await (await page.request.get('/api/v1/school/students?school_year=ALL')).json()) as {
    data: { students: (Student & { registrations: { cohort_id: number }[]; waitlist: { cohort_id: number }[] })[] };
  }).data.students;
  const invited = after.find((s) => s.email === newcomer);
  expect(invited?.first_name).toBe('Uus');
  expect([...(invited?.registrations ?? []), ...(invited?.waitlist ?? [])].map((r) => r.cohort_id)).toEqual([open.id]);

  // the school-year report, from the menu: all school years, the new registration in it
  await page.getByRole('link', { name: 'Õppeaasta aruanne' }).click();
  await expect(page).toHaveURL(/\/user\/school\/report$/);
  await settle(page);
  await page.getByRole('combobox', { name: 'Õppeaasta' }).click();
  await page.getByRole('option', { name: 'Kõik õppeaastad' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Kõik õppeaastad' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Kursus' }).click();
  await page.getByRole('option', { name: open.course_name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Kõik õppeaastad · ${open.course_name}` })).toBeVisible();
  const registrations = page.getByRole('table', { name: 'Registreeringud' });
  await expect(registrations.getByRole('columnheader', { name: 'Osalemine' })).toBeVisible();
  const report = ((await (await page.request.get(`/api/v1/school/report?school_year=ALL&course_id=${open.course_id}`)).json()) as {
    data: { registrations: { email: string; cohort_name: string; status_text: string }[] };
  }).data;
  if (invited?.registrations.length) expect(report.registrations.find((r) => r.email === newcomer)).toMatchObject({ cohort_name: group, status_text: 'Registreeritud' });
  await expect(page.getByRole('definition').first()).toBeVisible();
  await noSidewaysScroll(page, 'report et 1280');
  await page.screenshot({ path: test.info().outputPath('report-all-years-et-1280.png') });

  const csvHref = await page.getByRole('link', { name: 'Laadi alla CSV' }).getAttribute('href');
  expect(csvHref).toMatch(/^\/api\/v1\/school\/report\/export\?school_year=ALL&course_id=\d+$/);
  const csv = await (await page.request.get(csvHref as string)).text();
  expect(csv).toContain('Õpilane,E-posti aadress,Kursuse grupp,Algus,Lõpp,Olek,Arvestatud,Tunnistus,Osaletud tunde,Toimunud tunde,Maksja,Kasutatud krediite,Arve number,Arve olek');
  if (report.registrations.length > 0) expect(csv).toMatch(/Kool maksab|Õpilane maksab/);
  expect(csv).not.toMatch(/\b(REGISTERED|IN_PROGRESS|COMPLETED|SCHOOL|UNPAID)\b/);
  const pdf = await page.request.get((await page.getByRole('link', { name: 'Laadi alla PDF' }).getAttribute('href')) as string);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

  // every language and width: the pages' words, a refused row in the rep's language, no sideways scroll
  const words = {
    et: { bulk: 'Registreeri õpilasi', report: 'Õppeaasta aruanne', figure: 'Registreeringud', missingName: 'Nimi puudub', row: 'Nimekirja rida 1' },
    en: { bulk: 'Register students', report: 'School-year report', figure: 'Registrations', missingName: 'The name is missing', row: 'List row 1' },
    ru: { bulk: 'Регистрация учеников', report: 'Отчёт за учебный год', figure: 'Регистрации', missingName: 'Не указано имя', row: 'Строка списка 1' },
  } as const;
  for (const lang of ['et', 'en', 'ru'] as const) {
    await setLanguage(page, lang);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/user/school/register');
      await settle(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: words[lang].bulk })).toBeVisible();
      if (width === 375) {
        // a list whose one row has no name: refused with the reason in this language
        await page.getByRole('combobox').first().click();
        await page.getByRole('option', { name: new RegExp(`^${escape(group)} `) }).click();
        await page.getByRole('textbox', { name: { et: 'Nimed ja e-posti aadressid', en: 'Names and e-mail addresses', ru: 'Имена и адреса электронной почты' }[lang] }).fill('ainult@kool.test');
        await page.getByRole('button', { name: /\(1\)$/ }).click();
        const item = page.getByRole('listitem').filter({ hasText: words[lang].row });
        await expect(item).toContainText(words[lang].missingName);
      }
      await noSidewaysScroll(page, `bulk ${lang} ${width}`);
      await page.screenshot({ path: test.info().outputPath(`bulk-${lang}-${width}.png`), fullPage: true });

      await page.goto('/user/school/report');
      await settle(page);
      await expect(page.getByRole('heading', { level: 1, name: words[lang].report })).toBeVisible();
      await expect(page.getByRole('term').filter({ hasText: words[lang].figure })).toBeVisible();
      await noSidewaysScroll(page, `report ${lang} ${width}`);
      await page.screenshot({ path: test.info().outputPath(`report-${lang}-${width}.png`) });
      await page.getByRole('table').first().screenshot({ path: test.info().outputPath(`report-table-${lang}-${width}.png`) });
    }
  }
  await setLanguage(page, 'et');
});
