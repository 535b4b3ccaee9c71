// Issue 25 item 1: one durable outbox for every consequence of a commit (ADR 024). Each entry has its own
// attempts and next attempt (exponential backoff), a failing entry never delays the others, after the last
// attempt it is dead, reported with its id and counted; delivery is at least once with an idempotency key
// per entry, so a process killed between the send and the mark sends nothing twice to a provider that
// accepts the key (Resend and its stand-in, the dev mailbox).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDueOutbox, getOutboxEntry, logActivity, mailNotice } from '@valik/db/queries';
import { makeStudent, rowsWhere } from '@valik/db/testing';
import { outbox } from '@valik/db/schema';
import type { BackgroundErrorContext, ErrorReporter } from '../src/errors/error-reporter.ts';
import { createResendMailer } from '../src/mail/resend-mailer.ts';
import { queueEmail } from '../src/mail/queue-email.ts';
import { OUTBOX_MAX_ATTEMPTS } from '../src/outbox/backoff.ts';
import { OUTBOX_LEASE_MS } from '../src/outbox/dispatcher.ts';
import { outboxKindNamed } from '../src/outbox/kinds/index.ts';
import { unitOfWork } from '../src/outbox/unit-of-work.ts';
import { deliverPending } from './support/outbox.ts';
import { startResendStandIn } from './support/resend-stand-in.ts';
import { createTestApp, jsonPost, switchableMailer, type TestApp } from './helpers.ts';
import { mailbox } from './accounts/support.ts';

const MINUTE = 60_000;
/** The test's clock: the dispatcher, the backoff and the metrics read it. */
const clock = { now: new Date() };
const at = (ms: number) => {
  clock.now = new Date(clock.now.getTime() + ms);
  return clock.now;
};

const reported: { error: unknown; context: BackgroundErrorContext }[] = [];
const errors: ErrorReporter = {
  dsn: 'https://key@errors.example/1',
  captureException: () => null,
  captureResponse: () => null,
  captureBackground: (error, context) => {
    reported.push({ error, context });
    return 'event';
  },
  flush: async () => true,
};

const { mailer, mail } = switchableMailer();
let t: TestApp;
beforeAll(async () => {
  // the tests play the dispatcher's runs themselves (deliverPending): the database's NOTIFY of an entry written
  // outside a unit of work (the poisoned one) would otherwise wake a run in the background, at any moment
  t = await createTestApp({ listenOutbox: false, services: { mailer, errors, clock: () => clock.now } });
});
afterAll(() => t.close());
const db = () => t.deps.db;

/** A password-changed notice to a new student, written as the use case writes it (its unit of work). */
async function notice(): Promise<string> {
  const { user } = await makeStudent(db(), { language: 'en' });
  await unitOfWork(t.deps, (tx) => queueEmail(tx, { userId: user.id, template: 'passwordChanged', data: (_lang, to) => ({ name: to.firstName, url: 'https://valik.test/x' }) }));
  return user.email;
}

const sentTo = (email: string) => mail.sent.filter((m) => m.to === email).length;

