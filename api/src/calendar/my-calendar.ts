// My class times as an ICS feed (issue 6 item 3) behind a per-user secret URL, so calendar apps subscribe
// without cookies. The token is random (32 bytes), made on first use; resetting it makes the old URL stop.
import { randomBytes } from 'node:crypto';
import type { Db } from '@valik/db/client';
import { findUserByCalendarToken, getCalendarToken, listCalendarCohorts, setCalendarToken } from '@valik/db/queries';
import { buildIcsCalendar, classEventsForCohort } from '../documents/ics.ts';
import { addTallinnDays, CALENDAR_ALARM_MINUTES, cohortDisplayName, DEFAULT_LANG, toLang } from '@valik/domain';
import { loadSkippedStarts } from '../attendance/attendance-summary.ts';
import { translate } from '@valik/domain/i18n';
import type { ClassTimeDto } from '@valik/domain/contracts';
import type { AppDeps } from '../lib/context.ts';

export function calendarFeedUrl(baseUrl: string, token: string): string {
  return `${baseUrl}/api/v1/calendar/${token}.ics`;
}

export async function ensureCalendarToken(db: Db, params: { userId: number; reset?: boolean }): Promise<string> {
  const existing = params.reset ? null : await getCalendarToken(db, params);
  if (existing) return existing;
  const token = randomBytes(32).toString('base64url');
  await setCalendarToken(db, { userId: params.userId, token });
  return token;
}

/** The feed for a token, or null for an unknown one. */
export async function renderCalendarFeed(deps: Pick<AppDeps, 'db' | 'clock'>, params: { token: string; baseUrl: string }): Promise<string | null> {
  const { db } = deps;
  const now = deps.clock();
  const user = await findUserByCalendarToken(db, params);
  if (!user) return null;
  const from = addTallinnDays(now, -30);
  const rows = await listCalendarCohorts(db, { userId: user.id, since: from });
  const lang = toLang(user.language) ?? DEFAULT_LANG;
  const skipped = await loadSkippedStarts(db, rows.map((r) => r.cohort.id));
  const events = rows.flatMap(({ cohort, courseName }) =>
    classEventsForCohort(
      {
        id: cohort.id,
        name: cohortDisplayName(courseName, cohort.name),
        startDate: cohort.startDate,
        endDate: cohort.endDate,
        classTimes: cohort.onlineClassTimes as ClassTimeDto[],
        onlineLessonLength: cohort.onlineLessonLength,
        description: `${params.baseUrl}/user/my-courses`,
        url: `${params.baseUrl}/user/my-courses`,
        alarm: { minutesBefore: CALENDAR_ALARM_MINUTES, description: translate(lang, 'Class in one hour: {course}', { course: courseName }) },
        skippedStarts: skipped.get(cohort.id) ?? new Set(),
      },
      { from, to: addTallinnDays(now, 370) },
    ),
  );
  return buildIcsCalendar({ name: translate(lang, 'Valik: my classes'), events }, now);
}
