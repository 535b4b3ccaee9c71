// The student journey of issue 6: from the public catalogue to a registration paid by the school, my
// courses, then (on a seeded finished course) the stepwise feedback form and the diploma download.
import { test, expect, DEMO } from '../../fixtures/index.ts';
import { layoutShifts, swipe } from '../../fixtures/pages.ts';

// The demo student studies at the Tartu school, which pays for up to 3 courses a school year (the seed
// leaves one unused), so the school is offered as the payer on an Estonian or English course.
test('a student registers from the public site with the school as payer and sees it in my courses', async ({ page, loginAs }) => {
  test.slow(); // many pages on a shared machine
  await loginAs('STUDENT');
  await expect(page).toHaveURL(new RegExp(`${DEMO.STUDENT.landing}$`));
  await page.goto('/courses');
  // a course with a group open for registration
  const courseLinks = page.locator('a[href^="/courses/"]:not([href^="/courses/category"])');
  const hrefs = [...new Set(await courseLinks.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href') ?? '')))];
  let registered = false;
  for (const href of hrefs) {
    await page.goto(href);
    const register = page.locator('a[data-cohort-register]:not([hidden])').first();
    if ((await register.count()) === 0) continue;
    await register.click();
    await expect(page).toHaveURL(/\/user\/courses\/\d+\?cohort=\d+/);
    // a group the student is already in ends the journey there, with the way to my courses
    const already = page.getByText('Oled sellesse gruppi juba registreeritud.');
    const payers = page.getByRole('radiogroup', { name: 'Kes maksab?' });
    await expect(already.or(payers)).toBeVisible();
    if (await already.isVisible()) {
      await expect(page.getByRole('button', { name: 'Kinnita registreerimine' })).toHaveCount(0);
      continue;
    }
    const school = page.getByRole('radio', { name: /Minu kool maksab/ });
    await expect(school).toBeVisible();
    await expect(page.getByText('Kooli tingimused')).toBeVisible();
    if (await school.isDisabled()) {
      // the school does not pay for this one (language, course, its per-year limit): the reason is shown
      await expect(page.getByText(/Kool (ei maksa|maksab)|Koolil pole/)).toBeVisible();
      continue;
    }
    await school.check();
    const confirm = page.getByRole('button', { name: 'Kinnita registreerimine' });
    if ((await confirm.count()) === 0) continue; // full group: waitlist only
    await confirm.click();
    await expect(page).toHaveURL(/\/user\/success\/course-registration$/);
    registered = true;
    break;
  }
  expect(registered).toBe(true);
  // the success page names what was booked and who pays
  await expect(page.getByLabel('Sinu registreering')).toContainText('Maksab kool');
  const shots = process.env.E2E_SHOTS_DIR;
  if (shots) {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `${shots}/success-registration-et-${width}.png`, fullPage: true });
    }
  }
  await page.getByRole('link', { name: /minu kursuste/i }).click();
  await expect(page).toHaveURL(/\/user\/my-courses$/);
  await expect(page.getByText('Maksab kool').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Kalender' })).toBeVisible();
});

test('after a course ends the student fills the feedback form step by step and downloads the diploma', async ({ page, loginAs }) => {
  test.slow(); // six saved steps, a reload and a PDF on a shared machine
  await loginAs('STUDENT');
  await expect(page).toHaveURL(/\/user\/my-courses$/);
  // My courses keeps its place while each card's attendance loads (its line has its room before), so nothing
  // below moves under the pointer: under a CPU hog this click once landed beside its link as the cards above grew
  await expect(page.getByText(/^Osalenud tundides/).first()).toBeVisible();
  expect(await layoutShifts(page)).toEqual([]);
  // the seeded finished course whose feedback is still pending
  await page.getByRole('link', { name: 'Anna tagasisidet' }).first().click();
  await expect(page).toHaveURL(/\/user\/cohorts\/\d+\/feedback$/);
  await expect(page.getByText(/Samm 1\//)).toBeVisible();

  // step 1: the required texts are checked before moving on
  await page.getByRole('button', { name: 'Edasi' }).click();
  await expect(page.getByText('See väli on kohustuslik').first()).toBeVisible();
  await page.getByRole('radiogroup', { name: 'Kui rahul oled kursusega üldiselt?' }).getByRole('radio', { name: '6' }).check();
  // satisfaction below 8: the highlights question asks what bothered the student
  await page.getByLabel('Mis sind kursusel häiris?').fill('Tempo oli kohati kiire');
  await page.getByLabel('Mida sa kursusel õppisid?').fill('Palju uut');
  await page.getByRole('button', { name: 'Edasi' }).click();

  // step 2: every outcome rated
  await expect(page.getByText(/Samm 2\//)).toBeVisible();
  await page.getByRole('button', { name: 'Edasi' }).click();
  await expect(page.getByText('Palun hinda kõiki õpiväljundeid')).toBeVisible();
  for (const group of await page.getByRole('radiogroup').all()) await group.getByRole('radio', { name: '8' }).check();
  await page.getByRole('button', { name: 'Edasi' }).click();

  // reload: the saved steps come back and the form continues at step 3
  await expect(page.getByText(/Samm 3\//)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/Samm 3\//)).toBeVisible();
  // nothing chosen: each question says so, and the message goes the moment its answer is chosen (issue 18 item 11).
  // On a touch screen a swipe to the left is "Next" (spec §9's swipe tolerance), checked as the button is.
  const question = page.locator('form legend').first();
  await swipe(page, question, -120);
  await expect(page.getByText('Palun vali vastus')).toHaveCount(2);
  await page.getByRole('radio', { name: 'Paras' }).check();
  await expect(page.getByText('Palun vali vastus')).toHaveCount(1);
  await page.getByRole('radio', { name: 'Umbes nii palju, kui ootasin' }).check();
  await expect(page.getByText('Palun vali vastus')).toHaveCount(0);
  await swipe(page, question, -120);
  await expect(page.getByText(/Samm 4\//)).toBeVisible();
  // a swipe to the right goes back, the answers kept (what is too short for a swipe: portal/src/lib/swipe.test.ts)
  await swipe(page, question, 120);
  await expect(page.getByText(/Samm 3\//)).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Paras' })).toBeChecked();
  await page.getByRole('button', { name: 'Edasi' }).click();

  await page.getByRole('radiogroup', { name: 'Kui pädev oli õpetaja?' }).getByRole('radio', { name: '5' }).check();
  await page.getByLabel('Mida tahaksid õpetajale öelda?').fill('Aitäh!');
  await page.getByRole('button', { name: 'Edasi' }).click();

  // self grade Good: the improvement question appears (optional)
  await page.getByRole('radio', { name: 'Hea', exact: true }).check();
  await expect(page.getByLabel('Mida oleksid saanud paremini teha?')).toBeVisible();
  await page.getByRole('button', { name: 'Edasi' }).click();

  await page.getByLabel('Milliseid kursusi tahaksid tulevikus võtta?').fill('Robootika');
  // satisfaction below 8: the highlights say what bothered the student, so nobody asks to quote them (issue 29 item 4)
  await expect(page.getByRole('checkbox', { name: /tsiteerida/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Saada tagasiside' }).click();
  await expect(page).toHaveURL(/\/user\/my-courses$/);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Laadi tunnistus alla' }).first().click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^valik-VLK-[A-Z0-9]{5}-[A-Z0-9]{5}\.pdf$/);
});
