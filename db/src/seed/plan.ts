// Builds the whole demo data set in memory, relative to `now`, with references by key instead of ids.
// Pure and deterministic (seeded PRNG streams, one per planner): the same `now` always gives the same plan.
// index.ts inserts it. Each part is planned by its own module in plan/.
import { mondayOfWeek, schoolYearEnd, schoolYearStart } from './time.ts';
import { planActivity } from './plan/activity.ts';
import { planAttendance } from './plan/attendance.ts';
import { planCohorts } from './plan/cohorts.ts';
import { planCredits } from './plan/credits.ts';
import { planExtras } from './plan/extras.ts';
import { planFeedback } from './plan/feedback.ts';
import { planInvoices } from './plan/invoices.ts';
import { planRegistrations } from './plan/registrations.ts';
import { ADMIN_KEY, type PersonKey, type SeedPlan } from './plan/types.ts';

export * from './plan/types.ts';

export function buildPlan(now: Date, options: { production: boolean }): SeedPlan {
  const schoolYear = { start: schoolYearStart(now), end: schoolYearEnd(now) };
  const adminActor: PersonKey | null = options.production ? null : ADMIN_KEY;
  const cohorts = planCohorts(now, mondayOfWeek(now));
  const { registrations, payerChanges } = planRegistrations(now, cohorts);
  const extras = planExtras(now);
  const { invoicesByKey, invoices, creditEvents } = planInvoices(now, cohorts, registrations, extras.subscriptions);
  const credits = planCredits(now, cohorts, creditEvents, adminActor);
  const { feedback, diplomas, averageScores } = planFeedback(now, cohorts, registrations);
  const { sessions, attendance } = planAttendance(now, cohorts, registrations);
  const registrationActivity = planActivity(now, { cohorts, registrations, invoicesByKey, invoices, payerChanges, adminActor });
  // one log in time order (a stable sort: entries of one instant keep the planners' order)
  const activity = [...credits.activity, ...registrationActivity, ...extras.activity].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  return {
    now,
    cohorts,
    registrations,
    invoices,
    creditLogs: credits.creditLogs,
    feedback,
    diplomas,
    activity,
    subscriptions: extras.subscriptions,
    promotionCodes: extras.promotionCodes,
    averageScores,
    favourites: extras.favourites,
    schoolYear,
    sessions,
    attendance,
  };
}
