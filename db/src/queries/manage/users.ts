// Users of the admin console: the list (tabs All / Schools / Users are a role filter), one user with
// their school links, and the profile update that rewrites those links.
import { and, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db-type.ts';
import { schoolReps, schools, students, teachers, users } from '../../schema/index.ts';
import type { UiLanguage, User, UserRole } from '../../schema/index.ts';
import { likePattern, outer } from '../_shared.ts';
import { orderOf, type ListPage, type ListParams } from './_list.ts';

export interface ManageUserFilter {
  ids?: number[] | undefined;
  /** search in name and e-mail */
  q?: string | undefined;
  roles?: UserRole[] | undefined;
  /** users linked to this school as rep, student or teacher */
  schoolId?: number | undefined;
}
export type ManageUserSortField = 'id' | 'firstName' | 'lastName' | 'email' | 'role' | 'createdAt';

export type ManageUserListRow = Pick<
  User,
  'id' | 'firstName' | 'lastName' | 'email' | 'role' | 'phoneNumber' | 'avatar' | 'createdAt' | 'updatedAt'
> & {
  /** names of the schools the user is linked to (rep, student, teacher) */
  schoolNames: string[];
  /** registrations that are not CANCELED */
  registrationCount: number;
};

const schoolNamesSql = sql<string[]>`(
  SELECT coalesce(array_agg(DISTINCT s.name ORDER BY s.name), '{}') FROM ${schools} s
  WHERE s.id IN (
    SELECT r.school_id FROM ${schoolReps} r WHERE r.user_id = ${outer(users.id)}
    UNION SELECT st.school_id FROM ${students} st WHERE st.user_id = ${outer(users.id)}
    UNION SELECT te.school_id FROM ${teachers} te WHERE te.user_id = ${outer(users.id)}
  )
)`;

const registrationCountSql = sql<number>`(
  SELECT count(*)::int FROM cohort_participants cp
  WHERE cp.user_id = ${outer(users.id)} AND cp.status <> 'CANCELED'
)`.mapWith(Number);

function whereOf(filter: ManageUserFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.ids) conditions.push(inArray(users.id, filter.ids.length ? filter.ids : [-1]));
  // deleted accounts stay only as pseudonymous anchors: listed no more (still found by id)
  else conditions.push(isNull(users.deletedAt));
  if (filter.roles?.length) conditions.push(inArray(users.role, filter.roles));
  if (filter.q?.trim()) {
    const pattern = likePattern(filter.q.trim());
    conditions.push(
      or(
        ilike(sql`(${users.firstName} || ' ' || ${users.lastName})`, pattern),
        ilike(users.email, pattern),
      ) as SQL,
    );
  }
  if (filter.schoolId !== undefined) {
    const id = filter.schoolId;
    // one indexed lookup per link table, collected into an array first: the users are then fetched by
    // primary key (as `IN (subquery)` the planner hash-joins it against every user)
    conditions.push(sql`${users.id} = ANY(ARRAY(
      SELECT r.user_id FROM ${schoolReps} r WHERE r.school_id = ${id}
      UNION SELECT st.user_id FROM ${students} st WHERE st.school_id = ${id}
      UNION SELECT te.user_id FROM ${teachers} te WHERE te.user_id IS NOT NULL AND te.school_id = ${id}
    ))`);
  }
  return conditions.length ? and(...conditions) : undefined;
}

const SORT = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
} as const;

export async function listManageUsers(
  db: Db,
  params: ListParams<ManageUserFilter, ManageUserSortField>,
): Promise<ListPage<ManageUserListRow>> {
  const where = whereOf(params.filter);
  // The page's ids first, on the sort column and id only: with the partial sort indexes (deleted_at IS
  // NULL, migration 0017) even a deep page is an index-only scan. Then the rows and their per-row
  // extras for those ids alone (a deep page would otherwise fetch or compute them for every skipped row).
  const page = await db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(...orderOf(SORT[params.sort.field], params.sort.order, users.id))
    .limit(params.limit)
    .offset(params.offset);
  const found = page.length
    ? await db
        .select({
          id: users.id,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          role: users.role,
          phoneNumber: users.phoneNumber,
          avatar: users.avatar,
          createdAt: users.createdAt,
          updatedAt: users.updatedAt,
          schoolNames: schoolNamesSql,
          registrationCount: registrationCountSql,
        })
        .from(users)
        .where(inArray(users.id, page.map((u) => u.id)))
    : [];
  const byId = new Map(found.map((u) => [u.id, u]));
  const rows = page.flatMap((p) => {
    const u = byId.get(p.id);
    return u ? [{ ...u, schoolNames: u.schoolNames ?? [], registrationCount: u.registrationCount ?? 0 }] : [];
  });
  const [total] = await db.select({ n: count() }).from(users).where(where);
  return { rows, total: total?.n ?? 0 };
}

