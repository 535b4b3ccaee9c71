// What the production suites run: the deployed artifact started with plain `node dist/main.mjs` (the
// Dockerfile's command), each on a fresh database of the PostgreSQL server, Debian's nginx in front, and
// local servers speaking Resend's and S3's protocols.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { inject } from 'vitest';
import { createDb, type DbHandle } from '@valik/db/client';
import { testDatabaseUrl } from '@valik/db/testing';

export const artifactDir = (): string => inject('artifactDir');

export function freePort(): Promise<number> {
  return new Promise((resolvePort, fail) => {
    const probe = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolvePort(port));
    });
    probe.on('error', fail);
  });
}

export const until = async <T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs: number, everyMs = 100): Promise<T> => {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > end) return value;
    await new Promise((r) => setTimeout(r, everyMs));
  }
};

/** A new, empty database on the PostgreSQL server of TEST_DATABASE_URL, dropped by drop(). */
export async function freshDatabase(): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  if (!testDatabaseUrl) throw new Error('the production suites need TEST_DATABASE_URL (a PostgreSQL server)');
  const name = `valik_prod_${randomBytes(5).toString('hex')}`;
  const admin = postgres(testDatabaseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = Object.assign(new URL(testDatabaseUrl), { pathname: `/${name}` }).toString();
  return {
    url,
    name,
    async drop() {
      const again = postgres(testDatabaseUrl!, { max: 1, onnotice: () => {} });
      await again.unsafe(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await again.end();
    },
  };
}

/** A Drizzle handle on a database the servers use (the test arranges and reads rows through it). */
export const openDb = (url: string, max = 10): Promise<DbHandle> => createDb({ url, max });

export interface RunningServer {
  port: number;
  url: string;
  child: ChildProcess;
  /** what it printed (stdout and stderr), for diagnostics and checks */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Runs one of the artifact's commands (`node dist/<name>.mjs`) with only the given environment; its output and exit code. */
export function runCommand(name: string, args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolveRun) => {
    const child = spawn(process.execPath, [join(artifactDir(), 'dist', `${name}.mjs`), ...args], {
      cwd: artifactDir(),
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('close', (code) => resolveRun({ code, output }));
  });
}

/**
 * Starts `node dist/main.mjs` of the artifact with only the given environment (nothing of the test
 * process leaks in), and waits until /readyz answers 200 (or the process ends, or `timeoutMs` passes).
 */
export async function startServer(env: Record<string, string>, options: { timeoutMs?: number; waitReady?: boolean } = {}): Promise<RunningServer> {
  const port = Number(env.PORT);
  const child = spawn(process.execPath, [join(artifactDir(), 'dist/main.mjs')], {
    cwd: artifactDir(),
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((r) => child.once('exit', (code, signal) => r({ code, signal })));
  let ended = false;
  void exited.then(() => (ended = true));
  const server: RunningServer = {
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    async stop(signal = 'SIGTERM') {
      if (ended) return;
      child.kill(signal);
      await exited;
    },
  };
  if (options.waitReady === false) return server;
  const ready = await until(
    () => (ended ? Promise.resolve('ended') : fetch(`${server.url}/readyz`).then((r) => (r.ok ? 'ready' : 'not yet'), () => 'not yet')),
    (state) => state !== 'not yet',
    options.timeoutMs ?? 300_000,
    200,
  );
  if (ready !== 'ready') {
    await server.stop('SIGKILL');
    throw new Error(`the server on :${port} did not become ready (${ready}):\n${output.slice(-4000)}`);
  }
  return server;
}

/**
 * Debian's nginx (`apt-get install nginx`; scripts/run.mjs installs it for `npm test`) as the load balancer:
 * round-robin over the replicas, keep-alive to them, X-Forwarded-For appended as every proxy of ours does,
 * and the replica that answered in X-Upstream (a test header; the deployment's nginx.conf has none).
 */
export async function startNginx(upstreamPorts: number[], listenPort?: number): Promise<{ port: number; url: string; stop(): Promise<void> }> {
  const port = listenPort ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'valik-nginx-'));
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, sub), { recursive: true, mode: 0o777 });
  writeFileSync(
    join(dir, 'nginx.conf'),
    `worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream valik {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 10m;
    location / {
      proxy_pass http://valik;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 60s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`,
  );
  const nginx = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
  const child = spawn(nginx, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const url = `http://127.0.0.1:${port}`;
  const up = await until(() => fetch(`${url}/healthz`).then(() => true, () => false), (ok) => ok, 30_000);
  if (!up) throw new Error(`nginx did not start: ${stderr}`);
  return {
    port,
    url,
    async stop() {
      child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The local Resend stand-in (it honours Idempotency-Key as Resend does). */
export { startResendStandIn } from '../support/resend-stand-in.ts';

/** better-auth's session cookie for a token: the value signed as better-call signs cookies (HMAC-SHA256, base64). */
export async function sessionCookie(token: string, secret: string, production = true): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const signature = Buffer.from(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(token))).toString('base64');
  return `${production ? '__Secure-' : ''}valik.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/** The value of one series in Prometheus' text format, or 0 when absent. */
export function metricValue(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}
