// My classroom e-mail (issue 6 item 8, issue 14 item 5): a Gmail address, and whether it is a student of
// each of my cohorts' Classroom courses, asked through the classroom port ("Join the course in Classroom
// first: <link>", and such an address is not saved); without the port the answer says membership cannot be
// checked.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { z } from 'zod';
import { getUserById } from '@valik/db/queries';
import { saveClassroomEmail } from '../../classroom/save-classroom-email.ts';
import { CLASSROOM_EMAIL_MESSAGE, COMMUNITY_MESSAGES, classroomCheckMessage, isGmailAddress, PG_INT_MAX } from '@valik/domain';
import { translate } from '@valik/domain/i18n';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
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
    const checks = await checkClassroomMembership(deps, { userId, email, ...(cohort ? { cohortId: cohort } : {}) });
    return c.json({ data: { classroom_email: email, available: deps.classroom !== null, checks: checks.map((ch) => checkJson(c, ch)) } });
  })
  .put('/me/classroom-email', allow('auth'), validate('json', classroomBody), async (c) => {
    const deps = c.get('deps');
    const userId = c.get('user')?.id ?? 0;
    const { email, cohort_id: cohortId } = c.req.valid('json');
    const checks = await checkClassroomMembership(deps, { userId, email, ...(cohortId ? { cohortId } : {}) });
    // spec §5: the student must already have joined the course in Classroom. An address Classroom says is
    // not a student of the course is refused, with the course's link; one that cannot be checked (Classroom
    // not connected, no course id, Classroom not answering) is kept, and the answer says so.
    const notJoined = checks.find((ch) => ch.state === 'NOT_JOINED');
    if (notJoined) {
      const message = translate(c.get('lang'), COMMUNITY_MESSAGES.classroomJoinFirst, { link: notJoined.state === 'NOT_JOINED' ? (notJoined.link ?? '') : '' });
      throw new ApiError('VALIDATION_FAILED', 'Invalid request', [{ path: 'email', message }]);
    }
    await saveClassroomEmail(deps, { userId, email });
    return c.json({ data: { classroom_email: email, available: deps.classroom !== null, checks: checks.map((ch) => checkJson(c, ch)) } });
  });
