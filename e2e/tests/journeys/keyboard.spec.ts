// Issue 17 item 3: the main journeys done with the keyboard alone (Tab, Shift+Tab, Enter, Space, Escape and
// the arrow keys; no clicks): the skip link is the first Tab stop of the site, the portal and the console
// and leads into the main content; a student registers for a group and pays by card in the payment
// simulator; a student gives the stepwise feedback; an admin edits a group in the console. Every focused
// element shows a focus ring (an outline or a box shadow on it, or on the MUI control it belongs to), Tab
// always moves on (no trap), and a dialog keeps focus while open and gives it back when closed.
import type { Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, STUDENTS, buildPlan } from '@valik/db/seed';
import { test, expect, DEMO } from '../../fixtures/index.ts';
import { createConfirmedStudent } from '../../fixtures/accounts.ts';
import { animationsDone } from '../../fixtures/timeouts.ts';

interface Focus {
  /** what the focused element says (its name, text or tag) */
  label: string;
  ring: boolean;
  inMain: boolean;
  inDialog: boolean;
}

/** The focused element, or null when focus is on the page itself. */
async function focused(page: Page): Promise<Focus | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body || el === document.documentElement) return null;
    const shows = (node: Element) => {
      const style = getComputedStyle(node);
      return (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    // MUI draws the ring on the control around a native input (a radio's span, a text field's box)
    const control = el.closest('.Mui-focusVisible, .Mui-focused');
    return {
      label: (el.getAttribute('aria-label') ?? el.innerText ?? el.getAttribute('name') ?? el.tagName).trim().slice(0, 60) || el.tagName,
      ring: shows(el) || (control !== null && shows(control)),
      inMain: el.closest('main, #main, #main-content') !== null,
      inDialog: el.closest('[role="dialog"]') !== null,
    };
  });
}

const ringless: string[] = [];

/** One key press that moves focus; the newly focused element must show a ring. */
async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  const now = await focused(page);
  if (now && !now.ring) ringless.push(`${new URL(page.url()).pathname}: "${now.label}" after ${key}`);
}

/** Tabs (forwards, or backwards with Shift) until `target` has focus; failing to get there in `max` steps is a trap. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i += 1) {
    const there = await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));
    if (there) return;
    await press(page, back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${back ? 'Shift+Tab' : 'Tab'} did not reach ${target.toString()} in ${max} steps on ${page.url()}`);
}

/** Signs in on the login form by keyboard. */
async function keyboardLogin(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await tabTo(page, page.getByLabel(/e-post/i));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel(/^parool/i));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'));
}

test.beforeEach(async ({ page }) => {
  test.slow(); // many key presses on a shared machine
  ringless.length = 0;
  await page.context().addCookies([{ name: 'valik_lang', value: 'et', domain: 'localhost', path: '/' }]);
});
test.afterEach(() => {
  expect(ringless, 'focused elements without a visible focus ring').toEqual([]);
});

async function expectSkipLink(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main, #main, #main-content').first()).toBeVisible();
  await expect(page.locator('main, #main, #main-content').first()).toHaveText(/\S/);
  // its content drawn (no spinner) and still: the Tab stops are those a person meets
  await expect(page.locator('main .MuiCircularProgress-root, #main .MuiCircularProgress-root, [aria-busy="true"]')).toHaveCount(0);
  await animationsDone(page);
  await press(page, 'Tab');
  const first = await focused(page);
  expect(first?.label, `${path}: the first Tab stop`).toBe('Liigu sisu juurde');
  const slug = path.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '') || 'home';
  await page.screenshot({ path: test.info().outputPath(`skip-link-${slug}.png`) });
  await page.keyboard.press('Enter');
  await press(page, 'Tab');
  expect((await focused(page))?.inMain, `${path}: after the skip link, Tab goes into the main content`).toBe(true);
}

test('the skip link is the first Tab stop of the site, the portal and the console, and leads into the content', async ({ page }) => {
  await expectSkipLink(page, '/');
  await expectSkipLink(page, '/courses');
  // (the login form puts focus in its e-mail field on load, past the skip link; the sign-up form does not)
  await expectSkipLink(page, '/auth/signup');
  await keyboardLogin(page, DEMO.STUDENT.email, DEMO_PASSWORD);
  await expectSkipLink(page, '/user/my-courses');
  await page.context().clearCookies();
  await page.context().addCookies([{ name: 'valik_lang', value: 'et', domain: 'localhost', path: '/' }]);
  await keyboardLogin(page, DEMO.ADMIN.email, DEMO_PASSWORD);
  await expectSkipLink(page, '/manage/cohorts');
});

