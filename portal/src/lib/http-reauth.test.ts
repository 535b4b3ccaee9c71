// A sensitive change answered 403 REAUTH_REQUIRED opens the re-authentication dialog (the handler) and,
// once the person confirmed, is sent again; cancelled, the error stands (ADR 017).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, setReauthHandler } from './http.ts';

const reauthRequired = () =>
  new Response(JSON.stringify({ error: { code: 'REAUTH_REQUIRED', message: 'Please confirm it is you: enter your password.' } }), {
    status: 403,
    headers: { 'content-type': 'application/json' },
  });
const ok = () => new Response(JSON.stringify({ pending_email: 'uus@example.ee' }), { status: 202, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  setReauthHandler(null);
  vi.unstubAllGlobals();
});

describe('apiFetch and re-authentication', () => {
  it('asks, then sends the same request again', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValueOnce(reauthRequired()).mockResolvedValueOnce(ok());
    vi.stubGlobal('fetch', fetchMock);
    const handler = vi.fn(() => Promise.resolve(true));
    setReauthHandler(handler);
    const res = await apiFetch('/api/v1/me/email', { method: 'POST', body: '{"email":"uus@example.ee"}' });
    expect(res.status).toBe(202);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[1]?.body).toBe('{"email":"uus@example.ee"}');
  });

  it('keeps the error when the person cancels, and without a dialog', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockImplementation(() => Promise.resolve(reauthRequired())));
    setReauthHandler(() => Promise.resolve(false));
    await expect(apiFetch('/api/v1/me', { method: 'DELETE' })).rejects.toMatchObject({ code: 'REAUTH_REQUIRED', status: 403 });
    setReauthHandler(null);
    await expect(apiFetch('/api/v1/me', { method: 'DELETE' })).rejects.toBeInstanceOf(ApiError);
  });
});
