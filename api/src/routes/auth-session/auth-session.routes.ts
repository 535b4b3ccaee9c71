import { Hono } from 'hono';
import { getUserById, listFactors } from '@valik/db/queries';
import type { SessionReply } from '@valik/domain/contracts';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { allow, param } from '../../middleware/allow.ts';
import { toFactorDto } from '../../accounts/factors/factor-dto.ts';
import { toSessionUser } from '../../accounts/session-user.ts';
import { userIdParam } from './auth-session.schemas.ts';

/**
 * The spec's session calls. better-auth keeps the session in an http-only cookie; these read it and
 * answer the product's session-user shape.
 */
export const authSessionRoutes = new Hono<AppEnv>()
  // After sign-in (and on every app start) the client posts here and gets its user. Signed out is
  // an ordinary answer ({ user: null }), not an error. A session still waiting for its second factor
  // answers no user, its assurance (aal1 → aal2) and the factors to pass.
  .post('/auth/session', allow('public'), async (c) => {
    const session = c.get('session');
    const user = c.get('user');
    const pending = Boolean(session && !user && session.aal !== session.nextAal);
    const factors = pending && session ? (await listFactors(c.get('deps').db, { authUserId: session.authUserId })).filter((f) => f.status === 'verified') : [];
    const reply: SessionReply = {
      user,
      aal: session ? { current_level: session.aal, next_level: session.nextAal } : null,
      factors: factors.map(toFactorDto),
    };
    return c.json(reply);
  })
  // The full user, which replaces the stored one. Users read themselves; admins anyone.
  .get('/users/:id/hydrate', allow('auth', { user: param('id') }), async (c) => {
    const parsed = userIdParam.safeParse(c.req.param());
    if (!parsed.success) throw new ApiError('NOT_FOUND', 'The user could not be found');
    const row = await getUserById(c.get('deps').db, { id: parsed.data.id });
    if (!row || row.deletedAt) throw new ApiError('NOT_FOUND', 'The user could not be found');
    const me = c.get('user');
    const session = c.get('session');
    // exp/iat are the caller's session times, and only meaningful on their own user
    return c.json({ user: toSessionUser(row, me?.id === row.id && session ? session : undefined) });
  });
