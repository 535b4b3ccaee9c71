// The API's one error shape as the browser apps read it: `{ error: { code, message, issues? }, requestId }`
// (and better-auth's `{ code, message }`) turned into an ApiError that carries the server's message, already
// in the reader's language. The portal's HTTP client throws these; QueryState and the feedback dashboard
// show their message, whichever app fetched.

export interface ApiIssue {
  /** the API sends 'field.sub'; older shapes a list of segments */
  path?: string | (string | number)[];
  message: string;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** HTTP status; 0 when the request never got an answer */
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues: ApiIssue[] = [],
    readonly requestId?: string,
  ) {
    super(message);
  }
}

export const NETWORK_ERROR_MESSAGE = 'Something went wrong. Please try again.';

interface ErrorBody {
  // product API: { error: { code, message, issues? }, requestId }
  error?: { code?: string; message?: string; issues?: ApiIssue[] } | string;
  requestId?: string;
  // better-auth: { code, message }
  code?: string;
  message?: string;
}

/** Reads the two error shapes the server speaks (product API and better-auth) into an ApiError. */
export function toApiError(status: number, statusText: string, body: unknown): ApiError {
  const b = (typeof body === 'object' && body !== null ? body : {}) as ErrorBody;
  if (typeof b.error === 'object' && b.error !== null) {
    return new ApiError(
      status,
      b.error.code ?? `HTTP_${status}`,
      b.error.message ?? statusText,
      b.error.issues ?? [],
      b.requestId,
    );
  }
  const message = b.message ?? (typeof b.error === 'string' ? b.error : undefined) ?? statusText;
  return new ApiError(status, b.code ?? `HTTP_${status}`, message || `HTTP ${status}`, [], b.requestId);
}
