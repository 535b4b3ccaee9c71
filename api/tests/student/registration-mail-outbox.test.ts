// Issue 15 item 7: the student journey's e-mails go through the one durable outbox of ADR 011. A
// registration's confirmation is written with the registration; a mailer that is down when it commits
// loses nothing: the failure is logged and the sweep sends it once later.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, makeCohort } from '@valik/db/testing';
import { deliverPending } from '../support/outbox.ts';
import { createTestApp, jsonPost, makeAccount, signIn, switchableMailer, type TestApp } from '../helpers.ts';

const { mailer, mail } = switchableMailer();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ services: { mailer } });
});
afterAll(() => t.close());

describe('the registration e-mail', () => {
  it('is kept while the mailer is down and sent once when it is back', async () => {
    const account = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, account.email);
    const cohort = await makeCohort(t.deps.db, { startDate: daysFromNow(20) });
    const res = await t.app.request(`/api/v1/cohorts/${cohort.id}/registrations`, jsonPost({ payer: 'STUDENT' }, { cookie }));
    expect(res.status).toBe(201); // the registration stands whatever the mailer does
    await t.deps.tasks.idle();
    await deliverPending(t.deps);
    expect(JSON.stringify(t.logs.lines)).toContain('an outbox entry could not be delivered; it is tried again later');
    expect(mail.sent).toHaveLength(0);

    mail.down = false;
    // tried again when its backoff (90 s after the first failure) has passed
    const later = new Date(Date.now() + 2 * 60_000);
    expect(await deliverPending(t.deps, later)).toBe(1);
    expect(mail.sent.map((m) => [m.template, m.to])).toEqual([['registrationConfirmed', account.email]]);
    expect(await deliverPending(t.deps, later)).toBe(0);
  });
});
