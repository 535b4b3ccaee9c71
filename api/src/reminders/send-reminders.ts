// The reminders of live cohorts (issue 29 item 1, ADR 032), sent by the pg-boss job `class-reminders` every
// five minutes (jobs/index.ts): for what is due now (the windows are the domain's, class-reminders.ts),
//   - an e-mail the day before each class, to every attending student who has not switched reminders off,
//     in their language, with their join link (which marks them present);
//   - an e-mail on the cohort's start day, the same way;
//   - a message in the cohort's Discord channel an hour before each class (a DISCORD_MESSAGE outbox entry);
//   - an e-mail about an unpaid personal invoice 7 and 3 days before the course starts (not switchable:
//     it is about their registration, not a reminder of a class).
// Each reminder is claimed in `sent_reminders` by a key of what and whom, in the transaction that writes its
// outbox entry: a rerun, an overlapping run or a second replica finds the key taken and sends nothing.
import { claimReminder, getMailRecipient, listAttendingParticipants, listCohortsStartingBetween, listSessionsStartingBetween, listUnpaidRegistrations } from '@valik/db/queries';
import {
  INVOICE_REMINDER_DAYS,
  REMINDER_LOOKAHEAD_MS,
  addTallinnDays,
  classEmailReminder,
  cohortStartReminder,
  discordClassReminder,
  formatDate,
  formatDateTime,
  formatEuros,
  invoiceReminder,
  isLang,
  isReminderDue,
} from '@valik/domain';
import { translate } from '@valik/domain/i18n';
import type { Db } from '@valik/db/client';
import type { AppDeps } from '../lib/context.ts';
import type { OutboxWriter } from '../outbox/write.ts';
import { queueEmail } from '../mail/queue-email.ts';
import { unitOfWork } from '../outbox/unit-of-work.ts';
import { formatClassTimes } from '../teaching/notify.ts';
import { syncSessions } from '../attendance/sync-sessions.ts';
import { classRemindersOn } from './reminder-settings.ts';

type Deps = Pick<AppDeps, 'db' | 'env' | 'outbox' | 'discord'>;

export interface RemindersSent {
  classEmails: number;
  discordMessages: number;
  cohortStarts: number;
  invoices: number;
}

const DAY_MS = 86_400_000;

