// The portal's one HTTP client until the typed `hc<AppType>` client (`@valik/api/client`) lands:
// JSON in and out, the session cookie sent along, and every failure turned into an ApiError that
// carries the server's (already localized) message. Retrying is not done here but by TanStack Query
// (see query-client.ts), so the retry rule lives in one place and is never applied twice.

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

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpOptions {
  method?: HttpMethod;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

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

export async function http<T>(path: string, options: HttpOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let body: string | undefined;
  if (options.body !== undefined || method !== 'GET') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body ?? {});
  }

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body, credentials: 'include', signal: options.signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK_ERROR', NETWORK_ERROR_MESSAGE);
  }

  const text = await response.text();
  let parsed: unknown = null;
  if (text) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
  }
  if (!response.ok) throw toApiError(response.status, response.statusText, parsed);
  return parsed as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<HttpOptions, 'method' | 'body'>) => http<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<HttpOptions, 'method' | 'body'>) =>
    http<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<HttpOptions, 'method' | 'body'>) =>
    http<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<HttpOptions, 'method' | 'body'>) =>
    http<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, body?: unknown, options?: Omit<HttpOptions, 'method' | 'body'>) =>
    http<T>(path, { ...options, method: 'DELETE', body }),
};

/** Field errors of a 422 by field name (the API's snake_case path), first message each. */
export function fieldErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(error instanceof ApiError)) return out;
  for (const issue of error.issues) {
    const key = Array.isArray(issue.path) ? issue.path.join('.') : String(issue.path ?? '');
    if (key && !(key in out)) out[key] = issue.message;
  }
  return out;
}