describe('a poisoned entry first in line', () => {
  it('is retried with backoff, then dead and reported, while every notice before and after it is delivered', async () => {
    mail.down = false;
    mail.sent.length = 0;
    const before = await notice();
    // a notice whose sender throws every time (a queued e-mail without its template), first in line now
    const { user } = await makeStudent(db());
    await deliverPending(t.deps, clock.now);
    expect(sentTo(before)).toBe(1);
    await logActivity(db(), { type: 'EMAIL_SENT', userId: user.id, actorUserId: null, metadata: mailNotice('EMAIL') });
    const [poisoned] = await rowsWhere(db(), outbox, { userId: user.id });
    if (!poisoned) throw new Error('no outbox entry');
    expect(poisoned).toMatchObject({ kind: 'MAIL', status: 'PENDING', attempts: 0 });

    const after: string[] = [];
    const waits: number[] = [];
    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt++) {
      after.push(await notice()); // queued behind the poisoned one
      await deliverPending(t.deps, clock.now);
      const row = await getOutboxEntry(db(), { id: poisoned.id });
      expect(row?.attempts).toBe(attempt);
      expect(row?.lastError).toMatch(/without a known template/);
      // every notice queued so far has gone, once
      expect(after.map(sentTo)).toEqual(after.map(() => 1));
      if (attempt < OUTBOX_MAX_ATTEMPTS) {
        expect(row?.status).toBe('PENDING');
        const wait = row!.nextAttemptAt.getTime() - clock.now.getTime();
        waits.push(wait);
        // not tried again before its time
        at(wait - 1000);
        await deliverPending(t.deps, clock.now);
        expect((await getOutboxEntry(db(), { id: poisoned.id }))?.attempts).toBe(attempt);
        at(1000);
      } else {
        expect(row?.status).toBe('DEAD');
      }
    }
    // exponential: each wait three times the one before, 90 s first; the last attempt about a day after the first
    expect(waits).toEqual([1, 3, 9, 27, 81, 243, 729].map((n) => n * 90_000));
    const total = waits.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(20 * 60 * MINUTE);
    expect(total).toBeLessThan(30 * 60 * MINUTE);
    // reported once, with its id and the attempt; and counted
    const mine = reported.filter((r) => r.context.id === String(poisoned.id));
    expect(mine.map((r) => r.context)).toEqual([{ task: 'outbox', id: String(poisoned.id), attempt: OUTBOX_MAX_ATTEMPTS }]);
    const metrics = await t.deps.metrics.render();
    expect(metrics).toMatch(/valik_outbox_dead 1\b/);
    expect(metrics).toMatch(/valik_outbox_attempts_total\{kind="MAIL",outcome="dead"\} 1\b/);
    // dead: never tried again by itself
    await deliverPending(t.deps, at(3 * 24 * 60 * MINUTE));
    expect((await getOutboxEntry(db(), { id: poisoned.id }))?.attempts).toBe(OUTBOX_MAX_ATTEMPTS);
    expect(sentTo(before)).toBe(1);
  });
});

describe('the mailer failing for an hour', () => {
  it('every notice of that hour arrives exactly once after it recovers', async () => {
    mail.sent.length = 0;
    mail.down = true;
    const queued: string[] = [];
    // one notice a minute for 60 minutes; the dispatcher runs every minute (pg-boss), and on each commit
    for (let minute = 0; minute < 60; minute++) {
      queued.push(await notice());
      await deliverPending(t.deps, clock.now);
      at(MINUTE);
    }
    expect(mail.sent).toHaveLength(0);
    mail.down = false;
    // the next hours, a dispatcher run every minute
    for (let minute = 0; minute < 4 * 60; minute++) {
      await deliverPending(t.deps, clock.now);
      at(MINUTE);
    }
    expect(queued.map(sentTo)).toEqual(queued.map(() => 1));
    const figures = await t.deps.metrics.render();
    expect(figures).toMatch(/valik_outbox_pending 0\b/);
  });
});

