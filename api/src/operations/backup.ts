// Backups that restore (ADR 027): the PostgreSQL database through pg_dump's custom format, and every
// uploaded file from the store the server uses (local disk or the S3 bucket), into one folder with a
// manifest; and back: pg_restore into an empty database, the files into the configured store (which may
// be another one than they came from). `pnpm db:backup` / `pnpm db:restore` (api/src/cli), in the
// artifact `node dist/backup.mjs` / `node dist/restore.mjs`; docs/deploy.md says how to schedule them.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import type { Env } from '../env.ts';
import type { FileStorage } from '../lib/file-storage.ts';
import { CONTENT_TYPES } from '../lib/static-files.ts';

export const BACKUP_FORMAT = 'valik-backup-1';
export const DATABASE_FILE = 'database.dump';
export const UPLOADS_DIR = 'uploads';
export const MANIFEST_FILE = 'manifest.json';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  database: { file: string; bytes: number; sha256: string; pgDump: string };
  uploads: { store: FileStorage['kind']; count: number; bytes: number; files: { key: string; bytes: number; sha256: string }[] };
}

export type BackupDeps = { env: Pick<Env, 'DATABASE_URL'>; storage: FileStorage };

export class BackupError extends Error {
  override name = 'BackupError';
}

/**
 * The connection of DATABASE_URL as libpq's environment (PGHOST, PGPASSWORD, PGSSLMODE …): the password
 * never shows in a process list, and every libpq option of the URL's query reaches pg_dump too.
 */
export function libpqEnvironment(url: string): Record<string, string> {
  const u = new URL(url);
  const env: Record<string, string> = {
    PGHOST: decodeURIComponent(u.hostname.replace(/^\[|\]$/g, '')),
    PGPORT: u.port || '5432',
    PGDATABASE: decodeURIComponent(u.pathname.replace(/^\//, '')) || 'postgres',
  };
  if (u.username) env.PGUSER = decodeURIComponent(u.username);
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  const names: Record<string, string> = { sslmode: 'PGSSLMODE', sslrootcert: 'PGSSLROOTCERT', sslcert: 'PGSSLCERT', sslkey: 'PGSSLKEY', application_name: 'PGAPPNAME', connect_timeout: 'PGCONNECT_TIMEOUT' };
  for (const [name, value] of u.searchParams) if (names[name]) env[names[name]] = value;
  return env;
}

/** Runs a PostgreSQL client tool (pg_dump, pg_restore, psql) on the machine's PATH; its stdout, or a BackupError with its stderr. */
function runTool(tool: string, args: string[], url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env: { ...process.env, ...libpqEnvironment(url) }, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.on('error', (e) =>
      reject(new BackupError(`${tool} could not be started (${e.message}): install the PostgreSQL client tools of your server's major version or newer (Debian: postgresql-client)`)),
    );
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new BackupError(`${tool} failed (exit ${code}): ${err.trim()}`))));
  });
}

const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

function requireServer(env: BackupDeps['env']): string {
  if (!env.DATABASE_URL) {
    throw new BackupError('DATABASE_URL is not set: backups are of a PostgreSQL server (the embedded database is backed up by copying DATA_DIR while the server is stopped)');
  }
  return env.DATABASE_URL;
}

