// Attendance per session (issue 29 item 2): the teacher opens the register of a running group's latest
// class and corrects one student's mark (the demo data marked who joined through the link: present becomes
// absent, absent or unmarked becomes present) and saves; the student then sees that class so on "My
// courses", class by class, and the count of attended classes moved with it.
import { test, expect, DEMO, DEMO_PASSWORD } from '../../fixtures/index.ts';
import { loginWith } from '../../fixtures/accounts.ts';

test('a teacher corrects the register of a class and the student sees it on My courses', async ({ page, loginAs }) => {
  test.slow(); // two people sign in on a shared machine
  await loginAs('TEACHER');
  await expect(page).toHaveURL(new RegExp(`${DEMO.TEACHER.landing}$`));
  await page.goto('/user/cohorts');
  const running = page.getByRole('article').filter({ hasText: 'Käimas' }).first();
  await expect(running).toBeVisible();
  const group = (await running.getByRole('heading').innerText()).trim();
  // the group is named with its course: "<course> · <season>" (cohortDisplayName)
  const course = group.split(/ · | – /)[0] ?? group;

  // a student of the group, with the e-mail they sign in with
  await running.getByRole('link', { name: 'Õpilased ja tulemused' }).click();
  const roster = page.getByRole('table', { name: 'Õpilased' });
  const row = roster.locator('tbody tr').filter({ hasText: 'Käimas' }).first();
  await expect(row).toBeVisible();
  const name = (await row.locator('td').nth(1).locator('p').first().innerText()).trim();
  const email = /[\w.+-]+@[\w.-]+\.\w+/.exec(await row.innerText())?.[0] ?? '';
  expect(email).not.toBe('');

  // the register of the latest class that has begun
  await page.getByRole('link', { name: 'Kohalolu päevik' }).click();
  await expect(page).toHaveURL(/\/user\/cohorts\/\d+\/attendance$/);
  await expect(page.getByRole('heading', { name: `Osalemine: ${group}` })).toBeVisible();
  const register = page.getByRole('table', { name: 'Päevik' });
  const present = register.getByRole('checkbox', { name: `${name} oli kohal` });
  const studentRow = register.getByRole('row', { name: new RegExp(name) });
  await expect(studentRow).toBeVisible();
  const wasPresent = await present.isChecked();
  await present.setChecked(!wasPresent);
  await expect(studentRow).toContainText('muudetud, salvestamata');
  await page.getByRole('button', { name: 'Salvesta päevik' }).click();
  await expect(page.getByText('Päevik on salvestatud')).toBeVisible();
  await expect(studentRow).toContainText('märkis õpetaja');
  if (wasPresent) await expect(present).not.toBeChecked();
  else await expect(present).toBeChecked();
  // on a phone each student is one short row of the register, the box beside the name (a class of 16 was three screens)
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(studentRow).toBeVisible();
  expect((await studentRow.boundingBox())?.height ?? 0).toBeLessThan(80);
  await page.screenshot({ path: test.info().outputPath('register-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  const classTime = (await page.getByRole('heading', { level: 2 }).filter({ hasText: /^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/ }).innerText()).trim();

  // the student: that class as the teacher left it, counted among the attended ones or not
  await page.context().clearCookies();
  await loginWith(page, email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/user\/my-courses$/);
  const card = page.getByRole('article', { name: course }).first();
  await expect(card.getByText(/^Osalenud tundides: \d+ \/ \d+/)).toBeVisible();
  await card.getByRole('button', { name: 'Näita tunde' }).click();
  const classes = card.getByRole('list', { name: 'Osalemine' });
  await expect(classes.getByRole('listitem').filter({ hasText: classTime })).toContainText(wasPresent ? 'puudus' : 'kohal');
});
