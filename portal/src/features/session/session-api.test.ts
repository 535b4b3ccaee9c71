import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensureSession, refreshSessionUser, signIn, verifyFactor, SIGN_IN_ERRORS } from './session-api.ts';
import { createSessionStore } from './session-store.ts';
import type { SessionUser } from './session-user.ts';

const user = { id: 7, email: 'mari@example.ee', role: 'STUDENT', language: 'et' } as SessionUser;

function reply(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('session hydration', () => {
  it('asks the server once for the user of the session cookie and sets the flags', async () => {
    const fetchMock = vi.fn(async (_input: string, _init?: RequestInit) => reply(200, { user }));
    vi.stubGlobal('fetch', fetchMock);
    const store = createSessionStore();
    const [a, b] = await Promise.all([ensureSession(store), ensureSession(store)]);
    expect(a).toEqual(user);
    expect(b).toEqual(user);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toMatchObject(['/api/v1/auth/session', { method: 'POST', credentials: 'include' }]);
    expect(store.getSnapshot()).toMatchObject({ user, fetching: false, fetched: true, invalidate: false, pendingFactors: [] });
    await ensureSession(store);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('treats 401 as signed out without reporting an error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => reply(401, { error: { code: 'UNAUTHENTICATED', message: 'x' } })));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createSessionStore();
    expect(await ensureSession(store)).toBeNull();
    expect(store.getSnapshot()).toMatchObject({ user: null, fetched: true, fetching: false });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('treats { user: null } as signed out too', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => reply(200, { user: null })));
    const store = createSessionStore();
    expect(await ensureSession(store)).toBeNull();
    expect(store.getSnapshot()).toMatchObject({ user: null, fetched: true });
  });

  it('keeps any other failure off the page and the console: it goes to error reporting only', async () => {
    // (the report itself, with the user id only, is asserted in the browser: e2e/tests/portal/error-reports.spec.ts)
    vi.stubGlobal('fetch', vi.fn(async () => reply(500, { error: { code: 'INTERNAL', message: 'x' } })));
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createSessionStore();
    expect(await ensureSession(store)).toBeNull();
    expect(store.getSnapshot()).toMatchObject({ user: null, fetched: true, fetching: false });
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('refreshes a stale user through the hydrate endpoint and clears the invalidate flag', async () => {
    const fresh = { ...user, first_name: 'Mari' };
    const fetchMock = vi.fn(async (_input: string, _init?: RequestInit) => reply(200, { user: fresh }));
    vi.stubGlobal('fetch', fetchMock);
    const store = createSessionStore();
    store.setUser(user);
    expect(await refreshSessionUser(store)).toEqual(fresh);
    expect(store.getSnapshot().user).toEqual(fresh);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/users/7/hydrate');
    expect(store.getSnapshot().invalidate).toBe(false);
  });
});

describe('sign-in', () => {
  it('signs in with better-auth, then stores the product session user', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(reply(200, { user: { id: 'a' } }))
      .mockResolvedValueOnce(reply(200, { user, aal: { current_level: 'aal1', next_level: 'aal1' }, factors: [] }));
    vi.stubGlobal('fetch', fetchMock);
    const store = createSessionStore();
    expect(await signIn('mari@example.ee', 'salasõna12345', store)).toEqual({ kind: 'signed-in', user });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/auth/sign-in/email');
    expect(store.getSnapshot().user).toEqual(user);
  });

  it('stops at the second factor when the user has one (aal1 → aal2), then stores the user after the code', async () => {
    const factor = { id: 'f1', factor_type: 'totp', status: 'verified', friendly_name: 'Telefon', phone: null, created_at: '', updated_at: '' };
    const aal2 = { current_level: 'aal2', next_level: 'aal2' };
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(reply(200, { user: { id: 'a' } }))
      .mockResolvedValueOnce(reply(200, { user: null, aal: { current_level: 'aal1', next_level: 'aal2' }, factors: [factor] }))
      .mockResolvedValueOnce(reply(200, { aal: aal2, user }));
    vi.stubGlobal('fetch', fetchMock);
    const store = createSessionStore();
    expect(await signIn('mari@example.ee', 'salasõna12345', store)).toEqual({ kind: 'second-factor', factors: [factor] });
    expect(store.getSnapshot()).toMatchObject({ user: null, pendingFactors: [factor], aal: { current_level: 'aal1', next_level: 'aal2' } });
    expect(await verifyFactor('f1', 'c1', '123456', store)).toEqual(user);
    expect(fetchMock.mock.calls[2]?.[0]).toBe('/api/v1/auth/factors/f1/verify');
    expect(store.getSnapshot()).toMatchObject({ user, pendingFactors: [], aal: aal2 });
  });

  it('says it found no such account on wrong credentials or an unknown e-mail', async () => {
    for (const code of ['INVALID_CREDENTIALS', 'INVALID_EMAIL_OR_PASSWORD']) {
      vi.stubGlobal('fetch', vi.fn(async () => reply(401, { error: { code, message: 'x' } })));
      await expect(signIn('a@b.ee', 'wrong-password', createSessionStore())).rejects.toThrow(SIGN_IN_ERRORS.invalidCredentials);
    }
  });

  it('tells to reset a password no account can have', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => reply(401, { error: { code: 'PASSWORD_RESET_REQUIRED', message: 'x' } })));
    await expect(signIn('a@b.ee', 'short', createSessionStore())).rejects.toThrow('Invalid password. Please reset your password through the link');
  });

  it('shows the server’s message for other refusals (unconfirmed e-mail, too many attempts)', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => reply(429, { error: { code: 'RATE_LIMITED', message: 'Liiga palju katseid' } })));
    await expect(signIn('a@b.ee', 'long-enough-pw', createSessionStore())).rejects.toThrow('Liiga palju katseid');
  });

  it('shows the server’s message when the session post fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(reply(200, {}))
        .mockResolvedValueOnce(reply(404, { error: { code: 'NOT_FOUND', message: 'Kasutajat ei leitud' } })),
    );
    await expect(signIn('a@b.ee', 'long-enough-pw', createSessionStore())).rejects.toThrow('Kasutajat ei leitud');
  });

  it('falls back to the spec’s Estonian message when the session post gives no message', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValueOnce(reply(200, {}))
        .mockRejectedValueOnce(new TypeError('network down')),
    );
    await expect(signIn('a@b.ee', 'long-enough-pw', createSessionStore())).rejects.toThrow(SIGN_IN_ERRORS.sessionDefault);
  });
});
