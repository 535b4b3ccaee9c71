// Moving a registration to another cohort of the same course (issue 29 item 3), through both doors: the
// student's "My courses" (before the course starts, inside the refund window) and the admin console. The
// registration carries its payment, invoice and payer; the target's seat rules apply (a full target
// refuses, an offer made to the student there is theirs); the old cohort's first in line is offered the
// freed seat; COHORT_TRANSFERRED is logged; the student is e-mailed in their language; refusals are
// translated. Runs on PGlite and, with TEST_DATABASE_URL, on the PostgreSQL server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, cohortParticipants, cohortProgress, cohorts, invoices, paymentCheckouts, waitlistEntries } from '@valik/db/schema';
import { daysFromNow, makeCheckout, makeCohort, makeCourse, makeParticipant, makeStudent, makeWaitlistEntry, rowsWhere, rowWhere, updateWhere } from '@valik/db/testing';
import { invoiceDueDate } from '@valik/domain';
import { enrolStudent } from '../../src/registrations/enrol-student.ts';
import { transferRegistration } from '../../src/registrations/transfer-registration.ts';
import { api, createTestApp, errorOf, makeAccount, signIn, type TestApp } from '../helpers.ts';
import { mailbox } from '../accounts/support.ts';
import { deliverPending } from '../support/outbox.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const db = () => t.deps.db;

/** A course with two cohorts: `from` starting in 10 days, `to` in 40; sizes as given. */
async function twoCohorts(sizes: { from?: number; to?: number } = {}) {
  const course = await makeCourse(db(), { name: 'Robootika' });
  const from = await makeCohort(db(), { courseId: course.id, name: 'Kevadgrupp', startDate: daysFromNow(10), size: sizes.from ?? 20 });
  const to = await makeCohort(db(), { courseId: course.id, name: 'Suvegrupp', startDate: daysFromNow(40), size: sizes.to ?? 20 });
  return { course, from, to };
}

async function registered(userId: number, cohortId: number) {
  const result = await enrolStudent(t.deps, { userId, cohortId, payer: 'STUDENT' });
  if (result.kind !== 'REGISTERED') throw new Error('expected a registration');
  return result;
}

