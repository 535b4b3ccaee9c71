// The console's outbox (issue 25 item 2, ADR 024): with the mailer down (the dev mailbox's simulated
// outage), a teacher application's e-mails wait in the outbox; the admin finds them from the menu, sees who
// they are for, the attempt and the error, discards one after confirming (it never goes) and retries another
// once the mailer is back (it arrives); both are in the activity log. The page speaks Russian too.
import { expect, test } from '../../fixtures/index.ts';
import { freshEmail, latestEmail, NEW_PASSWORD } from '../../fixtures/accounts.ts';
import { reloadUntil } from '../../fixtures/reload-until.ts';
import { scaled } from '../../fixtures/timeouts.ts';

test('an admin retries one waiting e-mail and discards another', async ({ page, loginAs }) => {
  await loginAs('ADMIN');
  await expect(page).toHaveURL(/\/manage\/cohorts$/);
  const outage = async (on: boolean) => {
    const res = await page.request.post('/dev/mailbox/outage', { data: { on } });
    expect(await res.json()).toEqual({ outage: on });
  };
  // two applications while the mailer is down: one receipt is retried, the other discarded (each row is
  // found by its applicant's name, never by a count: the server's own jobs may queue mail during the outage too)
  const stamp = Date.now().toString(36);
  const applicant = { first: 'Outi', last: `Ootel${stamp}`, email: freshEmail('outbox') };
  const dropped = { first: 'Olev', last: `Kõrvale${stamp}`, email: freshEmail('outbox-dropped') };
  await outage(true);
  try {
    for (const person of [applicant, dropped]) {
      const applied = await page.request.post('/api/v1/auth/signup-teacher', {
        data: {
          first_name: person.first,
          last_name: person.last,
          email: person.email,
          email_confirm: person.email,
          phone_number: '+372 5555 1234',
          short_description: 'Keemiaõpetaja.',
          courses: 'Keemia',
          password: NEW_PASSWORD,
          password_confirm: NEW_PASSWORD,
          terms: true,
        },
      });
      expect(applied.status()).toBe(201);
    }

    // from the menu, in Estonian
    await page.getByRole('menuitem', { name: 'Saatmisjärjekord' }).click();
    await expect(page).toHaveURL(/\/manage\/outbox/);
    // Entries are found by their recipient, never on the first page alone: the server's own jobs may queue more
    // mail during the outage than one page holds (under a CPU hog, about 60 notices of a job did, and the first
    // receipt was on page 2). The admins' notice of the applications waits too.
    const recipient = page.getByRole('textbox', { name: 'Saaja nimi või e-post' });
    await recipient.fill('Valik Admin');
    await expect(page.getByRole('row').filter({ hasText: 'Proovib uuesti' }).filter({ hasText: 'Valik Admin' }).first()).toBeVisible();
    // the applicants' receipts
    await recipient.fill(stamp);
    const receipt = page.getByRole('row').filter({ hasText: `${applicant.first} ${applicant.last}` });
    await expect(receipt).toContainText('E-kiri: teade');
    await expect(receipt).toContainText('Proovib uuesti');
    await expect(receipt).toContainText('simulated outage');
    await expect(page.getByRole('row').filter({ hasText: 'Proovib uuesti' })).toHaveCount(2);
    const droppedRow = page.getByRole('row').filter({ hasText: `${dropped.first} ${dropped.last}` });
    await expect(droppedRow).toContainText('Proovib uuesti');

    // the page in Russian (while the mailer is down, so the retrying rows stay), then the admin's language
    // back to Estonian for the journeys after this one
    await page.getByRole('group', { name: 'Keel' }).getByRole('button', { name: 'Русский' }).click();
    await expect(page.getByRole('menuitem', { name: 'Записи очереди отправки' })).toBeVisible();
    const russianRow = page.getByRole('row').filter({ hasText: 'Повторяется' }).first();
    await expect(russianRow).toContainText('Письмо: уведомление');
    await expect(russianRow.getByRole('button', { name: 'Повторить сейчас' })).toBeVisible();
    await expect(russianRow.getByRole('button', { name: 'Отбросить' })).toBeVisible();
    await page.getByRole('group', { name: 'Язык' }).getByRole('button', { name: 'Eesti keel' }).click();
    await expect(page.getByRole('menuitem', { name: 'Saatmisjärjekord' })).toBeVisible();
    // the switch saved the choice on the account, where it wins over the cookie: back to the demo data's none
    expect((await page.request.patch('/api/v1/me', { data: { language: null } })).status()).toBe(200);

    // "discard" asks first (naming what and for whom), then the receipt leaves the list; it is done while the
    // mailer is still down, so nothing but the discard can have taken it off
    await droppedRow.getByRole('button', { name: 'Jäta kõrvale' }).click();
    const dialog = page.getByRole('dialog', { name: 'Jätta see kirje kõrvale?' });
    await expect(dialog).toContainText('jääb saatmata');
    await expect(dialog).toContainText(`${dropped.first} ${dropped.last}`);
    await dialog.getByRole('button', { name: 'Jäta kõrvale' }).click();
    await expect(page.getByText('Kirje jäeti kõrvale')).toBeVisible();
    await expect(droppedRow).toHaveCount(0);

    // the mailer is back: "retry now" delivers the applicant's receipt at once
    await outage(false);
    await receipt.getByRole('button', { name: 'Proovi kohe' }).click();
    await expect(page.getByText('Kirje saadetakse kohe')).toBeVisible();
    // delivered moments after: the list shows it gone once it is read again (each round once the list has
    // loaded, with rows or without: before that every row is "gone")
    const listLoaded = page.getByRole('button', { name: 'Proovi kohe' }).first().or(page.getByText(/^(Ühtegi kirjet ei leitud|Praeguste filtritega ei leitud ühtegi kirjet)/));
    await reloadUntil(page, listLoaded, async () => {
      await expect(receipt).toHaveCount(0, { timeout: scaled(1000) });
    });
    expect((await latestEmail(page.request, applicant.email, 'teacherApplicationReceived')).subject).toBe('Saime sinu õpetajaks kandideerimise avalduse kätte');
    // with the mailer up, the discarded receipt still never went
    const mailbox = await page.request.get(`/dev/mailbox/messages?to=${encodeURIComponent(dropped.email)}`);
    expect(((await mailbox.json()) as { data: unknown[] }).data).toEqual([]);

    // both are in the activity log
    await page.getByRole('menuitem', { name: 'Tegevuslogi' }).click();
    await expect(page.getByText('Saatmisjärjekorra kirje jäeti kõrvale').first()).toBeVisible();
    await expect(page.getByText('Saatmisjärjekorra kirje saadeti uuesti').first()).toBeVisible();

  } finally {
    await outage(false);
  }
});
