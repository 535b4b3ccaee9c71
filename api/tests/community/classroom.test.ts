// The Classroom check (issue 14 item 5): Google's own client (@googleapis/classroom, a service account's
// JWT traded at the token endpoint) against the Classroom stand-in; a non-member's address is refused with
// "Join the course in Classroom first: <link>" (et + en); without Classroom the answer says membership
// cannot be checked.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@valik/db/schema';
import { makeCohort, makeParticipant, rowWhere } from '@valik/db/testing';
import { createClassroomStandInAccount } from '../../src/classroom/stand-in.ts';
import { createGoogleClassroom } from '../../src/classroom/google-classroom.ts';
import { accountWithSession, call, createListeningApp, submitForm, type ListeningApp } from './support.ts';

type Checks = { data: { classroom_email: string | null; available: boolean; checks: { cohort_id: number; state: string; reason: string | null; link: string | null; message: string | null }[] } };

let t: ListeningApp;
let unconfigured: ListeningApp;
beforeAll(async () => {
  t = await createListeningApp();
  unconfigured = await createListeningApp({ env: { INTEGRATION_STAND_INS: 'false' } });
});
afterAll(async () => {
  await t.close();
  await unconfigured.close();
});

const LINK = 'https://classroom.google.com/c/NjE0MDg2MTgyMTk0';

async function registered(app: ListeningApp, classroomCourseId: string | null) {
  const cohort = await makeCohort(app.deps.db, { lmsId: classroomCourseId, externalLmsLink: LINK });
  const { user, cookie } = await accountWithSession(app);
  await makeParticipant(app.deps.db, { cohortId: cohort.id, userId: user.id });
  return { cohort, user, cookie };
}

describe('the classroom e-mail and membership', () => {
  it("refuses a non-member's address (spec §5: already joined), telling them to join the course first, with the link, in Estonian and English", async () => {
    const { cohort, cookie, user } = await registered(t, '614086182194');
    // no address yet: nothing to check
    expect((await call<Checks>(t, 'GET', '/api/v1/me/classroom', { cookie })).body.data.checks).toEqual([]);
    type Refused = { error: { code: string; issues: { path: string; message: string }[] } };
    const et = await call<Refused>(t, 'PUT', '/api/v1/me/classroom-email', { body: { email: 'Mari.Maasikas@gmail.com', cohort_id: cohort.id }, cookie, lang: 'et' });
    expect(et.status).toBe(422);
    expect(et.body.error.issues).toEqual([{ path: 'email', message: `Liitu kõigepealt kursusega Classroomis: ${LINK}` }]);
    const en = await call<Refused>(t, 'PUT', '/api/v1/me/classroom-email', { body: { email: 'mari.maasikas@gmail.com' }, cookie, lang: 'en' });
    expect(en.body.error.issues[0]?.message).toBe(`Join the course in Classroom first: ${LINK}`);
    // nothing was saved
    expect((await rowWhere(t.deps.db, users, { id: user.id }))?.classroomEmail).toBeNull();
    // once she has joined, the same address is taken
    await submitForm(t, '/dev/classroom/students', { course_id: '614086182194', email: 'mari.maasikas@gmail.com' });
    const ok = await call<Checks>(t, 'PUT', '/api/v1/me/classroom-email', { body: { email: 'mari.maasikas@gmail.com', cohort_id: cohort.id }, cookie, lang: 'et' });
    expect(ok.status).toBe(200);
    expect(ok.body.data.classroom_email).toBe('mari.maasikas@gmail.com');
    expect(ok.body.data.checks).toEqual([expect.objectContaining({ cohort_id: cohort.id, state: 'JOINED', message: null })]);
  });

  it('says nothing more once the address is a student of the course', async () => {
    const { cohort, cookie } = await registered(t, '700000000001');
    await submitForm(t, '/dev/classroom/students', { course_id: '700000000001', email: 'juhan.joined@gmail.com' });
    const res = await call<Checks>(t, 'PUT', '/api/v1/me/classroom-email', { body: { email: 'juhan.joined@gmail.com' }, cookie });
    expect(res.body.data.checks).toEqual([expect.objectContaining({ cohort_id: cohort.id, state: 'JOINED', message: null })]);
  });

  it('takes only a Gmail address', async () => {
    const { cookie, user } = await registered(t, '700000000002');
    const bad = await call<{ error: { issues: { message: string }[] } }>(t, 'PUT', '/api/v1/me/classroom-email', { body: { email: 'mari@kool.ee' }, cookie, lang: 'et' });
    expect(bad.status).toBe(422);
    expect(bad.body.error.issues[0]?.message).toBe('Classroomi e-posti aadress peab olema Gmaili aadress');
    expect((await rowWhere(t.deps.db, users, { id: user.id }))?.classroomEmail).toBeNull();
  });

  it('cannot check a group whose Classroom course is not set', async () => {
    const { cookie } = await registered(t, null);
    const res = await call<Checks>(t, 'PUT', '/api/v1/me/classroom-email', { body: { email: 'kati@gmail.com' }, cookie });
    expect(res.body.data.checks[0]).toMatchObject({ state: 'CANNOT_CHECK', reason: 'NO_COURSE', message: 'Membership in Classroom cannot be checked for this group yet' });
  });

  it('says membership cannot be checked when Classroom is not configured', async () => {
    const { cookie } = await registered(unconfigured, '614086182194');
    const res = await call<Checks>(unconfigured, 'PUT', '/api/v1/me/classroom-email', { body: { email: 'mari@gmail.com' }, cookie });
    expect(res.body.data.available).toBe(false);
    expect(res.body.data.checks[0]).toMatchObject({ state: 'CANNOT_CHECK', reason: 'NOT_CONFIGURED', message: 'Membership in Classroom cannot be checked: Classroom is not connected' });
    expect((await fetch(`${unconfigured.base}/dev/classroom`)).status).toBe(404);
  });
});

describe('the Google client against the stand-in', () => {
  it('trades a signed service-account JWT for a token, and a key the stand-in does not know gets none', async () => {
    const account = t.deps.standIns.classroom!;
    await submitForm(t, '/dev/classroom/students', { course_id: '700000000009', email: 'linda@gmail.com' });
    const client = createGoogleClassroom({ credentials: account.key, subject: account.subject, rootUrl: `${t.base}/dev/classroom/`, tokenUrl: `${t.base}/dev/classroom/token` });
    expect(await client.isStudent('700000000009', 'linda@gmail.com')).toBe(true);
    expect(await client.isStudent('700000000009', 'someone.else@gmail.com')).toBe(false);
    const stranger = createClassroomStandInAccount();
    const forged = createGoogleClassroom({ credentials: { ...stranger.key, client_email: account.key.client_email }, subject: account.subject, rootUrl: `${t.base}/dev/classroom/`, tokenUrl: `${t.base}/dev/classroom/token` });
    await expect(forged.isStudent('700000000009', 'linda@gmail.com')).rejects.toThrow();
  });
});
