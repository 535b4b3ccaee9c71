// Passes (issue 7 item 4) in the local payment simulator: a new student buys a multi pass (Stripe Checkout in
// subscription mode, simulated), lands on the success page once the signed subscription events have arrived,
// sees the pass on the payment plan page, pauses and resumes it; cancels it (it stays until the end of the paid
// period), keeps it, cancels it again and lets the simulator end the period; screenshots at two widths.
import { test, expect } from '../../fixtures/index.ts';
import { createConfirmedStudent, loginWith } from '../../fixtures/accounts.ts';

test('a student buys a pass in the simulator, pauses and resumes it, cancels it to the period end, keeps it, and it ends', async ({ page }) => {
  test.slow(); // sign-up, simulator and portal on a shared machine
  const { email, password } = await createConfirmedStudent(page, 'Passiomanik');
  await loginWith(page, email, password);
  await expect(page).toHaveURL(/\/user\/my-courses$/);

  await page.goto('/user/payment-plan');
  await expect(page.getByRole('heading', { name: 'Pääset pole' })).toBeVisible();
  await expect(page.getByText(/Pääse maksab kursuse eest, kui registreerud/)).toBeVisible();
  await page.getByRole('button', { name: 'Osta mitme kursuse pääse' }).click();

  await expect(page).toHaveURL(/\/dev\/payments\/stripe-pass\//);
  await expect(page.getByRole('heading', { name: /Makse simulaator/ })).toBeVisible();
  await page.getByRole('button', { name: 'Maksa · Pay' }).click();

  await expect(page).toHaveURL(/\/user\/success\/subscription$/);
  await page.getByRole('link', { name: 'Ava makseplaan' }).click();
  await expect(page).toHaveURL(/\/user\/payment-plan$/);
  const pass = page.getByRole('region', { name: 'Minu pääse' });
  await expect(pass.getByRole('heading', { name: 'Mitme kursuse pääse' })).toBeVisible();
  await expect(pass.getByText('Kehtib', { exact: true })).toBeVisible();
  await expect(page.getByText('Sinu pääse katab järgmise registreerimise.')).toBeVisible();

  await pass.getByRole('button', { name: 'Peata pääse' }).click();
  await expect(pass.getByText('Peatatud', { exact: true })).toBeVisible();
  await expect(pass.getByText(/Sinu pääse on peatatud: sinult ei võeta tasu/)).toBeVisible();

  await pass.getByRole('button', { name: 'Taasta pääse' }).click();
  await expect(pass.getByText('Kehtib', { exact: true })).toBeVisible();
  await expect(pass.getByRole('button', { name: 'Peata pääse' })).toBeVisible();

  await page.getByRole('button', { name: 'Loo minu kood' }).click();
  await expect(page.getByTestId('promotion-code')).toHaveText(/^[A-Z0-9]+-[A-Z0-9]{6}$/);

  // cancelling asks first; the pass stays until the end of the paid period, and the student can keep it
  const cancel = async () => {
    await pass.getByRole('link', { name: 'Lõpeta pääse' }).click();
    await expect(page).toHaveURL(/\/user\/billing\/cancellation$/);
    await page.getByRole('button', { name: 'Lõpeta pääse' }).click();
    await expect(page.getByRole('dialog', { name: 'Kas lõpetada pääse?' })).toBeVisible();
    await page.getByRole('button', { name: 'Jah, lõpeta pääse' }).click();
    await expect(page).toHaveURL(/\/user\/track\/cancel-sub$/);
    await expect(page.getByText('Pääse on lõpetatud')).toBeVisible();
    await expect(page.getByText(/^Pääse lõpeb \d\d\.\d\d\.\d{4}$/)).toBeVisible();
    await page.getByRole('link', { name: 'Ava makseplaan' }).click();
  };
  await cancel();
  await expect(pass.getByText(/^Pääse lõpeb \d\d\.\d\d\.\d{4}$/)).toBeVisible();
  await expect(pass.getByText('Kehtib', { exact: true })).toBeVisible();
  for (const lang of ['et', 'en']) {
    if (lang === 'en') {
      await page.getByRole('button', { name: 'English' }).click();
      await expect(page.getByRole('region', { name: 'My pass' }).getByText(/^Your pass ends on \d\d\.\d\d\.\d{4}$/)).toBeVisible();
    }
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: test.info().outputPath(`payment-plan-ending-${lang}-${width}.png`), fullPage: true });
    }
  }
  await page.getByRole('button', { name: 'Eesti keel' }).click();
  await pass.getByRole('button', { name: 'Jätan pääsme alles' }).click();
  await expect(pass.getByText(/^Pääse lõpeb/)).toBeHidden();
  await expect(pass.getByText(/^Tasutud kuni/)).toBeVisible();

  // cancelled again: the simulator ends the paid period, as Stripe does then
  await cancel();
  await pass.getByRole('link', { name: 'Lõpeta periood makse simulaatoris' }).click();
  await page.getByRole('button', { name: 'Lõpeta periood kohe · End the period now' }).click();
  await expect(page).toHaveURL(/\/user\/payment-plan$/);
  await expect(page.getByRole('heading', { name: 'Pääset pole' })).toBeVisible();
  await expect(page.getByText(/^Sinu viimane pääse lõppes \d\d\.\d\d\.\d{4}\.$/)).toBeVisible();
});
