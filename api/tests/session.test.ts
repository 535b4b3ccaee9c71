import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePromotionCode, makeSchool, makeSubscription } from '@valik/db/testing';
import { BASE_URL, api, createTestApp, jsonPost, makeAccount, signIn, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('POST /api/v1/auth/session', () => {
  it('answers { user: null } when nobody is signed in', async () => {
    const res = await t.app.request('/api/v1/auth/session', jsonPost({}));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: null, aal: null, factors: [] });
  });

  it('returns the spec session-user shape with school, promotion code and subscription', async () => {
    const school = await makeSchool(t.deps.db, {
      name: 'Tartu Kesklinna Gümnaasium',
      paymentConditionText: 'Kool maksab kuni kahe kursuse eest.',
      paymentLimitations: { numberOfCourses: 2, inLanguage: ['et'] },
      seatPrice: 8900,
    });
    const student = await makeAccount(t, 'STUDENT', { schoolId: school.id, firstName: 'Laura', lastName: 'Mägi' });
    await makePromotionCode(t.deps.db, { userId: student.id, name: 'LAURA10', redeemedUserIds: [1, 2, 3] });
    await makeSubscription(t.deps.db, {
      userId: student.id,
      type: 'SINGLE_PASS',
      stripeMetadata: { discount: true, pause_collection: { behavior: 'void', resumes_at: 1_800_000_000 } },
    });
    const cookie = await signIn(t, student.email);
    const res = await api(t, { cookie }).auth.session.$post();
    const { user } = await res.json();
    expect(user).toMatchObject({
      id: student.id,
      auth_id: student.authId,
      email: student.email,
      role: 'STUDENT',
      permissions: [],
      first_name: 'Laura',
      last_name: 'Mägi',
      favorite_courses: [],
      course_price: 8900,
      school_id: school.id,
      school_name: 'Tartu Kesklinna Gümnaasium',
      school_payment_text: 'Kool maksab kuni kahe kursuse eest.',
      school_payment_limitations: { numberOfCourses: 2, inLanguage: ['et'] },
      promotion_code: { promotion_code: 'LAURA10', times_redeemed: 3 },
      subscription: {
        type: 'SINGLE_PASS',
        discount: true,
        pause_collection: { behavior: 'void', resumes_at: new Date(1_800_000_000 * 1000).toISOString() },
      },
    });
    expect(user?.exp).toBeGreaterThan(user?.iat ?? Infinity);
  });
});

describe('GET /api/v1/users/{id}/hydrate', () => {
  it('gives a user their own data, an admin anyone, and refuses others', async () => {
    const alice = await makeAccount(t, 'STUDENT');
    const bob = await makeAccount(t, 'STUDENT');
    const admin = await makeAccount(t, 'ADMIN');
    const aliceCookie = await signIn(t, alice.email);

    const own = await api(t, { cookie: aliceCookie }).users[':id'].hydrate.$get({ param: { id: String(alice.id) } });
    expect(own.status).toBe(200);
    expect((await own.json()).user.email).toBe(alice.email);

    const other = await t.app.request(`/api/v1/users/${bob.id}/hydrate`, { headers: { cookie: aliceCookie } });
    expect(other.status).toBe(403);

    const adminCookie = await signIn(t, admin.email);
    const byAdmin = await t.app.request(`/api/v1/users/${bob.id}/hydrate`, { headers: { cookie: adminCookie } });
    expect(byAdmin.status).toBe(200);

    const anonymous = await t.app.request(`/api/v1/users/${alice.id}/hydrate`);
    expect(anonymous.status).toBe(401);
  });

  it('answers 404 "The user could not be found" for a non-numeric or unknown id', async () => {
    const admin = await makeAccount(t, 'ADMIN');
    const cookie = await signIn(t, admin.email);
    for (const id of ['abc', '0', '99999999']) {
      const res = await t.app.request(`/api/v1/users/${id}/hydrate`, { headers: { cookie, 'accept-language': 'en' } });
      expect(res.status, id).toBe(404);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe('The user could not be found');
    }
  });
});

describe('mutating API calls', () => {
  it('refuse another origin and non-JSON bodies', async () => {
    const foreign = await t.app.request('/api/v1/auth/session', jsonPost({}, { origin: 'https://evil.example' }));
    expect(foreign.status).toBe(403);
    const form = await t.app.request('/api/v1/auth/session', {
      method: 'POST',
      headers: { origin: BASE_URL, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'a=1',
    });
    expect(form.status).toBe(415);
    const same = await t.app.request('/api/v1/auth/session', jsonPost({}));
    expect(same.status).toBe(200);
  });
});
