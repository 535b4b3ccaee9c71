// /api/v1/manage/activity_log: the activity log (read only), filterable by type, the user it
// concerns, the actor, cohort, school and date.
import { Hono } from 'hono';
import { listActivity } from '@valik/db/queries/manage';
import { cohortDisplayNameOrNull } from '@valik/domain';
import type { ActivityRow } from '@valik/db/queries/manage';
import type { AppEnv } from '../../../lib/context.ts';
import { listRoutes } from '../list-routes.ts';
import { activityListFilter, activitySort } from './activity-log.schemas.ts';

export function activityJson(a: ActivityRow) {
  return {
    id: a.id,
    type: a.type,
    user_id: a.userId,
    user_name: a.userName,
    actor_user_id: a.actorUserId,
    actor_name: a.actorName,
    cohort_id: a.cohortId,
    cohort_name: cohortDisplayNameOrNull(a.courseName, a.cohortName), // with its course (issue 30 item 2)
    school_id: a.schoolId,
    school_name: a.schoolName,
    notes: a.notes,
    metadata: a.metadata,
    created_at: a.createdAt.toISOString(),
  };
}

export const manageActivityRoutes = new Hono<AppEnv>().route(
  '/',
  listRoutes({
    resource: 'activity_log',
    filter: activityListFilter,
    sort: activitySort,
    defaultSort: { field: 'createdAt', order: 'DESC' },
    query: listActivity,
    toJson: activityJson,
    csvColumns: ['id', 'created_at', 'type', 'user_name', 'actor_name', 'cohort_name', 'school_name', 'notes'],
  }),
);
