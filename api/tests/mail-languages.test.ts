// Issue 25 item 5: every queued e-mail is sent in the recipient's language, Estonian, English and Russian.
// A Russian student's "password changed" notice used to throw in the outbox (only et/en were accepted) and
// hold up every notice behind it. Here each template kind of the outbox — every template queued as an
// e-mail of its own, and every notice whose sender reads the facts when it sends — goes to a recipient of
// each language, and arrives in that language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysFromNow, makeCohort, makeInvoice, makeParticipant, makeSchoolRep, makeStudent, makeWaitlistEntry } from '@valik/db/testing';
import { logActivity, mailNotice, type MailNotice } from '@valik/db/queries';
import { LANGS } from '@valik/domain';
import type { Lang } from '@valik/domain/contracts';
import { queueEmail, queueNotice } from '../src/mail/queue-email.ts';
import { renderEmail, TEMPLATE_NAMES, type TemplateData, type TemplateName } from '../src/mail/templates.ts';
import { issueDiploma } from '../src/diplomas/issue-diploma.ts';
import { deliverPending } from './support/outbox.ts';
import { createTestApp, switchableMailer, type TestApp } from './helpers.ts';

const { mailer, mail } = switchableMailer();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ services: { mailer } });
  mail.down = false;
});
afterAll(() => t.close());
const db = () => t.deps.db;

const URL = 'https://valik.test/x';
/** One example of every template's data (the queued e-mail carries it as it is). */
const SAMPLES: { [K in TemplateName]: TemplateData[K] } = {
  verifyEmail: { name: 'Mari', url: URL },
  resetPassword: { name: 'Mari', url: URL },
  magicLink: { url: URL },
  invitation: { name: 'Mari', url: URL, role: 'TEACHER' },
  teacherApplicationReceived: { name: 'Mari' },
  teacherApplicationSubmitted: { applicant: 'Mari Maasikas', email: 'mari@example.test', courses: 'Loodus', url: URL },
  teacherApplicationApproved: { name: 'Mari', url: URL },
  teacherApplicationRejected: { name: 'Mari' },
  passwordChanged: { name: 'Mari', url: URL },
  secondFactorsRemoved: { name: 'Mari', url: URL },
  emailChangeRequested: { name: 'Mari', url: URL, newEmail: 'new@example.test' },
  emailChangeNotice: { name: 'Mari', newEmail: 'new@example.test' },
  emailChanged: { name: 'Mari', newEmail: 'new@example.test', url: URL },
  registrationConfirmed: { name: 'Mari', course: 'Loodus', cohort: 'A', start: '01.02.2027', payer: 'x', url: URL },
  waitlistOffer: { name: 'Mari', course: 'Loodus', cohort: 'A', until: '01.02.2027 12:00', url: URL },
  payerChanged: { name: 'Mari', course: 'Loodus', payer: 'x', closes: '01.02.2027', url: URL },
  registrationTransferred: { name: 'Mari', course: 'Loodus', from: 'A', to: 'B', start: '01.03.2027', end: '01.05.2027', url: URL },
  diplomaIssued: { name: 'Mari', course: 'Loodus', code: 'ABCD-EFGH', url: URL, verifyUrl: URL },
  classTimesChanged: { name: 'Mari', course: 'Loodus', cohort: 'A', times: 'x', url: URL },
  resultSet: { name: 'Mari', course: 'Loodus', passed: true, url: URL },
  repWeeklyDigest: {
    name: 'Reet',
    school: 'Kool',
    from: '01.02.2027',
    to: '07.02.2027',
    registrations: [{ name: 'Mari', course: 'Loodus', cohort: 'A', start: '01.03.2027', payer: 'SCHOOL' }],
    results: [{ name: 'Mari', course: 'Loodus', cohort: 'A', passed: true }],
    lowCredits: 2,
    url: URL,
    creditsUrl: URL,
    unsubscribeUrl: URL,
  },
  paymentReceipt: { name: 'Mari', course: 'Loodus', cohort: 'A', amount: '10 €', invoice: 'VLK-2027-1', method: 'x', paidAt: '01.02.2027', url: URL },
  passReceipt: { name: 'Mari', pass: 'Multi pass', amount: '79,00 €', invoice: 'VLK-2026-000102', paidAt: '01.09.2026', from: '01.09.2026', to: '15.09.2026', days: 14, next: '15.09.2026', renewal: true, url: URL },
  paymentRefunded: { name: 'Mari', course: 'Loodus', amount: '10 €', reason: 'CANCELED', url: URL },
  schoolCreditsLow: { name: 'Reet', school: 'Kool', balance: 2, url: URL },
  classReminder: { name: 'Mari', course: 'Loodus', cohort: 'A', when: '01.02.2027 18:00', url: URL, settingsUrl: URL },
  cohortStarting: { name: 'Mari', course: 'Loodus', cohort: 'A', start: '01.02.2027 18:00', times: 'E 18:00', url: URL, settingsUrl: URL },
  invoiceReminder: { name: 'Mari', course: 'Loodus', cohort: 'A', invoice: 'VLK-2027-1', amount: '10 €', due: '29.01.2027', url: URL },
  schoolEinvoice: { name: 'Reet', school: 'Kool', invoice: 'VLK-2026-000123', reference: '20260001237', amount: '99,00 €', due: null, url: URL },
  schoolCreditNoteEinvoice: { name: 'Reet', school: 'Kool', creditNote: 'KR-2026-000001', invoice: 'VLK-2026-000123', amount: '99,00 €', url: URL },
  courseSubmitted: { teacher: 'Mari Maasikas', course: 'Loodus', url: URL },
  courseApproved: { name: 'Mari', course: 'Loodus', url: URL },
  courseSentBack: { name: 'Mari', course: 'Loodus', reason: 'x', url: URL },
  cohortProposed: { teacher: 'Mari Maasikas', course: 'Loodus', cohort: 'A', start: '01.03.2027', url: URL },
  cohortApproved: { name: 'Mari', course: 'Loodus', cohort: 'A', url: URL },
  cohortSentBack: { name: 'Mari', course: 'Loodus', cohort: 'A', reason: 'x', url: URL },
};

