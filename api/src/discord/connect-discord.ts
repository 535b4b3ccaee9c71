// Connecting and disconnecting a person's Discord account (issue 14 item 1). Starting gives Discord's
// consent page (state + PKCE verifier kept by the caller in a signed cookie); finishing trades the code,
// stores discord_user_id (unique) and its name, logs DISCORD_CONNECTED and asks the bot to bring the
// person's cohort roles up to date. Any failure of Discord's side is 'Unable to authenticate with Discord'.
import { generateCodeVerifier, generateState } from 'arctic';
import { clearDiscordAccount, getUserById, listLiveCohortIdsOfUser, logActivity, setDiscordAccount } from '@valik/db/queries';
import { COMMUNITY_MESSAGES } from '@valik/domain';
import type { AppDeps } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { isUniqueViolation } from '../registrations/unique-violation.ts';
import type { Discord, DiscordAccount } from './discord-port.ts';
import { requestDiscordSync } from './sync-cohort-discord.ts';
import { unitOfWork } from '../outbox/unit-of-work.ts';

type Deps = Pick<AppDeps, 'db' | 'discord' | 'outbox' | 'logger'>;

function discordOf(deps: Pick<AppDeps, 'discord'>): Discord {
  if (!deps.discord) throw new ApiError('NOT_READY', COMMUNITY_MESSAGES.discordUnavailable);
  return deps.discord;
}

export function startDiscordConnection(deps: Pick<AppDeps, 'discord'>): { url: string; state: string; codeVerifier: string } {
  const discord = discordOf(deps);
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  return { url: discord.authorizationUrl(state, codeVerifier).toString(), state, codeVerifier };
}

export interface FinishInput {
  userId: number;
  /** what Discord sent back to the callback */
  code: string | undefined;
  state: string;
  error: string | undefined;
  /** what we kept when starting (null: no or a forged cookie) */
  expected: { state: string; codeVerifier: string } | null;
}

export async function finishDiscordConnection(deps: Deps, input: FinishInput): Promise<DiscordAccount> {
  const discord = discordOf(deps);
  if (input.error || !input.code || !input.expected || input.expected.state !== input.state) {
    throw new ApiError('BAD_REQUEST', COMMUNITY_MESSAGES.discordAuthFailed);
  }
  let account: DiscordAccount;
  try {
    account = await discord.connectAccount(input.code, input.expected.codeVerifier);
  } catch (error) {
    deps.logger.warn({ err: error }, 'Discord connection failed');
    throw new ApiError('BAD_REQUEST', COMMUNITY_MESSAGES.discordAuthFailed);
  }
  let stored: boolean;
  try {
    stored = await setDiscordAccount(deps.db, { userId: input.userId, discordUserId: account.id, username: account.name });
  } catch (error) {
    if (!isUniqueViolation(error, 'users_discord_user_id_key')) throw error;
    stored = false;
  }
  if (!stored) throw new ApiError('CONFLICT', COMMUNITY_MESSAGES.discordTaken);
  await unitOfWork(deps, async (tx) => {
    await logActivity(tx, { type: 'DISCORD_CONNECTED', userId: input.userId, actorUserId: input.userId, metadata: { discord_user_id: account.id } });
    await requestDiscordSync(tx, await listLiveCohortIdsOfUser(tx, { userId: input.userId }), input.userId);
  });
  return account;
}

export async function disconnectDiscord(deps: Deps, input: { userId: number }): Promise<void> {
  const user = await getUserById(deps.db, { id: input.userId });
  if (!user?.discordUserId) return;
  const discordUserId = user.discordUserId;
  await unitOfWork(deps, async (tx) => {
    await clearDiscordAccount(tx, { userId: input.userId });
    await logActivity(tx, { type: 'DISCORD_DISCONNECTED', userId: input.userId, actorUserId: input.userId, metadata: { discord_user_id: discordUserId } });
    // the roles the bot gave this account are taken back by the cohorts' sync
    await requestDiscordSync(tx, await listLiveCohortIdsOfUser(tx, { userId: input.userId }), input.userId);
  });
}
