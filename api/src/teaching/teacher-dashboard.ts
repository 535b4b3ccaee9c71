// The teacher's dashboard (issue 8 item 1): this week's classes (Monday..Sunday, Europe/Tallinn), my
// cohorts by phase, students needing attention (course ended 3 or more weeks ago, no result) and the
// feedback numbers of all my cohorts together.
import { listTeacherCohorts, listUnsettledParticipantsOfTeacher, loadFeedbackInScope, type TeacherCohortRow } from '@valik/db/queries';
import {
  addTallinnDays,
  aggregateFeedback,
  cohortDisplayName,
  isClassOver,
  needsAttention,
  sortCohortsByNextStart,
  startOfWeek,
  teachingSlotsInWeek,
  toDate,
} from '@valik/domain';
import type { ClassTimeDto } from '@valik/domain/contracts';
import type { AppDeps } from '../lib/context.ts';

export type CohortPhase = 'UPCOMING' | 'IN_PROGRESS' | 'ENDED' | 'CANCELED';

/** Where a cohort is in its life: by status CANCELED, else by its dates (spec §4: in progress between start and end). */
export function cohortPhase(cohort: { status: string; startDate: Date; endDate: Date }, now: Date): CohortPhase {
  if (cohort.status === 'CANCELED') return 'CANCELED';
  if (now.getTime() < toDate(cohort.startDate).getTime()) return 'UPCOMING';
  if (now.getTime() <= toDate(cohort.endDate).getTime()) return 'IN_PROGRESS';
  return 'ENDED';
}

export function teacherCohortJson(c: TeacherCohortRow, now: Date) {
  return {
    id: c.id,
    name: c.name,
    status: c.status,
    phase: cohortPhase(c, now),
    start_date: c.startDate.toISOString(),
    end_date: c.endDate.toISOString(),
    course_id: c.courseId,
    course_name: c.courseName,
    course_slug: c.courseSlug,
    online_class_times: c.onlineClassTimes,
    online_lesson_length: c.onlineLessonLength,
    size: c.size,
    participants_count: c.participantsCount,
    notes: c.notes,
    video_url: c.videoUrl,
    discord_invite_url: c.discordInviteUrl,
    external_lms_link: c.externalLmsLink,
    lms_id: c.lmsId,
    // a proposal's review (issue 29 item 6): IN_REVIEW shows "awaiting approval", SENT_BACK the admin's reason
    review_status: c.reviewStatus,
    review_note: c.reviewStatus === 'SENT_BACK' ? c.reviewNote : null,
  };
}

/** My cohorts by the next start time (product-spec §9): running by the next class, then upcoming, ended last. */
export function sortTeacherCohorts<T extends TeacherCohortRow>(cohorts: readonly T[], now: Date): T[] {
  const scheduled = cohorts.map((c) => ({ row: c, startDate: c.startDate, endDate: c.endDate, classTimes: c.onlineClassTimes as ClassTimeDto[] }));
  return sortCohortsByNextStart(scheduled, now).map((s) => s.row);
}

export async function buildTeacherDashboard(deps: Pick<AppDeps, 'db' | 'clock'>, params: { teacherUserId: number }) {
  const { db } = deps;
  const now = deps.clock();
  const cohorts = await listTeacherCohorts(db, params);
  const live = cohorts.filter((c) => c.status !== 'CANCELED');
  const weekStart = startOfWeek(now);
  const slots = teachingSlotsInWeek(
    live.map((c) => ({
      id: c.id,
      name: cohortDisplayName(c.courseName, c.name),
      startDate: c.startDate,
      endDate: c.endDate,
      classTimes: c.onlineClassTimes as ClassTimeDto[],
      onlineLessonLength: c.onlineLessonLength,
    })),
    weekStart,
  );
  const byId = new Map(cohorts.map((c) => [c.id, c]));
  const unsettled = await listUnsettledParticipantsOfTeacher(db, { teacherUserId: params.teacherUserId, endedBefore: now });
  const attention = unsettled.filter((p) => needsAttention({ endDate: p.endDate, participantStatus: p.status }, now));
  const feedback = await loadFeedbackInScope(db, { teacherUserId: params.teacherUserId });
  const aggregate = aggregateFeedback(feedback.answers, { participantsCount: feedback.participantsCount, viewerRole: 'TEACHER' });
  const phases: CohortPhase[] = ['IN_PROGRESS', 'UPCOMING', 'ENDED', 'CANCELED'];
  return {
    week: { start: weekStart.toISOString(), end: addTallinnDays(weekStart, 7).toISOString() },
    classes: slots.map((s) => ({
      cohort_id: s.cohortId,
      name: s.name,
      start: s.start.toISOString(),
      end: s.end.toISOString(),
      /** a class already over offers no join (issue 18 item 9) */
      is_over: isClassOver(s, now),
      video_url: isClassOver(s, now) ? null : (byId.get(s.cohortId)?.videoUrl ?? null),
    })),
    cohorts_by_phase: Object.fromEntries(
      phases.map((phase) => [phase, sortTeacherCohorts(cohorts.filter((c) => cohortPhase(c, now) === phase), now).map((c) => teacherCohortJson(c, now))]),
    ) as Record<CohortPhase, ReturnType<typeof teacherCohortJson>[]>,
    attention: attention.map((p) => ({
      participant_id: p.participantId,
      user_id: p.userId,
      first_name: p.firstName,
      last_name: p.lastName,
      status: p.status,
      cohort_id: p.cohortId,
      cohort_name: p.cohortName,
      course_name: p.courseName,
      end_date: p.endDate.toISOString(),
    })),
    feedback: {
      answers: aggregate.answers,
      participants: aggregate.participants,
      response_rate: aggregate.responseRate,
      satisfaction_average: aggregate.satisfaction?.average ?? null,
      positive_share: aggregate.satisfaction?.positiveShare ?? null,
      teacher_competence_average: aggregate.teacherCompetence?.average ?? null,
    },
  };
}
