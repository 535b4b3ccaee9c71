// The e-mails the product sends. Each template gives a subject, a few paragraphs and at most one button,
// written as English source strings translated by the API's one mechanism (`translate`, Estonian in
// i18n/emails.et.ts, Russian in i18n/emails.ru.ts); `renderEmail` turns that into the text and HTML parts.
import type { Lang } from '@valik/domain/contracts';
import { translate, translateCount } from '@valik/domain/i18n';
import type { RefundReason } from '@valik/domain';

export interface TemplateData {
  verifyEmail: { name: string; url: string };
  resetPassword: { name: string; url: string };
  magicLink: { url: string };
  invitation: { name: string; url: string; role: string };
  teacherApplicationReceived: { name: string };
  teacherApplicationSubmitted: { applicant: string; email: string; courses: string; url: string };
  teacherApplicationApproved: { name: string; url: string };
  teacherApplicationRejected: { name: string };
  passwordChanged: { name: string; url: string };
  secondFactorsRemoved: { name: string; url: string };
  emailChangeRequested: { name: string; url: string; newEmail: string };
  emailChangeNotice: { name: string; newEmail: string };
  emailChanged: { name: string; newEmail: string; url: string };
  // student journey (issue 6)
  registrationConfirmed: { name: string; course: string; cohort: string; start: string; payer: string; url: string };
  waitlistOffer: { name: string; course: string; cohort: string; until: string; url: string };
  payerChanged: { name: string; course: string; payer: string; closes: string | null; url: string };
  /** issue 29 item 3: the registration moved to another cohort of the same course */
  registrationTransferred: { name: string; course: string; from: string; to: string; start: string; end: string; url: string };
  diplomaIssued: { name: string; course: string; code: string; url: string; verifyUrl: string };
  // teachers (issue 8)
  classTimesChanged: { name: string; course: string; cohort: string; times: string; url: string };
  resultSet: { name: string; course: string; passed: boolean; url: string };
  // school representatives (issue 8): the weekly digest, with its unsubscribe link
  repWeeklyDigest: {
    name: string;
    school: string;
    from: string;
    to: string;
    registrations: { name: string; course: string; cohort: string; start: string; payer: 'SCHOOL' | 'STUDENT' }[];
    results: { name: string; course: string; cohort: string; passed: boolean }[];
    /** the credit balance when it is low, else null */
    lowCredits: number | null;
    url: string;
    creditsUrl: string;
    unsubscribeUrl: string;
  };
  // payments (issue 7)
  paymentReceipt: { name: string; course: string; cohort: string; amount: string; invoice: string; method: string; paidAt: string; url: string };
  paymentRefunded: { name: string; course: string; amount: string; reason: RefundReason; url: string };
  /** a pass payment (issue 28 items 1, 2): the first period or a renewal, and how the pass renews and stops */
  passReceipt: { name: string; pass: string; amount: string; invoice: string; paidAt: string; from: string; to: string; days: number; next: string; renewal: boolean; url: string };
  // school credits (issue 7)
  schoolCreditsLow: { name: string; school: string; balance: number; url: string };
  // live cohorts (issue 29): reminders of a class, of the cohort's start, of an unpaid invoice
  classReminder: { name: string; course: string; cohort: string; when: string; url: string; settingsUrl: string };
  cohortStarting: { name: string; course: string; cohort: string; start: string; times: string; url: string; settingsUrl: string };
  invoiceReminder: { name: string; course: string; cohort: string; invoice: string; amount: string; due: string; url: string };
  // e-invoices (issue 28): a school without an e-invoice channel gets the UBL attached
  schoolEinvoice: { name: string; school: string; invoice: string; reference: string; amount: string; due: string | null; url: string };
  schoolCreditNoteEinvoice: { name: string; school: string; creditNote: string; invoice: string; amount: string; url: string };
  // teachers propose, admins review (issue 29 item 6)
  courseSubmitted: { teacher: string; course: string; url: string };
  courseApproved: { name: string; course: string; url: string };
  courseSentBack: { name: string; course: string; reason: string; url: string };
  cohortProposed: { teacher: string; course: string; cohort: string; start: string; url: string };
  cohortApproved: { name: string; course: string; cohort: string; url: string };
  cohortSentBack: { name: string; course: string; cohort: string; reason: string; url: string };
}
export type TemplateName = keyof TemplateData;

