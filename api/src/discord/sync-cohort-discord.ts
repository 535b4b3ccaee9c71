// The bot's work for one cohort (issue 14 item 2), as a reconciliation so running it twice, late or after
// a crash is harmless: while the cohort is open (registration opened, not over) it has a private channel
// (made, or the admin's discord_channel_id), a role and an invite, and its teachers and every live
// registration with a connected Discord account hold the role; whoever holds it without such a registration (cancelled,
// disconnected, the cohort over or cancelled) loses it. What failed is recorded for the admin and the run
// throws, so pg-boss and the sweep try again.
import {
  DISCORD_OPEN_STATUSES,
  getCohortCommunity,
  listDiscordGrantedMembers,
  listDiscordWantedMembers,
  listIntegrationSyncs,
  recordDiscordGrant,
  recordIntegrationFailure,
  recordIntegrationSuccess,
  removeDiscordGrant,
  setCohortDiscordSpace,
} from '@valik/db/queries';
import { cohortDisplayName, hasCohortEnded } from '@valik/domain';
import type { Db } from '@valik/db/client';
import { outboxOf } from '../outbox/write.ts';
import type { AppDeps } from '../lib/context.ts';

export class CommunitySyncFailed extends Error {
  override name = 'CommunitySyncFailed';
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);

/**
 * In the transaction of a change of who belongs to these cohorts: bring their Discord state up to date after
 * the commit (a DISCORD_SYNC outbox entry each, ADR 024).
 */
export async function requestDiscordSync(tx: Db, cohortIds: readonly number[], userId: number | null): Promise<void> {
  for (const cohortId of new Set(cohortIds)) await outboxOf(tx).add('DISCORD_SYNC', { cohort_id: cohortId }, { userId });
}

export interface DiscordSyncResult {
  open: boolean;
  granted: string[];
  removed: string[];
}

export async function syncCohortDiscord(deps: Pick<AppDeps, 'db' | 'discord' | 'logger'>, cohortId: number, now: Date): Promise<DiscordSyncResult | null> {
  const { db, discord } = deps;
  if (!discord) return null;
  const cohort = await getCohortCommunity(db, { cohortId });
  if (!cohort) return null;
  const open = (DISCORD_OPEN_STATUSES as readonly string[]).includes(cohort.status) && !hasCohortEnded(cohort, now);
  const result: DiscordSyncResult = { open, granted: [], removed: [] };
  const failed: string[] = [];
  let roleId = cohort.discordRoleId;
  try {
    const [previous] = await listIntegrationSyncs(db, { cohortIds: [cohortId] }).then((rows) => rows.filter((r) => r.kind === 'DISCORD'));
    if (open && (!cohort.discordChannelId || !cohort.discordRoleId || !cohort.discordInviteUrl || previous?.lastError)) {
      const space = await discord.ensureCohortSpace({ name: cohortDisplayName(cohort.courseName, cohort.name), channelId: cohort.discordChannelId, roleId: cohort.discordRoleId, inviteUrl: cohort.discordInviteUrl });
      await setCohortDiscordSpace(db, { cohortId, ...space });
      roleId = space.roleId;
    }
  } catch (error) {
    await recordIntegrationFailure(db, { cohortId, kind: 'DISCORD', now, error: `The channel could not be prepared: ${messageOf(error)}` });
    throw new CommunitySyncFailed(messageOf(error));
  }
  const wanted = open ? await listDiscordWantedMembers(db, { cohortId }) : [];
  const granted = await listDiscordGrantedMembers(db, { cohortId });
  const holding = new Set(granted.map((g) => g.discordUserId));
  const keep = new Set(wanted.map((w) => w.discordUserId));
  for (const member of wanted) {
    if (holding.has(member.discordUserId) || !roleId) continue;
    try {
      await discord.grantRole(member.discordUserId, roleId);
      await recordDiscordGrant(db, { cohortId, userId: member.userId, discordUserId: member.discordUserId });
      result.granted.push(member.discordUserId);
    } catch (error) {
      failed.push(`${member.discordUserId}: ${messageOf(error)}`);
    }
  }
  for (const member of granted) {
    if (keep.has(member.discordUserId)) continue;
    try {
      if (roleId) await discord.removeRole(member.discordUserId, roleId);
      await removeDiscordGrant(db, { cohortId, discordUserId: member.discordUserId });
      result.removed.push(member.discordUserId);
    } catch (error) {
      failed.push(`${member.discordUserId}: ${messageOf(error)}`);
    }
  }
  const details = { open, members: keep.size, granted: result.granted.length, removed: result.removed.length };
  if (failed.length > 0) {
    await recordIntegrationFailure(db, { cohortId, kind: 'DISCORD', now, error: `The role could not be changed for ${failed.length} member(s): ${failed.join('; ')}`.slice(0, 1000), details });
    throw new CommunitySyncFailed(`${failed.length} role change(s) failed`);
  }
  await recordIntegrationSuccess(db, { cohortId, kind: 'DISCORD', now, details });
  return result;
}
