// My Discord account (issue 14 item 1) and Discord's interactions endpoint (item 3). Connecting: POST
// …/connect gives Discord's consent page and keeps state + PKCE verifier in a signed, http-only cookie;
// Discord sends the person back to the portal's /user/track/discord (guard `discord-redirect`), which posts
// what it got to …/callback. The webhook is guarded by `provider-signature` (Ed25519) like the payment ones.
import { Hono } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import { getUserById } from '@valik/db/queries';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { allow } from '../../middleware/allow.ts';
import { disconnectDiscord, finishDiscordConnection, startDiscordConnection } from '../../discord/connect-discord.ts';
import { answerInteraction } from '../../discord/answer-interaction.ts';
import { InteractionRejected } from '../../discord/discord-port.ts';
import { INVALID_SIGNATURE } from '../../discord/verify-interaction.ts';
import { discordCallbackBody } from './discord.schemas.ts';

const OAUTH_COOKIE = 'valik_discord_oauth';
const COOKIE_PATH = '/api/v1/me/discord';

/** What the connect call kept in its signed cookie (null: none, or not ours). */
function parseKept(kept: string | false | undefined): { state: string; codeVerifier: string } | null {
  if (!kept) return null;
  try {
    return JSON.parse(kept) as { state: string; codeVerifier: string };
  } catch {
    return null;
  }
}

function me(userId: number | undefined): number {
  if (!userId) throw new ApiError('UNAUTHENTICATED', 'Please sign in');
  return userId;
}

export const discordRoutes = new Hono<AppEnv>()
  .get('/me/discord', allow('auth'), async (c) => {
    const deps = c.get('deps');
    const user = await getUserById(deps.db, { id: me(c.get('user')?.id) });
    const account = user?.discordUserId ? { id: user.discordUserId, name: user.discordUsername ?? user.discordUserId } : null;
    return c.json({ data: { available: deps.discord !== null, account } });
  })
  .post('/me/discord/connect', allow('auth'), async (c) => {
    const deps = c.get('deps');
    me(c.get('user')?.id);
    const { url, state, codeVerifier } = startDiscordConnection(deps);
    await setSignedCookie(c, OAUTH_COOKIE, JSON.stringify({ state, codeVerifier }), deps.env.BETTER_AUTH_SECRET, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'Lax',
      secure: deps.env.isProduction,
      maxAge: 600,
    });
    return c.json({ data: { url } });
  })
  .post('/me/discord/callback', allow('auth'), validate('json', discordCallbackBody), async (c) => {
    const deps = c.get('deps');
    const userId = me(c.get('user')?.id);
    const body = c.req.valid('json');
    const kept = await getSignedCookie(c, deps.env.BETTER_AUTH_SECRET, OAUTH_COOKIE);
    deleteCookie(c, OAUTH_COOKIE, { path: COOKIE_PATH });
    const expected = parseKept(kept);
    const account = await finishDiscordConnection(deps, { userId, code: body.code, state: body.state, error: body.error, expected });
    return c.json({ data: { account } });
  })
  .delete('/me/discord', allow('auth'), async (c) => {
    await disconnectDiscord(c.get('deps'), { userId: me(c.get('user')?.id) });
    return c.json({ data: { account: null } });
  })
  .post('/webhooks/discord', allow('provider-signature'), async (c) => {
    try {
      return c.json(await answerInteraction(c.get('deps'), c.get('discordInteraction')));
    } catch (error) {
      if (error instanceof InteractionRejected) throw new ApiError('UNAUTHENTICATED', INVALID_SIGNATURE);
      throw error;
    }
  });