const CYRILLIC = /[\u0400-\u04FF]/;
/** The e-mail is in `lang`: Russian has Cyrillic, Estonian differs from the English source text. */
function expectInLanguage(sent: { subject: string; text: string; lang: Lang; template: string }, lang: Lang) {
  expect(sent.lang).toBe(lang);
  if (lang === 'ru') {
    expect(sent.subject).toMatch(CYRILLIC);
    expect(sent.text).toMatch(CYRILLIC);
  } else {
    expect(sent.subject).not.toMatch(CYRILLIC);
  }
}

const englishSubject = (template: TemplateName) => renderEmail(template, 'en', SAMPLES[template] as never).subject;

describe.each(LANGS)('queued e-mails in %s', (lang) => {
  it.each(TEMPLATE_NAMES)('%s is sent in the recipient’s language', async (template) => {
    mail.sent.length = 0;
    const { user } = await makeStudent(db(), { language: lang });
    await db().transaction((tx) => queueEmail(tx, { userId: user.id, template, data: () => SAMPLES[template] as never }));
    await deliverPending(t.deps);
    const sent = mail.sent.filter((m) => m.to === user.email);
    expect(sent.map((m) => m.template)).toEqual([template]);
    expectInLanguage(sent[0]!, lang);
    if (lang === 'en') expect(sent[0]!.subject).toBe(englishSubject(template));
    else expect(sent[0]!.subject).not.toBe(englishSubject(template));
  });
});

