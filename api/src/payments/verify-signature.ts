// The `provider-signature` guard's check (middleware/allow.ts): the webhook's raw body must carry a valid
// signature of the provider its path names. Nothing else about the caller counts (no session, no Origin:
// providers call server to server). The verified notification is handed to the route.
import type { Context } from 'hono';
import { PAYMENT_MESSAGES } from '@valik/domain';
import type { AppEnv } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { NotificationRejected } from './provider.ts';
import { verifyDiscordSignature } from '../discord/verify-interaction.ts';

export async function verifyProviderSignature(c: Context<AppEnv>): Promise<void> {
  const { logger, payments, clock } = c.get('deps');
  const name = c.req.path.split('/').pop();
  // Discord's signed interactions (issue 14) share the guard: a signature of the raw body or nothing
  if (name === 'discord') return verifyDiscordSignature(c);
  const provider = name === 'stripe' ? payments.stripe : name === 'montonio' ? payments.montonio : null;
  if (!provider) throw new ApiError('UNAUTHENTICATED', PAYMENT_MESSAGES.invalidSignature);
  const raw = new Uint8Array(await c.req.arrayBuffer());
  try {
    c.set('providerNotification', await provider.verifyNotification(raw, c.req.raw.headers, clock()));
  } catch (error) {
    if (!(error instanceof NotificationRejected)) throw error;
    logger.warn({ provider: provider.name, reason: error.message, requestId: c.get('requestId') }, 'payment notification refused');
    throw new ApiError('UNAUTHENTICATED', PAYMENT_MESSAGES.invalidSignature);
  }
}
