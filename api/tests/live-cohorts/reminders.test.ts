// Reminders of live cohorts (issue 29 item 1): the e-mail the day before each class and on the start day in
// the student's language with their join link, the Discord channel an hour before, unpaid invoices 7 and 3
// days before the start, each once however often the job runs, and all on the Tallinn clock across the
// daylight-saving changes of 2026 (29 March, 25 October), with deps.clock moved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REST } from '@discordjs/rest';
import { Routes } from 'discord-api-types/v10';
import { emails, invoices, sentReminders } from '@valik/db/schema';
import { makeCohort, makeCourse, makeInvoice, makeParticipant, makeStudent, rowsWhere, updateWhere } from '@valik/db/testing';
import { at } from '@valik/domain/testing';
import { jobHandlers } from '../../src/jobs/index.ts';
import { JOB_NAMES } from '../../src/jobs/queue.ts';
import { sendReminders } from '../../src/reminders/send-reminders.ts';
import { deliverPending } from '../support/outbox.ts';
import { createListeningApp, type ListeningApp } from '../community/support.ts';

let t: ListeningApp;
let clock = at('2026-10-01 12:00');
let bot: REST;

beforeAll(async () => {
  t = await createListeningApp({ services: { clock: () => clock } });
  bot = new REST({ version: '10', api: `${t.base}/dev/discord/api` }).setToken(t.deps.standIns.discord!.botToken);
});
afterAll(() => t.close());

const runAt = async (when: string) => {
  clock = at(when);
  return sendReminders(t.deps, clock);
};
const mailsTo = async (to: string) => (await rowsWhere(t.deps.db, emails, { toAddress: to })).filter((m) => m.template !== 'registrationConfirmed');

describe('class reminders across the October change (Sunday 25 October 2026, 04:00 → 03:00)', () => {
  let mari: { email: string; participantId: number };
  let ivan: { email: string; participantId: number };
  let quiet: { email: string };
  let channelId: string;

  beforeAll(async () => {
    const space = await t.deps.discord!.ensureCohortSpace({ name: 'Sügisgrupp', channelId: null, roleId: null, inviteUrl: null });
    channelId = space.channelId;
    // Sundays 18:00 Tallinn from 18 October to 1 November: classes on 18 Oct, 25 Oct (the change) and 1 Nov
    const course = await makeCourse(t.deps.db, { name: 'Robootika', language: 'et' });
    const cohort = await makeCohort(t.deps.db, {
      courseId: course.id,
      name: 'Sügisgrupp',
      startDate: at('2026-10-18 18:00'),
      endDate: at('2026-11-01 20:00'),
      onlineClassTimes: [{ day: 7, hour: 18, minute: 0 }],
      status: 'IN_PROGRESS',
      discordChannelId: channelId,
    });
    const student = async (language: 'et' | 'ru', metadata: Record<string, unknown> = {}) => {
      const { user } = await makeStudent(t.deps.db, { language, metadata });
      const p = await makeParticipant(t.deps.db, { userId: user.id, cohortId: cohort.id, status: 'IN_PROGRESS' });
      return { email: user.email, participantId: p.id };
    };
    mari = await student('et');
    ivan = await student('ru');
    quiet = await student('et', { class_reminders: false });
    const { user: gone } = await makeStudent(t.deps.db);
    await makeParticipant(t.deps.db, { userId: gone.id, cohortId: cohort.id, status: 'CANCELED' });
  });

  it('e-mails nobody a minute before the same wall-clock time the day before', async () => {
    expect((await runAt('2026-10-24 17:59')).classEmails).toBe(0);
  });

  it('e-mails every attending student who wants reminders at 18:00 the day before, 25 real hours ahead, once', async () => {
    const first = await runAt('2026-10-24 18:00');
    expect(first.classEmails).toBe(2);
    expect(at('2026-10-25 18:00').getTime() - clock.getTime()).toBe(25 * 3_600_000);
    // the job again, and two runs at once (a second replica): nothing more
    expect((await runAt('2026-10-24 18:05')).classEmails).toBe(0);
    const [a, b] = await Promise.all([sendReminders(t.deps, clock), sendReminders(t.deps, clock)]);
    expect(a.classEmails + b.classEmails).toBe(0);
    await deliverPending(t.deps);
    const [toMari] = await mailsTo(mari.email);
    expect(toMari).toMatchObject({ template: 'classReminder', lang: 'et', subject: 'Homme on tund: Robootika' });
    expect(toMari?.text).toContain('25.10.2026 18:00');
    expect(toMari?.text).toContain(`${t.base}/api/v1/me/registrations/${mari.participantId}/join/video`);
    const [toIvan] = await mailsTo(ivan.email);
    expect(toIvan).toMatchObject({ template: 'classReminder', lang: 'ru', subject: 'Завтра занятие: Robootika' });
    expect(toIvan?.text).toContain(`/api/v1/me/registrations/${ivan.participantId}/join/video`);
    expect(await mailsTo(quiet.email)).toEqual([]);
  });

  it('posts in the Discord channel one real hour before, once, through the outbox and the bot', async () => {
    expect((await runAt('2026-10-25 16:59')).discordMessages).toBe(0);
    expect((await runAt('2026-10-25 17:00')).discordMessages).toBe(1);
    expect((await runAt('2026-10-25 17:30')).discordMessages).toBe(0);
    await deliverPending(t.deps);
    const posted = (await bot.get(Routes.channelMessages(channelId))) as { content: string; nonce: string }[];
    expect(posted).toHaveLength(1);
    expect(posted[0]?.content).toBe(`Tund algab tunni aja pärast: Robootika (Sügisgrupp), 25.10.2026 18:00 Eesti aja järgi. Liitu lehelt „Minu kursused“: ${t.base}/user/my-courses`);
    // a delivery repeated after a lost acknowledgement carries the same nonce: Discord returns the first message
    await t.deps.discord!.postMessage(channelId, posted[0]!.content, posted[0]!.nonce);
    expect((await bot.get(Routes.channelMessages(channelId))) as unknown[]).toHaveLength(1);
  });

  it('sends nothing for a class that has begun; the next class is reminded by the pg-boss job 24 hours ahead', async () => {
    expect(await runAt('2026-10-25 18:00')).toEqual({ classEmails: 0, discordMessages: 0, cohortStarts: 0, invoices: 0 });
    expect((await runAt('2026-10-31 17:59')).classEmails).toBe(0);
    const classKeys = async () => (await t.deps.db.select().from(sentReminders)).filter((r) => r.reminderKey.startsWith('class-email:')).length;
    const before = await classKeys();
    clock = at('2026-10-31 18:00');
    await jobHandlers(t.deps)[JOB_NAMES.reminders]();
    expect((await classKeys()) - before).toBe(2);
    await deliverPending(t.deps);
    expect((await mailsTo(mari.email)).map((m) => m.text.includes('01.11.2026 18:00'))).toEqual([false, true]);
  });
});

