import { Hono } from 'hono';
import { countUnusedRecoveryCodes, listFactors } from '@valik/db/queries';
import type { FactorList, FactorVerifyReply, RecoveryCodeStatus, RecoveryCodesIssued } from '@valik/domain/contracts';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { allow } from '../../middleware/allow.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { recentSignIn } from '../../middleware/recent-sign-in.ts';
import { reauthenticate } from '../../accounts/reauthenticate.ts';
import { toFactorDto } from '../../accounts/factors/factor-dto.ts';
import { enrolFactor } from '../../accounts/factors/enrol-factor.ts';
import { challengeFactor } from '../../accounts/factors/challenge-factor.ts';
import { verifyFactor } from '../../accounts/factors/verify-factor.ts';
import { unenrolFactor } from '../../accounts/factors/unenrol-factor.ts';
import { issueRecoveryCodes, useRecoveryCode } from '../../accounts/factors/recovery-codes.ts';
import { loadSessionUser } from '../../accounts/session-user.ts';
import { challengeBody, enrolFactorBody, factorIdParam, reauthenticateBody, recoveryCodeBody, verifyBody } from './auth-factors.schemas.ts';

function sessionOf(c: { get(key: 'session'): AppEnv['Variables']['session'] }) {
  const session = c.get('session');
  if (!session) throw new ApiError('UNAUTHENTICATED', 'Please sign in');
  return session;
}

/**
 * Per-address limits of the second-factor checks. Generous enough for a classroom signing in behind one
 * school address (as the sign-in limits in auth.ts); what stops guessing one account's codes is the
 * per-account lock after five wrong codes (account-locks.ts). Challenges can send an SMS, so fewer.
 */
export const FACTOR_RATE_LIMITS = {
  challenge: { window: 60, max: 30 },
  verify: { window: 60, max: 60 },
} as const;

/**
 * Second factors (spec §7 auth provider calls: POST factors, POST factors/{id}/challenge,
 * POST factors/{id}/verify, DELETE factors/{id}). Challenge and verify also serve the sign-in of a
 * session that still needs its second factor.
 */
export const authFactorRoutes = new Hono<AppEnv>()
  .get('/auth/factors', allow('auth'), async (c) => {
    const session = sessionOf(c);
    const rows = await listFactors(c.get('deps').db, { authUserId: session.authUserId });
    const reply: FactorList = { data: rows.map(toFactorDto), phone_available: c.get('deps').sms !== null };
    return c.json(reply);
  })
  // Proving again it is me before a sensitive change (ADR 017); the portal's dialog calls it.
  .post('/auth/reauthenticate', allow('auth'), rateLimit('reauthenticate', { window: 600, max: 20 }), validate('json', reauthenticateBody), async (c) => {
    const session = sessionOf(c);
    const body = c.req.valid('json');
    const { reauthenticatedAt } = await reauthenticate(c.get('deps'), {
      session,
      email: c.get('user')?.email ?? '',
      password: body.password,
      factorId: body.factor_id,
      challengeId: body.challenge_id,
      code: body.code,
    });
    return c.json({ reauthenticated_at: reauthenticatedAt.toISOString() });
  })
  .post('/auth/factors', allow('auth'), recentSignIn(), rateLimit('factor-enrol', { window: 600, max: 20 }), validate('json', enrolFactorBody), async (c) => {
    const session = sessionOf(c);
    const user = c.get('user');
    const body = c.req.valid('json');
    const factor = await enrolFactor(c.get('deps'), {
      authUserId: session.authUserId,
      email: user?.email ?? '',
      factorType: body.factor_type,
      friendlyName: body.friendly_name,
      phone: body.factor_type === 'phone' ? body.phone : undefined,
      issuer: body.factor_type === 'totp' ? body.issuer : undefined,
    });
    return c.json(factor, 201);
  })
  .post(
    '/auth/factors/:id/challenge',
    allow('second-factor'),
    rateLimit('factor-challenge', FACTOR_RATE_LIMITS.challenge),
    validate('param', factorIdParam),
    validate('json', challengeBody),
    async (c) => {
      const session = sessionOf(c);
      const challenge = await challengeFactor(c.get('deps'), {
        authUserId: session.authUserId,
        factorId: c.req.valid('param').id,
        ipAddress: c.get('clientAddress'),
        lang: c.get('lang'),
      });
      return c.json(challenge, 201);
    },
  )
  .post(
    '/auth/factors/:id/verify',
    allow('second-factor'),
    rateLimit('factor-verify', FACTOR_RATE_LIMITS.verify),
    validate('param', factorIdParam),
    validate('json', verifyBody),
    async (c) => {
      const session = sessionOf(c);
      const body = c.req.valid('json');
      const deps = c.get('deps');
      const { recoveryCodes } = await verifyFactor(deps, { session, factorId: c.req.valid('param').id, challengeId: body.challenge_id, code: body.code });
      const user = await loadSessionUser(deps.db, session.authUserId, session);
      const reply: FactorVerifyReply = { aal: { current_level: 'aal2', next_level: 'aal2' }, user, recovery_codes: recoveryCodes };
      return c.json(reply);
    },
  )
  // One-time recovery codes: how many are left, a new set (shown once), and signing in with one.
  .get('/auth/recovery-codes', allow('auth'), async (c) => {
    const session = sessionOf(c);
    const reply: RecoveryCodeStatus = { remaining: await countUnusedRecoveryCodes(c.get('deps').db, { authUserId: session.authUserId }) };
    return c.json(reply);
  })
  .post('/auth/recovery-codes', allow('auth'), recentSignIn(), rateLimit('recovery-codes', { window: 600, max: 10 }), async (c) => {
    const session = sessionOf(c);
    const deps = c.get('deps');
    const factors = await listFactors(deps.db, { authUserId: session.authUserId });
    if (!factors.some((f) => f.status === 'verified')) throw new ApiError('BAD_REQUEST', 'Turn on two-step verification first');
    const reply: RecoveryCodesIssued = { codes: await issueRecoveryCodes(deps.db, deps.env.BETTER_AUTH_SECRET, { authUserId: session.authUserId }) };
    return c.json(reply, 201);
  })
  .post(
    '/auth/recovery-codes/verify',
    allow('second-factor'),
    rateLimit('factor-verify', FACTOR_RATE_LIMITS.verify),
    validate('json', recoveryCodeBody),
    async (c) => {
      const session = sessionOf(c);
      const deps = c.get('deps');
      await useRecoveryCode(deps, { session, code: c.req.valid('json').code });
      const user = await loadSessionUser(deps.db, session.authUserId, session);
      const reply: FactorVerifyReply = { aal: { current_level: 'aal2', next_level: 'aal2' }, user };
      return c.json(reply);
    },
  )
  .delete('/auth/factors/:id', allow('auth'), recentSignIn(), validate('param', factorIdParam), async (c) => {
    const session = sessionOf(c);
    await unenrolFactor(c.get('deps'), { authUserId: session.authUserId, factorId: c.req.valid('param').id });
    return c.json({ id: c.req.valid('param').id });
  });
