import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { validate } from '../../lib/validate.ts';
import { allow } from '../../middleware/allow.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { createStudentAccount } from '../../accounts/create-student-account.ts';
import { submitTeacherApplication } from '../../accounts/submit-teacher-application.ts';
import { signupBody, teacherApplicationBody } from './auth-signup.schemas.ts';

/** Making an account: student sign-up and the teacher application (both confirm the e-mail by link). */
export const authSignupRoutes = new Hono<AppEnv>()
  .post('/auth/signup', allow('public'), rateLimit('signup', { window: 600, max: 30 }), validate('json', signupBody), async (c) => {
    const input = c.req.valid('json');
    const user = await createStudentAccount(c.get('deps'), { ...input, lang: c.get('lang'), ipAddress: c.get('clientAddress') });
    return c.json({ email: user.email, verification_sent: true }, 201);
  })
  .post(
    '/auth/signup-teacher',
    allow('public'),
    rateLimit('teacher-application', { window: 600, max: 10 }),
    validate('json', teacherApplicationBody),
    async (c) => {
      const input = c.req.valid('json');
      const application = await submitTeacherApplication(c.get('deps'), { ...input, lang: c.get('lang'), ipAddress: c.get('clientAddress') });
      return c.json({ id: application.id, email: application.email, status: application.status }, 201);
    },
  );
