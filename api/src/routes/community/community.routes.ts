// A cohort's community and progress integrations for its teachers and the admin (issue 14 items 2 and 4):
// the Discord channel's state (channel, invite, members holding the role, last sync or its failure) and the
// LearnWorlds progress sync's state; the admin asks for a progress sync now (run by the jobs).
import { Hono } from 'hono';
import { getCohortCommunity, getCohortLmsCourse, listDiscordGrantedMembers, listIntegrationSyncs } from '@valik/db/queries';
import type { IntegrationSync } from '@valik/db/schema';
import { COMMUNITY_MESSAGES } from '@valik/domain';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { allow, param } from '../../middleware/allow.ts';
import { COHORT_NOT_FOUND } from '../../registrations/enrol-student.ts';
import { requestProgressSync } from '../../learnworlds/sync-cohort-progress.ts';

function syncJson(row: IntegrationSync | undefined) {
  return {
    last_success_at: row?.lastSuccessAt?.toISOString() ?? null,
    last_error: row?.lastError ?? null,
    last_error_at: row?.lastErrorAt?.toISOString() ?? null,
    failures: row?.failures ?? 0,
    requested_at: row?.requestedAt?.toISOString() ?? null,
    details: row?.details ?? {},
  };
}

export const communityRoutes = new Hono<AppEnv>()
  .get('/cohorts/:id{[0-9]+}/community', allow('teacher', { cohort: param('id') }), async (c) => {
    const deps = c.get('deps');
    const cohortId = Number(c.req.param('id'));
    const cohort = await getCohortCommunity(deps.db, { cohortId });
    if (!cohort) throw new ApiError('NOT_FOUND', COHORT_NOT_FOUND);
    const syncs = await listIntegrationSyncs(deps.db, { cohortIds: [cohortId] });
    const lms = await getCohortLmsCourse(deps.db, { cohortId });
    return c.json({
      data: {
        discord: {
          available: deps.discord !== null,
          channel_id: cohort.discordChannelId,
          invite_url: cohort.discordInviteUrl,
          role_id: cohort.discordRoleId,
          members_with_role: (await listDiscordGrantedMembers(deps.db, { cohortId })).length,
          ...syncJson(syncs.find((s) => s.kind === 'DISCORD')),
        },
        lms: {
          available: deps.learnworlds !== null && Boolean(lms?.lwCourseId),
          course_id: lms?.lwCourseId ?? null,
          ...syncJson(syncs.find((s) => s.kind === 'LMS')),
        },
      },
    });
  })
  .post('/cohorts/:id{[0-9]+}/lms-sync', allow('admin'), async (c) => {
    const deps = c.get('deps');
    const cohortId = Number(c.req.param('id'));
    const lms = await getCohortLmsCourse(deps.db, { cohortId });
    if (!lms) throw new ApiError('NOT_FOUND', COHORT_NOT_FOUND);
    if (!deps.learnworlds || !lms.lwCourseId) throw new ApiError('CONFLICT', COMMUNITY_MESSAGES.lmsSyncUnavailable);
    await requestProgressSync(deps, cohortId, deps.clock());
    return c.json({ data: { requested: true } }, 202);
  });
