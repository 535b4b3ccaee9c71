// N replicas behind a real load balancer (issue 27, ADR 026/027): three servers started from the deployed
// artifact (`node dist/main.mjs`, NODE_ENV=production) on one fresh PostgreSQL database, Debian's nginx in
// front round-robin. A session made on one works on the others; a rush for 20 seats spread over the
// replicas registers exactly 20; a registration changes the cached page on every replica within a second;
// each periodic job runs once per period across the replicas; a replica killed mid-rush loses nothing
// committed, nothing happens twice, and the other two carry on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cohortParticipants, users, waitlistEntries } from '@valik/db/schema';
import type { DbHandle } from '@valik/db/client';
import { cronOccurrences, daysFromNow, jobsPerMinute, liveParticipantsWhere, makeCohort, makeCourse, makeInvoice, makeParticipant, makeSession, makeStudent, makeWaitlistEntry, rowWhere, rowsWhere } from '@valik/db/testing';
import {
  freePort,
  freshDatabase,
  metricValue,
  openDb,
  sessionCookie,
  startNginx,
  startResendStandIn,
  startServer,
  until,
  type RunningServer,
} from './support.ts';

const SECRET = `replicas-auth-secret-${randomBytes(12).toString('hex')}`;
const METRICS_TOKEN = 'replicas-metrics-token-0123456789';
const STRONG = 'Kx7!mR2q-tallinn';

let database: Awaited<ReturnType<typeof freshDatabase>>;
let resend: Awaited<ReturnType<typeof startResendStandIn>>;
let replicas: RunningServer[] = [];
let nginx: Awaited<ReturnType<typeof startNginx>>;
let handle: DbHandle;
let dataDir: string;
let startedAt: number;

beforeAll(async () => {
  database = await freshDatabase();
  resend = await startResendStandIn();
  dataDir = mkdtempSync(join(tmpdir(), 'valik-replicas-'));
  const ports = await Promise.all([freePort(), freePort(), freePort()]);
  const balancerPort = await freePort();
  const publicUrl = `http://127.0.0.1:${balancerPort}`;
  startedAt = Date.now();
  // all three at once, as an orchestrator starts them: one migrates under the migration lock, the others wait
  replicas = await Promise.all(
    ports.map((port, i) =>
      startServer({
        NODE_ENV: 'production',
        PORT: String(port),
        PUBLIC_BASE_URL: publicUrl,
        DATABASE_URL: database.url,
        DATABASE_POOL_SIZE: '10',
        BETTER_AUTH_SECRET: SECRET,
        TOTP_ENCRYPTION_KEY: `replicas-totp-key-${'k'.repeat(24)}`,
        RESEND_API_KEY: 're_replicas_test',
        RESEND_API_URL: resend.url,
        SENTRY_ENVIRONMENT: 'local',
        // one machine's disk stands in for the bucket here (the backup suite runs on S3)
        ALLOW_LOCAL_UPLOADS: 'true',
        DATA_DIR: join(dataDir, `replica-${i}`),
        // a CDN in front of nginx: two proxies of ours
        TRUST_PROXY: '2',
        METRICS_TOKEN,
        // every periodic job every minute (pg-boss's finest period), so the suite sees periods pass
        JOBS_SWEEP_CRON: '* * * * *',
        JOBS_LMS_SYNC_CRON: '* * * * *',
        SHUTDOWN_DRAIN_SECONDS: '0',
        LOG_LEVEL: 'warn',
      }),
    ),
  );
  // the replicas know the load balancer's address as theirs (links, the Origin every form must have)
  nginx = await startNginx(ports, balancerPort);
  handle = await openDb(database.url, 10);
}, 420_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(replicas.map((r) => r.stop()));
  await handle?.close();
  await resend?.close();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

const post = (base: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: nginx.url, ...headers }, body: JSON.stringify(body) });

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => c && !c.endsWith('='))
    .join('; ');

async function registerableCohort(size: number) {
  const course = await makeCourse(handle.db, { status: 'APPROVED' });
  const cohort = await makeCohort(handle.db, { courseId: course.id, size, status: 'REGISTRATION_OPEN', startDate: daysFromNow(30), endDate: daysFromNow(90) });
  return { course, cohort };
}

