// Calendar feeds (issue 6: my class times; issue 8: my teaching times) as RFC 5545 iCalendar text.
//
// Weekly classes are expanded into one VEVENT per class with explicit UTC times (…Z), not an RRULE with a
// TZID: every calendar client agrees on UTC, no VTIMEZONE block has to be kept in step with Estonian DST
// rules, a cohort's first and last days cut the series exactly, and a cancelled or moved week can later be
// dropped or changed one event at a time. The wall-clock time stays 18:00 Tallinn across a DST change
// because the expansion uses the domain's Tallinn calendar (teachingSlotsInWeek).
// UIDs are stable (cohort id + start instant), so a re-fetched feed updates events instead of adding copies.
//
// Output rules: CRLF line ends (also after the last line); lines folded at 75 octets of UTF-8, never inside
// a character, continuation lines starting with one space; TEXT values escape backslash, semicolon, comma
// and newlines; URL values are URIs (not escaped, newlines removed).
import {
  addTallinnDays,
  endOfTallinnDay,
  startOfTallinnDay,
  startOfWeek,
  teachingSlotsInWeek,
  toDate,
  type DateInput,
  type TeachingCohort,
} from '@valik/domain';

export const ICS_PRODID = '-//Valik//Valik//ET';
/** How often a subscribed client should re-fetch the feed (RFC 7986 REFRESH-INTERVAL). */
export const ICS_REFRESH_INTERVAL = 'PT12H';
const MAX_LINE_OCTETS = 75;

export interface IcsEvent {
  /** globally unique and stable for the same event, e.g. 'cohort-12-20260915T150000Z@valik' */
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description?: string;
  url?: string;
  /** a display alarm this many minutes before the start (VALARM, issue 29) */
  alarm?: { minutesBefore: number; description: string };
  /** a skipped class (a holiday): kept in the feed as CANCELLED so subscribed calendars drop it */
  cancelled?: boolean;
}

export interface IcsCalendar {
  name: string;
  events: readonly IcsEvent[];
}

/** TEXT escaping of RFC 5545 §3.3.11. */
export function escapeIcsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** 20260915T150000Z */
export function formatIcsUtc(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

const encoder = new TextEncoder();

/** Folds one content line into pieces of at most 75 octets, splitting only between characters. */
export function foldIcsLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = pieces.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

const uri = (value: string): string => value.replace(/[\r\n]+/g, '');

function eventLines(event: IcsEvent, stamp: string): string[] {
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${formatIcsUtc(event.start)}`,
    `DTEND:${formatIcsUtc(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
  ];
  if (event.description) lines.push(`DESCRIPTION:${escapeIcsText(event.description)}`);
  if (event.url) lines.push(`URL:${uri(event.url)}`);
  if (event.cancelled) lines.push('STATUS:CANCELLED');
  else if (event.alarm) {
    // RFC 5545 §3.6.6: a DISPLAY alarm needs ACTION, TRIGGER and DESCRIPTION; a negative duration is before DTSTART
    lines.push('BEGIN:VALARM', 'ACTION:DISPLAY', `TRIGGER:-PT${Math.max(0, Math.round(event.alarm.minutesBefore))}M`, `DESCRIPTION:${escapeIcsText(event.alarm.description)}`, 'END:VALARM');
  }
  lines.push('END:VEVENT');
  return lines;
}

/** The whole feed; `now` is the DTSTAMP of every event (when this copy of the feed was made). */
export function buildIcsCalendar(calendar: IcsCalendar, now: Date): string {
  const stamp = formatIcsUtc(now);
  const name = escapeIcsText(calendar.name);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${ICS_PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${name}`,
    `X-WR-CALNAME:${name}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${ICS_REFRESH_INTERVAL}`,
    `X-PUBLISHED-TTL:${ICS_REFRESH_INTERVAL}`,
    ...calendar.events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldIcsLine).join('\r\n') + '\r\n';
}

export interface CalendarCohort extends TeachingCohort {
  /** e.g. the video meeting and classroom links, in the reader's language */
  description?: string;
  /** the video meeting link */
  url?: string | null;
  /** the alarm of every class (issue 29: CALENDAR_ALARM_MINUTES before) */
  alarm?: { minutesBefore: number; description: string };
  /** the starts (ms) of classes the teacher skipped */
  skippedStarts?: ReadonlySet<number>;
}

/** Stops a runaway loop on bad input; ten years of weeks. */
const MAX_WEEKS = 520;

/**
 * One event per class of the cohort starting in [from, to) and within the cohort's start and end days.
 * The summary is the cohort name; the end follows online_lesson_length (default 90 minutes).
 */
export function classEventsForCohort(
  cohort: CalendarCohort,
  range: { from: DateInput; to: DateInput },
  uidDomain = 'valik',
): IcsEvent[] {
  const from = Math.max(toDate(range.from).getTime(), startOfTallinnDay(cohort.startDate).getTime());
  const to = Math.min(toDate(range.to).getTime(), endOfTallinnDay(cohort.endDate).getTime() + 1);
  const events: IcsEvent[] = [];
  let week = startOfWeek(from);
  for (let i = 0; i < MAX_WEEKS && week.getTime() < to; i++, week = addTallinnDays(week, 7)) {
    for (const slot of teachingSlotsInWeek([cohort], week)) {
      if (slot.start.getTime() < from || slot.start.getTime() >= to) continue;
      events.push({
        uid: `cohort-${cohort.id}-${formatIcsUtc(slot.start)}@${uidDomain}`,
        start: slot.start,
        end: slot.end,
        summary: cohort.name,
        ...(cohort.description ? { description: cohort.description } : {}),
        ...(cohort.url ? { url: cohort.url } : {}),
        ...(cohort.alarm ? { alarm: cohort.alarm } : {}),
        ...(cohort.skippedStarts?.has(slot.start.getTime()) ? { cancelled: true } : {}),
      });
    }
  }
  return events;
}
