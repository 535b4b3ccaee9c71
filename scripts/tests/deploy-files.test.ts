// The Dockerfile and compose.yaml cannot be built on these machines (no Docker engine), so this keeps them
// in step with what CI proves (ADR 026): the same pnpm and Node, the same build and deploy commands as the
// production suites' setup, the same start command, and the configuration the artifact requires.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const read = (path: string) => readFileSync(resolve(root, path), 'utf8');

describe('the Dockerfile', () => {
  const dockerfile = read('Dockerfile');

  it('uses the pnpm of the catalogue and the Node major of the project', () => {
    const catalogPnpm = /^\s+pnpm:\s*([\d.]+)\s*$/m.exec(read('pnpm-workspace.yaml'))?.[1];
    expect(dockerfile).toContain(`ARG PNPM_VERSION=${catalogPnpm}`);
    const nodeMajor = (JSON.parse(read('package.json')) as { devDependencies: { node: string } }).devDependencies.node.split('.')[0];
    expect(dockerfile).toMatch(new RegExp(`^ARG NODE_IMAGE=node:${nodeMajor}-`, 'm'));
  });

  it('builds and deploys the artifact with the commands the production suites run, and starts it with plain node', () => {
    const setup = read('api/tests/production/global-setup.ts');
    expect(setup).toContain("['--filter', '@valik/api', 'deploy', '--prod', dir]");
    expect(dockerfile).toMatch(/^RUN pnpm install --frozen-lockfile$/m);
    expect(dockerfile).toMatch(/^RUN NODE_ENV=production pnpm build$/m);
    expect(dockerfile).toMatch(/^RUN pnpm --filter @valik\/api deploy --prod \/app$/m);
    expect(dockerfile).toMatch(/^CMD \["node", "dist\/main\.mjs"\]$/m);
    // the root build ends with the server bundle (api/build.mjs) that the deploy packs
    expect((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts.build).toContain('--filter @valik/api run build');
    expect((JSON.parse(read('api/package.json')) as { files: string[] }).files).toEqual(['dist']);
  });

  it('runs as an unprivileged user with a health check on /readyz', () => {
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n?.*\/readyz/m);
  });
});

describe('compose.yaml', () => {
  const compose = read('compose.yaml');

  it('runs the Dockerfile\'s image twice behind nginx, on PostgreSQL and an S3 store, migrating first', () => {
    expect(compose).toMatch(/^ {2}app1:\n {4}<<: \*app$/m);
    expect(compose).toMatch(/^ {2}app2:\n {4}<<: \*app$/m);
    expect(compose).toMatch(/^ {2}build: \.$/m);
    expect(compose).toMatch(/image: postgres:15/);
    expect(compose).toMatch(/image: minio\/minio/);
    expect(compose).toMatch(/image: nginx:/);
    expect(compose).toContain('command: ["node", "dist/migrate.mjs"]');
    expect(compose).toContain('condition: service_completed_successfully');
    for (const name of ['DATABASE_URL', 'S3_BUCKET', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'TRUST_PROXY']) expect(compose).toContain(`${name}:`);
  });

  it('leaves every other required production setting to .env, which the example names', () => {
    const example = read('.env.example');
    for (const name of ['PUBLIC_BASE_URL', 'BETTER_AUTH_SECRET', 'TOTP_ENCRYPTION_KEY', 'RESEND_API_KEY', 'SENTRY_DSN', 'METRICS_TOKEN', 'POSTGRES_PASSWORD', 'MINIO_ROOT_PASSWORD']) {
      expect(example).toMatch(new RegExp(`^${name}=`, 'm'));
    }
  });

  it('puts the replicas behind the nginx configuration that appends X-Forwarded-For and keeps /metrics inside', () => {
    const nginx = read('deploy/nginx.conf');
    expect(nginx).toContain('server app1:3000');
    expect(nginx).toContain('server app2:3000');
    expect(nginx).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(nginx).toContain('location = /metrics { return 404; }');
  });
});
