// GET /api/v1/feedback-dashboard: the aggregated feedback in the caller's scope (teacher: own cohorts,
// school rep: own school's students with the small-group rule, admin: everything).
import { api } from '../../lib/http.ts';
import { queryString } from '../cohorts/teaching-api.ts';

export interface BucketDto {
  value: number;
  label?: string;
  count: number;
}
export interface ScaleDto {
  count: number;
  average: number;
  distribution: BucketDto[];
}
export interface FeedbackAggregateDto {
  answers: number;
  participants: number;
  response_rate: number | null;
  withheld: boolean;
  satisfaction: (ScaleDto & { positive_share: number }) | null;
  learning_outcomes: { outcome: string; count: number; average: number }[] | null;
  difficulty: ScaleDto | null;
  time_spent: ScaleDto | null;
  teacher_competence: ScaleDto | null;
  self_performance: ScaleDto | null;
  texts: { highlights: string[]; bothered: string[]; learnings: string[]; teacher: string[]; improvement: string[]; future_courses: string[] } | null;
}
export interface FeedbackDashboardDto {
  filters: { course_id: number | null; cohort_id: number | null; school_id: number | null; school_year: string };
  aggregate: FeedbackAggregateDto;
  options: {
    courses: { id: number; name: string }[];
    cohorts: { id: number; name: string; course_id: number; start_date: string }[];
    /** schools to filter by; empty for a school rep (their school is fixed) */
    schools: { id: number; name: string }[];
  };
}
export interface FeedbackFilters {
  school_year: string;
  course_id?: number | undefined;
  cohort_id?: number | undefined;
  school_id?: number | undefined;
}

export const feedbackDashboardKey = (f: FeedbackFilters) => ['feedback-dashboard', f] as const;
export const fetchFeedbackDashboard = (f: FeedbackFilters) =>
  api.get<{ data: FeedbackDashboardDto }>(`/api/v1/feedback-dashboard${queryString({ ...f })}`).then((r) => r.data);
