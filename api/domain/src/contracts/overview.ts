// GET /api/v1/manage/overview (issue 29 item 7): how the school is doing, for the console's first page.
import type { AtRiskReason } from '../school-overview.ts';

export interface OverviewWeekDto {
  /** Monday 00:00 Tallinn of the week (ISO instant) */
  start: string;
  /** registrations made that week (canceled since included) */
  registrations: number;
  /** of them, canceled since */
  canceled: number;
  /** invoices paid that week, euro cents VAT included */
  paid_cents: number;
  /** credit notes issued that week, euro cents */
  credited_cents: number;
}

export interface OverviewCohortDto {
  id: number;
  /** cohortDisplayName: the course's name with the cohort's */
  display_name: string;
  status: string;
  start_date: string;
  end_date: string;
  running: boolean;
  size: number;
  min_size: number;
  seats_taken: number;
  fill_percent: number;
  /** why it is at risk, or null (domain cohortAtRisk) */
  at_risk: AtRiskReason | null;
  /** seats taken below which it is at risk (domain atRiskMinimum) */
  at_risk_minimum: number;
}

export interface OverviewAttentionDto {
  participant_id: number;
  user_id: number;
  name: string;
  status: string;
  cohort_id: number;
  cohort_display_name: string;
  end_date: string;
}

export interface OverviewOutboxDto {
  kind: string;
  pending: number;
  retrying: number;
  dead: number;
  /** when the oldest entry not delivered was written */
  oldest: string;
}

export interface OverviewIntegrationDto {
  kind: string;
  cohorts: number;
  failing: number;
  last_success_at: string | null;
  last_error_at: string | null;
}

export interface OverviewDto {
  generated_at: string;
  weeks: OverviewWeekDto[];
  cohorts: OverviewCohortDto[];
  at_risk: { days_before_start: number; min_fill_share: number };
  attention: { total: number; shown: OverviewAttentionDto[] };
  outbox: OverviewOutboxDto[];
  integrations: OverviewIntegrationDto[];
}
