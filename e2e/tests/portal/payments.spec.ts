// Paying for a registration (issue 7) in the local payment simulator: a new student picks a course on the
// public site, pays by card (Stripe simulator) or by bank link (Montonio simulator), lands on the return
// page once the signed notification has arrived, and sees the registration paid in my courses.
import { test, expect } from '../../fixtures/index.ts';
import { createConfirmedStudent, loginWith } from '../../fixtures/accounts.ts';
import { openRegistrationWithFreeSeat as openRegistration } from '../../fixtures/registration.ts';

for (const way of [
  { method: 'Kaardiga kohe', simulator: /\/dev\/payments\/stripe\//, track: /\/user\/track\/stripe\?checkout=/ },
  { method: 'Pangalingiga kohe', simulator: /\/dev\/payments\/montonio\//, track: /\/user\/track\/montonio\?checkout=.+order-token=/ },
]) {
  test(`a student pays ${way.method.toLowerCase()} in the simulator and sees the registration paid`, async ({ page }) => {
    test.slow(); // sign-up, catalogue, simulator and portal on a shared machine
    const { email, password } = await createConfirmedStudent(page, 'Maksja');
    await loginWith(page, email, password);
    await expect(page).toHaveURL(/\/user\/my-courses$/);
    await openRegistration(page);
    await page.getByRole('radio', { name: way.method }).check();
    await expect(page.getByText('Sinu koht on maksmise ajaks 30 minutiks hoitud.')).toBeVisible();
    await page.getByRole('button', { name: 'Maksa ja registreeru' }).click();

    await expect(page).toHaveURL(way.simulator);
    await expect(page.getByRole('heading', { name: /Makse simulaator/ })).toBeVisible();
    await page.getByRole('button', { name: 'Maksa · Pay' }).click();

    await expect(page).toHaveURL(way.track);
    await expect(page.getByRole('heading', { name: 'Makse on kätte saadud' })).toBeVisible();
    await page.getByRole('link', { name: /minu kursuste/i }).click();
    await expect(page).toHaveURL(/\/user\/my-courses$/);
    await expect(page.getByText(/Arve VLK-\d{4}-\d+: tasutud/).first()).toBeVisible();
  });
}

test('an abandoned payment says nothing was taken and offers to try again', async ({ page }) => {
  test.slow();
  const { email, password } = await createConfirmedStudent(page, 'Loobuja');
  await loginWith(page, email, password);
  await openRegistration(page);
  await page.getByRole('radio', { name: 'Kaardiga kohe' }).check();
  await page.getByRole('button', { name: 'Maksa ja registreeru' }).click();
  await page.getByRole('button', { name: 'Loobu · Abandon' }).click();
  await expect(page.getByRole('heading', { name: 'Makse jäi pooleli' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Proovi uuesti' })).toBeVisible();
});

test('a return page without a valid payment says it cannot validate it', async ({ page }) => {
  await page.goto('/user/track/montonio?order-token=not-a-real-token');
  await expect(page.getByText('Makset ei õnnestunud kinnitada... enne toega ühendust võtmist kontrolli, kas oled registreeritud')).toBeVisible();
});

test('a student who left the simulator continues paying the held seat; a refund from the dashboard cancels the registration', async ({ page }) => {
  test.slow();
  const { email, password } = await createConfirmedStudent(page, 'Jatkaja');
  await loginWith(page, email, password);
  await openRegistration(page);
  const registrationUrl = page.url();
  await page.getByRole('radio', { name: 'Kaardiga kohe' }).check();
  await page.getByRole('button', { name: 'Maksa ja registreeru' }).click();
  await expect(page).toHaveURL(/\/dev\/payments\/stripe\//);
  const simulatorUrl = page.url();

  // back to the registration page without paying: the seat is theirs, not "full"
  await page.goto(registrationUrl);
  await expect(page.getByText('Sinu makse on pooleli')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Sinu koht selles rühmas on maksmise ajaks hoitud kuni \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}\./ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Maksa ja registreeru' })).toHaveCount(0);
  // my courses shows it too, and leads back to the payment
  await page.goto('/user/my-courses');
  await expect(page.getByRole('heading', { name: 'Pooleli maksed' })).toBeVisible();
  await page.getByRole('region', { name: 'Pooleli maksed' }).getByRole('link', { name: 'Jätka maksmist' }).click();
  await expect(page).toHaveURL(simulatorUrl);
  await page.getByRole('button', { name: 'Maksa · Pay' }).click();
  await expect(page.getByRole('heading', { name: 'Makse on kätte saadud' })).toBeVisible();

  // staff refund it in the provider's dashboard (the simulator plays it): the registration ends
  await page.goto(simulatorUrl);
  await page.getByRole('button', { name: /Tagasta teenuse töölaualt/ }).click();
  await expect(page.getByRole('button', { name: /Tagasta teenuse töölaualt/ })).toHaveCount(0);
  await page.goto('/user/my-courses');
  await expect(page.getByText('Sa pole veel ühelegi kursusele registreerunud.')).toBeVisible();
});
