// Backups that restore (issue 27 item 4): a seeded database and its uploaded files (in an S3 bucket: a local
// server speaking S3's protocol, as api/tests/file-storage.test.ts uses) are backed up with the artifact's
// `dist/backup.mjs`, restored with `dist/restore.mjs` into a new database and another bucket, and a server
// started on those finds the same registrations, invoices and files — and the same sessions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { cohortParticipants, invoices } from '@valik/db/schema';
import { rowsWhere } from '@valik/db/testing';
import { startLocalS3, type LocalS3 } from '../support/s3-server.ts';
import { freePort, freshDatabase, openDb, runCommand, startServer, type RunningServer } from './support.ts';

const SECRET = 'backup-suite-auth-secret-of-32-characters';
const DEMO_PASSWORD = 'valik-demo-2026';

let workDir: string;
let s3From: LocalS3;
let s3To: LocalS3;
let from: Awaited<ReturnType<typeof freshDatabase>>;
let to: Awaited<ReturnType<typeof freshDatabase>>;
const servers: RunningServer[] = [];

const s3Env = (s3: LocalS3) => ({ S3_BUCKET: s3.bucket, S3_ENDPOINT: s3.url, S3_REGION: s3.region, S3_ACCESS_KEY_ID: s3.accessKeyId, S3_SECRET_ACCESS_KEY: s3.secretAccessKey });

/** The production configuration of a server (and of the commands, which read the same) on `db` and `s3`. */
const productionEnv = (db: string, s3: LocalS3, port: number) => ({
  NODE_ENV: 'production',
  PORT: String(port),
  PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
  DATABASE_URL: db,
  BETTER_AUTH_SECRET: SECRET,
  TOTP_ENCRYPTION_KEY: 'backup-suite-totp-key-of-32-characters',
  RESEND_API_KEY: 're_backup_not_sent',
  RESEND_API_URL: 'http://127.0.0.1:9/',
  SENTRY_ENVIRONMENT: 'local',
  LOG_LEVEL: 'warn',
  SHUTDOWN_DRAIN_SECONDS: '0',
  ...s3Env(s3),
});

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'valik-backup-'));
  [s3From, s3To, from, to] = await Promise.all([startLocalS3({ bucket: 'valik-live' }), startLocalS3({ bucket: 'valik-restored' }), freshDatabase(), freshDatabase()]);
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.stop()));
  await Promise.all([s3From?.close(), s3To?.close(), from?.drop(), to?.drop()]);
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

const json = async <T>(res: Response) => (await res.json()) as T;
const cookieOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

describe('pnpm db:backup and db:restore', () => {
  it('restore a seeded database and its files into a new database and bucket, where a server finds the same registrations, invoices, files and sessions', async () => {
    // the demo data (registrations, invoices, logins), seeded with the artifact's own seed command
    const seeded = await runCommand('seed', [], { DATABASE_URL: from.url, NODE_ENV: 'development', UPLOADS_DIR: join(workDir, 'seed-uploads') });
    expect(seeded.code, seeded.output).toBe(0);
    const portA = await freePort();
    const live = await startServer(productionEnv(from.url, s3From, portA));
    servers.push(live);

    // a student signs in and uploads an avatar: it goes to the bucket
    const signIn = await fetch(`${live.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: live.url },
      body: JSON.stringify({ email: 'opilane@valik.ee', password: DEMO_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const cookie = cookieOf(signIn);
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#f60' } }).png().toBuffer();
    const avatar = await fetch(`${live.url}/api/v1/me/avatar`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', origin: live.url, cookie },
      body: JSON.stringify({ image: `data:image/png;base64,${png.toString('base64')}` }),
    });
    expect(avatar.status).toBe(200);
    const avatarUrl = (await json<{ avatar: string }>(avatar)).avatar;
    const avatarBytes = Buffer.from(await (await fetch(`${live.url}${avatarUrl}`)).arrayBuffer());
    expect(s3From.objects.size).toBeGreaterThan(0);
    const myRegistrations = await json<unknown>(await fetch(`${live.url}/api/v1/me/registrations`, { headers: { cookie } }));

    // backup, with the servers running
    const backups = join(workDir, 'backups');
    const backedUp = await runCommand('backup', ['--out', backups], productionEnv(from.url, s3From, portA));
    expect(backedUp.code, backedUp.output).toBe(0);
    const [name] = readdirSync(backups);
    expect(backedUp.output).toContain(`uploads   ${s3From.objects.size} files`);

    // restore into the new database and the other bucket; a second restore over it is refused
    const portB = await freePort();
    const restored = await runCommand('restore', [join(backups, name!)], productionEnv(to.url, s3To, portB));
    expect(restored.code, restored.output).toBe(0);
    expect([...s3To.objects.keys()].sort()).toEqual([...s3From.objects.keys()].sort());
    const again = await runCommand('restore', [join(backups, name!)], productionEnv(to.url, s3To, portB));
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/has \d+ tables already: restore into a new, empty database/);

    const copy = await startServer(productionEnv(to.url, s3To, portB));
    servers.push(copy);
    // the same rows
    const [a, b] = [await openDb(from.url, 2), await openDb(to.url, 2)];
    try {
      const registrations = async (h: typeof a) => (await rowsWhere(h.db, cohortParticipants)).map((p) => [p.id, p.userId, p.cohortId, p.status, p.invoiceId]).sort();
      const bills = async (h: typeof a) => (await rowsWhere(h.db, invoices)).map((i) => [i.id, i.invoiceId, i.status, i.amount]).sort();
      expect((await registrations(a)).length).toBeGreaterThan(0);
      expect((await bills(a)).length).toBeGreaterThan(0);
      expect(await registrations(b)).toEqual(await registrations(a));
      expect(await bills(b)).toEqual(await bills(a));
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
    // the same answers: the student's session of the first server is good on the restored one, with the
    // same registrations, and the avatar comes from the restored bucket
    expect(await json<unknown>(await fetch(`${copy.url}/api/v1/me/registrations`, { headers: { cookie } }))).toEqual(myRegistrations);
    const file = await fetch(`${copy.url}${avatarUrl}`);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(avatarBytes)).toBe(true);
  }, 600_000);
});
