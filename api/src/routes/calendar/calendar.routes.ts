// My calendar feed: the subscription URL (signed in) and the feed itself (public, the token is the secret).
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { ApiError } from '../../lib/errors.ts';
import { allow } from '../../middleware/allow.ts';
import { calendarFeedUrl, ensureCalendarToken, renderCalendarFeed } from '../../calendar/my-calendar.ts';

export const calendarRoutes = new Hono<AppEnv>()
  .get('/me/calendar', allow('auth'), async (c) => {
    const deps = c.get('deps');
    const token = await ensureCalendarToken(deps.db, { userId: c.get('user')?.id ?? 0 });
    return c.json({ data: { url: calendarFeedUrl(deps.env.PUBLIC_BASE_URL, token) } });
  })
  .post('/me/calendar/reset', allow('auth'), async (c) => {
    const deps = c.get('deps');
    const token = await ensureCalendarToken(deps.db, { userId: c.get('user')?.id ?? 0, reset: true });
    return c.json({ data: { url: calendarFeedUrl(deps.env.PUBLIC_BASE_URL, token) } });
  })
  .get('/calendar/:file', allow('public'), async (c) => {
    const deps = c.get('deps');
    const file = /^([A-Za-z0-9_-]{20,})\.ics$/.exec(c.req.param('file'));
    if (!file?.[1]) throw new ApiError('NOT_FOUND', 'Page not found');
    const token = file[1];
    const ics = await renderCalendarFeed(deps, { token, baseUrl: deps.env.PUBLIC_BASE_URL });
    if (ics === null) throw new ApiError('NOT_FOUND', 'Page not found');
    return c.body(ics, 200, { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'private, max-age=300' });
  });
