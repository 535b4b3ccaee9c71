// Issue 25 item 2: the console's outbox (ADR 024) — pending, retrying and dead entries with whom they
// concern, attempts, last error and next attempt; "retry now" and "discard", each in the activity log;
// admins only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logActivity, mailNotice } from '@valik/db/queries';
import { activityLog, outbox } from '@valik/db/schema';
import { makeStudent, rowsWhere, rowWhere } from '@valik/db/testing';
import { afterAllRetries, deliverPending } from '../support/outbox.ts';
import { createTestApp, switchableMailer, type TestApp } from '../helpers.ts';
import { getJson, listUrl, sendJson, signedIn, type ErrorJson, type Session } from './manage-helpers.ts';

interface OutboxJson {
  id: number;
  kind: string;
  notice: string | null;
  status: string;
  user_id: number | null;
  user_name: string | null;
  user_email: string | null;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
}

const { mailer, mail } = switchableMailer();
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  // entries written here stay untried until the test delivers them (no NOTIFY wake-up)
  t = await createTestApp({ services: { mailer }, listenOutbox: false });
  admin = await signedIn(t);
});
afterAll(() => t.close());
const db = () => t.deps.db;

/** A queued password notice to a new student; returns the student and its outbox entry's id. */
async function queued(lang: 'et' | 'en' | 'ru' = 'et', poisoned = false) {
  const { user } = await makeStudent(db(), { language: lang, firstName: 'Kati', lastName: `Kask${Date.now()}` });
  const metadata = poisoned
    ? mailNotice('EMAIL')
    : { ...mailNotice('EMAIL'), template: 'passwordChanged', lang, data: { name: 'Kati', url: 'https://valik.test/x' } };
  await logActivity(db(), { type: 'EMAIL_SENT', userId: user.id, actorUserId: null, metadata });
  const [entry] = await rowsWhere(db(), outbox, { userId: user.id });
  if (!entry) throw new Error('no outbox entry');
  return { user, id: entry.id };
}

const list = async (filter: Record<string, unknown> = {}) =>
  getJson<OutboxJson[]>(t, admin, listUrl('outbox', { filter, sort: ['id', 'DESC'], range: [0, 99] }));

describe('the outbox list', () => {
  it('lists pending, retrying and dead entries with who, attempts, last error and next attempt', async () => {
    mail.down = true;
    const retrying = await queued('ru');
    const dead = await queued('et', true);
    await deliverPending(t.deps);
    // the poisoned one fails every attempt until it is dead
    for (let i = 0; i < 8; i++) await deliverPending(t.deps, afterAllRetries(new Date(Date.now() + i * 2 * 24 * 60 * 60_000)));
    const pending = await queued('en');

    const all = await list();
    expect(all.status).toBe(200);
    const byId = new Map(all.body.map((e) => [e.id, e]));
    expect(byId.get(pending.id)).toMatchObject({ kind: 'MAIL', notice: 'EMAIL', status: 'PENDING', attempts: 0, last_error: null, user_email: pending.user.email });
    expect(byId.get(pending.id)?.user_name).toContain('Kati');
    expect(byId.get(retrying.id)).toMatchObject({ status: 'DEAD' }); // the mailer was down through all eight
    expect(byId.get(dead.id)).toMatchObject({ status: 'DEAD', attempts: 8, next_attempt_at: null });
    expect(byId.get(dead.id)?.last_error).toMatch(/without a known template/);

    const onlyDead = await list({ status: 'DEAD' });
    expect(onlyDead.body.every((e) => e.status === 'DEAD')).toBe(true);
    expect(onlyDead.body.map((e) => e.id)).toEqual(expect.arrayContaining([dead.id, retrying.id]));
    expect((await list({ status: 'PENDING' })).body.map((e) => e.id)).toContain(pending.id);
    expect(all.res.headers.get('content-range')).toMatch(/^outbox 0-\d+\/\d+$/);
  });

  it('shows a retrying entry with its next attempt', async () => {
    mail.down = true;
    const entry = await queued('et');
    await deliverPending(t.deps);
    const [row] = (await list({ status: 'RETRYING' })).body.filter((e) => e.id === entry.id);
    expect(row).toMatchObject({ status: 'RETRYING', attempts: 1 });
    expect(new Date(row?.next_attempt_at ?? 0).getTime()).toBeGreaterThan(Date.now());
  });

  it("finds one person's entries among many by words of their name or e-mail, and counts only those", async () => {
    const first = await queued('et');
    const second = await queued('et');
    for (let i = 0; i < 3; i++) await queued('et');
    const byName = await list({ q: `kati ${second.user.lastName.toLowerCase()}` });
    expect(byName.status).toBe(200);
    expect(byName.body.map((e) => e.id)).toContain(second.id);
    expect(byName.body.every((e) => e.user_name === `Kati ${second.user.lastName}`)).toBe(true);
    expect(byName.res.headers.get('content-range')).toBe(`outbox 0-${byName.body.length - 1}/${byName.body.length}`);
    expect(byName.body.length).toBeLessThan(5);
    expect((await list({ q: first.user.email.toUpperCase() })).body.map((e) => e.id)).toEqual([first.id]);
    // LIKE's wildcards are words like any other
    expect((await list({ q: '%' })).body).toEqual([]);
    expect((await list({ q: 'x'.repeat(201) })).status).toBe(400);
  });
});