interface Content {
  subject: string;
  paragraphs: string[];
  button?: { label: string; url: string };
  /** a note under the button, e.g. how long the link works */
  footnote?: string;
}

/** Translates an English source string (the key) with `{name}` placeholders into the e-mail's language. */
type T = ((key: string, vars?: Record<string, string | number>) => string) & {
  /** a counted text: the plural form of `n` in the e-mail's language, `{n}` filled in */
  count: (n: number, key: string, vars?: Record<string, string | number>) => string;
};
type Templates = { [K in TemplateName]: (d: TemplateData[K], t: T) => Content };

/** The refund e-mail's sentence for each reason (one list: REFUND_REASONS of @valik/db/enum-values). */
const REFUND_REASON_TEXT: Record<RefundReason, string> = {
  NO_SEAT: 'Your payment for “{course}” reached us after the group had no free seat left. We refund it in full.',
  DUPLICATE: '“{course}” was already paid for, so we refund the second payment.',
  CANCELED: 'Your registration for “{course}” is canceled and we refund it in full.',
  AT_PROVIDER: 'Your registration for “{course}” is canceled and we refund it in full.',
};

const greeting = (t: T, name: string) => (name ? t('Hello {name},', { name }) : t('Hello,'));

const ROLE_NAMES: Record<string, string> = {
  STUDENT: 'student',
  TEACHER: 'teacher',
  SCHOOL_REP: 'school representative',
  ADMIN: 'administrator',
};

/** "1 credit" / "5 credits" / "5 кредитов": a '|'-joined plural key, each language gives its forms (ADR 021). */
const credits = (t: T, n: number) => t.count(n, '{n} credit|{n} credits');

