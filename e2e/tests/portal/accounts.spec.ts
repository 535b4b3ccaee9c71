// Account journeys of issue 3: sign up and confirm from the dev mailbox, a teacher's application
// approved by an admin, a password reset, and two-step verification on both sign-in paths. axe on the
// account pages as they load (login, sign-up, teacher sign-up, new password, the profile) is in
// journeys/accessibility.spec.ts, with every rule checked here before and in Russian too; here, the
// profile with two-step verification on.
import type { Page } from '@playwright/test';
import { test, expect, DEMO, DEMO_PASSWORD } from '../../fixtures/index.ts';
import { seriousViolations } from '../../fixtures/axe.ts';
import {
  NEW_PASSWORD,
  createConfirmedStudent,
  freshEmail,
  latestEmail,
  linkIn,
  loginWith,
  openEmailAndClick,
  totpCode,
} from '../../fixtures/accounts.ts';

test('a student signs up, confirms the address from the dev mailbox and lands on my courses', async ({ page }) => {
  const email = freshEmail('laura');
  await page.goto('/auth/signup');
  await page.getByRole('button', { name: 'Loo konto' }).click();
  await expect(page.getByText('Pead tingimustega nõustuma')).toBeVisible();

  await page.getByLabel('Eesnimi').fill('Laura');
  await page.getByLabel('Perekonnanimi').fill('Mägi');
  await page.getByLabel('E-post', { exact: false }).first().fill(email);
  await page.getByLabel('E-post uuesti').fill(email);
  await page.getByLabel(/^Parool/).first().fill('short');
  await page.getByLabel('Parool uuesti').fill('short');
  await page.getByRole('checkbox', { name: /Nõustun/ }).check();
  await page.getByRole('button', { name: 'Loo konto' }).click();
  await expect(page.getByText('Parool peab olema vähemalt 10 tähemärki')).toBeVisible();

  await page.getByLabel(/^Parool/).first().fill(NEW_PASSWORD);
  await page.getByLabel('Parool uuesti').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Loo konto' }).click();
  await expect(page.getByRole('heading', { name: 'Vaata oma e-posti' })).toBeVisible();

  // signing in before confirming is refused, and sends a new link
  await loginWith(page, email, NEW_PASSWORD);
  await expect(page.getByRole('alert')).toContainText('Palun kinnita kõigepealt oma e-posti aadress');

  await openEmailAndClick(page, email, /Kinnita oma e-posti aadress/, /Kinnita e-posti aadress/);
  await expect(page).toHaveURL(/\/user\/success\/signup$/);
  await expect(page.getByRole('heading', { name: 'Tere tulemast Valikusse!' })).toBeVisible();
  await page.getByRole('link', { name: 'Mine minu kursuste juurde' }).click();
  await expect(page).toHaveURL(/\/user\/my-courses$/);

  // the same address cannot sign up twice
  await page.context().clearCookies();
  await page.goto('/auth/signup');
  await page.getByLabel('Eesnimi').fill('Laura');
  await page.getByLabel('Perekonnanimi').fill('Teine');
  await page.getByLabel('E-post', { exact: false }).first().fill(email);
  await page.getByLabel('E-post uuesti').fill(email);
  await page.getByLabel(/^Parool/).first().fill(NEW_PASSWORD);
  await page.getByLabel('Parool uuesti').fill(NEW_PASSWORD);
  await page.getByRole('checkbox', { name: /Nõustun/ }).check();
  await page.getByRole('button', { name: 'Loo konto' }).click();
  await expect(page.getByText('Selle e-posti aadressiga kasutaja on juba olemas')).toBeVisible();
});