/** Writes a backup into `dir` (made if missing; it must not hold a backup already). */
export async function backup(deps: BackupDeps, options: { dir: string; now: Date }): Promise<BackupManifest> {
  const url = requireServer(deps.env);
  if (existsSync(join(options.dir, MANIFEST_FILE))) throw new BackupError(`${options.dir} holds a backup already`);
  await mkdir(join(options.dir, UPLOADS_DIR), { recursive: true });
  const pgDump = (await runTool('pg_dump', ['--version'], url)).trim();
  // custom format: compressed, restorable table by table, into a database of another name or owner
  await runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${join(options.dir, DATABASE_FILE)}`], url);
  const dump = await readFile(join(options.dir, DATABASE_FILE));
  const files: BackupManifest['uploads']['files'] = [];
  for await (const key of deps.storage.list()) {
    const file = await deps.storage.get(key);
    if (!file) continue; // deleted since it was listed
    const body = new Uint8Array(await new Response(file.body).arrayBuffer());
    const path = join(options.dir, UPLOADS_DIR, ...key.split('/'));
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, body);
    files.push({ key, bytes: body.byteLength, sha256: sha256(body) });
  }
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: options.now.toISOString(),
    database: { file: DATABASE_FILE, bytes: dump.byteLength, sha256: sha256(dump), pgDump },
    uploads: { store: deps.storage.kind, count: files.length, bytes: files.reduce((n, f) => n + f.bytes, 0), files },
  };
  await writeFile(join(options.dir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

export async function readManifest(dir: string): Promise<BackupManifest> {
  const path = join(dir, MANIFEST_FILE);
  if (!existsSync(path)) throw new BackupError(`${dir} is not a backup (no ${MANIFEST_FILE})`);
  const manifest = JSON.parse(await readFile(path, 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) throw new BackupError(`${dir}: unknown backup format ${String(manifest.format)}`);
  return manifest;
}

/**
 * Restores the backup in `dir` into DATABASE_URL, which must be an empty database (a new one: restoring
 * over live data is never what is meant), and its files into the configured store. Every file is checked
 * against the manifest's checksum first, so a damaged backup stops before anything is written.
 */
export async function restore(deps: BackupDeps, options: { dir: string }): Promise<{ manifest: BackupManifest; tables: number; files: number }> {
  const url = requireServer(deps.env);
  const manifest = await readManifest(options.dir);
  const dump = await readFile(join(options.dir, manifest.database.file));
  if (sha256(dump) !== manifest.database.sha256) throw new BackupError(`${manifest.database.file} does not match the manifest's checksum`);
  const files: { key: string; body: Uint8Array }[] = [];
  for (const f of manifest.uploads.files) {
    const body = new Uint8Array(await readFile(join(options.dir, UPLOADS_DIR, ...f.key.split('/'))));
    if (sha256(body) !== f.sha256) throw new BackupError(`${UPLOADS_DIR}/${f.key} does not match the manifest's checksum`);
    files.push({ key: f.key, body });
  }
  const present = Number((await runTool('psql', ['--no-psqlrc', '--tuples-only', '--no-align', '--command', "SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')"], url)).trim());
  if (present > 0) throw new BackupError(`the database of DATABASE_URL has ${present} tables already: restore into a new, empty database`);
  // Everything but the comments on extensions: only an extension's owner (a superuser) may set those, which
  // a managed PostgreSQL's user is not, and they are not data.
  const contents = await runTool('pg_restore', ['--list', join(options.dir, manifest.database.file)], url);
  const listFile = join(options.dir, 'restore.list');
  await writeFile(listFile, contents.split('\n').filter((line) => !/ COMMENT - EXTENSION /.test(line)).join('\n'));
  await runTool(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--use-list=${listFile}`, `--dbname=${libpqEnvironment(url).PGDATABASE}`, join(options.dir, manifest.database.file)],
    url,
  );
  await rm(listFile, { force: true });
  for (const f of files) await deps.storage.put(f.key, f.body, CONTENT_TYPES[extname(f.key).toLowerCase()] ?? 'application/octet-stream');
  const tables = Number((await runTool('psql', ['--no-psqlrc', '--tuples-only', '--no-align', '--command', "SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')"], url)).trim());
  return { manifest, tables, files: files.length };
}

/** The backups in a folder of backups, newest first (their names are their times). */
export async function listBackups(parent: string): Promise<string[]> {
  const names = await readdir(parent).catch(() => [] as string[]);
  return names.filter((n) => existsSync(join(parent, n, MANIFEST_FILE))).sort().reverse();
}

/** A backup's folder name: its UTC time, so names sort as times ('2026-11-29T03-00-00Z'). */
export function backupName(now: Date): string {
  return now.toISOString().replace(/\.\d{3}Z$/, 'Z').replace(/:/g, '-');
}

/** Removes all but the newest `keep` backups of a folder of backups; returns the names removed. */
export async function pruneBackups(parent: string, keep: number): Promise<string[]> {
  const old = (await listBackups(parent)).slice(Math.max(1, keep));
  for (const name of old) await rm(join(parent, name), { recursive: true, force: true });
  return old;
}