export const TEMPLATES: Templates = {
  verifyEmail: (d, t) => ({
    subject: t('Confirm your e-mail address'),
    paragraphs: [greeting(t, d.name), t('Thank you for creating a Valik account! Confirm your e-mail address so you can log in.')],
    button: { label: t('Confirm e-mail address'), url: d.url },
    footnote: t('The link works for 24 hours. If you did not create an account, you can delete this e-mail.'),
  }),
  resetPassword: (d, t) => ({
    subject: t('Setting a new password'),
    paragraphs: [greeting(t, d.name), t('Someone (hopefully you) asked to reset the password of your Valik account. You can set a new password with the button below.')],
    button: { label: t('Set a new password'), url: d.url },
    footnote: t('The link works for one hour and only once. If you did not ask for this, you do not need to do anything.'),
  }),
  magicLink: (d, t) => ({
    subject: t('Your sign-in link'),
    paragraphs: [t('Hello,'), t('Log in to Valik with the button below.')],
    button: { label: t('Log in'), url: d.url },
    footnote: t('The link works for 15 minutes and only once. If you did not ask for a sign-in link, you can delete this e-mail.'),
  }),
  invitation: (d, t) => ({
    subject: t('You have been invited to Valik'),
    paragraphs: [
      greeting(t, d.name),
      t('An account was created for you at Valik (role: {role}). Set your password and log in.', { role: ROLE_NAMES[d.role] ? t(ROLE_NAMES[d.role]!) : d.role }),
    ],
    button: { label: t('Set your password'), url: d.url },
    footnote: t('The link works for 7 days and only once. Later you can get a new one from “Forgot your password?”.'),
  }),
  teacherApplicationReceived: (d, t) => ({
    subject: t('We received your application to teach'),
    paragraphs: [
      greeting(t, d.name),
      t('Thank you for wanting to teach at Valik! We will review your application and let you know by e-mail.'),
      t('Meanwhile, please confirm your e-mail address with the link in a separate e-mail.'),
    ],
  }),
  teacherApplicationSubmitted: (d, t) => ({
    subject: t('New teacher application: {applicant}', { applicant: d.applicant }),
    paragraphs: [t('Hello,'), t('{applicant} ({email}) applied to teach.', { applicant: d.applicant, email: d.email }), t('Courses they could teach: {courses}', { courses: d.courses })],
    button: { label: t('Review the application'), url: d.url },
  }),
  teacherApplicationApproved: (d, t) => ({
    subject: t('You are now a Valik teacher'),
    paragraphs: [greeting(t, d.name), t('Your application was approved and your account now has the teacher role. Log in to see your dashboard.')],
    button: { label: t('Log in'), url: d.url },
  }),
  teacherApplicationRejected: (d, t) => ({
    subject: t('Your application to teach'),
    paragraphs: [
      greeting(t, d.name),
      t('Thank you for your interest! Unfortunately we cannot accept your application at this time. Your account stays and you can keep learning at Valik.'),
    ],
  }),
  passwordChanged: (d, t) => ({
    subject: t('Your password was changed'),
    paragraphs: [
      greeting(t, d.name),
      t('The password of your Valik account was changed and all other sessions were ended.'),
      t('If this was not you, set a new password now.'),
    ],
    button: { label: t('Set a new password'), url: d.url },
  }),
  secondFactorsRemoved: (d, t) => ({
    subject: t('Your two-step verification was removed'),
    paragraphs: [
      greeting(t, d.name),
      t('At your request, a Valik administrator removed the two-step verification (authenticator app or phone) of your account and ended all your sessions. You can now log in with your password alone.'),
      t('Add a new authenticator app in your profile as soon as you have logged in. If you did not ask for this, contact us at once.'),
    ],
    button: { label: t('Open my profile'), url: d.url },
  }),
  emailChangeRequested: (d, t) => ({
    subject: t('Confirm your new e-mail address'),
    paragraphs: [
      greeting(t, d.name),
      t('You asked to change the e-mail address of your Valik account to {newEmail}. The change takes effect once you confirm it with the button below.', { newEmail: d.newEmail }),
    ],
    button: { label: t('Confirm the new address'), url: d.url },
    footnote: t('The link works for 24 hours and only once. If you did not ask for this, you can delete this e-mail.'),
  }),
  emailChangeNotice: (d, t) => ({
    subject: t('Changing your e-mail address'),
    paragraphs: [
      greeting(t, d.name),
      t('Someone (hopefully you) asked to change the e-mail address of your Valik account to {newEmail}. The address changes only once the link sent to the new address is confirmed.', { newEmail: d.newEmail }),
      t('If this was not you, change your password now and contact us.'),
    ],
  }),
  emailChanged: (d, t) => ({
    subject: t('Your e-mail address was changed'),
    paragraphs: [
      greeting(t, d.name),
      t('The e-mail address of your Valik account is now {newEmail}. We will no longer write to this address.', { newEmail: d.newEmail }),
      t('If this was not you, press the button below: the account gets this address back, every session is ended, and you can then set your password again.'),
    ],
    button: { label: t('This was not me – undo the change'), url: d.url },
    footnote: t('The link works for 7 days.'),
  }),
  registrationConfirmed: (d, t) => ({
    subject: t('You are registered: {course}', { course: d.course }),
    paragraphs: [
      greeting(t, d.name),
      t('You are registered for “{course}” ({cohort}), starting {start}.', { course: d.course, cohort: d.cohort, start: d.start }),
      t('Payer: {payer}.', { payer: d.payer }),
    ],
    button: { label: t('My courses'), url: d.url },
  }),
  waitlistOffer: (d, t) => ({
    subject: t('A seat is free: {course}', { course: d.course }),
    paragraphs: [
      greeting(t, d.name),
      t('A seat is free in “{course}” ({cohort}) and it is held for you until {until}.', { course: d.course, cohort: d.cohort, until: d.until }),
      t('Register before then, otherwise we offer the seat to the next in line.'),
    ],
    button: { label: t('Register'), url: d.url },
  }),
  payerChanged: (d, t) => ({
    subject: t('Payer changed: {course}', { course: d.course }),
    paragraphs: [
      greeting(t, d.name),
      t('The payer of “{course}” is now: {payer}.', { course: d.course, payer: d.payer }),
      ...(d.closes ? [t('If the invoice is unpaid on {date}, access to the course closes.', { date: d.closes })] : []),
    ],
    button: { label: t('My courses'), url: d.url },
  }),
  registrationTransferred: (d, t) => ({
    subject: t('You were moved to another group: {course}', { course: d.course }),
    paragraphs: [
      greeting(t, d.name),
      t('Your registration for “{course}” has moved from the group {from} to the group {to}.', { course: d.course, from: d.from, to: d.to }),
      t('The new group runs {start}–{end}. Your payment, invoice and payer moved with it.', { start: d.start, end: d.end }),
    ],
    button: { label: t('My courses'), url: d.url },
  }),
  classTimesChanged: (d, t) => ({
    subject: t('Class times changed: {course}', { course: d.course }),
    paragraphs: [
      greeting(t, d.name),
      t('The class times of “{course}” ({cohort}) have changed.', { course: d.course, cohort: d.cohort }),
      t('New times (Estonian time): {times}.', { times: d.times }),
    ],
    button: { label: t('My courses'), url: d.url },
  }),
  classReminder: (d, t) => ({
    subject: t('Class tomorrow: {course}', { course: d.course }),
    paragraphs: [
      greeting(t, d.name),
      t('Your next class of “{course}” ({cohort}) is on {when} (Estonian time).', { course: d.course, cohort: d.cohort, when: d.when }),
      t('Join it with the button below; joining through this link also marks you present.'),
    ],
    button: { label: t('Join the class'), url: d.url },
    footnote: t('You can switch off class reminders in your profile: {url}', { url: d.settingsUrl }),
  }),
  cohortStarting: (d, t) => ({
    subject: t('Your course starts today: {course}', { course: d.course }),
    paragraphs: [
      greeting(t, d.name),
      t('“{course}” ({cohort}) starts today, {start} (Estonian time).', { course: d.course, cohort: d.cohort, start: d.start }),
      t('Classes every week: {times}.', { times: d.times }),
      t('Join the classes with the button below; joining through this link also marks you present.'),
    ],
    button: { label: t('Join the class'), url: d.url },
    footnote: t('You can switch off class reminders in your profile: {url}', { url: d.settingsUrl }),
  }),
  invoiceReminder: (d, t) => ({
    subject: t('Invoice {invoice} is unpaid: {course}', { invoice: d.invoice, course: d.course }),
    paragraphs: [
      greeting(t, d.name),
      t('Your invoice {invoice} for “{course}” ({cohort}), {amount}, is not paid yet.', { invoice: d.invoice, course: d.course, cohort: d.cohort, amount: d.amount }),
      t('Please pay it by {due}: an invoice is paid at least 3 days before the course starts.', { due: d.due }),
    ],
    button: { label: t('Pay now'), url: d.url },
  }),
  schoolCreditsLow: (d, t) => ({
    subject: t('{school}: {credits} left', { school: d.school, credits: credits(t, d.balance) }),
    paragraphs: [
      greeting(t, d.name),
      t('The credit balance of {school} is running low: {credits} left. One credit is one course seat.', { school: d.school, credits: credits(t, d.balance) }),
      t('When the credits run out, students cannot register on the school’s account. Contact Valik to add credits.'),
    ],
    button: { label: t('See credits'), url: d.url },
  }),
  diplomaIssued: (d, t) => ({
    subject: t('Your diploma: {course}', { course: d.course }),
    paragraphs: [
      greeting(t, d.name),
      t('Congratulations! You have passed “{course}” and your diploma is ready.', { course: d.course }),
      t('Its verification code is {code}. Anyone can check that it is genuine at {url}', { code: d.code, url: d.verifyUrl }),
    ],
    button: { label: t('Download the diploma'), url: d.url },
    footnote: t('Sign in to Valik to download it. You also find it under “My courses”.'),
  }),
  repWeeklyDigest: (d, t) => ({
    subject: t('{school}: weekly summary {from}–{to}', { school: d.school, from: d.from, to: d.to }),
    paragraphs: [
      greeting(t, d.name),
      t("The week of {school}'s students ({from}–{to}).", { school: d.school, from: d.from, to: d.to }),
      ...(d.registrations.length
        ? [
            t('New registrations ({n}):', { n: d.registrations.length }),
            ...digestLines(
              t,
              d.registrations.map((r) =>
                t(r.payer === 'SCHOOL' ? '{name}: {course} ({cohort}), starts {start}, paid by the school' : '{name}: {course} ({cohort}), starts {start}, paid by the student', r),
              ),
            ),
          ]
        : [t('No new registrations.')]),
      ...(d.results.length
        ? [
            t('Results ({n}):', { n: d.results.length }),
            ...digestLines(
              t,
              d.results.map((r) => t(r.passed ? '{name}: {course} ({cohort}) – passed' : '{name}: {course} ({cohort}) – not passed', { name: r.name, course: r.course, cohort: r.cohort })),
            ),
          ]
        : [t('No new results.')]),
      ...(d.lowCredits === null ? [] : [t('Credits are running low: {credits} left. See {url}', { credits: credits(t, d.lowCredits), url: d.creditsUrl })]),
    ],
    button: { label: t('My students'), url: d.url },
    footnote: t('You get this e-mail as a representative of {school}. To stop the weekly summaries, open {url} (switch them on again on the “My students” page).', {
      school: d.school,
      url: d.unsubscribeUrl,
    }),
  }),
  resultSet: (d, t) => ({
    subject: t('Course result: {course}', { course: d.course }),
    paragraphs: [
      greeting(t, d.name),
      d.passed ? t('Congratulations! You have passed “{course}”.', { course: d.course }) : t('You did not pass “{course}” this time.', { course: d.course }),
      ...(d.passed ? [t('Your diploma is ready; download it from “My courses”.')] : []),
    ],
    button: { label: t('My courses'), url: d.url },
  }),
  paymentReceipt: (d, t) => ({
    subject: t('Payment received: {course}', { course: d.course }),
    paragraphs: [
      greeting(t, d.name),
      t('Thank you! We received your payment and you are registered for “{course}” ({cohort}).', { course: d.course, cohort: d.cohort }),
      t('Amount: {amount}. Invoice: {invoice}, paid {paidAt} ({method}).', { amount: d.amount, invoice: d.invoice, paidAt: d.paidAt, method: d.method }),
      t('You get a full refund if you cancel until 7 days after the course starts.'),
    ],
    button: { label: t('My courses'), url: d.url },
  }),
  passReceipt: (d, t) => ({
    subject: t('Receipt: {pass}', { pass: d.pass }),
    paragraphs: [
      greeting(t, d.name),
      // the name inside a sentence: "Sinu mitme kursuse pääse uuenes", "your multi pass renewed"
      d.renewal ? t('Your {pass} renewed and we received its payment. Thank you!', { pass: d.pass.toLowerCase() }) : t('Thank you! We received your payment for the {pass}.', { pass: d.pass.toLowerCase() }),
      t('Amount: {amount}. Invoice: {invoice}, paid {paidAt} ({method}).', { amount: d.amount, invoice: d.invoice, paidAt: d.paidAt, method: t('card') }),
      t('Paid period: {from}–{to}.', { from: d.from, to: d.to }),
      t.count(d.days, 'The pass renews every {n} day: on {next} we charge {amount} again, until you stop it.|The pass renews every {n} days: on {next} we charge {amount} again, until you stop it.', { next: d.next, amount: d.amount }),
      t('To stop it, cancel the pass on the payment plan page before {next}. It then ends with the paid period and you are not charged again.', { next: d.next }),
    ],
    button: { label: t('Payment plan'), url: d.url },
  }),
  schoolEinvoice: (d, t) => ({
    subject: t('Invoice {invoice} from Valik', { invoice: d.invoice }),
    paragraphs: [
      greeting(t, d.name),
      t('The invoice {invoice} of {school} is attached as an e-invoice (EN 16931, UBL 2.1) that accounting software reads.', { invoice: d.invoice, school: d.school }),
      d.due
        ? t('Amount due: {amount} by {due}. Please pay with the reference number {reference}.', { amount: d.amount, due: d.due, reference: d.reference })
        : t('Amount: {amount}. Nothing is due.', { amount: d.amount }),
      t('The PDF and the e-invoice are also on the school’s invoices page.'),
    ],
    button: { label: t('School invoices'), url: d.url },
  }),
  schoolCreditNoteEinvoice: (d, t) => ({
    subject: t('Credit note {creditNote} from Valik', { creditNote: d.creditNote }),
    paragraphs: [
      greeting(t, d.name),
      t('The credit note {creditNote} of {school} takes back {amount} of the invoice {invoice}. It is attached as an e-invoice (EN 16931, UBL 2.1) that accounting software reads.', {
        creditNote: d.creditNote,
        school: d.school,
        amount: d.amount,
        invoice: d.invoice,
      }),
      t('The PDF and the e-invoice are also on the school’s invoices page.'),
    ],
    button: { label: t('School invoices'), url: d.url },
  }),
  courseSubmitted: (d, t) => ({
    subject: t('Course for review: {course}', { course: d.course }),
    paragraphs: [t('Hello,'), t('{teacher} sent the course “{course}” for review.', { teacher: d.teacher, course: d.course }), t('Approve it or send it back with a reason in the console.')],
    button: { label: t('Review the course'), url: d.url },
  }),
  courseApproved: (d, t) => ({
    subject: t('Your course was approved: {course}', { course: d.course }),
    paragraphs: [greeting(t, d.name), t('Valik approved your course “{course}”. You can now propose cohorts of it.', { course: d.course })],
    button: { label: t('My courses'), url: d.url },
  }),
  courseSentBack: (d, t) => ({
    subject: t('Your course was sent back: {course}', { course: d.course }),
    paragraphs: [
      greeting(t, d.name),
      t('Valik sent your course “{course}” back to you with this note:', { course: d.course }),
      d.reason,
      t('Change the course and send it for review again.'),
    ],
    button: { label: t('My courses'), url: d.url },
  }),
  cohortProposed: (d, t) => ({
    subject: t('Cohort proposal: {course} – {cohort}', { course: d.course, cohort: d.cohort }),
    paragraphs: [
      t('Hello,'),
      t('{teacher} proposed the cohort “{cohort}” of the course “{course}”, starting {start}.', { teacher: d.teacher, cohort: d.cohort, course: d.course, start: d.start }),
      t('Approve it or send it back with a reason in the console.'),
    ],
    button: { label: t('Review the proposal'), url: d.url },
  }),
  cohortApproved: (d, t) => ({
    subject: t('Your cohort proposal was approved: {cohort}', { cohort: d.cohort }),
    paragraphs: [
      greeting(t, d.name),
      t('Valik approved your proposal of the cohort “{cohort}” of the course “{course}”. Valik adds its links and opens the registration.', { cohort: d.cohort, course: d.course }),
    ],
    button: { label: t('My cohorts'), url: d.url },
  }),
  cohortSentBack: (d, t) => ({
    subject: t('Your cohort proposal was sent back: {cohort}', { cohort: d.cohort }),
    paragraphs: [
      greeting(t, d.name),
      t('Valik sent your proposal of the cohort “{cohort}” of the course “{course}” back to you with this note:', { cohort: d.cohort, course: d.course }),
      d.reason,
    ],
    button: { label: t('My cohorts'), url: d.url },
  }),
  paymentRefunded: (d, t) => ({
    subject: t('Refund: {course}', { course: d.course }),
    paragraphs: [
      greeting(t, d.name),
      t(REFUND_REASON_TEXT[d.reason], { course: d.course }),
      t('We refund {amount} to the card or account you paid from. It arrives within one working day to a week.', { amount: d.amount }),
    ],
    button: { label: t('My courses'), url: d.url },
  }),
};

