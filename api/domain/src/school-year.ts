// School years start on 1 August 00:00 Europe/Tallinn (the spec's switch date is month index 6, day 31:
// the last day of the old year). Ranges are half-open: `from` inclusive, `to` exclusive.
import { SCHOOL_YEAR_START, type SchoolYearFilter } from './constants.ts';
import { tallinnTime, toDate, toTallinn, type DateInput } from './dates.ts';

export interface SchoolYear {
  /** e.g. 2026 for 2026/2027 */
  startYear: number;
  /** 1 August 00:00 Tallinn */
  start: Date;
  /** the next 1 August 00:00 Tallinn (exclusive) */
  end: Date;
  /** '2026/2027' */
  label: string;
}

export interface DateRange {
  from?: Date;
  to?: Date;
}

function schoolYearStarting(startYear: number): SchoolYear {
  return {
    startYear,
    start: tallinnTime(startYear, SCHOOL_YEAR_START.monthIndex, SCHOOL_YEAR_START.day),
    end: tallinnTime(startYear + 1, SCHOOL_YEAR_START.monthIndex, SCHOOL_YEAR_START.day),
    label: `${startYear}/${startYear + 1}`,
  };
}

export function getSchoolYear(date: DateInput): SchoolYear {
  const local = toTallinn(date);
  const beforeStart =
    local.getMonth() < SCHOOL_YEAR_START.monthIndex ||
    (local.getMonth() === SCHOOL_YEAR_START.monthIndex && local.getDate() < SCHOOL_YEAR_START.day);
  return schoolYearStarting(beforeStart ? local.getFullYear() - 1 : local.getFullYear());
}

/**
 * ALL: no limit. CURRENT / NEXT / LAST_PREVIOUS: the school year containing `now`, the one after it,
 * the one before it. ALL_PREVIOUS: everything before the current school year.
 */
export function schoolYearFilter(filter: SchoolYearFilter, now: Date): DateRange {
  const current = getSchoolYear(now);
  switch (filter) {
    case 'ALL':
      return {};
    case 'CURRENT':
      return { from: current.start, to: current.end };
    case 'NEXT': {
      const next = schoolYearStarting(current.startYear + 1);
      return { from: next.start, to: next.end };
    }
    case 'LAST_PREVIOUS': {
      const previous = schoolYearStarting(current.startYear - 1);
      return { from: previous.start, to: previous.end };
    }
    case 'ALL_PREVIOUS':
      return { to: current.start };
  }
}

export function isInSchoolYearFilter(date: DateInput, filter: SchoolYearFilter, now: Date): boolean {
  const { from, to } = schoolYearFilter(filter, now);
  const at = toDate(date).getTime();
  return (from === undefined || at >= from.getTime()) && (to === undefined || at < to.getTime());
}
