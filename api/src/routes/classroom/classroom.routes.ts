// My classroom e-mail (issue 6 item 8, issue 14 item 5): a Gmail address, and whether it is a student of
// each of my cohorts' Classroom courses, asked through the classroom port ("Join the course in Classroom
// first: <link>"); without the port the answer says membership cannot be checked.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { z } from 'zod';
import { getUserById, setClassroomEmail } from '@valik/db/queries';
import { CLASSROOM_EMAIL_MESSAGE, classroomCheckMessage, isGmailAddress, PG_INT_MAX } from '../../domain/index.ts';
import { translate } from '../../i18n/index.ts';
import type { AppEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import { allow } from '../../middleware/allow.ts';
import { checkClassroomMembership, type CohortClassroomCheck } from '../../classroom/check-classroom-membership.ts';

const classroomBody = z.object({
  email: z.string().trim().toLowerCase().refine(isGmailAddress, CLASSROOM_EMAIL_MESSAGE),
  cohort_id: z.number().int().positive().optional(),
});
const classroomQuery = z.object({ cohort: z.coerce.number().int().positive().max(PG_INT_MAX).optional() });

function checkJson(c: Context<AppEnv>, check: CohortClassroomCheck) {
  const message = classroomCheckMessage(check);
  const link = check.state === 'NOT_JOINED' ? check.link : null;
  return {
    cohort_id: check.cohortId,
    cohort_name: check.cohortName,
    course_name: check.courseName,
    state: check.state,
    reason: check.state === 'CANNOT_CHECK' ? check.reason : null,
    link,
    message: message ? translate(c.get('lang'), message, { link: link ?? '' }) : null,
  };
}

export const classroomRoutes = new Hono<AppEnv>()
  .get('/me/classroom', allow('auth'), validate('query', classroomQuery), async (c) => {
    const deps = c.get('deps');
    const userId = c.get('user')?.id ?? 0;
    const { cohort } = c.req.valid('query');
    const email = (await getUserById(deps.db, { id: userId }))?.classroomEmail ?? null;
    const checks = await checkClassroomMembership(deps, { userId, email, ...(cohort ? { cohortId: cohort } : {}) }, new Date());
    return c.json({ data: { classroom_email: email, available: deps.classroom !== null, checks: checks.map((ch) => checkJson(c, ch)) } });
  })
  .put('/me/classroom-email', allow('auth'), validate('json', classroomBody), async (c) => {
    const deps = c.get('deps');
    const userId = c.get('user')?.id ?? 0;
    const { email, cohort_id: cohortId } = c.req.valid('json');
    await setClassroomEmail(deps.db, { userId, email });
    const checks = await checkClassroomMembership(deps, { userId, email, ...(cohortId ? { cohortId } : {}) }, new Date());
    return c.json({ data: { classroom_email: email, available: deps.classroom !== null, checks: checks.map((ch) => checkJson(c, ch)) } });
  });