describe('the student moves their registration (POST /me/registrations/{id}/transfer)', () => {
  it('carries the invoice and payer, offers the old seat to the first in line, logs it and e-mails the student in their language', async () => {
    const { from, to } = await twoCohorts({ from: 1 });
    const account = await makeAccount(t, 'STUDENT', { language: 'ru' });
    const cookie = await signIn(t, account.email);
    const { registration, invoice } = await registered(account.id, from.id);
    if (!invoice) throw new Error('expected an invoice');
    // the old group is full: the next student waits in its line
    const waiting = (await makeStudent(db(), { language: 'en' })).user;
    expect((await enrolStudent(t.deps, { userId: waiting.id, cohortId: from.id, payer: 'STUDENT' })).kind).toBe('WAITLISTED');

    const targets = await api(t, { cookie, 'accept-language': 'en' }).me.registrations[':id']['transfer-targets'].$get({ param: { id: String(registration.id) } });
    expect(targets.status).toBe(200);
    expect((await targets.json()).data).toEqual([expect.objectContaining({ id: to.id, name: 'Suvegrupp', course_name: 'Robootika', allowed: true, reason: null, seats_left: 20 })]);

    const res = await api(t, { cookie }).me.registrations[':id'].transfer.$post({ param: { id: String(registration.id) }, json: { cohort_id: to.id } });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toMatchObject({ id: registration.id, cohort_id: to.id, cohort_name: 'Suvegrupp', status: 'REGISTERED' });

    // the same registration, its invoice and payer, in the new cohort; the unpaid invoice names the new group
    const moved = await rowWhere(db(), cohortParticipants, { id: registration.id });
    expect(moved).toMatchObject({ cohortId: to.id, invoiceId: invoice.id, defaultPayer: 'STUDENT', status: 'REGISTERED' });
    expect((await rowWhere(db(), cohortProgress, { cohortParticipantId: registration.id }))?.cohortId).toBe(to.id);
    const inv = await rowWhere(db(), invoices, { id: invoice.id });
    expect(inv?.status).toBe('UNPAID');
    expect(inv?.metadata).toMatchObject({ cohort_id: to.id, lines: [expect.objectContaining({ cohort_name: 'Suvegrupp' })] });
    expect(inv?.dueDate?.toISOString()).toBe(invoiceDueDate(to.startDate).toISOString());

    // the activity entry, with the actor and both groups
    const [entry] = await rowsWhere(db(), activityLog, { userId: account.id, type: 'COHORT_TRANSFERRED' });
    expect(entry).toMatchObject({ cohortId: to.id, actorUserId: account.id });
    expect(entry?.metadata).toMatchObject({ by: 'STUDENT', from_cohort_id: from.id, to_cohort_id: to.id, participant_id: registration.id });

    // the old group's freed seat went to the first in line, with its e-mail
    const [offer] = await rowsWhere(db(), waitlistEntries, { userId: waiting.id, cohortId: from.id });
    expect(offer?.status).toBe('OFFERED');
    await deliverPending(t.deps);
    expect((await mailbox(t, waiting.email)).map((m) => m.template)).toContain('waitlistOffer');
    const [mail] = (await mailbox(t, account.email)).filter((m) => m.template === 'registrationTransferred');
    expect(mail).toMatchObject({ lang: 'ru', subject: 'Вас перевели в другую группу: Robootika' });
    expect(mail?.text).toContain('Kevadgrupp');
    expect(mail?.text).toContain('Suvegrupp');

    // "My courses" shows it in the new group, still movable
    const mine = await (await api(t, { cookie }).me.registrations.$get({ query: {} })).json();
    expect(mine.data.find((r) => r.id === registration.id)).toMatchObject({ cohort_id: to.id, can_transfer: true });
  });

  it('refuses a full target (the registration stays), in the reader’s language', async () => {
    const { from, to } = await twoCohorts({ to: 1 });
    const account = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, account.email);
    const { registration } = await registered(account.id, from.id);
    await registered((await makeStudent(db())).user.id, to.id);

    const move = (lang: string) => api(t, { cookie, 'accept-language': lang }).me.registrations[':id'].transfer.$post({ param: { id: String(registration.id) }, json: { cohort_id: to.id } });
    const et = await move('et');
    expect(et.status).toBe(409);
    expect((await errorOf(et)).error.message).toBe('Grupis Suvegrupp pole vaba kohta: registreering jääb sinna, kus see on. Liitu selle asemel grupi Suvegrupp ootejärjekorraga');
    expect((await errorOf(await move('en'))).error.message).toBe('There is no free seat in Suvegrupp: the registration stays where it is. Join the waitlist of Suvegrupp instead');
    expect((await errorOf(await move('ru'))).error.message).toMatch(/^В группе Suvegrupp нет свободных мест/);
    expect((await rowWhere(db(), cohortParticipants, { id: registration.id }))?.cohortId).toBe(from.id);

    const targets = await (await api(t, { cookie, 'accept-language': 'en' }).me.registrations[':id']['transfer-targets'].$get({ param: { id: String(registration.id) } })).json();
    expect(targets.data).toEqual([expect.objectContaining({ id: to.id, allowed: false, seats_left: 0 })]);
  });

  it('lets a student holding an offer in the full target take that seat; their place in its line is closed', async () => {
    const { from, to } = await twoCohorts({ to: 1 });
    const student = (await makeStudent(db())).user;
    const { registration } = await registered(student.id, from.id);
    const entry = await makeWaitlistEntry(db(), { cohortId: to.id, userId: student.id, status: 'OFFERED', offeredAt: new Date(), offerExpiresAt: daysFromNow(1) });
    const result = await transferRegistration(t.deps, { participantId: registration.id, toCohortId: to.id, actorUserId: student.id, by: 'STUDENT', onlyUserId: student.id });
    expect(result.to.id).toBe(to.id);
    expect((await rowWhere(db(), waitlistEntries, { id: entry.id }))?.status).toBe('ACCEPTED');
    // the group is now full: nobody else gets in
    expect((await enrolStudent(t.deps, { userId: (await makeStudent(db())).user.id, cohortId: to.id, payer: 'STUDENT' })).kind).toBe('WAITLISTED');
  });

  it('refuses after the course started (the school may still move it), another course, and someone else’s registration', async () => {
    const course = await makeCourse(db());
    const started = await makeCohort(db(), { courseId: course.id, name: 'Alanud', startDate: daysFromNow(-2), status: 'IN_PROGRESS' });
    const later = await makeCohort(db(), { courseId: course.id, name: 'Hilisem', startDate: daysFromNow(30) });
    const elsewhere = await makeCohort(db(), { name: 'Muu' });
    const account = await makeAccount(t, 'STUDENT');
    const cookie = await signIn(t, account.email);
    const p = await makeParticipant(db(), { userId: account.id, cohortId: started.id, status: 'IN_PROGRESS' });
    const move = (id: number, cohortId: number, lang = 'et') => api(t, { cookie, 'accept-language': lang }).me.registrations[':id'].transfer.$post({ param: { id: String(id) }, json: { cohort_id: cohortId } });

    const late = await move(p.id, later.id);
    expect(late.status).toBe(422);
    expect((await errorOf(late)).error.message).toBe('Kursus on alanud: nüüd saab sind teise gruppi viia ainult kool. Palun kirjuta meile');
    const mine = await (await api(t, { cookie }).me.registrations.$get({ query: {} })).json();
    expect(mine.data.find((r) => r.id === p.id)?.can_transfer).toBe(false);

    const upcoming = await makeCohort(db(), { courseId: course.id, startDate: daysFromNow(5) });
    const q = await makeParticipant(db(), { userId: account.id, cohortId: upcoming.id });
    const other = await move(q.id, elsewhere.id, 'en');
    expect(other.status).toBe(422);
    expect((await errorOf(other)).error.message).toBe('A registration can only be moved to another cohort of the same course');

    const someoneElses = await makeParticipant(db(), { cohortId: upcoming.id });
    expect((await move(someoneElses.id, later.id)).status).toBe(404);
    const bad = await api(t, { cookie }).me.registrations[':id'].transfer.$post({ param: { id: String(q.id) }, json: { cohort_id: 'x' as never } });
    expect(bad.status).toBe(422);
  });

  it('waits for a payment in progress, and refuses a registration with a result', async () => {
    const { from, to } = await twoCohorts();
    const student = (await makeStudent(db())).user;
    const { registration, invoice } = await registered(student.id, from.id);
    await makeCheckout(db(), { userId: student.id, cohortId: from.id, purpose: 'INVOICE', participantId: registration.id, invoiceId: invoice?.id ?? null, status: 'OPEN' });
    await expect(transferRegistration(t.deps, { participantId: registration.id, toCohortId: to.id, actorUserId: null, by: 'ADMIN' })).rejects.toMatchObject({
      status: 409,
      message: 'A payment of this registration is in progress: try again when it has gone through',
    });
    const done = await makeParticipant(db(), { cohortId: from.id, status: 'COMPLETED' });
    await expect(transferRegistration(t.deps, { participantId: done.id, toCohortId: to.id, actorUserId: null, by: 'ADMIN' })).rejects.toMatchObject({
      status: 422,
      message: 'Only a registration without a result can be moved to another cohort',
    });
  });
});