/** `n` students, each signed in (a session made in the database, its cookie signed with the replicas' secret). */
async function signedInStudents(n: number) {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const { user } = await makeStudent(handle.db);
      const { token } = await makeSession(handle.db, { user });
      return { user, cookie: await sessionCookie(token, SECRET), address: `198.51.${100 + Math.floor(i / 250)}.${(i % 250) + 1}` };
    }),
  );
}

const register = (student: { cookie: string; address: string }, cohortId: number) =>
  post(nginx.url, `/api/v1/cohorts/${cohortId}/registrations`, { payer: 'STUDENT' }, { cookie: student.cookie, 'x-forwarded-for': student.address });

describe('three replicas behind nginx', () => {
  it('a session made on one replica works on the others', async () => {
    const email = `replica-${randomBytes(4).toString('hex')}@example.test`;
    const signup = await post(replicas[0]!.url, '/api/v1/auth/signup', { first_name: 'Mari', last_name: 'Maasikas', email, email_confirm: email, password: STRONG, password_confirm: STRONG, terms: true });
    expect(signup.status).toBe(201);
    // the confirmation link went out through Resend's API; it is opened on the second replica and signs in there
    const mail = await until(async () => resend.sent.find((m) => m.to.includes(email)), Boolean, 30_000);
    const link = new URL(/https?:\/\/\S+/.exec((mail as unknown as { text: string }).text)?.[0] ?? '');
    const confirmed = await fetch(`${replicas[1]!.url}${link.pathname}${link.search}`, { redirect: 'manual' });
    const cookie = cookieOf(confirmed);
    expect(cookie).toContain('__Secure-valik.session_token=');
    for (const replica of replicas) {
      const me = await fetch(`${replica.url}/api/v1/me`, { headers: { cookie } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { email: string }).email).toBe(email);
    }
    // and a password sign-in on the third is good on the first
    const signIn = await post(replicas[2]!.url, '/api/auth/sign-in/email', { email, password: STRONG });
    expect(signIn.status).toBe(200);
    expect((await fetch(`${replicas[0]!.url}/api/v1/me`, { headers: { cookie: cookieOf(signIn) } })).status).toBe(200);
    // the client address is the one the CDN saw (two trusted hops), wherever the session was made
    const session = await fetch(`${nginx.url}/api/v1/me/sessions`, { headers: { cookie, 'x-forwarded-for': '6.6.6.6, 203.0.113.9' } });
    expect(session.status).toBe(200);
  });

  it('300 registrations for 20 seats spread over the replicas: exactly 20 registered, the rest waitlisted', async () => {
    const { cohort } = await registerableCohort(20);
    const students = await signedInStudents(300);
    const answers = await Promise.all(students.map(async (s) => {
      const res = await register(s, cohort.id);
      return { status: res.status, upstream: res.headers.get('x-upstream') ?? '' };
    }));
    const count = (status: number) => answers.filter((a) => a.status === status).length;
    expect({ registered: count(201), waitlisted: count(202), other: answers.filter((a) => a.status !== 201 && a.status !== 202).map((a) => a.status) }).toEqual({ registered: 20, waitlisted: 280, other: [] });
    // every replica took part
    for (const replica of replicas) expect(answers.filter((a) => a.upstream === `127.0.0.1:${replica.port}`).length).toBeGreaterThan(30);
    expect(await liveParticipantsWhere(handle.db, { cohortId: cohort.id })).toHaveLength(20);
    expect(await rowsWhere(handle.db, waitlistEntries, { cohortId: cohort.id, status: 'WAITING' })).toHaveLength(280);
  }, 120_000);

  it('a registration changes the cached course page on every replica within a second', async () => {
    const { course, cohort } = await registerableCohort(12);
    const seatsOn = async (replica: RunningServer) => {
      const res = await fetch(`${replica.url}/courses/${course.slug}`);
      expect(res.status).toBe(200);
      return { cache: res.headers.get('x-page-cache'), seats: Number(/data-cohort-seats[^>]*>(\d+)</.exec(await res.text())?.[1]) };
    };
    // kept rendered on every replica: asked until it is a hit (the new course's and cohort's own change
    // notices may still be on their way and drop a page rendered before them)
    for (const replica of replicas) {
      expect(await until(() => seatsOn(replica), (page) => page.cache === 'hit', 30_000, 100)).toEqual({ cache: 'hit', seats: 12 });
    }
    const [student] = await signedInStudents(1);
    const answered = await register(student!, cohort.id);
    expect(answered.status).toBe(201);
    const at = Date.now();
    const delays = await Promise.all(
      replicas.map(async (replica) => {
        const seen = await until(() => seatsOn(replica), (page) => page.seats === 11, 5_000, 25);
        expect(seen.seats).toBe(11);
        return Date.now() - at;
      }),
    );
    for (const ms of delays) expect(ms).toBeLessThan(1000);
  });

  it('a replica killed in the middle of a rush loses no committed registration, answers nothing twice, and the other two carry on', async () => {
    const { cohort } = await registerableCohort(20);
    const students = await signedInStudents(150);
    const answers: { user: number; status: number; body: unknown; upstream: string; after: boolean }[] = [];
    let killed = false;
    const victim = replicas[2]!;
    const survivors = [`127.0.0.1:${replicas[0]!.port}`, `127.0.0.1:${replicas[1]!.port}`];
    // 15 at a time, so the rush is still going when the replica dies
    const queue = [...students];
    const worker = async () => {
      for (let s = queue.shift(); s; s = queue.shift()) {
        const after = killed;
        const res = await register(s, cohort.id);
        answers.push({ user: s.user.id, status: res.status, body: await res.json().catch(() => null), upstream: res.headers.get('x-upstream') ?? '', after });
        if (!killed && answers.length >= 40) {
          killed = true;
          victim.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: 15 }, worker));
    await victim.exited;

    // nothing answered as committed is missing; nothing is there twice
    const live = await liveParticipantsWhere(handle.db, { cohortId: cohort.id });
    const waiting = await rowsWhere(handle.db, waitlistEntries, { cohortId: cohort.id });
    for (const a of answers.filter((x) => x.status === 201)) {
      const id = (a.body as { data: { registration: { id: number } } }).data.registration.id;
      expect(live.map((p) => p.id)).toContain(id);
    }
    for (const a of answers.filter((x) => x.status === 202)) expect(waiting.map((w) => w.userId)).toContain(a.user);
    expect(live).toHaveLength(20);
    const places = [...live.map((p) => p.userId), ...waiting.map((w) => w.userId)];
    expect(new Set(places).size).toBe(places.length);
    // the only failures are the requests that were on the killed replica when it died (nginx never re-sends
    // a POST it had passed on: the student sees an error and may try again)
    const failed = answers.filter((a) => a.status !== 201 && a.status !== 202);
    expect(failed.every((a) => a.status === 502 || a.status === 504)).toBe(true);
    expect(failed.length).toBeLessThanOrEqual(15);
    // the ones that failed try again: each ends registered, waitlisted or "already there", never twice
    for (const a of failed) {
      const s = students.find((x) => x.user.id === a.user)!;
      expect([201, 202, 409]).toContain((await register(s, cohort.id)).status);
    }
    const everyone = new Set([...(await liveParticipantsWhere(handle.db, { cohortId: cohort.id })).map((p) => p.userId), ...(await rowsWhere(handle.db, waitlistEntries, { cohortId: cohort.id })).map((w) => w.userId)]);
    expect(everyone.size).toBe(150);
    expect(await liveParticipantsWhere(handle.db, { cohortId: cohort.id })).toHaveLength(20);
    // the other two carried on: what was sent once the replica was dead was answered by them
    const later = answers.filter((a) => a.after);
    expect(later.length).toBeGreaterThan(50);
    expect(later.filter((a) => a.status === 201 || a.status === 202).length).toBeGreaterThanOrEqual(later.length - 15);
    for (const a of later.filter((x) => x.status === 201 || x.status === 202)) expect(survivors).toContain(a.upstream.split(', ').at(-1));
    for (const replica of replicas.slice(0, 2)) expect((await fetch(`${replica.url}/readyz`)).status).toBe(200);
  }, 120_000);

  it('each periodic job runs once per period across the replicas, and its work is done once', async () => {
    // work for the sweep: an unpaid payer change a week old (access closes), a lapsed offer (the next in line is offered)
    const { cohort } = await registerableCohort(1);
    const unpaid = await makeInvoice(handle.db, { status: 'UNPAID' });
    const closing = await makeParticipant(handle.db, { cohortId: cohort.id, defaultPayer: 'STUDENT', invoiceId: unpaid.id, accessClosesAt: new Date(Date.now() - 60_000) });
    // one seat registered, one held by the offer that lapsed: the lapse frees a seat for the next in line
    const { cohort: full } = await registerableCohort(2);
    await makeParticipant(handle.db, { cohortId: full.id });
    const lapsed = await makeWaitlistEntry(handle.db, { cohortId: full.id, status: 'OFFERED', offeredAt: daysFromNow(-3), offerExpiresAt: new Date(Date.now() - 60_000), joinedAt: daysFromNow(-4) });
    const next = await makeWaitlistEntry(handle.db, { cohortId: full.id, joinedAt: daysFromNow(-2) });
    const arranged = Date.now();

    const scrape = async () =>
      Promise.all(
        replicas.slice(0, 2).map(async (r) => (await fetch(`${r.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text()),
      );
    const runs = (texts: string[], job: string) => texts.reduce((n, t) => n + metricValue(t, `valik_job_runs_total{job="${job}",outcome="ok"}`), 0);
    const jobs = ['student-journey-sweep', 'lms-progress-sync'];
    // two periods seen, and a sweep after the work above was arranged: pg-boss's rows (the killed replica's
    // runs are there too; its counters died with it)
    const perMinute = async () => Promise.all(jobs.map((job) => jobsPerMinute(handle.db, job)));
    const seen = await until(
      perMinute,
      (all) => all.every((rows) => rows.filter((r) => r.completed > 0).length >= 2) && all[0]!.some((r) => (r.lastCompletedAt?.getTime() ?? 0) > arranged),
      180_000,
      1000,
    );
    const texts = await scrape();
    // each live replica reports its own pool, as PostgreSQL sees its connections
    for (const text of texts) {
      expect(metricValue(text, 'valik_db_pool_max')).toBe(10);
      expect(metricValue(text, 'valik_db_pool_connections{state="active"}') + metricValue(text, 'valik_db_pool_connections{state="idle"}')).toBeGreaterThan(0);
    }
    const minutes = Math.floor((Date.now() - startedAt) / 60_000) + 2;
    for (const [i, job] of jobs.entries()) {
      const rows = seen[i]!;
      expect(rows.filter((r) => r.completed > 0).length).toBeGreaterThanOrEqual(2);
      expect(rows.length).toBeLessThanOrEqual(minutes);
      // one job an occurrence, whichever replica's cron pass filed it and whichever replica's worker sent and ran
      // it: each minute filed once, a job for each (not one per creation minute: under a CPU hog a late forward
      // created the 03:37 occurrence's job in the minute of the next one, 2026-11-30)
      const occurrences = await cronOccurrences(handle.db, job);
      expect(occurrences.forwards, `${job}: occurrences filed`).toBe(occurrences.slots);
      expect(occurrences.jobs, `${job}: jobs made`).toBeLessThanOrEqual(occurrences.forwards);
      for (const row of rows) expect(row.jobs).toBeLessThanOrEqual(2);
      // once per period, not once per replica: what the live replicas counted never exceeds the jobs done
      expect(runs(texts, job)).toBeLessThanOrEqual(rows.reduce((n, r) => n + r.completed, 0) + 1);
    }

    // the sweep's work, done once: access closed, the lapsed offer expired, the next one offered and told once
    expect((await rowWhere(handle.db, cohortParticipants, { id: closing.id }))?.status).toBe('CANCELED');
    expect((await rowWhere(handle.db, waitlistEntries, { id: lapsed.id }))?.status).toBe('EXPIRED');
    expect((await rowWhere(handle.db, waitlistEntries, { id: next.id }))?.status).toBe('OFFERED');
    const nextEmail = (await rowWhere(handle.db, users, { id: next.userId }))?.email ?? '';
    const offers = await until(
      async () => resend.sent.filter((m) => m.to.includes(nextEmail) && m.tags?.some((t) => t.value === 'waitlistOffer')),
      (found) => found.length > 0,
      30_000,
    );
    expect(offers).toHaveLength(1);
    // no e-mail of the whole suite went twice (one notice, one e-mail, whichever replica or sweep sent it)
    const keys = resend.sent.map((m) => `${m.to.join(',')}|${m.subject}`);
    expect(keys.length - new Set(keys).size).toBe(0);
  }, 240_000);
});
