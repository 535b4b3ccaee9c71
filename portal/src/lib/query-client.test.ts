import { describe, expect, it } from 'vitest';
import { ApiError, toApiError } from './http.ts';
import { createQueryClient, retryRead } from './query-client.ts';

const failure = (status: number) => new ApiError(status, `HTTP_${status}`, 'x');

describe('read retry policy', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a read once on %i', (status) => {
    expect(retryRead(1, failure(status))).toBe(true);
    expect(retryRead(2, failure(status))).toBe(false);
  });

  it.each([400, 401, 403, 404, 422, 501])('does not retry a read on %i', (status) => {
    expect(retryRead(1, failure(status))).toBe(false);
  });

  it('does not retry errors that are not API errors', () => {
    expect(retryRead(1, new TypeError('boom'))).toBe(false);
  });

  it('never retries writes', () => {
    const client = createQueryClient();
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
    expect(client.getDefaultOptions().queries?.retry).toBe(retryRead);
  });
});

describe('API error reading', () => {
  it('reads the product API error shape', () => {
    const error = toApiError(404, 'Not Found', {
      error: { code: 'NOT_FOUND', message: 'Gruppi ei leitud' },
      requestId: 'r1',
    });
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Gruppi ei leitud', requestId: 'r1' });
  });

  it('reads the better-auth error shape', () => {
    const error = toApiError(401, 'Unauthorized', { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
    expect(error).toMatchObject({ status: 401, code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' });
  });

  it('falls back to the status text when the body is not JSON', () => {
    expect(toApiError(502, 'Bad Gateway', null)).toMatchObject({ status: 502, code: 'HTTP_502', message: 'Bad Gateway' });
  });
});
