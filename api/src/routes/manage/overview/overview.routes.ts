// /api/v1/manage/overview (issue 29 item 7): the console's first page — how the school is doing
// (overview/school-overview.ts). Admins only (manage.routes.ts).
import { Hono } from 'hono';
import type { AppEnv } from '../../../lib/context.ts';
import { loadSchoolOverview } from '../../../overview/school-overview.ts';

export const manageOverviewRoutes = new Hono<AppEnv>().get('/', async (c) => c.json({ data: await loadSchoolOverview(c.get('deps')) }));