describe("the cohort's start and unpaid invoices across the March change (Sunday 29 March 2026, 03:00 → 04:00)", () => {
  let student: { email: string; participantId: number; invoiceId: number };
  let late: { email: string };

  beforeAll(async () => {
    const cohort = await makeCohort(t.deps.db, {
      name: 'Kevadgrupp',
      startDate: at('2026-04-02 18:00'),
      endDate: at('2026-05-14 20:00'),
      onlineClassTimes: [{ day: 4, hour: 18, minute: 0 }],
      status: 'REGISTRATION_OPEN',
    });
    const { user } = await makeStudent(t.deps.db, { language: 'en' });
    const invoice = await makeInvoice(t.deps.db, { userId: user.id, status: 'UNPAID', amount: 9900, dueDate: at('2026-03-30 23:59'), createdAt: at('2026-03-01 10:00') });
    const p = await makeParticipant(t.deps.db, { userId: user.id, cohortId: cohort.id, invoiceId: invoice.id });
    student = { email: user.email, participantId: p.id, invoiceId: invoice.id };
    // registered on 27 March: the 7-day reminder's moment was before their invoice
    const { user: lateUser } = await makeStudent(t.deps.db, { language: 'ru' });
    const lateInvoice = await makeInvoice(t.deps.db, { userId: lateUser.id, status: 'UNPAID', amount: 9900, createdAt: at('2026-03-27 10:00') });
    await makeParticipant(t.deps.db, { userId: lateUser.id, cohortId: cohort.id, invoiceId: lateInvoice.id });
    late = { email: lateUser.email };
    // a school-paid registration has no invoice of its own to remind of
    await makeParticipant(t.deps.db, { cohortId: cohort.id, defaultPayer: 'SCHOOL' });
  });

  it('reminds of an unpaid invoice at 09:00 seven days before the start day, once', async () => {
    expect((await runAt('2026-03-26 08:59')).invoices).toBe(0);
    expect((await runAt('2026-03-26 09:00')).invoices).toBe(1);
    expect((await runAt('2026-03-27 12:00')).invoices).toBe(0);
    await deliverPending(t.deps);
    const [mail] = await mailsTo(student.email);
    expect(mail).toMatchObject({ template: 'invoiceReminder', lang: 'en' });
    expect(mail?.text).toContain('Please pay it by 30.03.2026');
    expect(mail?.text).toMatch(/99\.00/);
  });

  it('and at 09:00 three days before, after the clocks moved forward, also to the late registration', async () => {
    expect((await runAt('2026-03-30 08:59')).invoices).toBe(0);
    expect((await runAt('2026-03-30 09:00')).invoices).toBe(2);
    expect(clock.toISOString()).toBe('2026-03-30T06:00:00.000Z'); // summer time, UTC+3
    await deliverPending(t.deps);
    expect((await mailsTo(student.email)).map((m) => m.template)).toEqual(['invoiceReminder', 'invoiceReminder']);
    expect((await mailsTo(late.email)).map((m) => [m.template, m.lang])).toEqual([['invoiceReminder', 'ru']]);
  });

  it('reminds of nothing paid', async () => {
    await updateWhere(t.deps.db, invoices, { id: student.invoiceId }, { status: 'PAID' });
    await t.deps.db.delete(sentReminders);
    expect((await runAt('2026-03-30 10:00')).invoices).toBe(1); // the late one only
  });

  it("tells of the cohort's start at 08:00 on the start day with the class times, once", async () => {
    expect((await runAt('2026-04-02 07:59')).cohortStarts).toBe(0);
    expect((await runAt('2026-04-02 08:00')).cohortStarts).toBe(3);
    expect((await runAt('2026-04-02 12:00')).cohortStarts).toBe(0);
    await deliverPending(t.deps);
    const started = (await mailsTo(student.email)).find((m) => m.template === 'cohortStarting');
    expect(started?.subject).toMatch(/^Your course starts today/);
    expect(started?.text).toContain('02.04.2026 18:00');
    expect(started?.text).toContain('Thu 18:00');
  });
});
