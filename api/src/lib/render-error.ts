import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { translate } from '@valik/domain/i18n';
import type { AppEnv } from './context.ts';
import { ApiError, RateLimitedError, type ErrorBody } from './errors.ts';

/** The one place errors become responses: `{ error: { code, message, issues? }, requestId }`. */
export function renderError<E extends AppEnv>(err: unknown, c: Context<E>): Response {
  const lang = c.get('lang') ?? 'et';
  const requestId = c.get('requestId') ?? crypto.randomUUID();
  let apiError: ApiError;
  if (err instanceof ApiError) {
    apiError = err;
  } else if (err instanceof HTTPException && err.status < 500) {
    // e.g. hono's body-parsing errors: a client mistake, not ours
    apiError = new ApiError('BAD_REQUEST', 'Invalid request', undefined, err.status);
  } else {
    c.get('deps')?.logger.error({ err, requestId, path: c.req.path }, 'unhandled error');
    apiError = new ApiError('INTERNAL', 'An unexpected error occurred');
  }
  const body: ErrorBody = {
    error: {
      code: apiError.code,
      message: translate(lang, apiError.message, apiError.vars),
      ...(apiError.issues ? { issues: apiError.issues.map((i) => ({ ...i, message: translate(lang, i.message) })) } : {}),
    },
    requestId,
  };
  const headers: Record<string, string> = { 'x-request-id': requestId };
  if (apiError instanceof RateLimitedError) headers['retry-after'] = String(Math.max(1, Math.ceil(apiError.retryAfter)));
  return c.json(body, apiError.status, headers);
}
