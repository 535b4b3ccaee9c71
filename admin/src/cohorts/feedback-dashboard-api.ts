// The feedback dashboard's data for the console: GET /api/v1/feedback-dashboard (an admin's scope is
// everything), answered in the console's language; a failure is the UI kit's ApiError carrying the API's
// message, which the dashboard shows with 'Try again'.
import type { FeedbackDashboardDto } from '@valik/domain/contracts';
import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from '@valik/ui/api-error';
import type { LoadFeedbackDashboard } from '@valik/ui/feedback-dashboard';
import { currentLocale } from '../i18n/locale.ts';

export const FEEDBACK_DASHBOARD_URL = '/api/v1/feedback-dashboard';

export const loadFeedbackDashboard: LoadFeedbackDashboard = async (filters) => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value !== undefined && value !== '') query.set(name, String(value));
  let response: Response;
  try {
    response = await fetch(`${FEEDBACK_DASHBOARD_URL}?${query}`, {
      headers: { Accept: 'application/json', 'Accept-Language': currentLocale() },
      credentials: 'include',
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, response.statusText, body);
  return (body as { data: FeedbackDashboardDto }).data;
};