/** Each notice whose sender reads the facts when it sends, written as its use case writes it. */
const NOTICES: Record<Exclude<MailNotice, 'EMAIL'>, { template: TemplateName; write: (lang: Lang) => Promise<string> }> = {
  REGISTRATION_CONFIRMED: {
    template: 'registrationConfirmed',
    write: async (lang) => {
      const { user } = await makeStudent(db(), { language: lang });
      const cohort = await makeCohort(db());
      const p = await makeParticipant(db(), { cohortId: cohort.id, userId: user.id });
      await logActivity(db(), { type: 'COHORT_REGISTRATION', userId: user.id, cohortId: cohort.id, actorUserId: user.id, metadata: { payer: 'STUDENT', participant_id: p.id, ...mailNotice('REGISTRATION_CONFIRMED') } });
      return user.email;
    },
  },
  PAYER_CHANGED: {
    template: 'payerChanged',
    write: async (lang) => {
      const { user } = await makeStudent(db(), { language: lang });
      const cohort = await makeCohort(db());
      const p = await makeParticipant(db(), { cohortId: cohort.id, userId: user.id, accessClosesAt: daysFromNow(10) });
      await logActivity(db(), { type: 'PAYER_CHANGED', userId: user.id, cohortId: cohort.id, actorUserId: null, metadata: { from: 'SCHOOL', to: 'STUDENT', participant_id: p.id, ...mailNotice('PAYER_CHANGED') } });
      return user.email;
    },
  },
  REGISTRATION_TRANSFERRED: {
    template: 'registrationTransferred',
    write: async (lang) => {
      const { user } = await makeStudent(db(), { language: lang });
      const cohort = await makeCohort(db());
      const p = await makeParticipant(db(), { cohortId: cohort.id, userId: user.id });
      await logActivity(db(), { type: 'COHORT_TRANSFERRED', userId: user.id, cohortId: cohort.id, actorUserId: null, metadata: { participant_id: p.id, from_cohort_name: 'A', ...mailNotice('REGISTRATION_TRANSFERRED') } });
      return user.email;
    },
  },
  PAYMENT_RECEIPT: {
    template: 'paymentReceipt',
    write: async (lang) => {
      const { user } = await makeStudent(db(), { language: lang });
      const cohort = await makeCohort(db());
      const invoice = await makeInvoice(db(), { userId: user.id });
      await logActivity(db(), { type: 'COHORT_PAYMENT', userId: user.id, cohortId: cohort.id, actorUserId: null, metadata: { invoice_id: invoice.id, amount: 12_000, provider: 'STRIPE', ...mailNotice('PAYMENT_RECEIPT') } });
      return user.email;
    },
  },
  PAYMENT_REFUNDED: {
    template: 'paymentRefunded',
    write: async (lang) => {
      const { user } = await makeStudent(db(), { language: lang });
      const cohort = await makeCohort(db());
      await logActivity(db(), { type: 'COHORT_PAYMENT', userId: user.id, cohortId: cohort.id, actorUserId: null, metadata: { refunded: 12_000, reason: 'NO_SEAT', ...mailNotice('PAYMENT_REFUNDED') } });
      return user.email;
    },
  },
  SCHOOL_CREDITS_LOW: {
    template: 'schoolCreditsLow',
    write: async (lang) => {
      const { user, school } = await makeSchoolRep(db(), { language: lang });
      await logActivity(db(), { type: 'SCHOOL_CREDITS_LOW', userId: null, schoolId: school.id, actorUserId: null, metadata: { balance: 2, ...mailNotice('SCHOOL_CREDITS_LOW') } });
      return user.email;
    },
  },
  WAITLIST_OFFER: {
    template: 'waitlistOffer',
    write: async (lang) => {
      const { user } = await makeStudent(db(), { language: lang });
      const cohort = await makeCohort(db(), { status: 'REGISTRATION_OPEN', startDate: daysFromNow(20), endDate: daysFromNow(60) });
      const offer = await makeWaitlistEntry(db(), { cohortId: cohort.id, userId: user.id, status: 'OFFERED', offeredAt: new Date(), offerExpiresAt: daysFromNow(1) });
      await queueNotice(db(), 'WAITLIST_OFFER', { userId: user.id, cohortId: cohort.id, template: 'waitlistOffer', about: { waitlist_entry_id: offer.id } });
      return user.email;
    },
  },
  CLASS_TIMES_CHANGED: {
    template: 'classTimesChanged',
    write: async (lang) => {
      const { user } = await makeStudent(db(), { language: lang });
      const cohort = await makeCohort(db(), { onlineClassTimes: [{ day: 2, hour: 18, minute: 0 }] });
      await makeParticipant(db(), { cohortId: cohort.id, userId: user.id });
      await queueNotice(db(), 'CLASS_TIMES_CHANGED', { userId: user.id, cohortId: cohort.id, template: 'classTimesChanged' });
      return user.email;
    },
  },
  RESULT_SET: {
    template: 'resultSet',
    write: async (lang) => {
      const { user } = await makeStudent(db(), { language: lang });
      const cohort = await makeCohort(db(), { startDate: daysFromNow(-60), endDate: daysFromNow(-2) });
      const p = await makeParticipant(db(), { cohortId: cohort.id, userId: user.id, status: 'FAILED' });
      await queueNotice(db(), 'RESULT_SET', { userId: user.id, cohortId: cohort.id, template: 'resultSet', about: { participant_id: p.id } });
      return user.email;
    },
  },
  DIPLOMA_ISSUED: {
    template: 'diplomaIssued',
    write: async (lang) => {
      const { user } = await makeStudent(db(), { language: lang });
      const cohort = await makeCohort(db(), { startDate: daysFromNow(-60), endDate: daysFromNow(-2) });
      const p = await makeParticipant(db(), { cohortId: cohort.id, userId: user.id, status: 'COMPLETED' });
      await db().transaction((tx) => issueDiploma(tx, { participantId: p.id, userId: user.id }));
      return user.email;
    },
  },
};

describe.each(LANGS)('notices in %s', (lang) => {
  it.each(Object.keys(NOTICES) as (keyof typeof NOTICES)[])('%s is sent in the recipient’s language', async (notice) => {
    const { template, write } = NOTICES[notice];
    mail.sent.length = 0;
    const to = await write(lang);
    await deliverPending(t.deps);
    const sent = mail.sent.filter((m) => m.to === to);
    expect(sent.map((m) => m.template)).toEqual([template]);
    expectInLanguage(sent[0]!, lang);
  });
});
