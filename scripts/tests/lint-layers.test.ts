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
