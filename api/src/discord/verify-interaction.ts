// The `provider-signature` guard for Discord's interactions endpoint: only a request whose Ed25519 signature
// (of timestamp + raw body, by the application's key) checks out and whose timestamp is fresh passes;
// everything else is 401 before anything is read or stored (Discord itself probes with bad signatures).
import type { Context } from 'hono';
import type { AppEnv } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { InteractionRejected } from './discord-port.ts';

export const INVALID_SIGNATURE = 'invalid request signature';

export async function verifyDiscordSignature(c: Context<AppEnv>): Promise<void> {
  const { discord, logger, clock } = c.get('deps');
  if (!discord) throw new ApiError('UNAUTHENTICATED', INVALID_SIGNATURE);
  const raw = new Uint8Array(await c.req.arrayBuffer());
  try {
    c.set('discordInteraction', await discord.verifyInteraction(raw, c.req.raw.headers, clock()));
  } catch (error) {
    if (!(error instanceof InteractionRejected)) throw error;
    logger.warn({ provider: 'DISCORD', reason: error.message, requestId: c.get('requestId') }, 'Discord interaction refused');
    throw new ApiError('UNAUTHENTICATED', INVALID_SIGNATURE);
  }
}
