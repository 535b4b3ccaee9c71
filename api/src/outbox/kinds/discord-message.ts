// DISCORD_MESSAGE: the bot's message in a cohort's channel (issue 29: the class reminder an hour before).
// Delivered through the Discord port with the payload's nonce and enforce_nonce, so a repeated delivery (a
// dispatcher that stopped between posting and marking the row) returns the first message, not a second.
// Without a Discord connection there is nowhere to post: nothing to do.
import { defineOutboxKind } from '../kind.ts';

export const discordMessageKind = defineOutboxKind('DISCORD_MESSAGE', async (deps, { payload }) => {
  if (!deps.discord) {
    deps.logger.warn({ channel: payload.channel_id }, 'a Discord message with no Discord connection: not posted');
    return;
  }
  await deps.discord.postMessage(payload.channel_id, payload.content, payload.nonce);
});
