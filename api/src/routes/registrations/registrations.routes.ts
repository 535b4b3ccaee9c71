// The student's registrations (issue 6): register (or join the waitlist when full), payer options, my
// registrations, unenrol, payer change, leave the waitlist, and the recording redirects to the class links.
import { Hono } from 'hono';
import type { Context } from 'hono';
import { listMyRegistrations, listMyWaitlistEntries, listSeatHoldsOfUser, loadMyRegistrationExtras, waitlistPosition } from '@valik/db/queries';
import { isNumericId } from '@valik/domain';
import { myAttendance } from '../../attendance/attendance-summary.ts';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { allow } from '../../middleware/allow.ts';
import { COHORT_NOT_FOUND, enrolStudent } from '../../registrations/enrol-student.ts';
import { cancelRegistration, REGISTRATION_NOT_FOUND } from '../../registrations/cancel-registration.ts';
import { changePayer } from '../../registrations/change-payer.ts';
import { getPayerChangeTargets, getPayerOptions } from '../../registrations/payer-options.ts';
import { registrationJson } from '../../registrations/registration-json.ts';
import { leaveWaitlist } from '../../waitlist/leave-waitlist.ts';
import { openJoinLink } from '../../registrations/open-join-link.ts';
import { listMyRegistrationsQuery, payerBody, transferBody } from './registrations.schemas.ts';
import { listRegistrationTransferTargets, transferRegistration, transferTargetsJson } from '../../registrations/transfer-registration.ts';

export function idParam(c: Context<AppEnv>, name: string, message: string): number {
  const value = c.req.param(name) ?? '';
  if (!isNumericId(value)) throw new ApiError('NOT_FOUND', message);
  return Number(value);
}

function me(c: Context<AppEnv>): number {
  const user = c.get('user');
  if (!user) throw new ApiError('UNAUTHENTICATED', 'Please sign in');
  return user.id;
}

