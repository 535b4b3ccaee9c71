// Calendar helpers in Europe/Tallinn (class times and the school year are local), without a date library.

const TZ = 'Europe/Tallinn';
const DAY_MS = 86_400_000;

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: TZ,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export interface LocalParts {
  year: number;
  /** 0-based month */
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 1 = Monday … 7 = Sunday */
  isoWeekday: number;
}

export function tallinnParts(instant: Date): LocalParts {
  const parts = formatter.formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const year = get('year');
  const month = get('month') - 1;
  const day = get('day');
  const weekday = new Date(Date.UTC(year, month, day)).getUTCDay();
  return { year, month, day, hour: get('hour'), minute: get('minute'), isoWeekday: ((weekday + 6) % 7) + 1 };
}

/** Minutes Tallinn is ahead of UTC at that instant (120 in winter, 180 in summer). */
function offsetMinutes(instant: Date): number {
  const p = tallinnParts(instant);
  const seconds = instant.getUTCSeconds();
  const asUtc = Date.UTC(p.year, p.month, p.day, p.hour, p.minute, seconds);
  return Math.round((asUtc - (instant.getTime() - instant.getUTCMilliseconds())) / 60_000);
}

/** The instant of a Tallinn wall-clock time (month 0-based; day may overflow, like Date.UTC). */
export function tallinnTime(year: number, month: number, day: number, hour = 0, minute = 0): Date {
  const wall = Date.UTC(year, month, day, hour, minute);
  const first = wall - offsetMinutes(new Date(wall)) * 60_000;
  const second = wall - offsetMinutes(new Date(first)) * 60_000;
  return new Date(second);
}

/** A calendar day in Tallinn, as a UTC-midnight Date used only for day arithmetic. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

export function addDays(day: CalendarDay, days: number): CalendarDay {
  const d = new Date(Date.UTC(day.year, day.month, day.day) + days * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate() };
}

/** Monday of the Tallinn week that contains `instant`. */
export function mondayOfWeek(instant: Date): CalendarDay {
  const p = tallinnParts(instant);
  return addDays({ year: p.year, month: p.month, day: p.day }, -(p.isoWeekday - 1));
}

export function atTime(day: CalendarDay, hour: number, minute: number): Date {
  return tallinnTime(day.year, day.month, day.day, hour, minute);
}

/** First day (1 August, Tallinn midnight) of the school year that contains `instant`. */
export function schoolYearStart(instant: Date): Date {
  const p = tallinnParts(instant);
  const year = p.month >= 7 ? p.year : p.year - 1;
  return tallinnTime(year, 7, 1);
}

export function schoolYearEnd(instant: Date): Date {
  const start = tallinnParts(schoolYearStart(instant));
  return tallinnTime(start.year + 1, 7, 1);
}

/** ISO date (yyyy-MM-dd) of an instant in Tallinn. */
export function isoDate(instant: Date): string {
  const p = tallinnParts(instant);
  return `${p.year}-${String(p.month + 1).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

export const addMs = (instant: Date, ms: number): Date => new Date(instant.getTime() + ms);
export const HOUR_MS = 3_600_000;
export { DAY_MS };