describe('retry now and discard', () => {
  it('retries a dead entry at once: delivered once the mailer works, and recorded in the activity log', async () => {
    mail.down = true;
    const dead = await queued('ru');
    for (let i = 0; i < 9; i++) await deliverPending(t.deps, afterAllRetries(new Date(Date.now() + i * 2 * 24 * 60 * 60_000)));
    expect((await rowWhere(db(), outbox, { id: dead.id }))?.status).toBe('DEAD');
    mail.down = false;
    mail.sent.length = 0;
    const retried = await sendJson<{ data: { id: number; status: string } }>(t, admin, 'POST', `/api/v1/manage/outbox/${dead.id}/retry`, {});
    expect(retried.status).toBe(200);
    expect(retried.body.data).toEqual({ id: dead.id, status: 'RETRYING' });
    await deliverPending(t.deps);
    expect(mail.sent.filter((m) => m.to === dead.user.email).map((m) => m.lang)).toEqual(['ru']);
    expect((await rowWhere(db(), outbox, { id: dead.id }))?.status).toBe('DELIVERED');
    const logged = await rowsWhere(db(), activityLog, { type: 'OUTBOX_RETRIED', userId: dead.user.id });
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ actorUserId: admin.userId, metadata: { outbox_id: dead.id, kind: 'MAIL', attempts: 8 } });
    // delivered: nothing to retry or discard any more
    const again = await sendJson<ErrorJson>(t, admin, 'POST', `/api/v1/manage/outbox/${dead.id}/retry`, {}, 'en');
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('The outbox entry could not be found, or it is already delivered or discarded');
  });

  it('discards an entry: never delivered, recorded in the activity log; answered in Estonian by default', async () => {
    mail.down = true;
    const entry = await queued('et');
    await deliverPending(t.deps);
    const discarded = await sendJson<{ data: { status: string } }>(t, admin, 'POST', `/api/v1/manage/outbox/${entry.id}/discard`, {});
    expect(discarded.status).toBe(200);
    expect(discarded.body.data.status).toBe('DISCARDED');
    mail.down = false;
    await deliverPending(t.deps, afterAllRetries());
    expect(mail.sent.filter((m) => m.to === entry.user.email)).toHaveLength(0);
    expect((await list()).body.map((e) => e.id)).not.toContain(entry.id);
    expect(await rowsWhere(db(), activityLog, { type: 'OUTBOX_DISCARDED', userId: entry.user.id })).toHaveLength(1);
    const twice = await sendJson<ErrorJson>(t, admin, 'POST', `/api/v1/manage/outbox/${entry.id}/discard`, {});
    expect(twice.status).toBe(404);
    expect(twice.body.error.message).toBe('Saatmisjärjekorra kirjet ei leitud või see on juba saadetud või kõrvale jäetud');
  });

  it('is for admins only', async () => {
    const entry = await queued('et');
    const student = await signedIn(t, 'STUDENT');
    const teacher = await signedIn(t, 'TEACHER');
    for (const who of [student, teacher]) {
      expect((await getJson(t, who, listUrl('outbox'))).status).toBe(403);
      expect((await sendJson(t, who, 'POST', `/api/v1/manage/outbox/${entry.id}/discard`, {})).status).toBe(403);
      expect((await sendJson(t, who, 'POST', `/api/v1/manage/outbox/${entry.id}/retry`, {})).status).toBe(403);
    }
    expect((await getJson(t, null, listUrl('outbox'))).status).toBe(401);
    expect((await rowWhere(db(), outbox, { id: entry.id }))?.status).not.toBe('DISCARDED');
  });
});
