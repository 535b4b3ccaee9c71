// The background work of issue 14 as pg-boss runs it (jobs/index.ts wires these): one cohort's Discord
// sync (retried by pg-boss when it throws), the minute's sweep of every cohort whose Discord state is
// behind (a cohort that fails waits for its backoff and does not stop the others), the bot's commands,
// and the LearnWorlds progress sync — hourly it queues one job per running cohort, so each is retried alone.
import { listCohortsForLmsSync, listCohortsNeedingDiscordSync } from '@valik/db/queries';
import { BOT_COMMAND_DEFINITIONS } from './discord/bot-commands.ts';
import { syncCohortDiscord } from './discord/sync-cohort-discord.ts';
import { JOB_NAMES } from './jobs/queue.ts';
import type { AppDeps } from './lib/context.ts';
import { syncCohortProgress } from './learnworlds/sync-cohort-progress.ts';

/** How long after its end a cohort's progress is still read (late grading). */
const LMS_GRACE_DAYS = 30;

export function syncCommunity(deps: AppDeps) {
  const { clock } = deps;
  return {
    [JOB_NAMES.discordSync]: async (payload: { cohortId?: number }) => {
      if (typeof payload.cohortId === 'number') await syncCohortDiscord(deps, payload.cohortId, clock());
    },
    [JOB_NAMES.communitySweep]: async () => {
      if (!deps.discord) return;
      for (const cohortId of await listCohortsNeedingDiscordSync(deps.db, { now: clock() })) {
        try {
          await syncCohortDiscord(deps, cohortId, clock());
        } catch (error) {
          // recorded on the cohort for the admin; this cohort is tried again after its backoff
          deps.logger.warn({ err: error, cohortId }, 'Discord sync of a cohort failed');
        }
      }
    },
    [JOB_NAMES.discordCommands]: async () => {
      await deps.discord?.registerCommands(BOT_COMMAND_DEFINITIONS);
    },
  } as const;
}

export async function syncProgressJob(deps: AppDeps, payload: { cohortId?: number }, now: Date): Promise<void> {
  if (!deps.learnworlds) return;
  if (typeof payload.cohortId === 'number') {
    await syncCohortProgress(deps, payload.cohortId, now);
    return;
  }
  for (const cohortId of await listCohortsForLmsSync(deps.db, { now, graceDays: LMS_GRACE_DAYS })) {
    await deps.jobs.schedule(JOB_NAMES.lmsSync, { cohortId }, now, `lms-sync-${cohortId}`);
  }
}
