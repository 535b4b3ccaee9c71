// Teachers propose, admins review (issue 29 item 6, ADR 033). A teacher sends a course for review
// (DRAFT → IN_REVIEW) or proposes a cohort of an approved course they created or teach (a DRAFT cohort
// whose review is IN_REVIEW); every admin is e-mailed. An admin approves (course APPROVED; proposal
// APPROVED, the cohort stays a DRAFT the admin completes and opens) or sends it back with a reason (course
// DRAFT again, proposal SENT_BACK, the reason kept for the teacher), and the teacher is e-mailed. A sent-back
// proposal goes to review again from the teacher's cohort page. Each e-mail is queued through the outbox in
// the transaction of its step, in the recipient's language.
import type { Db } from '@valik/db/client';
import { getManageCohort, getManageCourse, insertManageCohort } from '@valik/db/queries/manage';
import { getMailRecipient, listActiveAdmins, listProposableCourses, moveCohortReview, moveCourseStatus } from '@valik/db/queries';
import type { Course } from '@valik/db/schema';
import { formatDate, parseFormDate, TEACHER_COURSE_MESSAGES, type CohortProposalValues } from '@valik/domain';
import { ApiError } from '../lib/errors.ts';
import { queueEmail } from '../mail/queue-email.ts';
import { unitOfWork, type WorkDeps } from '../outbox/unit-of-work.ts';

export type ReviewDeps = WorkDeps & { env: { PUBLIC_BASE_URL: string } };

export const REVIEW_MESSAGES = {
  notInReview: 'This is not waiting for review',
  notSentBack: 'Only a proposal that was sent back can be sent for review again',
  cohortNotFound: 'The cohort could not be found',
  courseNotFound: 'The course could not be found',
} as const;

async function teacherName(tx: Db, userId: number): Promise<string> {
  const who = await getMailRecipient(tx, { userId });
  return who ? `${who.firstName} ${who.lastName}`.trim() || who.email : '';
}

async function tellAdmins(tx: Db, mail: (adminId: number) => Promise<unknown>): Promise<void> {
  for (const admin of await listActiveAdmins(tx)) await mail(admin.id);
}

// ---- courses ----

/** DRAFT → IN_REVIEW (the teacher's button); a course already sent stays as it is (a second click is not an error). */
export async function submitCourseForReview(deps: ReviewDeps, params: { course: Course; userId: number }): Promise<Course> {
  if (params.course.status === 'IN_REVIEW') return params.course;
  if (params.course.status !== 'DRAFT') throw new ApiError('CONFLICT', TEACHER_COURSE_MESSAGES.locked);
  return unitOfWork(deps, async (tx) => {
    if (await moveCourseStatus(tx, { id: params.course.id, from: 'DRAFT', to: 'IN_REVIEW' })) {
      const teacher = await teacherName(tx, params.userId);
      const url = `${deps.env.PUBLIC_BASE_URL}/manage/courses/${params.course.id}`;
      await tellAdmins(tx, (adminId) =>
        queueEmail(tx, { userId: adminId, template: 'courseSubmitted', actorUserId: params.userId, data: () => ({ teacher, course: params.course.name, url }) }),
      );
    }
    return (await getManageCourse(tx, { id: params.course.id })) as Course;
  });
}

/** An admin's decision on a course in review: APPROVED, or back to DRAFT with the reason; the author is told. */
export async function reviewCourse(
  deps: ReviewDeps,
  params: { courseId: number; actorId: number | null; decision: { approve: true } | { approve: false; reason: string } },
): Promise<Course> {
  return unitOfWork(deps, async (tx) => {
    const course = await getManageCourse(tx, { id: params.courseId });
    if (!course) throw new ApiError('NOT_FOUND', REVIEW_MESSAGES.courseNotFound);
    const d = params.decision;
    const moved = await moveCourseStatus(tx, { id: course.id, from: 'IN_REVIEW', to: d.approve ? 'APPROVED' : 'DRAFT', note: d.approve ? null : d.reason });
    if (!moved) throw new ApiError('CONFLICT', REVIEW_MESSAGES.notInReview);
    if (course.userCreatorId !== null) {
      const url = `${deps.env.PUBLIC_BASE_URL}/user/courses`;
      await (d.approve
        ? queueEmail(tx, { userId: course.userCreatorId, template: 'courseApproved', actorUserId: params.actorId, data: (_l, to) => ({ name: to.firstName, course: course.name, url }) })
        : queueEmail(tx, {
            userId: course.userCreatorId,
            template: 'courseSentBack',
            actorUserId: params.actorId,
            notes: d.reason,
            data: (_l, to) => ({ name: to.firstName, course: course.name, reason: d.reason, url }),
          }));
    }
    return (await getManageCourse(tx, { id: course.id })) as Course;
  });
}

// ---- cohort proposals ----

