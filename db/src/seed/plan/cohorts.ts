// The cohorts around `now`: dates from the content's week offsets and schedules, names by season, links.
import { COHORTS, SCHEDULES } from '../content/cohorts.ts';
import { createRng } from '../prng.ts';
import { DAY_MS, addDays, addMs, atTime, type mondayOfWeek } from '../time.ts';
import { alnum, courseBySlug, digits, lowerCode, minDate, seasonName } from './helpers.ts';
import type { PlannedCohort } from './types.ts';

export function planCohorts(now: Date, monday: ReturnType<typeof mondayOfWeek>): PlannedCohort[] {
  const usedNames = new Set<string>();
  return COHORTS.map((def, index) => {
    const rng = createRng(`cohort-meta:${index}`);
    const course = courseBySlug(def.courseSlug);
    const classTimes = SCHEDULES[def.schedule] ?? SCHEDULES[0] ?? [];
    const first = classTimes[0] ?? { day: 2, hour: 16, minute: 0 };
    const last = classTimes[classTimes.length - 1] ?? first;
    const weeks = def.weeks ?? Math.max(4, Math.round(course.academicHours / 4));
    const lessonLength = def.lessonLength ?? 90;
    const startDate = atTime(addDays(monday, def.startWeek * 7 + first.day - 1), first.hour, first.minute);
    const endDate = addMs(
      atTime(addDays(monday, (def.startWeek + weeks - 1) * 7 + last.day - 1), last.hour, last.minute),
      lessonLength * 60_000,
    );
    // the group's own name, without its course's (every screen shows the course beside it: issue 18
    // item 12 found "Rahatarkus – Rahatarkus · Sügis 2026"); a second group of the same season gets a letter
    const season = seasonName(startDate, course.language);
    let name = season;
    for (let letter = 66; usedNames.has(`${course.name}\u0000${name}`); letter += 1) name = `${season} ${String.fromCharCode(letter)}`;
    usedNames.add(`${course.name}\u0000${name}`);
    const teacherIndexes = [...course.teacherIndexes];
    if (def.coTeacher !== undefined && !teacherIndexes.includes(def.coTeacher)) teacherIndexes.push(def.coTeacher);
    const room = `${def.courseSlug.split('-')[0]}-${lowerCode(rng, 3)}-${lowerCode(rng, 4)}`;
    const hasDiscord = def.status !== 'DRAFT';
    return {
      index,
      def,
      course,
      name,
      status: def.status,
      startDate,
      endDate,
      classTimes,
      lessonLength,
      teacherIndexes,
      videoUrl: `https://meet.valik.ee/${room}`,
      discordInviteUrl: hasDiscord ? `https://discord.gg/${alnum(rng, 8)}` : null,
      discordChannelId: hasDiscord ? digits(rng, 19) : null,
      externalLmsLink: `https://classroom.google.com/c/${alnum(rng, 16)}`,
      lmsId: digits(rng, 12),
      notes: def.notes ?? null,
      createdAt: minDate(addMs(startDate, -rng.int(45, 75) * DAY_MS), addMs(now, -rng.int(20, 35) * DAY_MS)),
    };
  });

}
