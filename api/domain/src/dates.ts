// Date helpers in Europe/Tallinn. Every instant is a plain `Date`; the Tallinn wall clock is only used
// to compute and format, so results are correct whatever the server's or browser's own time zone is.
import { TZDate, tz } from '@date-fns/tz';
import {
  addDays,
  endOfDay,
  endOfWeek as dfEndOfWeek,
  getISODay,
  startOfDay,
  startOfWeek as dfStartOfWeek,
} from 'date-fns';
import type { ClassTimeDto, Lang } from './contracts/catalog.ts';
import { CLASS_DAY_MAX, CLASS_DAY_MIN, TIMEZONE, WEEK_STARTS_ON } from './constants.ts';

/** An instant as the database, the JSON API (ISO string) or a test hands it over. */
export type DateInput = Date | string | number;

const inTallinn = tz(TIMEZONE);

export function toDate(input: DateInput): Date {
  const date = input instanceof Date ? new Date(input.getTime()) : new Date(input);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(input)}`);
  return date;
}

/** The instant as a Tallinn wall-clock date (for date-fns calendar arithmetic). */
export function toTallinn(input: DateInput): TZDate {
  return new TZDate(toDate(input).getTime(), TIMEZONE);
}

const plain = (d: Date): Date => new Date(d.getTime());

/** An instant from a Tallinn wall-clock time; `monthIndex` is 0-based, overflowing days roll over. */
export function tallinnTime(year: number, monthIndex: number, day: number, hour = 0, minute = 0): Date {
  return plain(new TZDate(year, monthIndex, day, hour, minute, 0, 0, TIMEZONE));
}

export function startOfTallinnDay(input: DateInput): Date {
  return plain(startOfDay(toDate(input), { in: inTallinn }));
}

export function endOfTallinnDay(input: DateInput): Date {
  return plain(endOfDay(toDate(input), { in: inTallinn }));
}

/** Adds calendar days on the Tallinn wall clock (a day across a DST change is 23 or 25 hours). */
export function addTallinnDays(input: DateInput, days: number): Date {
  return plain(addDays(toDate(input), days, { in: inTallinn }));
}

// The Tallinn calendar day of an instant, from the platform's Intl (not date-fns' `format`, whose
// formatters and English locale were 5 kB gzipped of the student's first page, issue 16 item 5).
const tallinnDay = new Intl.DateTimeFormat('en-GB', { timeZone: TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** dd.MM.yyyy (DATE_FORMAT) in Europe/Tallinn: 2026-12-31T22:30Z → '01.01.2027'. */
export function formatDate(input: DateInput): string {
  const parts = Object.fromEntries(tallinnDay.formatToParts(toDate(input)).map((part) => [part.type, part.value]));
  return `${parts.day}.${parts.month}.${String(parts.year).padStart(4, '0')}`;
}

/** dd.MM.yyyy HH:mm in Europe/Tallinn. */
export function formatDateTime(input: DateInput): string {
  const d = toTallinn(input);
  return `${formatDate(input)} ${formatTime(d.getHours(), d.getMinutes())}`;
}

/** 'HH:mm' for a class time. */
export function formatTime(hour: number, minute: number): string {
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** Monday 00:00 Tallinn of the week containing the instant. */
export function startOfWeek(input: DateInput): Date {
  return plain(dfStartOfWeek(toDate(input), { weekStartsOn: WEEK_STARTS_ON, in: inTallinn }));
}

/** Sunday 23:59:59.999 Tallinn of the week containing the instant. */
export function endOfWeek(input: DateInput): Date {
  return plain(dfEndOfWeek(toDate(input), { weekStartsOn: WEEK_STARTS_ON, in: inTallinn }));
}

const DAY_NAMES: Record<Lang, readonly string[]> = {
  et: ['esmaspäev', 'teisipäev', 'kolmapäev', 'neljapäev', 'reede', 'laupäev', 'pühapäev'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  ru: ['понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота', 'воскресенье'],
};

/** The weekday name of a class time day (1 = Monday … 7 = Sunday). */
export function classTimeDayName(day: number, lang: Lang): string {
  const name = Number.isInteger(day) ? DAY_NAMES[lang][day - 1] : undefined;
  if (name === undefined) throw new RangeError(`Class time day must be 1..7, got ${day}`);
  return name;
}

const isIntIn = (value: number, min: number, max: number): boolean =>
  Number.isInteger(value) && value >= min && value <= max;

export function isValidClassTime({ day, hour, minute }: ClassTimeDto): boolean {
  return isIntIn(day, CLASS_DAY_MIN, CLASS_DAY_MAX) && isIntIn(hour, 0, 23) && isIntIn(minute, 0, 59);
}

/** The class time on the Tallinn calendar day of `dayInstant`. */
function classOnDay(dayInstant: TZDate, classTime: ClassTimeDto): Date {
  return tallinnTime(
    dayInstant.getFullYear(),
    dayInstant.getMonth(),
    dayInstant.getDate(),
    classTime.hour,
    classTime.minute,
  );
}

/**
 * The next start of a weekly class at or after `now`, in Tallinn wall-clock time (so 18:00 stays
 * 18:00 across a DST change). A class starting exactly at `now` counts as the next one.
 */
export function nextOccurrence(classTime: ClassTimeDto, now: Date): Date {
  if (!isValidClassTime(classTime)) throw new RangeError('Invalid class time');
  const today = toTallinn(now);
  const daysAhead = (classTime.day - getISODay(today) + 7) % 7;
  const candidate = classOnDay(addDays(today, daysAhead), classTime);
  return candidate.getTime() >= now.getTime() ? candidate : classOnDay(addDays(today, daysAhead + 7), classTime);
}

export interface ScheduledCohort {
  startDate: DateInput;
  endDate: DateInput;
  classTimes: readonly ClassTimeDto[];
}

/**
 * The class starts of a cohort in the Monday..Sunday week containing `weekStart`, limited to the
 * cohort's Tallinn days from start date to end date (inclusive), sorted by time.
 */
export function classTimesInWeek(cohort: ScheduledCohort, weekStart: DateInput): Date[] {
  const monday = toTallinn(startOfWeek(weekStart));
  const first = startOfTallinnDay(cohort.startDate).getTime();
  const last = endOfTallinnDay(cohort.endDate).getTime();
  return cohort.classTimes
    .filter(isValidClassTime)
    .map((classTime) => classOnDay(addDays(monday, classTime.day - 1), classTime))
    .filter((at) => at.getTime() >= first && at.getTime() <= last)
    .sort((a, b) => a.getTime() - b.getTime());
}

/**
 * Every class start of a cohort from its start date to its end date (Tallinn days, inclusive), in order:
 * a cohort meeting Tuesdays and Thursdays for six weeks has twelve.
 */
export function cohortClassStarts(cohort: ScheduledCohort): Date[] {
  const last = endOfTallinnDay(cohort.endDate).getTime();
  const starts: Date[] = [];
  for (let week = toTallinn(startOfWeek(cohort.startDate)); week.getTime() <= last; week = addDays(week, 7)) {
    starts.push(...classTimesInWeek(cohort, week));
  }
  return starts;
}
