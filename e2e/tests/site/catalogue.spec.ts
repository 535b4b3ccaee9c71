// The catalogue as a visitor uses it: filters that work without JavaScript and in place with it, and
// a course page whose seats and badges follow the server while it stays open.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from '../../fixtures/index.ts';

interface CourseSummary {
  id: number;
  slug: string;
  name: string;
  language: string;
  categories: string[];
}

async function publicCourses(request: APIRequestContext): Promise<CourseSummary[]> {
  return ((await (await request.get('/api/v1/courses')).json()) as { data: CourseSummary[] }).data;
}

const courseCards = (page: Page) => page.getByTestId('course-list').getByRole('heading', { level: 2 });

test('without JavaScript the category and language filters are links and the search a form', async ({ browser, baseURL, request }) => {
  const all = await publicCourses(request);
  const languages = all.filter((course) => course.categories.includes('LANGUAGES'));
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/courses');
  await expect(courseCards(page)).toHaveCount(all.length);

  await page.getByRole('navigation', { name: 'Kursuste filter' }).getByRole('link', { name: 'Keeled', exact: true }).click();
  await expect(page).toHaveURL(/\/courses\/category\/languages$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Keeled: kursused');
  await expect(courseCards(page)).toHaveCount(languages.length);

  await page.getByRole('link', { name: 'inglise' }).click();
  await expect(page).toHaveURL(/\/courses\/category\/languages\?language=en$/);
  await expect(courseCards(page)).toHaveCount(languages.filter((course) => course.language === 'en').length);

  await page.goto('/courses');
  const target = all[0] as CourseSummary;
  await page.getByLabel('Otsi kursust nime järgi').fill(target.name.slice(0, 8));
  await page.getByRole('button', { name: 'Otsi' }).click();
  await expect(page).toHaveURL(/\/courses\?q=/);
  await expect(courseCards(page).first()).toHaveText(target.name);
  await context.close();
});

test('with JavaScript the filters swap the results in place, search as you type, and back works', async ({ page, request }) => {
  const all = await publicCourses(request);
  const tech = all.filter((course) => course.categories.includes('TECHNOLOGY'));
  await page.goto('/courses');
  // a marker on window survives only if the page is never reloaded
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  const filters = page.getByRole('navigation', { name: 'Kursuste filter' });

  await filters.getByRole('link', { name: 'Tehnoloogia' }).click();
  await expect(page).toHaveURL(/\/courses\/category\/technology$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tehnoloogia: kursused');
  await expect(courseCards(page)).toHaveCount(tech.length);
  await expect(page.getByRole('status')).toHaveText(`Leitud kursusi: ${tech.length}`);
  await expect(filters.getByRole('link', { name: 'Tehnoloogia' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle(/Tehnoloogia: kursused \| Valik/);
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);

  const target = tech[0] as CourseSummary;
  await page.getByLabel('Otsi kursust nime järgi').pressSequentially(target.name.slice(0, 6), { delay: 30 });
  await expect(page).toHaveURL(/\/courses\/category\/technology\?q=/);
  await expect(courseCards(page).first()).toHaveText(target.name);
  // typing never loses the field
  await expect(page.getByLabel('Otsi kursust nime järgi')).toBeFocused();

  await page.goBack();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(courseCards(page)).toHaveCount(all.length);
  expect(await page.evaluate(() => (window as { __samePage?: boolean }).__samePage)).toBe(true);

  // the language switch follows the filtered address
  await filters.getByRole('link', { name: 'Tehnoloogia' }).click();
  await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/courses/category/technology?lang=en');
});

test('a course page refreshes seats and badges from the server while it stays open', async ({ page, request }) => {
  const course = (await publicCourses(request)).find((candidate) => candidate.slug === 'ettevotluse-alused') ?? (await publicCourses(request))[0];
  if (!course) throw new Error('no public course');
  const cohorts = ((await (await request.get(`/api/v1/cohorts?course=${course.id}`)).json()) as {
    data: { id: number; seats_left: number; can_register: boolean; availability: string }[];
  }).data;
  const open = cohorts.find((cohort) => cohort.availability === 'OPEN' && cohort.seats_left > 0);
  if (!open) throw new Error(`no open group in ${course.slug}`);

  await page.clock.install();
  await page.goto(`/courses/${course.slug}`);
  const card = page.locator(`[data-cohort-id="${open.id}"]`);
  await expect(card.locator('[data-cohort-seats]')).toHaveText(String(open.seats_left));

  // Someone takes the last seats meanwhile: the API (never cached for seats) answers with a full group.
  await page.route(`**/api/v1/cohorts?course=${course.id}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: Record<string, unknown>[] };
    for (const cohort of body.data) {
      if (cohort.id === open.id) Object.assign(cohort, { seats_left: 0, badge: 'JOIN_WAITLIST', availability: 'FULL', can_register: true });
    }
    await route.fulfill({ response, json: body });
  });
  const refreshed = page.waitForRequest(`**/api/v1/cohorts?course=${course.id}`);
  await page.clock.fastForward('01:05');
  await refreshed;
  await expect(card.locator('[data-cohort-seats]')).toHaveText('0');
  await expect(card.locator('[data-cohort-labels]')).toHaveText(/Liitu ootejärjekorraga\s*Grupp on täis/);
  await expect(card.getByRole('link', { name: /Liitu ootejärjekorraga/ })).toBeVisible();
});

test('every category has its page and the register button leads into the portal', async ({ page, request }) => {
  const categories = ['popular', 'life-skills', 'sustainability', 'languages', 'diversity', 'technology', 'business-and-finance', 'mental-health', 'others'];
  for (const category of categories) {
    const response = await request.get(`/courses/category/${category}`);
    expect(response.status(), category).toBe(200);
  }
  for (const wrong of ['LANGUAGES', 'business_and_finance', 'cooking']) {
    expect((await request.get(`/courses/category/${wrong}`)).status(), wrong).toBe(404);
  }

  // a course with a group open for registration
  let course: CourseSummary | undefined;
  for (const candidate of await publicCourses(request)) {
    const groups = ((await (await request.get(`/api/v1/cohorts?course=${candidate.id}`)).json()) as { data: { can_register: boolean }[] }).data;
    if (groups.some((group) => group.can_register)) {
      course = candidate;
      break;
    }
  }
  if (!course) throw new Error('no course with a group open for registration');
  await page.goto(`/courses/${course.slug}`);
  const register = page.getByTestId('cohort-list').getByRole('link', { name: /^(Registreeru|Liitu ootejärjekorraga)/ }).first();
  await expect(register).toHaveAttribute('href', new RegExp(`^/user/courses/${course.id}\\?cohort=\\d+$`));
  await register.click();
  await expect(page).toHaveURL(/\/auth\/login|\/user\/courses\//);
});