describe('the admin moves a registration (POST /manage/participants/{id}/transfer)', () => {
  it('moves a started student to a later cohort with the paid invoice and its payment, which keep what they say', async () => {
    const course = await makeCourse(db());
    const started = await makeCohort(db(), { courseId: course.id, name: 'Sügis', startDate: daysFromNow(3) });
    const later = await makeCohort(db(), { courseId: course.id, name: 'Talv', startDate: daysFromNow(60) });
    const student = (await makeStudent(db())).user;
    const { registration, invoice } = await registered(student.id, started.id);
    if (!invoice) throw new Error('expected an invoice');
    // two weeks into the course (past the refund window)
    await updateWhere(db(), cohorts, { id: started.id }, { startDate: daysFromNow(-14), status: 'IN_PROGRESS' });
    await updateWhere(db(), invoices, { id: invoice.id }, { status: 'PAID', paidAt: new Date() });
    await updateWhere(db(), cohortParticipants, { id: registration.id }, { status: 'IN_PROGRESS' });
    const checkout = await makeCheckout(db(), { userId: student.id, cohortId: started.id, purpose: 'REGISTRATION', participantId: registration.id, invoiceId: invoice.id, status: 'PAID', paidAt: new Date() });
    const before = await rowWhere(db(), invoices, { id: invoice.id });

    const admin = await makeAccount(t, 'ADMIN');
    const cookie = await signIn(t, admin.email);
    const targets = await (await api(t, { cookie, 'accept-language': 'en' }).manage.participants[':id']['transfer-targets'].$get({ param: { id: String(registration.id) } })).json();
    expect(targets.data).toEqual([expect.objectContaining({ id: later.id, allowed: true })]);
    const res = await api(t, { cookie }).manage.participants[':id'].transfer.$post({ param: { id: String(registration.id) }, json: { cohort_id: later.id } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: registration.id, cohort_id: later.id, cohort_name: 'Talv', status: 'REGISTERED', invoice_status: 'PAID' });

    const after = await rowWhere(db(), invoices, { id: invoice.id });
    expect(after).toMatchObject({ status: 'PAID', amount: before?.amount, dueDate: before?.dueDate });
    expect(after?.metadata).toMatchObject({ cohort_id: started.id, transfers: [expect.objectContaining({ from_cohort_id: started.id, to_cohort_id: later.id })] });
    expect((await rowWhere(db(), paymentCheckouts, { id: checkout.id }))?.cohortId).toBe(later.id);
    const [entry] = await rowsWhere(db(), activityLog, { userId: student.id, type: 'COHORT_TRANSFERRED' });
    expect(entry).toMatchObject({ actorUserId: admin.id, metadata: expect.objectContaining({ by: 'ADMIN', payments_moved: 1 }) });

    // the student could not have: the course had started
    await expect(transferRegistration(t.deps, { participantId: registration.id, toCohortId: started.id, actorUserId: student.id, by: 'STUDENT', onlyUserId: student.id })).rejects.toMatchObject({ status: 422 });
  });

  it('refuses a full target for the admin too, translated', async () => {
    const { from, to } = await twoCohorts({ to: 1 });
    const p = await makeParticipant(db(), { cohortId: from.id });
    await makeParticipant(db(), { cohortId: to.id });
    const admin = await makeAccount(t, 'ADMIN');
    const cookie = await signIn(t, admin.email);
    const res = await api(t, { cookie, 'accept-language': 'ru' }).manage.participants[':id'].transfer.$post({ param: { id: String(p.id) }, json: { cohort_id: to.id } });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).error.message).toMatch(/^В группе Suvegrupp нет свободных мест/);
  });
});
