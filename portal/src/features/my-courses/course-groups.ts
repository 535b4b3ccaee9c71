// "My courses" in three groups, each in the order a student reads it (issue 30: "Tulemas" came newest
// start first, so the next course to begin was at the bottom): what is on now and what comes next, soonest
// start first; what has ended, the latest first.
import type { MyRegistrationDto } from '../registration/registration-api.ts';

export type CourseGroup = 'CURRENT' | 'UPCOMING' | 'PAST';

const startOf = (r: MyRegistrationDto) => r.cohort.start_date;

export function courseGroups(registrations: MyRegistrationDto[]): Record<CourseGroup, MyRegistrationDto[]> {
  const live = registrations.filter((r) => r.status !== 'CANCELED');
  const soonestFirst = (a: MyRegistrationDto, b: MyRegistrationDto) => startOf(a).localeCompare(startOf(b)) || a.id - b.id;
  const latestFirst = (a: MyRegistrationDto, b: MyRegistrationDto) => -soonestFirst(a, b);
  return {
    CURRENT: live.filter((r) => r.phase === 'CURRENT').sort(soonestFirst),
    UPCOMING: live.filter((r) => r.phase === 'UPCOMING').sort(soonestFirst),
    PAST: live.filter((r) => r.phase === 'PAST').sort(latestFirst),
  };
}