/** A digest list as bullet paragraphs, at most DIGEST_MAX_LINES, then how many more. */
const DIGEST_MAX_LINES = 25;
function digestLines(t: T, lines: string[]): string[] {
  const shown = lines.slice(0, DIGEST_MAX_LINES).map((l) => `• ${l}`);
  const more = lines.length - shown.length;
  return more > 0 ? [...shown, t('…and {n} more', { n: more })] : shown;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

// Dark enough for white button text (contrast above 4.5:1); the logo uses the same.
const BRAND = '#C2410C';

/** Every template's name (queued e-mails are checked against it when sent). */
export const TEMPLATE_NAMES = Object.keys(TEMPLATES) as TemplateName[];

/** The subject and both bodies of a template in a language. Data is escaped in the HTML part. */
export function renderEmail<K extends TemplateName>(name: K, lang: Lang, data: TemplateData[K]) {
  const t: T = Object.assign((key: string, vars?: Record<string, string | number>) => translate(lang, key, vars), {
    count: (n: number, key: string, vars?: Record<string, string | number>) => translateCount(lang, n, key, vars),
  });
  const content = TEMPLATES[name](data, t);
  const text = [
    ...content.paragraphs,
    ...(content.button ? [`${content.button.label}: ${content.button.url}`] : []),
    ...(content.footnote ? [content.footnote] : []),
    '—',
    'Valik',
  ].join('\n\n');
  const button = content.button
    ? `<p style="margin:28px 0"><a href="${escapeHtml(content.button.url)}" style="background:${BRAND};color:#ffffff;padding:12px 22px;border-radius:6px;text-decoration:none;font-weight:600;display:inline-block">${escapeHtml(content.button.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.subject)}</title></head>
<body style="margin:0;padding:24px;background:#f6f4f1;font-family:Arial,Helvetica,sans-serif;color:#1f1f1f">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="font-size:22px;font-weight:700;color:${BRAND};margin:0 0 24px">Valik</p>
${content.paragraphs.map((p) => `<p style="font-size:16px;line-height:1.5;margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n')}
${button}
${content.footnote ? `<p style="font-size:13px;line-height:1.5;color:#5f5f5f;margin:0">${escapeHtml(content.footnote)}</p>` : ''}
</div></body></html>`;
  return { subject: content.subject, text, html };
}