test('a dialog keeps focus while open and gives it back on Escape (pay now)', async ({ page }) => {
  await keyboardLogin(page, DEMO.STUDENT.email, DEMO_PASSWORD);
  await page.goto('/user/my-courses');
  const payNow = page.getByRole('button', { name: 'Maksa kohe' }).first();
  await tabTo(page, payNow);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Tasu arve' });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 12; i += 1) {
    await press(page, i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect((await focused(page))?.inDialog, 'focus stays in the open dialog').toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(payNow).toBeFocused();
  // and Tab moves on from there
  await press(page, 'Tab');
  await expect(payNow).not.toBeFocused();
});

test('a new student registers for a group and pays by card in the simulator with the keyboard alone', async ({ page }) => {
  const { email, password } = await createConfirmedStudent(page, 'Klaviatuur');
  await keyboardLogin(page, email, password);
  // a course page with a group that still has seats
  await page.goto('/courses');
  const hrefs = await page.locator('a[href^="/courses/"]:not([href^="/courses/category"])').evaluateAll((as) => [...new Set(as.map((a) => a.getAttribute('href') ?? ''))]);
  let paying = false;
  for (const href of hrefs) {
    await page.goto(href);
    const register = page.locator('a[data-cohort-register]:not([hidden])').first();
    if ((await register.count()) === 0) continue;
    await tabTo(page, register, { max: 150 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/user\/courses\/\d+\?cohort=\d+/);
    const card = page.getByRole('radio', { name: 'Kaardiga kohe' });
    const full = page.getByRole('button', { name: 'Liitu ootejärjekorraga' });
    await expect(card.or(full)).toBeVisible();
    if (await full.isVisible()) continue;
    // into the payment choice, then the arrow keys to the card
    await tabTo(page, page.getByRole('radiogroup', { name: 'Kuidas maksad?' }));
    for (let i = 0; i < 6 && !(await card.isChecked()); i += 1) await press(page, 'ArrowDown');
    await expect(card).toBeChecked();
    await page.screenshot({ path: test.info().outputPath('registration-card-radio-focused.png') });
    await tabTo(page, page.getByRole('button', { name: 'Maksa ja registreeru' }));
    await page.keyboard.press('Enter');
    paying = true;
    break;
  }
  expect(paying, 'a course with a free seat').toBe(true);

  await expect(page).toHaveURL(/\/dev\/payments\/stripe\//);
  await tabTo(page, page.getByRole('button', { name: 'Maksa · Pay' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/track\/stripe\?checkout=/);
  await expect(page.getByRole('heading', { name: 'Makse on kätte saadud' })).toBeVisible();
  await tabTo(page, page.getByRole('link', { name: /minu kursuste/i }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/my-courses$/);
  await expect(page.getByText(/Arve VLK-\d{4}-\d+: tasutud/).first()).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('my-courses-after-keyboard-payment.png') });
});

/** A seeded student (not the demo login, which other journeys use) with a finished group's feedback still to give. */
function studentWithFeedbackDue(): string {
  const plan = buildPlan(new Date(), { production: false });
  const given = new Set(plan.feedback.map((f) => f.registrationIndex));
  const due = plan.registrations.filter((r) => (r.status === 'COMPLETED' || r.status === 'FAILED') && r.studentIndex !== 0 && !given.has(r.index));
  // the last one: the journeys that use seeded students take the first
  const student = STUDENTS[due.at(-1)?.studentIndex ?? -1];
  if (!student) throw new Error('the seed has no student with feedback due');
  return student.email;
}

test('a student gives the stepwise end-of-course feedback with the keyboard alone', async ({ page }) => {
  await keyboardLogin(page, studentWithFeedbackDue(), DEMO_PASSWORD);
  await page.goto('/user/my-courses');
  await tabTo(page, page.getByRole('link', { name: 'Anna tagasisidet' }).first(), { max: 150 });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/cohorts\/\d+\/feedback$/);
  const main = page.locator('main');
  for (let step = 1; step <= 6; step += 1) {
    await expect(page.getByText(new RegExp(`Samm ${step}/`))).toBeVisible();
    // every question with choices: Tab into it, an arrow key chooses
    for (const group of await main.getByRole('radiogroup').all()) {
      await tabTo(page, group);
      await press(page, 'ArrowRight');
      await expect(group.getByRole('radio', { checked: true })).toHaveCount(1);
    }
    // every text still empty (questions shown by an answer included)
    for (const box of await main.getByRole('textbox').all()) {
      if ((await box.inputValue()) !== '') continue;
      await tabTo(page, box);
      await page.keyboard.type('Hea kursus');
    }
    const next = step < 6 ? page.getByRole('button', { name: 'Edasi' }) : page.getByRole('button', { name: 'Saada tagasiside' });
    await tabTo(page, next);
    await page.keyboard.press('Enter');
  }
  await expect(page).toHaveURL(/\/user\/my-courses$/);
});

test('an admin edits a group in the console form with the keyboard alone', async ({ page }) => {
  await keyboardLogin(page, DEMO.ADMIN.email, DEMO_PASSWORD);
  const id = await page.evaluate(async () => {
    const res = await fetch('/api/v1/manage/cohorts?range=%5B0%2C0%5D');
    return ((await res.json()) as { id: number }[])[0]?.id;
  });
  await page.goto(`/manage/cohorts/${id}`);
  const notes = page.getByLabel('Märkmed');
  await expect(notes).toBeVisible();
  // a select opens with the keyboard, keeps focus in its list and gives it back on Escape
  const status = page.getByRole('combobox', { name: /Staatus/ });
  await tabTo(page, status);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await press(page, 'ArrowDown');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(status).toBeFocused();

  const note = `Klaviatuuriga muudetud ${Date.now()}`;
  await tabTo(page, notes);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(note);
  await tabTo(page, page.getByRole('button', { name: 'Salvesta' }));
  await page.screenshot({ path: test.info().outputPath('console-save-focused.png') });
  await page.keyboard.press('Enter');
  await expect(page.getByText(/Kirje uuendatud/)).toBeVisible();
  // saved: the console goes back to the list; the form shows the new notes
  await expect(page).toHaveURL(/\/manage\/cohorts$/);
  await page.goto(`/manage/cohorts/${id}`);
  await expect(page.getByLabel('Märkmed')).toHaveValue(note);
});
