import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teacherApplications } from '@valik/db/schema';
import { makeUser } from '@valik/db/testing';
import { createTestApp, type TestApp } from '../helpers.ts';
import { signedIn, type Session } from './manage-helpers.ts';

// Issue 5 §8: every console list exports as CSV with its current filters; the teacher applications
// list has its own routes (the decisions send e-mail), so its export is checked here.
let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t);
  for (const [firstName, status] of [['Anu', 'PENDING'], ['Peeter', 'PENDING'], ['Rein', 'REJECTED']] as const) {
    const user = await makeUser(t.deps.db, { firstName });
    await t.deps.db.insert(teacherApplications).values({
      userId: user.id,
      firstName,
      lastName: 'Õpetaja',
      email: user.email,
      phoneNumber: '+37255512345',
      shortDescription: '=cmd, with a comma',
      courses: 'Robootika',
      status,
    });
  }
});
afterAll(async () => t.close());

const exportOf = (filter: unknown, cookie: string | null = admin.cookie) =>
  t.app.request(`/api/v1/manage/teacher_applications/export?filter=${encodeURIComponent(JSON.stringify(filter))}&sort=${encodeURIComponent('["last_name","ASC"]')}`, {
    headers: cookie ? { cookie } : {},
  });

describe('teacher applications CSV export', () => {
  it('exports the filtered list with a header row, spreadsheet-safe cells', async () => {
    const res = await exportOf({ status: 'PENDING' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="teacher_applications-/);
    const lines = (await res.text()).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('id,first_name,last_name,email,phone_number,courses,short_description,status,decided_at,created_at');
    expect(lines).toHaveLength(1 + 2);
    expect(lines.slice(1).every((line) => line.includes(',PENDING,'))).toBe(true);
    expect(lines[1]).toContain(`"'=cmd, with a comma"`);
  });

  it('is for admins only', async () => {
    const teacher = await signedIn(t, 'TEACHER');
    expect((await exportOf({}, teacher.cookie)).status).toBe(403);
    expect((await exportOf({}, null)).status).toBe(401);
  });
});