/** Queues every reminder due at `now` that was not queued before; returns how many of each. */
export async function sendReminders(deps: Deps, now: Date): Promise<RemindersSent> {
  const sent: RemindersSent = { classEmails: 0, discordMessages: 0, cohortStarts: 0, invoices: 0 };
  const base = deps.env.PUBLIC_BASE_URL;
  const myCourses = `${base}/user/my-courses`;
  const settingsUrl = `${base}/user/profile`;
  const joinUrl = (participantId: number, hasVideo: boolean) => (hasVideo ? `${base}/api/v1/me/registrations/${participantId}/join/video` : myCourses);
  /** claims `key` and queues the reminder in one transaction; false when it was claimed before */
  const once = (key: string, userId: number | null, queue: (tx: Db, outbox: OutboxWriter) => Promise<boolean | void>) =>
    unitOfWork(deps, async (tx, outbox) => (await claimReminder(tx, { key, userId })) && (await queue(tx, outbox)) !== false);

  await syncSessions(deps.db, now);

  // classes in the next 26 hours: the e-mail the day before, the Discord message an hour before
  const sessions = await listSessionsStartingBetween(deps.db, { from: now, to: new Date(now.getTime() + REMINDER_LOOKAHEAD_MS) });
  const attending = await listAttendingParticipants(deps.db, { cohortIds: [...new Set(sessions.map((s) => s.cohortId))] });
  for (const s of sessions) {
    if (isReminderDue(classEmailReminder(s.startsAt), now)) {
      for (const p of attending.filter((a) => a.cohortId === s.cohortId && classRemindersOn(a.metadata))) {
        const queued = await once(`class-email:session-${s.sessionId}:participant-${p.participantId}`, p.userId, (tx) =>
          queueEmail(tx, {
            userId: p.userId,
            cohortId: s.cohortId,
            template: 'classReminder',
            data: (_lang, to) => ({ name: to.firstName, course: s.courseName, cohort: s.cohortName, when: formatDateTime(s.startsAt), url: joinUrl(p.participantId, Boolean(s.videoUrl)), settingsUrl }),
          }),
        );
        if (queued) sent.classEmails += 1;
      }
    }
    if (deps.discord && s.discordChannelId && isReminderDue(discordClassReminder(s.startsAt), now)) {
      const lang = isLang(s.courseLanguage) ? s.courseLanguage : 'et';
      const content = translate(lang, 'Class in one hour: {course} ({cohort}), {when} Estonian time. Join from “My courses”: {url}', {
        course: s.courseName,
        cohort: s.cohortName,
        when: formatDateTime(s.startsAt),
        url: myCourses,
      });
      const channelId = s.discordChannelId;
      const queued = await once(`class-discord:session-${s.sessionId}`, null, async (_tx, outbox) => {
        await outbox.add('DISCORD_MESSAGE', { channel_id: channelId, content, nonce: `class-${s.sessionId}` });
      });
      if (queued) sent.discordMessages += 1;
    }
  }

  // cohorts starting today (the e-mail on the start day)
  const starting = (await listCohortsStartingBetween(deps.db, { from: new Date(now.getTime() - DAY_MS), to: new Date(now.getTime() + DAY_MS) })).filter((c) =>
    isReminderDue(cohortStartReminder(c.startDate), now),
  );
  const startingStudents = await listAttendingParticipants(deps.db, { cohortIds: starting.map((c) => c.cohortId) });
  for (const c of starting) {
    for (const p of startingStudents.filter((a) => a.cohortId === c.cohortId && classRemindersOn(a.metadata))) {
      const queued = await once(`cohort-start:participant-${p.participantId}`, p.userId, (tx) =>
        queueEmail(tx, {
          userId: p.userId,
          cohortId: c.cohortId,
          template: 'cohortStarting',
          data: (lang, to) => ({
            name: to.firstName,
            course: c.courseName,
            cohort: c.cohortName,
            start: formatDateTime(c.startDate),
            times: formatClassTimes(c.classTimes, lang),
            url: joinUrl(p.participantId, Boolean(c.videoUrl)),
            settingsUrl,
          }),
        }),
      );
      if (queued) sent.cohortStarts += 1;
    }
  }

  // unpaid personal invoices of cohorts starting within 8 days
  const soon = await listCohortsStartingBetween(deps.db, { from: now, to: addTallinnDays(now, 8) });
  const unpaid = await listUnpaidRegistrations(deps.db, { cohortIds: soon.map((c) => c.cohortId) });
  for (const r of unpaid) {
    const cohort = soon.find((c) => c.cohortId === r.cohortId);
    if (!cohort) continue;
    for (const days of INVOICE_REMINDER_DAYS) {
      const window = invoiceReminder(cohort.startDate, days);
      // an invoice made after the reminder's moment was just sent with its own due date: not reminded of it
      if (!isReminderDue(window, now) || r.invoiceCreatedAt.getTime() > window.dueAt.getTime()) continue;
      const queued = await once(`invoice-${days}d:participant-${r.participantId}`, r.userId, async (tx) => {
        if (!(await getMailRecipient(tx, { userId: r.userId }))) return false;
        return queueEmail(tx, {
          userId: r.userId,
          cohortId: r.cohortId,
          template: 'invoiceReminder',
          data: (lang, to) => ({
            name: to.firstName,
            course: cohort.courseName,
            cohort: cohort.cohortName,
            invoice: r.invoiceNumber,
            amount: formatEuros(r.amount, lang),
            due: formatDate(r.dueDate ?? addTallinnDays(cohort.startDate, -3)),
            url: myCourses,
          }),
        });
      });
      if (queued) sent.invoices += 1;
    }
  }
  return sent;
}
