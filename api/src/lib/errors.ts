import type { ContentfulStatusCode } from 'hono/utils/http-status';

export type ApiErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION_FAILED'
  | 'UNAUTHENTICATED'
  | 'MFA_REQUIRED'
  | 'REAUTH_REQUIRED'
  | 'INVALID_CREDENTIALS'
  | 'PASSWORD_RESET_REQUIRED'
  | 'EMAIL_NOT_VERIFIED'
  | 'INVALID_TOKEN'
  | 'INVALID_CODE'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'NOT_READY'
  | 'INTERNAL';

const STATUS: Record<ApiErrorCode, ContentfulStatusCode> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 422,
  UNAUTHENTICATED: 401,
  MFA_REQUIRED: 401,
  REAUTH_REQUIRED: 403,
  INVALID_CREDENTIALS: 401,
  PASSWORD_RESET_REQUIRED: 401,
  EMAIL_NOT_VERIFIED: 403,
  INVALID_TOKEN: 400,
  INVALID_CODE: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  NOT_READY: 503,
  INTERNAL: 500,
};

export interface ErrorIssue {
  path: string;
  message: string;
}

/**
 * The one error type handlers throw. `message` is an English source string (an i18n key); it is
 * translated once, when the error is rendered.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: ContentfulStatusCode;
  /** values for `{name}` placeholders in the message, filled in after translation */
  vars?: Record<string, string | number>;
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly issues?: ErrorIssue[],
    status?: ContentfulStatusCode,
  ) {
    super(message);
    this.status = status ?? STATUS[code];
  }
}

/** 429 with the seconds to wait, sent as Retry-After. */
export class RateLimitedError extends ApiError {
  constructor(
    readonly retryAfter: number,
    message = 'Too many requests. Please try again later.',
  ) {
    super('RATE_LIMITED', message);
  }
}

export interface ErrorBody {
  error: { code: string; message: string; issues?: ErrorIssue[] };
  requestId: string;
}
