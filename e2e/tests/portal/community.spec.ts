// Issue 14's "done when", each as a person does it against the local stand-ins of `npm start`: connect
// Discord and get into the group's channel, a signed slash command answered and stored, LearnWorlds
// progress synced into My courses, and a classroom address that is not in the course yet.
import { test, expect } from '../../fixtures/index.ts';
import { adminPage, connectDiscord, studentInOpenCohort } from '../../fixtures/community.ts';
import { reloadUntil } from '../../fixtures/reload-until.ts';
import { scaled } from '../../fixtures/timeouts.ts';

const shots = `/tmp/pw-${process.env.E2E_PORT ?? 3100}`;

test('a student connects Discord through the stand-in and gets into the group’s channel from My courses', async ({ page }) => {
  test.slow(); // sign-up, the consent page and the bot's background sync on a shared machine
  await studentInOpenCohort(page, 'Discord');
  const username = `kati_${Date.now().toString(36)}`;
  await connectDiscord(page, username); // it sees the toast 'Discord on ühendatud kontoga …'

  // the bot made the group's channel and gives the connected student its role in the background
  await page.goto('/user/my-courses');
  const course = page.getByRole('article').first();
  const join = course.getByRole('link', { name: 'Liitu Discordiga' });
  await reloadUntil(page, course, () => expect(join).toBeVisible({ timeout: scaled(2000) }));
  const href = await join.getAttribute('href');
  await page.goto(href ?? '');
  await expect(page).toHaveURL(/\/dev\/discord\/invite\//);
  await expect(page.getByRole('heading', { name: /You've been invited to join #/ })).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(new RegExp(`see this channel: .*${username}`))).toBeVisible({ timeout: scaled(2000) });
  }).toPass();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/user/profile');
    await expect(page.getByText(`Ühendatud kontoga ${username}`)).toBeVisible();
    await page.screenshot({ path: `${shots}/discord-profile-et-${width}.png`, fullPage: true });
  }
});

test('a signed slash command gets an answer, both sides are stored, and a replay is refused', async ({ page }) => {
  test.slow();
  await studentInOpenCohort(page, 'Robot');
  const username = `robot_${Date.now().toString(36)}`;
  await connectDiscord(page, username);
  await page.goto('/dev/discord');
  await page.locator('select[name=user]').selectOption({ label: username });
  await page.locator('select[name=command]').selectOption('next-class');
  await page.getByRole('button', { name: 'Send signed interaction' }).click();
  const exchanges = page.getByRole('table').filter({ hasText: 'Bot reply' });
  const answered = exchanges.getByRole('row').filter({ hasText: username }).filter({ hasText: '/next-class' }).first();
  await expect(answered).toContainText('200');
  await expect(answered).toContainText(/Sinu järgmine tund: .+\d\d\.\d\d\.\d{4} \d\d:\d\d\. Liitu: http/);
  const stored = page.getByRole('table').filter({ hasText: 'User input' });
  await expect(stored.getByRole('row').filter({ hasText: username })).toHaveCount(1);
  await expect(stored.getByRole('row').filter({ hasText: username })).toContainText('Sinu järgmine tund');

  // the very same signed request again: refused, and nothing more is stored
  await page.getByRole('button', { name: 'Send the last one again (replay)' }).click();
  await expect(exchanges.getByRole('row').filter({ hasText: '(replayed)' }).first()).toContainText('401');
  await expect(stored.getByRole('row').filter({ hasText: username })).toHaveCount(1);
  await page.screenshot({ path: `${shots}/discord-standin-1280.png`, fullPage: true });
});

test('progress changed in the LearnWorlds stand-in shows in My courses after the admin syncs it', async ({ page, browser }) => {
  test.slow(); // two people, the stand-in and a background job on a shared machine
  const { email, cohortId } = await studentInOpenCohort(page, 'Edenemine', { started: true });
  const courseId = `lw-e2e-${Date.now().toString(36)}`;

  // the admin gives the group its LearnWorlds course
  const admin = await adminPage(browser);
  await admin.goto(`/manage/cohorts/${cohortId}`);
  await admin.getByLabel('LearnWorldsi kursuse ID').fill(courseId);
  await admin.getByRole('button', { name: 'Salvesta' }).click();
  await expect(admin.getByText(/uuendatud|Element updated/i)).toBeVisible();

  // in LearnWorlds: 3 of 4 assignments done, both live sessions attended (which never count)
  await page.goto('/dev/learnworlds');
  await page.getByLabel('Student e-mail').fill(email);
  await page.getByLabel('Course id').fill(courseId);
  await page.getByLabel('Assignments done (of 4)').fill('3');
  await page.getByLabel('Live sessions attended (of 2)').fill('2');
  await page.getByRole('button', { name: 'Save progress' }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('3 / 4');

  // saving went back to the list: open the group again
  await admin.goto(`/manage/cohorts/${cohortId}`);
  await admin.getByRole('button', { name: 'Sünkrooni edenemine kohe' }).click();
  await expect(admin.getByText('Edenemise sünkroonimine toimub taustal: laadi leht hetke pärast uuesti.')).toBeVisible();

  await page.goto('/user/my-courses');
  const course = page.getByRole('article').filter({ hasText: 'Edenemine' }).first();
  await reloadUntil(page, page.getByRole('article').first(), () => expect(page.getByText('Edenemine: 75%')).toBeVisible({ timeout: scaled(2000) }));
  await expect(course.getByText(/LearnWorldsist, sünkroonitud \d\d\.\d\d\.\d{4} \d\d:\d\d/)).toBeVisible();
  await admin.reload();
  await expect(admin.getByText(/Sünkroonitud 1 õpilast/)).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/lms-progress-et-${width}.png`, fullPage: true });
  }
  await admin.screenshot({ path: `${shots}/lms-admin-et-1280.png`, fullPage: true });
  await admin.context().close();
});

test('a classroom address that is not in the Classroom course is refused with the clear message and the link, then taken once added', async ({ page, browser }) => {
  test.slow();
  await studentInOpenCohort(page, 'Klassiruum');
  // the registration success page asks for the classroom e-mail when the group has a classroom link
  await page.goto('/user/success/course-registration');
  const card = page.getByRole('region', { name: 'Google Classroom' }).or(page.getByLabel('Google Classroom'));
  const gmail = `klassiruum.${Date.now().toString(36)}@gmail.com`;
  await card.getByRole('textbox', { name: 'Classroomi e-post (Gmail)' }).fill('klassiruum@kool.ee');
  await card.getByRole('button', { name: 'Salvesta ja kontrolli' }).click();
  await expect(card.getByText('Classroomi e-posti aadress peab olema Gmaili aadress')).toBeVisible();
  await card.getByRole('textbox', { name: 'Classroomi e-post (Gmail)' }).fill(gmail);
  await card.getByRole('button', { name: 'Salvesta ja kontrolli' }).click();
  const notYet = card.getByText('Liitu kõigepealt kursusega Classroomis:');
  await expect(notYet).toBeVisible();
  const link = card.getByRole('link', { name: /^https:\/\/classroom\.google\.com\/c\// });
  await expect(link).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${shots}/classroom-success-et-${width}.png`, fullPage: true });
  }

  // the student joins the course in Classroom (the stand-in), then checks again on the profile
  const admin = await adminPage(browser);
  const registrations = (await (await page.request.get('/api/v1/me/registrations')).json()) as { data: { cohort_id: number }[] };
  const cohort = (await (await admin.request.get(`/api/v1/manage/cohorts/${registrations.data[0]?.cohort_id}`)).json()) as { lms_id: string };
  await admin.context().close();
  await page.goto('/dev/classroom');
  await page.getByLabel('Course id').fill(cohort.lms_id);
  await page.getByLabel(/Gmail address/).fill(gmail);
  await page.getByRole('button', { name: 'Add to the course' }).click();
  await page.goto('/user/profile');
  const profileCard = page.getByRole('region', { name: 'Google Classroom' });
  // the refused address was not saved (spec §5: the student must already have joined the course)
  await expect(profileCard.getByRole('textbox', { name: 'Classroomi e-post (Gmail)' })).toHaveValue('');
  await profileCard.getByRole('textbox', { name: 'Classroomi e-post (Gmail)' }).fill(gmail);
  await profileCard.getByRole('button', { name: 'Salvesta ja kontrolli' }).click();
  await expect(profileCard.getByText(/oled Classroomi kursusel olemas/)).toBeVisible();
});