test('a teacher applies, an admin approves, and the teacher lands on the dashboard', async ({ page, browser }) => {
  const email = freshEmail('tiit');
  await page.goto('/auth/signup-teacher');
  await page.getByRole('button', { name: 'Saada avaldus' }).click();
  await expect(page.getByRole('alert')).toContainText('Palun täida kõik väljad');

  await page.getByLabel('Eesnimi').fill('Tiit');
  await page.getByLabel('Perekonnanimi').fill('Tamm');
  await page.getByLabel('E-post', { exact: false }).first().fill(email);
  await page.getByLabel('E-post uuesti').fill(email);
  await page.getByLabel('Telefon').fill('+372 5555 1234');
  await page.getByLabel('Lühikirjeldus endast').fill('Füüsikaõpetaja, robootikaringi juhendaja.');
  await page.getByLabel('Kursused, mida võiksid õpetada').fill('Robootika, astronoomia');
  await page.getByLabel(/^Parool/).first().fill(NEW_PASSWORD);
  await page.getByLabel('Parool uuesti').fill(NEW_PASSWORD);
  await page.getByRole('checkbox', { name: /Nõustun/ }).check();
  await page.getByRole('button', { name: 'Saada avaldus' }).click();
  await expect(page).toHaveURL(/\/auth\/signup-teacher-success$/);
  await expect(page.getByRole('heading', { name: 'Aitäh, et kandideerisid!' })).toBeVisible();

  // the admins are told; one approves (through the console's API)
  const notice = await latestEmail(page.request, DEMO.ADMIN.email, 'teacherApplicationSubmitted');
  expect(notice.text).toContain(email);
  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await loginWith(adminPage, DEMO.ADMIN.email, DEMO_PASSWORD);
  await expect(adminPage).toHaveURL(/\/manage\/cohorts$/);
  // the notice's link opens the console's applications searched for this applicant; approved there, after a confirmation
  const link = new URL(/https?:\/\/\S+\/manage\/teacher_applications\?\S+/.exec(notice.text)?.[0] ?? '/missing-link', 'http://x');
  await adminPage.goto(`${link.pathname}${link.search}`);
  const row = adminPage.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('button', { name: 'Kinnita' })).toBeInViewport();
  await row.getByRole('button', { name: 'Kinnita' }).click();
  const confirm = adminPage.getByRole('dialog');
  await expect(confirm).toContainText('Tiit Tamm saab õpetajaks');
  await confirm.getByRole('button', { name: 'Kinnita' }).click();
  await expect(adminPage.getByText('Avaldus on kinnitatud')).toBeVisible();
  await expect(row).toHaveCount(0);
  await admin.close();

  // the applicant confirms the address, gets the approval e-mail and lands on the teacher dashboard
  const approval = await latestEmail(page.request, email, 'teacherApplicationApproved');
  expect(approval.subject).toBe('Sinust sai Valiku õpetaja');
  await openEmailAndClick(page, email, /Kinnita oma e-posti aadress/, /Kinnita e-posti aadress/);
  await expect(page).toHaveURL(/\/user\/success\/signup$/);
  await page.context().clearCookies();
  await loginWith(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/user\/dashboard$/);
});

test('a forgotten password is reset from an e-mail link, which ends the old sessions', async ({ page, browser }) => {
  const { email } = await createConfirmedStudent(page, 'Mari');
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await loginWith(otherPage, email, NEW_PASSWORD);
  await expect(otherPage).toHaveURL(/\/user\/my-courses$/);

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Unustasid parooli?' }).click();
  await expect(page.getByRole('heading', { name: 'Parooli uuendamine' })).toBeVisible();
  await page.getByLabel('E-post').fill(email);
  await page.getByRole('button', { name: 'Saada mulle link' }).click();
  await expect(page.getByRole('status')).toContainText('saatsime sellele lingi uue parooli seadmiseks');

  await openEmailAndClick(page, email, /Uue parooli seadmine/, /Sea uus parool/);
  await expect(page.getByRole('heading', { name: 'Sea uus parool' })).toBeVisible();
  const newPassword = 'Uus-Parool-2026!';
  await page.getByLabel(/^Uus parool/).first().fill(newPassword);
  await page.getByLabel('Uus parool uuesti').fill('something-else-123');
  await page.getByRole('button', { name: 'Muuda parooli' }).click();
  await expect(page.getByText('Paroolid ei kattu')).toBeVisible();
  await page.getByLabel('Uus parool uuesti').fill(newPassword);
  await page.getByRole('button', { name: 'Muuda parooli' }).click();
  await expect(page.getByRole('status')).toContainText('Sinu parool on muudetud');

  // the other browser's session ended
  const session = await otherPage.request.post('/api/v1/auth/session', { data: {} });
  expect(((await session.json()) as { user: unknown }).user).toBeNull();
  await other.close();

  await loginWith(page, email, NEW_PASSWORD);
  await expect(page.getByRole('alert')).toContainText('Vabandust, me ei leidnud selle e-posti või parooliga kontot');
  await loginWith(page, email, newPassword);
  await expect(page).toHaveURL(/\/user\/my-courses$/);
});

