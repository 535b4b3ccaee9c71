// /api/v1/feedback-dashboard: the aggregated feedback (issue 8 item 4), one endpoint for the teacher
// (only cohorts they teach), the school rep (only their school's students, with the small-group rule of
// aggregateFeedback) and the admin (everything), filtered by course, cohort, school year and school. The
// options list what each filter may choose within the caller's access (a rep gets no school choice).
import { Hono } from 'hono';
import { listFeedbackFilterOptions, listFeedbackSchoolOptions, loadFeedbackInScope, type FeedbackScope } from '@valik/db/queries';
import { aggregateFeedback, schoolYearFilter, type FeedbackAggregate, type ScaleSummary } from '@valik/domain';
import type { FeedbackAggregateDto, FeedbackDashboardDto } from '@valik/domain/contracts';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { allow } from '../../middleware/allow.ts';
import { schoolOfRequest } from '../../school-reps/school-scope.ts';
import { feedbackDashboardQuery } from './feedback-dashboard.schemas.ts';

const scale = (s: ScaleSummary) => ({ count: s.count, average: s.average, distribution: s.distribution });

export function feedbackAggregateJson(a: FeedbackAggregate): FeedbackAggregateDto {
  return {
    answers: a.answers,
    participants: a.participants,
    response_rate: a.responseRate,
    withheld: a.withheld,
    satisfaction: a.satisfaction && { ...scale(a.satisfaction), positive_share: a.satisfaction.positiveShare },
    learning_outcomes: a.learningOutcomes,
    difficulty: a.difficulty && scale(a.difficulty),
    time_spent: a.timeSpent && scale(a.timeSpent),
    teacher_competence: a.teacherCompetence && scale(a.teacherCompetence),
    self_performance: a.selfPerformance && scale(a.selfPerformance),
    texts: a.texts && {
      highlights: a.texts.highlights,
      bothered: a.texts.bothered,
      learnings: a.texts.learnings,
      teacher: a.texts.teacher,
      improvement: a.texts.improvement,
      future_courses: a.texts.futureCourses,
    },
  };
}

export const feedbackDashboardRoutes = new Hono<AppEnv>().get('/', allow(['TEACHER', 'SCHOOL_REP', 'ADMIN']), validate('query', feedbackDashboardQuery), async (c) => {
  const user = c.get('user');
  if (!user) throw new ApiError('UNAUTHENTICATED', 'Please sign in');
  const q = c.req.valid('query');
  const db = c.get('deps').db;
  const now = c.get('deps').clock();
  const range = schoolYearFilter(q.school_year, now);
  const access: Pick<FeedbackScope, 'teacherUserId' | 'schoolId'> = {
    teacherUserId: user.role === 'TEACHER' ? user.id : undefined,
    schoolId: user.role === 'SCHOOL_REP' ? schoolOfRequest(c, q.school_id, { required: true }) : q.school_id,
  };
  const scope: FeedbackScope = { ...access, courseId: q.course_id, cohortId: q.cohort_id, from: range.from, to: range.to };
  const { answers, participantsCount } = await loadFeedbackInScope(db, scope);
  const options = await listFeedbackFilterOptions(db, access);
  // a rep's school is fixed; teachers choose among their students' schools, admins among all with students
  const schools = user.role === 'SCHOOL_REP' ? [] : await listFeedbackSchoolOptions(db, { teacherUserId: access.teacherUserId });
  const aggregate = aggregateFeedback(answers, { participantsCount, viewerRole: user.role });
  return c.json({
    data: {
      filters: { course_id: q.course_id ?? null, cohort_id: q.cohort_id ?? null, school_id: scope.schoolId ?? null, school_year: q.school_year },
      aggregate: feedbackAggregateJson(aggregate),
      options: {
        courses: [...new Map(options.map((o) => [o.courseId, { id: o.courseId, name: o.courseName }])).values()],
        cohorts: options.map((o) => ({ id: o.cohortId, name: o.cohortName, course_id: o.courseId, start_date: o.startDate.toISOString() })),
        schools,
      },
    } satisfies FeedbackDashboardDto,
  });
});