/** A teacher proposes a cohort of an approved course they created or teach; an admin of any approved course. */
export async function proposeCohort(deps: ReviewDeps, params: { userId: number; isAdmin: boolean; values: CohortProposalValues }): Promise<number> {
  const v = params.values;
  const admins = params.isAdmin ? await getManageCourse(deps.db, { id: v.course_id }) : null;
  const course = params.isAdmin
    ? admins?.status === 'APPROVED' ? admins : undefined
    : (await listProposableCourses(deps.db, { userId: params.userId, courseId: v.course_id }))[0];
  if (!course) {
    throw new ApiError('VALIDATION_FAILED', 'Invalid request', [{ path: 'course_id', message: TEACHER_COURSE_MESSAGES.notApproved }]);
  }
  return unitOfWork(deps, async (tx) => {
    const startDate = parseFormDate(v.start_date) as Date;
    const id = await insertManageCohort(tx, {
      values: {
        name: v.name,
        status: 'DRAFT',
        courseId: course.id,
        startDate,
        endDate: parseFormDate(v.end_date) as Date,
        onlineClassTimes: v.online_class_times,
        onlineLessonLength: v.online_lesson_length,
        minSize: v.min_size,
        size: v.size,
        notes: v.notes,
        userCreatorId: params.userId,
        // an admin's own proposal needs nobody's approval
        reviewStatus: params.isAdmin ? null : 'IN_REVIEW',
      },
      teacherIds: [params.userId],
    });
    if (!params.isAdmin) await tellAdminsOfProposal(deps, tx, { cohortId: id, userId: params.userId, course: course.name, cohort: v.name, start: startDate });
    return id;
  });
}

async function tellAdminsOfProposal(deps: ReviewDeps, tx: Db, p: { cohortId: number; userId: number; course: string; cohort: string; start: Date }) {
  const teacher = await teacherName(tx, p.userId);
  const url = `${deps.env.PUBLIC_BASE_URL}/manage/cohorts/${p.cohortId}`;
  await tellAdmins(tx, (adminId) =>
    queueEmail(tx, {
      userId: adminId,
      template: 'cohortProposed',
      cohortId: p.cohortId,
      actorUserId: p.userId,
      data: () => ({ teacher, course: p.course, cohort: p.cohort, start: formatDate(p.start), url }),
    }),
  );
}

/** A sent-back proposal to review again (the teacher's button on the cohort page). */
export async function resubmitCohortProposal(deps: ReviewDeps, params: { cohortId: number; userId: number }): Promise<void> {
  await unitOfWork(deps, async (tx) => {
    const cohort = await getManageCohort(tx, { id: params.cohortId });
    if (!cohort) throw new ApiError('NOT_FOUND', REVIEW_MESSAGES.cohortNotFound);
    if (cohort.reviewStatus === 'IN_REVIEW') return;
    if (!(await moveCohortReview(tx, { id: cohort.id, from: 'SENT_BACK', to: 'IN_REVIEW' }))) throw new ApiError('CONFLICT', REVIEW_MESSAGES.notSentBack);
    await tellAdminsOfProposal(deps, tx, { cohortId: cohort.id, userId: params.userId, course: cohort.courseName, cohort: cohort.name, start: cohort.startDate });
  });
}

/** An admin's decision on a proposal in review: APPROVED, or SENT_BACK with the reason; the proposer is told. */
export async function reviewCohortProposal(
  deps: ReviewDeps,
  params: { cohortId: number; actorId: number | null; decision: { approve: true } | { approve: false; reason: string } },
): Promise<void> {
  await unitOfWork(deps, async (tx) => {
    const cohort = await getManageCohort(tx, { id: params.cohortId });
    if (!cohort) throw new ApiError('NOT_FOUND', REVIEW_MESSAGES.cohortNotFound);
    const d = params.decision;
    const moved = await moveCohortReview(tx, { id: cohort.id, from: 'IN_REVIEW', to: d.approve ? 'APPROVED' : 'SENT_BACK', note: d.approve ? null : d.reason });
    if (!moved) throw new ApiError('CONFLICT', REVIEW_MESSAGES.notInReview);
    const proposer = cohort.userCreatorId ?? cohort.teacherIds[0];
    if (proposer === undefined) return;
    const url = `${deps.env.PUBLIC_BASE_URL}/user/cohorts/${cohort.id}`;
    await (d.approve
      ? queueEmail(tx, {
          userId: proposer,
          template: 'cohortApproved',
          cohortId: cohort.id,
          actorUserId: params.actorId,
          data: (_l, to) => ({ name: to.firstName, course: cohort.courseName, cohort: cohort.name, url }),
        })
      : queueEmail(tx, {
          userId: proposer,
          template: 'cohortSentBack',
          cohortId: cohort.id,
          actorUserId: params.actorId,
          notes: d.reason,
          data: (_l, to) => ({ name: to.firstName, course: cohort.courseName, cohort: cohort.name, reason: d.reason, url }),
        }));
  });
}
