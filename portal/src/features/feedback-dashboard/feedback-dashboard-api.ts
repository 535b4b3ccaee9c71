// GET /api/v1/feedback-dashboard: the aggregated feedback in the caller's scope (teacher: own cohorts,
// school rep: own school's students with the small-group rule, admin: everything). The dashboard itself
// is the UI kit's (@valik/ui/feedback-dashboard); the portal hands it this loader, typed by the API's
// route chain (`@valik/api/client`): the annotation makes the compiler check that the route still answers
// the contract the dashboard draws (FeedbackDashboardDto).
import type { LoadFeedbackDashboard } from '@valik/ui/feedback-dashboard';
import { json, v1 } from '../../lib/http.ts';
import { queryOf } from '../cohorts/teaching-api.ts';

export const fetchFeedbackDashboard: LoadFeedbackDashboard = (filters) =>
  json(v1['feedback-dashboard'].$get({ query: queryOf(filters) })).then((r) => r.data);
