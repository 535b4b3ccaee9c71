// Issue 15 item 7: every e-mail goes through the one durable outbox (ADR 011, now ADR 024), not only payments and
// registrations: waitlist offers, class-time changes, results, diplomas, the teacher-application e-mails,
// the password and address-change notices, the weekly digest. Each is written with the change it tells
// about; a mailer that is down loses nothing, and each e-mail goes once when it is back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, makeCohort, makeParticipant, makeStudent, makeWaitlistEntry } from '@valik/db/testing';
import { afterAllRetries, deliverPending } from './support/outbox.ts';
import { cancelRegistration } from '../src/registrations/cancel-registration.ts';
import { setParticipantResults } from '../src/participants/set-participant-results.ts';
import { submitTeacherApplication } from '../src/accounts/submit-teacher-application.ts';
import { approveTeacherApplication } from '../src/accounts/approve-teacher-application.ts';
import { updateCohortAsTeacher } from '../src/teaching/update-cohort.ts';
import { createTestApp, makeAccount, switchableMailer, type TestApp } from './helpers.ts';

const { mailer, mail } = switchableMailer();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ services: { mailer } });
});
afterAll(() => t.close());

const db = () => t.deps.db;
const sentTo = (template: string) => mail.sent.filter((m) => m.template === template).map((m) => m.to).sort();

describe('the outbox while the mailer is down', () => {
  it('keeps every e-mail of the student, teacher and account journeys and sends each once when it is back', async () => {
    mail.down = true;
    mail.sent.length = 0;
    // a waitlist offer: a cancellation frees the seat of a full group
    const full = await makeCohort(db(), { status: 'REGISTRATION_OPEN', size: 1, startDate: daysFromNow(20), endDate: daysFromNow(60) });
    const leaving = await makeParticipant(db(), { cohortId: full.id });
    const waiter = (await makeStudent(db())).user;
    await makeWaitlistEntry(db(), { cohortId: full.id, userId: waiter.id });
    const canceled = await cancelRegistration(t.deps, { participantId: leaving.id, actorUserId: null, reason: 'unenrolled' });
    expect(canceled.offers).toHaveLength(1);

    // a class-time change to the students still registered; results and a diploma
    const ended = await makeCohort(db(), { startDate: daysFromNow(-60), endDate: daysFromNow(-2) });
    const passed = await makeParticipant(db(), { cohortId: ended.id, status: 'AWAITING_RESULT' });
    const failed = await makeParticipant(db(), { cohortId: ended.id, status: 'AWAITING_RESULT' });
    await updateCohortAsTeacher(t.deps, { cohortId: ended.id, patch: { onlineClassTimes: [{ day: 2, hour: 18, minute: 0 }] }, timesChanged: true });
    const teacherId = ended.teacherUserIds[0] ?? 0;
    const results = { cohortId: ended.id, cohort: { startDate: ended.startDate, endDate: ended.endDate, classTimes: [] }, actorUserId: teacherId };
    await setParticipantResults(t.deps, { ...results, participantIds: [passed.id], status: 'COMPLETED' });
    await setParticipantResults(t.deps, { ...results, participantIds: [failed.id], status: 'FAILED' });

    // a teacher application: the receipt, the admins' notice, the approval
    const admin = await makeAccount(t, 'ADMIN');
    const application = await submitTeacherApplication(t.deps, {
      firstName: 'Uus',
      lastName: 'Õpetaja',
      email: `applicant-${Date.now()}@example.test`,
      password: 'a-long-password-1',
      phoneNumber: '+37255550000',
      shortDescription: 'Õpetan',
      courses: 'Loodus',
      lang: 'et',
      ipAddress: null,
    } as Parameters<typeof submitTeacherApplication>[1]);
    await approveTeacherApplication(t.deps, { applicationId: application.id, actorUserId: admin.id });

    await deliverPending(t.deps);
    // nothing went: only the address confirmation (a one-time link, sent directly) was tried
    expect(mail.sent).toEqual([]);
    expect(JSON.stringify(t.logs.lines)).toContain('an outbox entry could not be delivered; it is tried again later');

    mail.down = false;
    const later = new Date(Date.now() + 2 * 60_000); // each failed notice's first retry has come
    await deliverPending(t.deps, later);
    const applicantEmail = mail.sent.find((m) => m.template === 'teacherApplicationReceived')?.to;
    expect({
      waitlistOffer: sentTo('waitlistOffer'),
      classTimesChanged: sentTo('classTimesChanged').length,
      diplomaIssued: sentTo('diplomaIssued').length,
      resultSet: sentTo('resultSet').length,
      teacherApplicationReceived: sentTo('teacherApplicationReceived'),
      teacherApplicationSubmitted: sentTo('teacherApplicationSubmitted').includes(admin.email),
      teacherApplicationApproved: sentTo('teacherApplicationApproved'),
    }).toEqual({
      waitlistOffer: [waiter.email],
      classTimesChanged: 2,
      diplomaIssued: 1, // the passed student: the diploma's e-mail tells the result too
      resultSet: 1, // the failed one
      teacherApplicationReceived: [applicantEmail],
      teacherApplicationSubmitted: true,
      teacherApplicationApproved: [applicantEmail],
    });
    // once: a second run sends nothing more
    const count = mail.sent.length;
    expect(await deliverPending(t.deps, afterAllRetries())).toBe(0);
    expect(mail.sent).toHaveLength(count);
  });

  it('does not announce a waitlist offer that was taken back before the e-mail went', async () => {
    mail.down = true;
    mail.sent.length = 0;
    const full = await makeCohort(db(), { status: 'REGISTRATION_OPEN', size: 1, startDate: daysFromNow(20), endDate: daysFromNow(60) });
    const leaving = await makeParticipant(db(), { cohortId: full.id });
    await makeWaitlistEntry(db(), { cohortId: full.id });
    const { offers } = await cancelRegistration(t.deps, { participantId: leaving.id, actorUserId: null, reason: 'unenrolled' });
    expect(offers).toHaveLength(1);
    // the attempt the commit woke fails while the mailer is down, and only then is the offer taken back (an
    // attempt still running could have read the offer before that and sent it once the mailer was back:
    // PostgreSQL beside a CPU hog did once); the failed entry is not due again until its backoff
    await t.deps.tasks.idle();
    const { setWaitlistStatus } = await import('@valik/db/queries');
    await setWaitlistStatus(db(), { id: offers[0]!.id, status: 'LEFT' });
    mail.down = false;
    await deliverPending(t.deps, afterAllRetries());
    expect(sentTo('waitlistOffer')).toEqual([]);
  });
});