export const registrationRoutes = new Hono<AppEnv>()
  .post('/cohorts/:id/registrations', allow('auth'), validate('json', payerBody), async (c) => {
    const deps = c.get('deps');
    const cohortId = idParam(c, 'id', COHORT_NOT_FOUND);
    const userId = me(c);
    const result = await enrolStudent(deps, { userId, cohortId, payer: c.req.valid('json').payer });
    if (result.kind === 'WAITLISTED') {
      return c.json(
        { data: { waitlist_entry: { id: result.entry.id, cohort_id: cohortId, status: result.entry.status, position: result.position, joined_at: result.entry.joinedAt.toISOString() } } },
        202,
      );
    }
    const { registration, invoice } = result;
    return c.json(
      {
        data: {
          registration: {
            id: registration.id,
            cohort_id: registration.cohortId,
            status: registration.status,
            default_payer: registration.defaultPayer,
            created_at: registration.createdAt.toISOString(),
          },
          invoice: invoice
            ? {
                id: invoice.id,
                number: invoice.invoiceId,
                status: invoice.status,
                amount: invoice.amount,
                due_date: invoice.dueDate?.toISOString() ?? null,
                is_school_invoice: invoice.schoolId !== null,
              }
            : null,
        },
      },
      201,
    );
  })
  .get('/cohorts/:id/payer-options', allow('auth'), async (c) => {
    const options = await getPayerOptions(c.get('deps'), { userId: me(c), cohortId: idParam(c, 'id', COHORT_NOT_FOUND) });
    return c.json({
      data: {
        payers: options.payers,
        default_payer: options.defaultPayer,
        school: options.school.allowed
          ? { allowed: true as const, funded_by: options.school.fundedBy }
          : { allowed: false as const, reason: options.school.reason, vars: options.school.vars ?? null },
        school_name: options.schoolName,
        cohort_name: options.cohort.name,
        course_id: options.cohort.courseId,
        course_name: options.cohort.courseName,
        course_slug: options.cohort.courseSlug,
        condition_text: options.conditionText,
        price: options.price,
      },
    });
  })
  .delete('/cohorts/:id/waitlist', allow('auth'), async (c) => {
    const deps = c.get('deps');
    await leaveWaitlist(deps, { userId: me(c), cohortId: idParam(c, 'id', COHORT_NOT_FOUND) });
    return c.json({ data: { left: true } });
  })
  .get('/me/registrations', allow('auth'), validate('query', listMyRegistrationsQuery), async (c) => {
    const { db } = c.get('deps');
    const userId = me(c);
    const now = c.get('deps').clock();
    const { cohort } = c.req.valid('query');
    const rows = await listMyRegistrations(db, { userId, ...(cohort ? { cohortId: cohort } : {}) });
    const extras = { ...(await loadMyRegistrationExtras(db, { userId })), payerChangeTargets: await getPayerChangeTargets(c.get('deps'), { userId, rows }) };
    const waitlist = await listMyWaitlistEntries(db, { userId });
    const holds = await listSeatHoldsOfUser(db, { userId, now });
    return c.json({
      data: rows.map((row) => registrationJson(row, extras, now)),
      waitlist: await Promise.all(
        waitlist.map(async (w) => ({
          id: w.entry.id,
          cohort_id: w.entry.cohortId,
          cohort_name: w.cohortName,
          cohort_start_date: w.cohortStartDate.toISOString(),
          course_id: w.courseId,
          course_name: w.courseName,
          status: w.entry.status,
          joined_at: w.entry.joinedAt.toISOString(),
          offer_expires_at: w.entry.offerExpiresAt?.toISOString() ?? null,
          position: w.entry.status === 'WAITING' ? await waitlistPosition(db, { entry: w.entry }) : null,
        })),
      ),
      // seats held while the student pays (ADR 009): the registration page offers to continue paying
      open_payments: holds
        .filter((h) => cohort === undefined || h.cohortId === cohort)
        .map((h) => ({
          id: h.publicId,
          cohort_id: h.cohortId,
          cohort_name: h.cohortName,
          course_id: h.courseId,
          course_name: h.courseName,
          status: h.status,
          url: h.checkoutUrl,
          expires_at: h.expiresAt.toISOString(),
        })),
    });
  })
  .post('/me/registrations/:id/unenrol', allow('auth'), async (c) => {
    const deps = c.get('deps');
    const userId = me(c);
    const participantId = idParam(c, 'id', REGISTRATION_NOT_FOUND);
    const result = await cancelRegistration(deps, { participantId, actorUserId: userId, onlyUserId: userId, reason: 'unenrolled' });
    return c.json({ data: { id: participantId, status: 'CANCELED' as const, refund: result.refund } });
  })
  .put('/me/registrations/:id/payer', allow('auth'), validate('json', payerBody), async (c) => {
    const deps = c.get('deps');
    const userId = me(c);
    const participantId = idParam(c, 'id', REGISTRATION_NOT_FOUND);
    const { payer } = c.req.valid('json');
    const result = await changePayer(deps, { participantId, to: payer, actorUserId: userId, onlyUserId: userId });
    return c.json({
      data: {
        id: participantId,
        default_payer: result.participant.defaultPayer,
        changed: result.changed,
        access_closes_at: result.accessClosesAt?.toISOString() ?? null,
      },
    });
  })
  // issue 29 item 3: move my registration to another cohort of the same course, before the course starts
  .get('/me/registrations/:id/transfer-targets', allow('auth'), async (c) => {
    const userId = me(c);
    const { targets } = await listRegistrationTransferTargets(c.get('deps'), { participantId: idParam(c, 'id', REGISTRATION_NOT_FOUND), by: 'STUDENT', onlyUserId: userId });
    return c.json({ data: transferTargetsJson(targets, c.get('lang')) });
  })
  .post('/me/registrations/:id/transfer', allow('auth'), validate('json', transferBody), async (c) => {
    const userId = me(c);
    const participantId = idParam(c, 'id', REGISTRATION_NOT_FOUND);
    const result = await transferRegistration(c.get('deps'), { participantId, toCohortId: c.req.valid('json').cohort_id, actorUserId: userId, by: 'STUDENT', onlyUserId: userId });
    return c.json({ data: { id: participantId, cohort_id: result.to.id, cohort_name: result.to.name, status: result.participant.status } });
  })
  .get('/me/registrations/:id/join/:link', allow('auth'), async (c) => {
    // the click is recorded (spec §4 VIDEO_CALL_JOINED) and marks attendance of the class in progress (issue 29)
    const url = await openJoinLink(c.get('deps'), { userId: me(c), participantId: idParam(c, 'id', REGISTRATION_NOT_FOUND), link: c.req.param('link') });
    return c.redirect(url, 302);
  })
  // issue 29 item 2: my attendance of a registration's classes (kept apart from progress)
  .get('/me/registrations/:id/attendance', allow('auth'), async (c) => {
    return c.json({ data: await myAttendance(c.get('deps'), { userId: me(c), participantId: idParam(c, 'id', REGISTRATION_NOT_FOUND) }) });
  });
