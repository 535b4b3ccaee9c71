import { describe, expect, it, vi } from 'vitest';
import { createAuthProvider, loginUrl } from './auth-provider.ts';

const location = { origin: 'https://valik.test', pathname: '/manage/schools/4/credits', search: '?x=1' };

function providerAnswering(status: number, body: unknown) {
  const fetch = vi.fn(async (url: string | URL | Request) =>
    new Response(String(url).endsWith('/session') ? JSON.stringify(body) : '{}', { status }),
  );
  return { fetch, provider: createAuthProvider({ fetch: fetch as unknown as typeof globalThis.fetch, location }) };
}

const admin = { id: 1, role: 'ADMIN', first_name: 'Ada', last_name: 'Admin', email: 'ada@valik.test' };
const bounce = loginUrl(location.origin, '/manage/schools/4/credits?x=1');

describe('the console auth provider', () => {
  it('lets an admin in and names them', async () => {
    const { provider } = providerAnswering(200, { user: admin });
    await expect(provider.checkAuth({})).resolves.toBeUndefined();
    await expect(provider.getPermissions!({})).resolves.toBe('ADMIN');
    await expect(provider.getIdentity!()).resolves.toMatchObject({ id: 1, fullName: 'Ada Admin' });
  });

  it('sends a signed-in student to the portal login, coming back to the page, without signing them out', async () => {
    const { provider, fetch } = providerAnswering(200, { user: { ...admin, role: 'STUDENT' } });
    await expect(provider.checkAuth({})).rejects.toMatchObject({ redirectTo: bounce, logoutUser: false });
    await expect(provider.logout({})).resolves.toBe(bounce);
    await expect(provider.logout({})).resolves.toBe(bounce); // react-admin may log out twice
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContain('/api/auth/sign-out');
  });

  it('sends a visitor without a session to the portal login', async () => {
    const { provider } = providerAnswering(401, { error: { code: 'UNAUTHENTICATED', message: 'Please sign in' } });
    await expect(provider.checkAuth({})).rejects.toMatchObject({ redirectTo: 'https://valik.test/auth/login?redirect=%2Fmanage%2Fschools%2F4%2Fcredits%3Fx%3D1' });
  });

  it('signs out through better-auth and lands on the login page', async () => {
    const { provider, fetch } = providerAnswering(200, { user: admin });
    await provider.checkAuth({});
    await expect(provider.logout({})).resolves.toBe('https://valik.test/auth/login');
    expect(fetch).toHaveBeenCalledWith('/api/auth/sign-out', expect.objectContaining({ method: 'POST' }));
  });

  it('leaves on a 401 or 403 from the API and ignores other errors', async () => {
    const { provider } = providerAnswering(200, { user: admin });
    await expect(provider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: bounce });
    await expect(provider.checkError({ status: 403 })).rejects.toMatchObject({ redirectTo: bounce });
    await expect(provider.checkError({ status: 404 })).resolves.toBeUndefined();
  });

  it('asks the server once for several checks in a row', async () => {
    const { provider, fetch } = providerAnswering(200, { user: admin });
    await Promise.all([provider.checkAuth({}), provider.checkAuth({}), provider.getPermissions!({})]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
