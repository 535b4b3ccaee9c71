// Pieces shared by the query modules.
import { and, asc, eq, getTableName, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import type { Db } from '../db-type.ts';
import { cohortParticipants, cohorts, cohortTeachers, courses, teachers, users } from '../schema/index.ts';
import type { CohortStatus } from '../schema/index.ts';

/** Cohorts in these statuses are never shown on the public site. */
export const HIDDEN_COHORT_STATUSES: readonly CohortStatus[] = ['DRAFT', 'CANCELED'];

/** Condition: the cohort is public (not hidden) and has not ended at `now`. */
export function isPublicCohort(now: Date): SQL {
  return and(notInArray(cohorts.status, [...HIDDEN_COHORT_STATUSES]), gte(cohorts.endDate, now)) as SQL;
}

/**
 * A column of the OUTER query, always written as "table"."column". Drizzle leaves column names
 * unqualified in single-table selects, so inside a correlated subquery `${cohorts.id}` would bind to
 * the subquery's own table.
 */
/**
 * A registration still waiting for its result after its cohort ended (the spec's "needs attention" list: the
 * teacher's dashboard, the admin's overview): the columns both show, and the condition (no result yet, not
 * canceled, the cohort ended before `endedBefore`). Joins cohort_participants, cohorts, courses and users.
 */
export const unsettledParticipantColumns = {
  participantId: cohortParticipants.id,
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  status: cohortParticipants.status,
  cohortId: cohorts.id,
  cohortName: cohorts.name,
  courseName: courses.name,
  endDate: cohorts.endDate,
};

export function isUnsettledAfterEnd(endedBefore: Date): SQL {
  return and(lt(cohorts.endDate, endedBefore), notInArray(cohortParticipants.status, ['COMPLETED', 'FAILED', 'CANCELED'])) as SQL;
}

export function outer(column: AnyColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}

/** Escapes LIKE wildcards in user input. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export interface TeacherSummary {
  /** users.id of the teacher */
  id: number;
  firstName: string;
  lastName: string;
  shortDescription: string | null;
  avatar: string | null;
}

const teacherSummaryColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  shortDescription: teachers.shortDescription,
  avatar: users.avatar,
};

/** Teachers of each given cohort (cohort_teachers), by last and first name. */
export async function loadCohortTeachers(db: Db, cohortIds: number[]): Promise<Map<number, TeacherSummary[]>> {
  const byCohort = new Map<number, TeacherSummary[]>();
  if (cohortIds.length === 0) return byCohort;
  const rows = await db
    .select({ cohortId: cohortTeachers.cohortId, ...teacherSummaryColumns })
    .from(cohortTeachers)
    .innerJoin(users, eq(users.id, cohortTeachers.teacherUserId))
    .leftJoin(teachers, eq(teachers.userId, users.id))
    .where(inArray(cohortTeachers.cohortId, cohortIds))
    .orderBy(asc(users.lastName), asc(users.firstName));
  for (const { cohortId, ...teacher } of rows) {
    const list = byCohort.get(cohortId) ?? [];
    list.push(teacher);
    byCohort.set(cohortId, list);
  }
  return byCohort;
}

/** Distinct teachers of a course's public cohorts (any date), by last and first name. */
export async function loadCourseTeachers(db: Db, courseId: number): Promise<TeacherSummary[]> {
  return db
    .selectDistinct(teacherSummaryColumns)
    .from(cohortTeachers)
    .innerJoin(cohorts, eq(cohorts.id, cohortTeachers.cohortId))
    .innerJoin(users, eq(users.id, cohortTeachers.teacherUserId))
    .leftJoin(teachers, eq(teachers.userId, users.id))
    .where(and(eq(cohorts.courseId, courseId), notInArray(cohorts.status, [...HIDDEN_COHORT_STATUSES])))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}
