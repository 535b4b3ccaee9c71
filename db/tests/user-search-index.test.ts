import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, makeUser, type TestDb } from '../src/testing/index.ts';

// The console's user search is ILIKE '%…%' over the full name and the e-mail (queries/manage/users.ts);
// only a trigram index serves a pattern with a leading wildcard. Checked on PGlite (pg_trgm loaded as an
// extension) and on the PostgreSQL server alike.
let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t.close());

const plan = async (where: string) => {
  // a small table is scanned anyway; with sequential scans off the planner shows whether an index fits
  const rows = await t.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    return tx.execute(sql.raw(`EXPLAIN SELECT id FROM users WHERE ${where}`));
  });
  const list = Array.isArray(rows) ? rows : (rows as { rows: unknown[] }).rows;
  return (list as Record<string, string>[]).map((r) => r['QUERY PLAN']).join('\n');
};

describe('user search indexes', () => {
  it('answers a substring search on the full name and the e-mail from trigram indexes', async () => {
    await makeUser(t.db, { firstName: 'Mari', lastName: 'Maasikas', email: 'mari.maasikas@example.test' });
    const name = await plan(`("users"."first_name" || ' ' || "users"."last_name") ILIKE '%ri maa%'`);
    expect(name).toContain('users_full_name_trgm_idx');
    const email = await plan(`"users"."email" ILIKE '%maasikas@%'`);
    expect(email).toContain('users_email_trgm_idx');
  });
});
