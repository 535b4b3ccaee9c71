// Testimonials from feedback (issue 29 item 4) for the console's course page: the highlights whose authors
// agreed to be quoted, and the admin's choice of which ones the public course page shows. Loaded only with
// the (lazy) course page, answered in the console's language; a failure is an ApiError with the API's message.
import { ApiError, NETWORK_ERROR_MESSAGE, toApiError } from '@valik/ui/api-error';
import { currentLocale } from '../i18n/locale.ts';

export interface FeedbackQuote {
  id: number;
  cohort_name: string;
  /** as the course page names the author: "Mari K." */
  author: string;
  text: string;
  course_satisfaction: number | null;
  quoted: boolean;
  submitted_at: string;
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/v1/manage/courses/${path}`, {
      ...init,
      headers: { Accept: 'application/json', 'Accept-Language': currentLocale(), ...(init.body ? { 'Content-Type': 'application/json' } : {}) },
      credentials: 'include',
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, response.statusText, body);
  return (body as { data: T }).data;
}

export const loadFeedbackQuotes = (courseId: number) => call<FeedbackQuote[]>(`${courseId}/feedback-quotes`);

export const chooseFeedbackQuote = (courseId: number, id: number, quoted: boolean) =>
  call<FeedbackQuote>(`${courseId}/feedback-quotes/${id}`, { method: 'PUT', body: JSON.stringify({ quoted }) });
