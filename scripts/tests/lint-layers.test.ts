// The layer rules of eslint.config.js hold where they should: `drizzle-orm` only in db/ (ADR 015, issue 15),
// tests included. Lints source text as if it sat at the given path, with the repository's own config.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });
const source = "import { eq } from 'drizzle-orm';\nexport const where = eq;\n";

async function restrictedImports(file: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('drizzle-orm is importable only in db/', () => {
  it.each([
    'api/tests/accounts/probe.test.ts',
    'api/tests/helpers-probe.ts',
    'api/src/accounts/probe.test.ts',
    'api/src/routes/probe.ts',
    'portal/src/probe.ts',
    'e2e/tests/probe.spec.ts',
    'bench/probe.ts',
    'scripts/probe.mjs',
  ])('refuses it in %s', async (file) => {
    const messages = await restrictedImports(file);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/SQL lives in db\//);
  });

  it.each(['db/src/queries/probe.ts', 'db/src/testing/probe.ts', 'db/tests/probe.test.ts'])('allows it in %s', async (file) => {
    expect(await restrictedImports(file)).toEqual([]);
  });
});

/** The messages of `rule` for `code` linted as if it sat at `file`. */
async function messagesOf(rule: string, code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

describe('no app imports another app (ADR 023)', () => {
  it.each([
    ['site/src/probe.ts', '@valik/portal/tokens'],
    ['admin/src/probe.ts', '@valik/portal/feedback-dashboard'],
    ['portal/src/probe.ts', '@valik/admin'],
    ['admin/src/probe.ts', '@valik/api/domain'],
    ['site/src/probe.ts', '@valik/api'],
  ])('refuses it in %s: %s', async (file, specifier) => {
    const messages = await messagesOf('no-restricted-imports', `import { x } from '${specifier}';\nexport const y = x;\n`, file);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/An app imports packages, never another app/);
  });

  it.each([
    ['portal/src/probe.ts', '@valik/api/client'],
    ['admin/src/probe.ts', '@valik/ui/theme'],
    ['site/src/probe.ts', '@valik/domain/contracts'],
  ])('allows the shared packages and the typed client: %s imports %s', async (file, specifier) => {
    expect(await messagesOf('no-restricted-imports', `import { x } from '${specifier}';\nexport const y = x;\n`, file)).toEqual([]);
  });

  it.each([
    ['api/domain/src/probe.ts', '@valik/api/client'],
    ['portal/ui/src/probe.ts', '@valik/portal'],
  ])('keeps the shared packages below the apps and the API: %s may not import %s', async (file, specifier) => {
    const messages = await messagesOf('no-restricted-imports', `import { x } from '${specifier}';\nexport const y = x;\n`, file);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/import none of them/);
  });
});

describe('the shared packages declare what they import', () => {
  it.each([
    ['api/domain/src/probe.ts', 'pino'],
    ['portal/ui/src/probe.ts', '@tanstack/query-core'],
  ])('refuses a library only the package around it has: %s imports %s', async (file, specifier) => {
    const messages = await messagesOf('import-x/no-extraneous-dependencies', `import { x } from '${specifier}';\nexport const y = x;\n`, file);
    expect(messages).toHaveLength(1);
  });

  it.each([
    ['api/domain/src/probe.ts', 'date-fns'],
    ['portal/ui/src/probe.ts', '@mui/material/Box'],
  ])('allows its own: %s imports %s', async (file, specifier) => {
    expect(await messagesOf('import-x/no-extraneous-dependencies', `import { x } from '${specifier}';\nexport const y = x;\n`, file)).toEqual([]);
  });
});

describe('one clock in the API (issue 25 item 4)', () => {
  const reads = 'export const a = new Date();\nexport const b = Date.now();\nexport const c = Date.now;\n';
  it.each(['api/src/routes/probe.ts', 'api/src/jobs/probe.ts', 'api/src/catalog-probe.ts', 'api/src/payments/probe.ts'])('refuses reading the time but through the clock in %s', async (file) => {
    const messages = await messagesOf('no-restricted-syntax', reads, file);
    expect(messages).toHaveLength(3);
    expect(messages[0]).toMatch(/Ask deps\.clock\(\) for the time/);
  });

  it('allows it in the clock itself, and parsing a value anywhere', async () => {
    expect(await messagesOf('no-restricted-syntax', reads, 'api/src/lib/clock.ts')).toEqual([]);
    expect(await messagesOf('no-restricted-syntax', "export const d = new Date('2026-09-01');\nexport const e = new Date(0);\n", 'api/src/routes/probe.ts')).toEqual([]);
  });
});

describe('one unit of work in the API (issue 25 item 3)', () => {
  const opens = 'export const run = (db: { transaction(f: () => void): void }) => db.transaction(() => {});\nexport const deeper = (deps: { db: { transaction(f: () => void): void } }) => deps.db.transaction(() => {});\n';
  it.each(['api/src/routes/probe.ts', 'api/src/registrations/probe.ts', 'api/src/jobs/probe.ts', 'api/src/lib/clock.ts', 'api/src/outbox/probe.ts'])('refuses a transaction opened outside unitOfWork in %s', async (file) => {
    const messages = await messagesOf('no-restricted-syntax', opens, file);
    expect(messages).toHaveLength(2);
    expect(messages[0]).toMatch(/Open the transaction with unitOfWork/);
  });

  it('allows it in the unit of work itself, where the clock rule still holds', async () => {
    expect(await messagesOf('no-restricted-syntax', opens, 'api/src/outbox/unit-of-work.ts')).toEqual([]);
    expect(await messagesOf('no-restricted-syntax', 'export const a = new Date();\n', 'api/src/outbox/unit-of-work.ts')).toHaveLength(1);
  });
});

describe('a route dispatches no consequence (issue 25 item 3)', () => {
  it.each([
    ['api/src/routes/probe/probe.routes.ts', '../../outbox/unit-of-work.ts'],
    ['api/src/routes/manage/probe/probe.routes.ts', '../../../outbox/write.ts'],
    ['api/src/routes/probe/probe.routes.ts', '../../mail/queue-email.ts'],
    ['api/src/routes/probe/probe.routes.ts', '../../mail/send-email.ts'],
  ])('refuses in %s: %s', async (file, specifier) => {
    const messages = await messagesOf('no-restricted-imports', `import { x } from '${specifier}';\nexport const y = x;\n`, file);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/A route calls a use case/);
  });

  it('allows it in a use case', async () => {
    expect(await messagesOf('no-restricted-imports', "import { x } from '../outbox/unit-of-work.ts';\nexport const y = x;\n", 'api/src/registrations/probe.ts')).toEqual([]);
  });
});
