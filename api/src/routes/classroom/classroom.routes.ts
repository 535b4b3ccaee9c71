// My classroom e-mail (issue 6 item 8): a Gmail address; membership through the classroom adapter.
import { Hono } from 'hono';
import { z } from 'zod';
import { setClassroomEmail } from '@valik/db/queries';
import type { AppEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import { allow } from '../../middleware/allow.ts';
import { CLASSROOM_EMAIL_MESSAGE, isGmailAddress, localClassroom } from '../../classroom/classroom-adapter.ts';

const classroomBody = z.object({
  email: z.string().trim().toLowerCase().refine(isGmailAddress, CLASSROOM_EMAIL_MESSAGE),
});

export const classroomRoutes = new Hono<AppEnv>().put('/me/classroom-email', allow('auth'), validate('json', classroomBody), async (c) => {
  const { email } = c.req.valid('json');
  await setClassroomEmail(c.get('deps').db, { userId: c.get('user')?.id ?? 0, email });
  const membership = await localClassroom.membership({ email, courseLmsId: null });
  return c.json({ data: { classroom_email: email, membership } });
});
