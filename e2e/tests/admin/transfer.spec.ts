// Moving a registration to another cohort (issue 29 item 3): a student of a running group cannot go on, so
// the admin opens the group's students in the console, moves them to the later group of the same course
// (the confirmation names the target with its course and dates), and the student finds the new group on
// "My courses" and the e-mail that tells them so.
import { test, expect, DEMO_PASSWORD } from '../../fixtures/index.ts';
import { latestEmail, loginWith } from '../../fixtures/accounts.ts';
import { activityOfType } from '../../fixtures/activity-log.ts';

interface CohortRow {
  id: number;
  name: string;
  status: string;
  course_name: string;
  start_date: string;
}

const ddmmyyyy = (iso: string) => new Intl.DateTimeFormat('et-EE', { timeZone: 'Europe/Tallinn', day: '2-digit', month: '2-digit', year: 'numeric' }).format(new Date(iso));

test('an admin moves a student of a running group to the later group, and the student is told', async ({ page, loginAs }) => {
  test.slow(); // two people sign in on a shared machine
  await loginAs('ADMIN');
  await expect(page).toHaveURL(/\/manage\/cohorts/);
  // the seeded course with a running group and a later one open for registration
  const list = async (status: string) => {
    const res = await page.request.get(`/api/v1/manage/cohorts?range=[0,99]&filter=${encodeURIComponent(JSON.stringify({ status }))}`);
    expect(res.ok()).toBe(true);
    return ((await res.json()) as CohortRow[]).filter((c) => c.course_name.startsWith('Ettevõtluse alused'));
  };
  const [from] = await list('IN_PROGRESS');
  const [to] = await list('REGISTRATION_OPEN');
  if (!from || !to) throw new Error('the seed has no running and later group of Ettevõtluse alused');

  await page.goto(`/manage/cohorts/${from.id}/students`);
  // named by its visible words, then whose (WCAG 2.5.3)
  const buttons = page.getByRole('button', { name: /^Vii teise gruppi: .+$/ });
  await expect(buttons.first()).toBeVisible();
  // the last student of the list (other journeys look at the first ones)
  const button = buttons.last();
  const label = (await button.getAttribute('aria-label')) ?? '';
  const name = /^Vii teise gruppi: (.+)$/.exec(label)?.[1] ?? '';
  // (`has` is evaluated inside each row: the button by its full name, not `.last()`, picks this one row)
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: label, exact: true }) });
  const email = /[\w.+-]+@[\w.-]+\.\w+/.exec(await row.innerText())?.[0] ?? '';
  expect(email).not.toBe('');

  await button.click();
  const dialog = page.getByRole('dialog', { name: /^Kursuse Ettevõtluse alused.* teise gruppi$/ });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Praegu grupis ${from.name}`);
  const move = dialog.getByRole('button', { name: 'Vii üle' });
  await expect(move).toBeDisabled();
  await dialog.getByRole('radio', { name: new RegExp(`^${to.name}`) }).check();
  // the confirmation names the target group with its course and dates
  const confirm = dialog.getByRole('status');
  await expect(confirm).toContainText(`Kas viia õpilane ${name} kursuse Ettevõtluse alused`);
  await expect(confirm).toContainText(`gruppi ${to.name}, ${ddmmyyyy(to.start_date)}–`);
  await move.click();
  await expect(page.getByText('Registreering viidi teise gruppi')).toBeVisible();
  await expect(page.getByRole('button', { name: label })).toHaveCount(0);

  // the activity log records it
  const transfers = await activityOfType(page, 'Viidi teise gruppi');
  await expect(transfers.first()).toBeVisible();

  // the student: the new group on "My courses", and the e-mail
  const mail = await latestEmail(page.request, email, 'registrationTransferred');
  expect(mail.text).toContain(from.name);
  expect(mail.text).toContain(to.name);
  await page.context().clearCookies();
  await loginWith(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/user\/my-courses$/);
  const card = page.getByRole('article', { name: /^Ettevõtluse alused/ }).filter({ hasText: to.name });
  await expect(card.first()).toBeVisible();
});
