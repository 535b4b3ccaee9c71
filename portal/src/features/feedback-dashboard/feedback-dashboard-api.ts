// GET /api/v1/feedback-dashboard: the aggregated feedback in the caller's scope (teacher: own cohorts,
// school rep: own school's students with the small-group rule, admin: everything).
import { json, v1, type Answer } from '../../lib/http.ts';
import { queryOf } from '../cohorts/teaching-api.ts';

// Answers as the API's route chain types them (`@valik/api/client`).
export type FeedbackDashboardDto = Answer<(typeof v1)['feedback-dashboard']['$get']>['data'];
export type FeedbackAggregateDto = FeedbackDashboardDto['aggregate'];
export type ScaleDto = NonNullable<FeedbackAggregateDto['difficulty']>;
export type BucketDto = ScaleDto['distribution'][number];

export interface FeedbackFilters {
  school_year: string;
  course_id?: number | undefined;
  cohort_id?: number | undefined;
  school_id?: number | undefined;
}

export const feedbackDashboardKey = (f: FeedbackFilters) => ['feedback-dashboard', f] as const;
export const fetchFeedbackDashboard = (f: FeedbackFilters) =>
  json(v1['feedback-dashboard'].$get({ query: queryOf(f) })).then((r) => r.data);