export interface ManageUserDetail extends Omit<User, 'accessToken' | 'authId'> {
  hasLogin: boolean;
  repSchoolIds: number[];
  studentSchoolId: number | null;
  teacherSchoolId: number | null;
  teacherShortDescription: string | null;
  isStudent: boolean;
  isTeacher: boolean;
}

export async function getManageUser(db: Db, params: { id: number }): Promise<ManageUserDetail | null> {
  const [user] = await db.select().from(users).where(eq(users.id, params.id)).limit(1);
  if (!user) return null;
  const reps = await db
    .select({ schoolId: schoolReps.schoolId })
    .from(schoolReps)
    .where(eq(schoolReps.userId, user.id))
    .orderBy(schoolReps.id);
  const [student] = await db.select().from(students).where(eq(students.userId, user.id)).limit(1);
  const [teacher] = await db.select().from(teachers).where(eq(teachers.userId, user.id)).limit(1);
  const { accessToken: _token, authId, ...rest } = user;
  return {
    ...rest,
    hasLogin: authId !== null,
    repSchoolIds: reps.map((r) => r.schoolId),
    studentSchoolId: student?.schoolId ?? null,
    teacherSchoolId: teacher?.schoolId ?? null,
    teacherShortDescription: teacher?.shortDescription ?? null,
    isStudent: student !== undefined,
    isTeacher: teacher !== undefined,
  };
}

export interface ManageUserProfileUpdate {
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  classroomEmail: string | null;
  language: UiLanguage | null;
  repSchoolIds: number[];
  studentSchoolId: number | null;
  teacherSchoolId: number | null;
  teacherShortDescription: string | null;
}

/**
 * Profile and school links. school_reps rows become exactly `repSchoolIds`; the students row is kept in
 * step with `studentSchoolId` (created when a school is given, its school cleared when null), the same
 * for the teachers row with its short description. Run it inside a transaction (pass `tx`).
 */
export async function updateManageUserProfile(
  tx: Db,
  params: { id: number; values: ManageUserProfileUpdate },
): Promise<void> {
  const { id, values } = params;
  await tx
    .update(users)
    .set({
      firstName: values.firstName,
      lastName: values.lastName,
      phoneNumber: values.phoneNumber,
      classroomEmail: values.classroomEmail,
      language: values.language,
    })
    .where(eq(users.id, id));

  const current = await tx.select({ schoolId: schoolReps.schoolId }).from(schoolReps).where(eq(schoolReps.userId, id));
  const have = new Set(current.map((r) => r.schoolId));
  const want = new Set(values.repSchoolIds);
  const remove = [...have].filter((s) => !want.has(s));
  const add = [...want].filter((s) => !have.has(s));
  if (remove.length) await tx.delete(schoolReps).where(and(eq(schoolReps.userId, id), inArray(schoolReps.schoolId, remove)));
  if (add.length) await tx.insert(schoolReps).values(add.map((schoolId) => ({ schoolId, userId: id })));

  const [student] = await tx.select({ id: students.id }).from(students).where(eq(students.userId, id)).limit(1);
  if (student) await tx.update(students).set({ schoolId: values.studentSchoolId }).where(eq(students.id, student.id));
  else if (values.studentSchoolId !== null) await tx.insert(students).values({ userId: id, schoolId: values.studentSchoolId });

  const [teacher] = await tx.select({ id: teachers.id }).from(teachers).where(eq(teachers.userId, id)).limit(1);
  if (teacher) {
    await tx
      .update(teachers)
      .set({ schoolId: values.teacherSchoolId, shortDescription: values.teacherShortDescription })
      .where(eq(teachers.id, teacher.id));
  } else if (values.teacherSchoolId !== null || values.teacherShortDescription !== null) {
    await tx.insert(teachers).values({
      userId: id,
      schoolId: values.teacherSchoolId,
      shortDescription: values.teacherShortDescription,
    });
  }
}

/** Which of the given school ids exist. */
export async function existingSchoolIds(db: Db, params: { ids: number[] }): Promise<number[]> {
  if (params.ids.length === 0) return [];
  const rows = await db.select({ id: schools.id }).from(schools).where(inArray(schools.id, params.ids));
  return rows.map((r) => r.id);
}
