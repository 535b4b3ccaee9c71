// Sensitive changes ask again (issue 19 item 11, ADR 017): when the API answers REAUTH_REQUIRED, the
// portal asks for the password in a dialog, with clear errors, and then sends the change again. A session
// older than ten minutes cannot be made here (the server's database is its own), so the first answer of
// the change is the server's REAUTH_REQUIRED answer replayed by the browser; the re-authentication and the
// repeated change go to the real server.
import { test, expect } from '../../fixtures/index.ts';
import { createConfirmedStudent, freshEmail, loginWith } from '../../fixtures/accounts.ts';

test('an e-mail change on an old session asks for the password in a dialog, then goes through', async ({ page }) => {
  const { email, password } = await createConfirmedStudent(page, 'Liis');
  const next = freshEmail('liis.uus');
  await loginWith(page, email, password);
  await expect(page).toHaveURL(/\/user\/my-courses$/);
  await page.goto('/user/profile');

  let answered = false;
  await page.route('**/api/v1/me/email', async (route) => {
    if (answered) return route.continue();
    answered = true;
    await route.fulfill({
      status: 403,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'REAUTH_REQUIRED', message: 'Palun kinnita, et see oled sina: sisesta oma parool.' }, requestId: 'e2e' }),
    });
  });

  await page.getByRole('button', { name: 'Muuda e-posti aadressi' }).click();
  const change = page.getByRole('dialog', { name: 'Muuda e-posti aadressi' });
  await change.getByRole('textbox', { name: /^Uus e-posti aadress\s*\*?$/ }).fill(next);
  await change.getByLabel('Uus e-posti aadress uuesti').fill(next);
  await change.getByRole('button', { name: 'Saada kinnituslink' }).click();

  const confirm = page.getByRole('dialog', { name: 'Kinnita, et see oled sina' });
  await expect(confirm).toBeVisible();
  await confirm.getByLabel(/^Praegune parool/).fill('not-my-password-1');
  await confirm.getByRole('button', { name: 'Kinnita' }).click();
  await expect(confirm.getByText('Parool ei ole õige')).toBeVisible();
  await confirm.getByLabel(/^Praegune parool/).fill(password);
  await confirm.getByRole('button', { name: 'Kinnita' }).click();
  await expect(confirm).toBeHidden();
  await expect(change.getByRole('status')).toContainText(`Saatsime kinnituslingi aadressile ${next}`);
  expect(answered).toBe(true);
});