test('a student turns on two-step verification and then signs in with a code', async ({ page }) => {
  const { email, password } = await createConfirmedStudent(page, 'Kadri');
  await loginWith(page, email, password);
  await expect(page).toHaveURL(/\/user\/my-courses$/);
  await page.goto('/user/profile');
  await page.getByRole('button', { name: 'Lisa autentimisrakendus' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lisa autentimisrakendus' });
  await dialog.getByLabel('Nimi').fill('Minu telefon');
  await dialog.getByRole('button', { name: 'Jätka' }).click();
  await expect(dialog.getByRole('img', { name: 'QR-kood autentimisrakenduse jaoks' })).toBeVisible();
  const secret = (await dialog.getByTestId('totp-secret').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // kept: the same code must be refused at sign-in, even after the 30-second step has moved on
  const enablingCode = totpCode(secret);
  await dialog.getByLabel('Kood').fill(enablingCode);
  await dialog.getByRole('button', { name: 'Lülita sisse' }).click();
  // the first app comes with ten recovery codes, shown this once
  await expect(dialog.getByRole('list', { name: 'Taastekoodid' }).getByRole('listitem')).toHaveCount(10);
  await dialog.getByRole('button', { name: 'Salvestasin need' }).click();
  await expect(page.getByText('Minu telefon')).toBeVisible();
  await expect(page.getByText('Sees', { exact: true })).toBeVisible();
  await expect(page.getByText('Kasutamata taastekoode: 10')).toBeVisible();
  expect(await seriousViolations(page, page.url(), { tags: ['wcag2a', 'wcag2aa'] })).toEqual([]);

  await page.getByRole('button', { name: 'Logi välja', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await loginWith(page, email, password);
  await expect(page.getByRole('heading', { name: 'Kaheastmeline kinnitamine' })).toBeVisible();
  // a guarded page is not reachable with the password alone
  const guarded = await page.request.get('/api/v1/me');
  expect(guarded.status()).toBe(401);
  // nor a guarded page: it sends back to the login, which asks for the code
  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fuser%2Fprofile$/);
  await expect(page.getByRole('heading', { name: 'Kaheastmeline kinnitamine' })).toBeVisible();
  await page.getByLabel('Kood').fill('000000');
  await page.getByRole('button', { name: 'Kinnita' }).click();
  await expect(page.getByRole('alert')).toContainText('Vale kood');
  // the code used to turn it on does not work again
  await page.getByLabel('Kood').fill(enablingCode);
  await page.getByRole('button', { name: 'Kinnita' }).click();
  await expect(page.getByRole('alert')).toContainText('Seda koodi on juba kasutatud');
  await page.getByLabel('Kood').fill(totpCode(secret, 1));
  await page.getByRole('button', { name: 'Kinnita' }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);
});

test('the one-time e-mail link also asks for the second factor', async ({ page }) => {
  const { email, password } = await createConfirmedStudent(page, 'Jaan');
  await loginWith(page, email, password);
  await expect(page).toHaveURL(/\/user\/my-courses$/);
  const enrolled = await page.request.post('/api/v1/auth/factors', { data: { factor_type: 'totp', friendly_name: 'Telefon' } });
  const { id, totp } = (await enrolled.json()) as { id: string; totp: { secret: string } };
  const challenge = (await (await page.request.post(`/api/v1/auth/factors/${id}/challenge`, { data: {} })).json()) as { id: string };
  expect((await page.request.post(`/api/v1/auth/factors/${id}/verify`, { data: { challenge_id: challenge.id, code: totpCode(totp.secret) } })).status()).toBe(200);
  await page.context().clearCookies();

  await page.goto('/auth/login?redirect=%2Fuser%2Fprofile');
  await page.getByRole('tab', { name: 'E-posti lingiga' }).click();
  await page.getByLabel('E-post').fill(email);
  await page.getByRole('button', { name: 'Saada mulle link' }).click();
  await expect(page.getByRole('heading', { name: 'Vaata oma e-posti' })).toBeVisible();
  const mail = await latestEmail(page.request, email, 'magicLink');
  await page.goto(linkIn(mail));
  await expect(page.getByRole('heading', { name: 'Kaheastmeline kinnitamine' })).toBeVisible();
  await page.getByLabel('Kood').fill(totpCode(totp.secret, 1));
  await page.getByRole('button', { name: 'Kinnita' }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);

  // the link works once
  await page.context().clearCookies();
  await page.goto(linkIn(mail));
  await expect(page.getByRole('alert')).toContainText('Sisselogimisel tekkis viga. Kas kasutasid linki juba korra?');
});

/** The dev mailbox's texts to a phone number (the Twilio stand-in stores them), newest first. */
async function textsTo(page: Page, phone: string): Promise<string[]> {
  const res = await page.request.get(`/dev/mailbox/messages?to=${encodeURIComponent(phone)}`);
  return ((await res.json()) as { data: { template: string; text: string }[] }).data.filter((m) => m.template === 'sms').map((m) => m.text);
}

async function newCode(page: Page, phone: string, count: number): Promise<string> {
  await expect.poll(async () => (await textsTo(page, phone)).length).toBe(count);
  const [newest = ''] = await textsTo(page, phone);
  return /(\d{6})/.exec(newest)?.[1] ?? '';
}

test('a student adds a phone as second factor and signs in with a code sent by SMS', async ({ page }) => {
  const { email, password } = await createConfirmedStudent(page, 'Piret');
  const number = `+3725${String(Date.now()).slice(-7)}`;
  await loginWith(page, email, password);
  await expect(page).toHaveURL(/\/user\/my-courses$/);
  await page.goto('/user/profile');
  // offered, because an SMS provider is configured for this server
  await page.getByRole('button', { name: 'Lisa telefon' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lisa telefon' });
  const name = 'Minu teine telefoninumber, mida kasutan tööl'; // long enough to take two lines on a phone
  await dialog.getByLabel('Nimi').fill(name);
  await dialog.getByLabel('Telefoninumber').fill(number);
  await dialog.getByRole('button', { name: 'Jätka' }).click();
  await expect(dialog.getByText('Saatsime sinu telefonile koodi.')).toBeVisible();
  await dialog.getByLabel('Kood').fill(await newCode(page, number, 1));
  await dialog.getByRole('button', { name: 'Lülita sisse' }).click();
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByText(/SMS •+\d{4}/)).toBeVisible();
  // on a phone the Remove button follows the factor's words and never covers them: no line of the words reaches
  // into the button's column (stricter than coveredWords, which counts only the button's own lines)
  await page.setViewportSize({ width: 375, height: 800 });
  const factor = page.getByRole('list', { name: 'Sinu kinnitusviisid' }).getByRole('listitem').filter({ hasText: name });
  const remove = await factor.getByRole('button', { name: `Eemalda ${name}` }).boundingBox();
  for (const words of [factor.getByText(name), factor.getByText(/SMS •+\d{4}/), factor.getByText('Sees', { exact: true })]) {
    // where the words end (the element's box may be wider than its words)
    const end = await words.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      return range.getBoundingClientRect().right;
    });
    expect(end, await words.innerText()).toBeLessThanOrEqual((remove?.x ?? 0) + 0.5);
  }
  await page.setViewportSize({ width: 1280, height: 720 }); // Desktop Chrome's

  await page.getByRole('button', { name: 'Logi välja', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await loginWith(page, email, password);
  await expect(page.getByRole('heading', { name: 'Kaheastmeline kinnitamine' })).toBeVisible();
  await expect(page.getByText('Sisesta kood, mille saadame sinu telefonile.')).toBeVisible();
  await page.getByRole('button', { name: 'Saada kood' }).click();
  await expect(page.getByRole('button', { name: 'Saada uus kood' })).toBeVisible();
  await page.getByLabel('Kood').fill(await newCode(page, number, 2));
  await page.getByRole('button', { name: 'Kinnita' }).click();
  await expect(page).toHaveURL(/\/user\/my-courses$/);
});

test('a student changes their e-mail address, confirmed from the new inbox', async ({ page }) => {
  const { email, password } = await createConfirmedStudent(page, 'Helen');
  const next = freshEmail('helen.uus');
  await loginWith(page, email, password);
  await expect(page).toHaveURL(/\/user\/my-courses$/);
  await page.goto('/user/profile');
  await page.getByRole('button', { name: 'Muuda e-posti aadressi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Muuda e-posti aadressi' });
  await dialog.getByRole('textbox', { name: /^Uus e-posti aadress\s*\*?$/ }).fill(next);
  await dialog.getByLabel('Uus e-posti aadress uuesti').fill(`x${next}`);
  await dialog.getByRole('button', { name: 'Saada kinnituslink' }).click();
  await expect(dialog.getByText('E-posti aadressid ei kattu')).toBeVisible();
  await dialog.getByLabel('Uus e-posti aadress uuesti').fill(next);
  await dialog.getByRole('button', { name: 'Saada kinnituslink' }).click();
  await expect(dialog.getByRole('status')).toContainText(`Saatsime kinnituslingi aadressile ${next}`);
  await dialog.getByRole('button', { name: 'Sulge' }).click();
  // nothing changed yet; the old inbox was told
  await expect(page.getByLabel('E-post', { exact: true })).toHaveValue(email);
  expect((await latestEmail(page.request, email, 'emailChangeNotice')).text).toContain(next);

  await openEmailAndClick(page, next, /Kinnita oma uus e-posti aadress/, /Kinnita uus aadress/);
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByText('Sinu e-posti aadress on muudetud.')).toBeVisible();
  await expect(page.getByLabel('E-post', { exact: true })).toHaveValue(next);
  // still signed in, and from now on the new address signs in
  await page.getByRole('button', { name: 'Logi välja', exact: true }).click();
  // signed out first: a login page loaded while the session still stood sends the visitor on to their pages
  await expect(page).toHaveURL(/\/auth\/login/);
  await loginWith(page, next, password);
  await expect(page).toHaveURL(/\/user\/my-courses$/);
});

test('an admin removes the second factor of a student who lost their phone', async ({ page, browser }) => {
  const { email, password } = await createConfirmedStudent(page, 'Siim');
  await loginWith(page, email, password);
  await expect(page).toHaveURL(/\/user\/my-courses$/);
  const me = (await (await page.request.post('/api/v1/auth/session', { data: {} })).json()) as { user: { id: number } };
  const enrolled = await page.request.post('/api/v1/auth/factors', { data: { factor_type: 'totp', friendly_name: 'Kadunud telefon' } });
  const { id, totp } = (await enrolled.json()) as { id: string; totp: { secret: string } };
  const challenge = (await (await page.request.post(`/api/v1/auth/factors/${id}/challenge`, { data: {} })).json()) as { id: string };
  expect((await page.request.post(`/api/v1/auth/factors/${id}/verify`, { data: { challenge_id: challenge.id, code: totpCode(totp.secret) } })).status()).toBe(200);

  const admin = await browser.newContext();
  const adminPage = await admin.newPage();
  await loginWith(adminPage, DEMO.ADMIN.email, DEMO_PASSWORD);
  await expect(adminPage).toHaveURL(/\/manage\/cohorts$/);
  await adminPage.goto(`/manage/users/${me.user.id}`);
  await expect(adminPage.getByText('Kaheastmeline kinnitus on sees (1 tegur)')).toBeVisible();
  await adminPage.getByRole('button', { name: 'Eemalda kaheastmeline kinnitus' }).click();
  const confirm = adminPage.getByRole('dialog', { name: 'Kas eemaldada kaheastmeline kinnitus?' });
  await expect(confirm).toContainText('Siim Kask: kõik teised tegurid');
  await confirm.getByRole('button', { name: 'Eemalda', exact: true }).click();
  await expect(adminPage.getByText('Kaheastmeline kinnitus eemaldati ja inimesele saadeti e-kiri')).toBeVisible();
  await expect(adminPage.getByText('Kaheastmeline kinnitus pole sisse lülitatud.')).toBeVisible();
  await admin.close();

  // the student's session ended; the password alone signs in now, and they were told
  await page.goto('/user/profile');
  await expect(page).toHaveURL(/\/auth\/login/);
  expect((await latestEmail(page.request, email, 'secondFactorsRemoved')).subject).toBe('Sinu kaheastmeline kinnitus eemaldati');
  await loginWith(page, email, password);
  await expect(page).toHaveURL(/\/user\/my-courses$/);
});

test('a student who lost their phone signs in with a recovery code, which works once', async ({ page }) => {
  const { email, password } = await createConfirmedStudent(page, 'Reet');
  await loginWith(page, email, password);
  await expect(page).toHaveURL(/\/user\/my-courses$/);
  const enrolled = await page.request.post('/api/v1/auth/factors', { data: { factor_type: 'totp', friendly_name: 'Telefon' } });
  const { id, totp } = (await enrolled.json()) as { id: string; totp: { secret: string } };
  const challenge = (await (await page.request.post(`/api/v1/auth/factors/${id}/challenge`, { data: {} })).json()) as { id: string };
  const verified = await page.request.post(`/api/v1/auth/factors/${id}/verify`, { data: { challenge_id: challenge.id, code: totpCode(totp.secret) } });
  const codes = ((await verified.json()) as { recovery_codes: string[] }).recovery_codes;
  expect(codes).toHaveLength(10);
  await page.context().clearCookies();

  await loginWith(page, email, password);
  await expect(page.getByRole('heading', { name: 'Kaheastmeline kinnitamine' })).toBeVisible();
  await page.getByRole('button', { name: 'Kaotasid telefoni? Kasuta taastekoodi' }).click();
  await page.getByLabel('Taastekood').fill(codes[0] ?? '');
  await page.getByRole('button', { name: 'Kinnita' }).click();
  await expect(page).toHaveURL(/\/user\/my-courses$/);
  await page.goto('/user/profile');
  await expect(page.getByText('Kasutamata taastekoode: 9')).toBeVisible();

  await page.getByRole('button', { name: 'Logi välja', exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await loginWith(page, email, password);
  await page.getByRole('button', { name: 'Kaotasid telefoni? Kasuta taastekoodi' }).click();
  await page.getByLabel('Taastekood').fill(codes[0] ?? '');
  await page.getByRole('button', { name: 'Kinnita' }).click();
  await expect(page.getByRole('alert')).toContainText('See taastekood ei kehti või on juba kasutatud');
});
