// My teaching times as an ICS calendar (issue 8 item 1): downloaded while signed in, or subscribed to by a
// calendar app through a secret link. The link carries the user's random calendar secret (32 bytes,
// users.calendar_token, the same one as the personal class calendar); resetting it makes every old link
// stop at once, and the feed is given only while the owner is still a teacher (or admin).
import { findUserByCalendarToken, getUserById, listTeacherCohorts } from '@valik/db/queries';
import { buildIcsCalendar, classEventsForCohort } from '../documents/ics.ts';
import { addTallinnDays, CALENDAR_ALARM_MINUTES, cohortDisplayName, DEFAULT_LANG, toLang } from '@valik/domain';
import { loadSkippedStarts } from '../attendance/attendance-summary.ts';
import type { ClassTimeDto, Lang } from '@valik/domain/contracts';
import { translate } from '@valik/domain/i18n';
import type { AppDeps } from '../lib/context.ts';

/** How far back and ahead the feed reaches: a month of history, a school year and a bit ahead. */
const PAST_DAYS = 30;
const AHEAD_DAYS = 370;

export function teachingFeedUrl(baseUrl: string, token: string): string {
  return `${baseUrl}/api/v1/teacher/calendar/${token}.ics`;
}

export async function renderTeachingCalendar(deps: Pick<AppDeps, 'db' | 'clock'>, params: { teacherUserId: number; baseUrl: string; lang: Lang }): Promise<string> {
  const { db } = deps;
  const now = deps.clock();
  const from = addTallinnDays(now, -PAST_DAYS);
  const rows = await listTeacherCohorts(db, { teacherUserId: params.teacherUserId });
  const skipped = await loadSkippedStarts(db, rows.map((r) => r.id));
  const events = rows
    .filter((r) => r.status !== 'CANCELED')
    .flatMap((r) =>
      classEventsForCohort(
        {
          id: r.id,
          name: cohortDisplayName(r.courseName, r.name),
          startDate: r.startDate,
          endDate: r.endDate,
          classTimes: r.onlineClassTimes as ClassTimeDto[],
          onlineLessonLength: r.onlineLessonLength,
          description: `${params.baseUrl}/user/cohorts/${r.id}`,
          url: r.videoUrl,
          alarm: { minutesBefore: CALENDAR_ALARM_MINUTES, description: translate(params.lang, 'Class in one hour: {course}', { course: r.courseName }) },
          skippedStarts: skipped.get(r.id) ?? new Set(),
        },
        { from, to: addTallinnDays(now, AHEAD_DAYS) },
      ),
    );
  return buildIcsCalendar({ name: translate(params.lang, 'Valik: my teaching'), events }, now);
}

/** The feed behind a secret link, or null for an unknown secret or someone who no longer teaches. */
export async function renderTeachingFeed(deps: Pick<AppDeps, 'db' | 'clock'>, params: { token: string; baseUrl: string }): Promise<string | null> {
  const { db } = deps;
  const owner = await findUserByCalendarToken(db, { token: params.token });
  if (!owner) return null;
  const user = await getUserById(db, { id: owner.id });
  if (!user || user.deletedAt || (user.role !== 'TEACHER' && user.role !== 'ADMIN')) return null;
  return renderTeachingCalendar(deps, { teacherUserId: user.id, baseUrl: params.baseUrl, lang: toLang(user.language) ?? DEFAULT_LANG });
}