describe('a process killed between the send and the mark', () => {
  /** What a dispatcher does up to the mark: claims the entry and delivers it, then "dies". */
  async function deliverAndDie(deps: TestApp['deps'], outboxId: number) {
    const claimed = await claimDueOutbox(deps.db, { now: clock.now, leaseMs: OUTBOX_LEASE_MS });
    const entry = claimed.find((e) => e.id === outboxId);
    expect(entry).toBeDefined();
    await outboxKindNamed(entry!.kind)!.deliver(deps, { payload: entry!.payload, entry: entry!, idempotencyKey: entry!.idempotencyKey, now: clock.now });
  }

  it('sends nothing twice through Resend: the entry\'s Idempotency-Key', async () => {
    const resend = await startResendStandIn();
    // the database's NOTIFY does not wake this app's dispatcher: the test plays the dispatchers itself
    const app = await createTestApp({ listenOutbox: false, services: { mailer: createResendMailer('re_test_key', 'Valik <noreply@valik.ee>', { baseUrl: resend.url }), clock: () => clock.now } });
    try {
      const { user } = await makeStudent(app.deps.db, { language: 'ru' });
      await logActivity(app.deps.db, { type: 'EMAIL_SENT', userId: user.id, actorUserId: null, metadata: { ...mailNotice('EMAIL'), template: 'passwordChanged', lang: 'ru', data: { name: 'Мария', url: 'https://valik.test/x' } } });
      const [entry] = await rowsWhere(app.deps.db, outbox, { userId: user.id });
      if (!entry) throw new Error('no outbox entry');
      await deliverAndDie(app.deps, entry.id);
      expect(resend.sent.filter((m) => m.to.includes(user.email))).toHaveLength(1);
      // the lease still runs: nobody else takes it over yet
      await deliverPending(app.deps, at(MINUTE));
      expect(resend.requests).toBe(1);
      // another dispatcher takes it over once the lease ran out, and sends it again with the same key
      await deliverPending(app.deps, at(OUTBOX_LEASE_MS + MINUTE));
      expect((await getOutboxEntry(app.deps.db, { id: entry.id }))?.status).toBe('DELIVERED');
      expect(resend.requests).toBe(2); // sent twice, with one key
      expect(resend.sent.filter((m) => m.to.includes(user.email))).toHaveLength(1);
    } finally {
      await app.close();
      await resend.close();
    }
  });

  it('sends nothing twice to the dev mailbox, which keeps one e-mail per key', async () => {
    const app = await createTestApp({ listenOutbox: false, services: { clock: () => clock.now } });
    try {
      const { user } = await makeStudent(app.deps.db, { language: 'et' });
      await logActivity(app.deps.db, { type: 'EMAIL_SENT', userId: user.id, actorUserId: null, metadata: { ...mailNotice('EMAIL'), template: 'passwordChanged', lang: 'et', data: { name: 'Mari', url: 'https://valik.test/x' } } });
      const [entry] = await rowsWhere(app.deps.db, outbox, { userId: user.id });
      if (!entry) throw new Error('no outbox entry');
      await deliverAndDie(app.deps, entry.id);
      expect(await mailbox(app, user.email)).toHaveLength(1);
      await deliverPending(app.deps, at(OUTBOX_LEASE_MS + MINUTE));
      expect((await getOutboxEntry(app.deps.db, { id: entry.id }))?.status).toBe('DELIVERED');
      expect(await mailbox(app, user.email)).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});

describe('written with the change', () => {
  it('a change that rolls back leaves no entry and sends nothing', async () => {
    mail.down = false;
    mail.sent.length = 0;
    const { user } = await makeStudent(db(), { language: 'et' });
    await expect(
      unitOfWork(t.deps, async (tx) => {
        await queueEmail(tx, { userId: user.id, template: 'passwordChanged', data: (_lang, to) => ({ name: to.firstName, url: 'https://valik.test/x' }) });
        throw new Error('the change failed after its notice was written');
      }),
    ).rejects.toThrow('the change failed');
    await deliverPending(t.deps, clock.now);
    expect(await rowsWhere(db(), outbox, { userId: user.id })).toEqual([]);
    expect(sentTo(user.email)).toBe(0);
  });

  it('the process that committed delivers at once (its unit of work and the write request wake its dispatcher), without the database\'s NOTIFY', async () => {
    const { mailer: quiet, mail: got } = switchableMailer();
    got.down = false;
    const app = await createTestApp({ listenOutbox: false, services: { mailer: quiet } });
    try {
      const email = `outbox-wake-${Date.now()}@example.test`;
      const res = await app.app.request(
        '/api/v1/auth/signup-teacher',
        jsonPost({
          first_name: 'Tiit',
          last_name: 'Tamm',
          email,
          email_confirm: email,
          phone_number: '+372 5555 1234',
          short_description: 'Füüsikaõpetaja.',
          courses: 'Füüsika',
          password: 'Kx7!mR2q-tartu',
          password_confirm: 'Kx7!mR2q-tartu',
          terms: true,
        }),
      );
      expect(res.status).toBe(201);
      await app.deps.tasks.idle(); // the route's own wake-up, nothing else
      expect(got.sent.filter((m) => m.to === email).map((m) => m.template).sort()).toEqual(['teacherApplicationReceived', 'verifyEmail']);
    } finally {
      await app.close();
    }
  });
});
