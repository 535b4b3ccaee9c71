// The admin overview (issue 29 item 7): registrations and money by week, seat fill of the running and
// upcoming cohorts with those at risk, the students needing attention, and the outbox and integrations'
// health — read from the database at deps.clock, with the domain's rules (school-overview.ts, attention-flag.ts).
import {
  overviewCohorts,
  overviewCreditedByWeek,
  overviewIntegrations,
  overviewOutbox,
  overviewPaidByWeek,
  overviewRegistrationsByWeek,
  overviewUnsettledParticipants,
} from '@valik/db/queries/manage';
import {
  addTallinnDays,
  AT_RISK_DAYS_BEFORE_START,
  AT_RISK_MIN_FILL_SHARE,
  atRiskMinimum,
  ATTENTION_DAYS,
  cohortAtRisk,
  cohortDisplayName,
  fillPercent,
  formatDate,
  needsAttention,
  overviewWeekStarts,
} from '@valik/domain';
import type { OverviewDto, OverviewOutboxDto } from '@valik/domain/contracts';
import type { AppDeps } from '../lib/context.ts';

/** The students needing attention listed by name (the total is always given). */
export const OVERVIEW_ATTENTION_SHOWN = 10;

/** 'YYYY-MM-DD' of a week start, as the database's Tallinn week key. */
const weekKey = (start: Date) => formatDate(start).split('.').reverse().join('-');

export async function loadSchoolOverview(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<OverviewDto> {
  const { db } = deps;
  const now = deps.clock();
  const starts = overviewWeekStarts(now);
  const from = starts[0]!;
  const [registrations, paid, credited, cohorts, unsettled, outbox, integrations] = await Promise.all([
    overviewRegistrationsByWeek(db, { from }),
    overviewPaidByWeek(db, { from }),
    overviewCreditedByWeek(db, { from }),
    overviewCohorts(db, { now }),
    // a day's margin before the flag's Tallinn-day rule decides (a DST change moves the end by an hour)
    overviewUnsettledParticipants(db, { endedBefore: addTallinnDays(now, -(ATTENTION_DAYS - 1)) }),
    overviewOutbox(db),
    overviewIntegrations(db),
  ]);
  const byWeek = <T extends { week: string }>(rows: T[]) => new Map(rows.map((r) => [r.week, r]));
  const regs = byWeek(registrations);
  const paidBy = byWeek(paid);
  const creditedBy = byWeek(credited);
  const attention = unsettled.filter((p) => needsAttention({ endDate: p.endDate, participantStatus: p.status }, now));
  const outboxByKind = new Map<string, OverviewOutboxDto>();
  for (const row of outbox) {
    const entry = outboxByKind.get(row.kind) ?? { kind: row.kind, pending: 0, retrying: 0, dead: 0, oldest: row.oldest.toISOString() };
    if (row.state === 'DEAD') entry.dead += row.count;
    else if (row.state === 'RETRYING') entry.retrying += row.count;
    else entry.pending += row.count;
    if (row.oldest.toISOString() < entry.oldest) entry.oldest = row.oldest.toISOString();
    outboxByKind.set(row.kind, entry);
  }
  return {
    generated_at: now.toISOString(),
    weeks: starts.map((start) => {
      const key = weekKey(start);
      return {
        start: start.toISOString(),
        registrations: regs.get(key)?.count ?? 0,
        canceled: regs.get(key)?.canceled ?? 0,
        paid_cents: paidBy.get(key)?.cents ?? 0,
        credited_cents: creditedBy.get(key)?.cents ?? 0,
      };
    }),
    cohorts: cohorts.map((c) => ({
      id: c.id,
      display_name: cohortDisplayName(c.courseName, c.name),
      status: c.status,
      start_date: c.startDate.toISOString(),
      end_date: c.endDate.toISOString(),
      running: c.startDate.getTime() <= now.getTime(),
      size: c.size,
      min_size: c.minSize,
      seats_taken: c.seatsTaken,
      fill_percent: fillPercent(c.seatsTaken, c.size),
      at_risk: cohortAtRisk(c, now),
      at_risk_minimum: atRiskMinimum(c),
    })),
    at_risk: { days_before_start: AT_RISK_DAYS_BEFORE_START, min_fill_share: AT_RISK_MIN_FILL_SHARE },
    attention: {
      total: attention.length,
      shown: attention.slice(0, OVERVIEW_ATTENTION_SHOWN).map((p) => ({
        participant_id: p.participantId,
        user_id: p.userId,
        name: [p.firstName, p.lastName].filter(Boolean).join(' '),
        status: p.status,
        cohort_id: p.cohortId,
        cohort_display_name: cohortDisplayName(p.courseName, p.cohortName),
        end_date: p.endDate.toISOString(),
      })),
    },
    outbox: [...outboxByKind.values()],
    integrations: integrations.map((i) => ({
      kind: i.kind,
      cohorts: i.cohorts,
      failing: i.failing,
      last_success_at: i.lastSuccessAt?.toISOString() ?? null,
      last_error_at: i.lastErrorAt?.toISOString() ?? null,
    })),
  };
}
