import { describe, expect, it } from 'vitest';
import { at } from '@valik/domain/testing';
import { buildIcsCalendar, classEventsForCohort, escapeIcsText, foldIcsLine, type CalendarCohort, type IcsEvent } from './ics.ts';

// ---- A tiny RFC 5545 reader: enough to read our own output back ----
interface Property {
  name: string;
  params: string;
  value: string;
}
interface Component {
  name: string;
  props: Property[];
  children: Component[];
}

const unescapeText = (value: string) => value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

function parseIcs(text: string): Component {
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  const lines = unfolded.split('\r\n');
  expect(lines.pop()).toBe(''); // ends with CRLF
  const stack: Component[] = [{ name: 'ROOT', props: [], children: [] }];
  for (const line of lines) {
    const colon = line.indexOf(':');
    const head = line.slice(0, colon);
    const value = line.slice(colon + 1);
    const [name = '', ...params] = head.split(';');
    const top = stack[stack.length - 1] as Component;
    if (name === 'BEGIN') {
      const child = { name: value, props: [], children: [] };
      top.children.push(child);
      stack.push(child);
    } else if (name === 'END') {
      expect(top.name).toBe(value);
      stack.pop();
    } else {
      top.props.push({ name, params: params.join(';'), value });
    }
  }
  expect(stack).toHaveLength(1);
  return stack[0]?.children[0] as Component;
}
const prop = (c: Component | undefined, name: string) => c?.props.find((p) => p.name === name)?.value;

const now = new Date('2026-09-01T08:30:15.123Z');
const event = (over: Partial<IcsEvent> = {}): IcsEvent => ({
  uid: 'cohort-1-20260915T150000Z@valik',
  start: new Date('2026-09-15T15:00:00Z'),
  end: new Date('2026-09-15T16:30:00Z'),
  summary: 'Rahatarkus',
  ...over,
});

describe('buildIcsCalendar', () => {
  it('writes a VCALENDAR with our PRODID, CRLF line ends and one VEVENT per event', () => {
    const text = buildIcsCalendar({ name: 'Minu tunnid', events: [event()] }, now);
    expect(text.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Valik//Valik//ET\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const calendar = parseIcs(text);
    expect(prop(calendar, 'X-WR-CALNAME')).toBe('Minu tunnid');
    expect(calendar.children.map((c) => c.name)).toEqual(['VEVENT']);
  });

  it('writes UTC times with Z and a DTSTAMP of now, without milliseconds', () => {
    const vevent = parseIcs(buildIcsCalendar({ name: 'x', events: [event()] }, now)).children[0];
    expect(prop(vevent, 'DTSTART')).toBe('20260915T150000Z');
    expect(prop(vevent, 'DTEND')).toBe('20260915T163000Z');
    expect(prop(vevent, 'DTSTAMP')).toBe('20260901T083015Z');
    expect(prop(vevent, 'UID')).toBe('cohort-1-20260915T150000Z@valik');
  });

  it('escapes backslash, semicolon, comma and newlines in text and reads them back', () => {
    const summary = 'Rahatarkus; algajad, õhtune \\ grupp';
    const description = 'Video: https://meet.example/abc\nKlass: https://classroom.example/x?a=1,2';
    const text = buildIcsCalendar({ name: 'Tunnid, sügis', events: [event({ summary, description })] }, now);
    expect(text).toContain('SUMMARY:Rahatarkus\\; algajad\\, õhtune \\\\ grupp\r\n');
    const vevent = parseIcs(text).children[0];
    expect(unescapeText(prop(vevent, 'SUMMARY') ?? '')).toBe(summary);
    expect(unescapeText(prop(vevent, 'DESCRIPTION') ?? '')).toBe(description);
    expect(unescapeText(prop(parseIcs(text), 'X-WR-CALNAME') ?? '')).toBe('Tunnid, sügis');
  });

  it('writes the URL as a URI, unescaped', () => {
    const vevent = parseIcs(buildIcsCalendar({ name: 'x', events: [event({ url: 'https://meet.example/a,b;c' })] }, now))
      .children[0];
    expect(prop(vevent, 'URL')).toBe('https://meet.example/a,b;c');
  });

  it('leaves out DESCRIPTION and URL when not given', () => {
    const vevent = parseIcs(buildIcsCalendar({ name: 'x', events: [event()] }, now)).children[0];
    expect(vevent?.props.map((p) => p.name)).toEqual(['UID', 'DTSTAMP', 'DTSTART', 'DTEND', 'SUMMARY']);
  });

  it('folds long lines at 75 octets without splitting a character, and unfolds to the original', () => {
    const description = 'Õpime koos: šokolaad, žürii, jäätis, öökull, üllatus. '.repeat(8) + '🎓 lõpp';
    const text = buildIcsCalendar({ name: 'x', events: [event({ description })] }, now);
    for (const line of text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(text).not.toContain('\uFFFD');
    const vevent = parseIcs(text).children[0];
    expect(unescapeText(prop(vevent, 'DESCRIPTION') ?? '')).toBe(description);
  });

  it('gives an empty calendar for no events', () => {
    expect(parseIcs(buildIcsCalendar({ name: 'x', events: [] }, now)).children).toEqual([]);
  });
});

describe('foldIcsLine and escapeIcsText', () => {
  it('keeps a 75-octet line whole and folds the 76th octet onto a continuation line', () => {
    expect(foldIcsLine('a'.repeat(75))).toBe('a'.repeat(75));
    expect(foldIcsLine('a'.repeat(76))).toBe(`${'a'.repeat(75)}\r\n a`);
    expect(foldIcsLine('a'.repeat(75 + 74 + 1))).toBe(`${'a'.repeat(75)}\r\n ${'a'.repeat(74)}\r\n a`);
  });

  it('moves a two-octet letter whole to the next line rather than cut it', () => {
    expect(foldIcsLine(`${'a'.repeat(74)}õ`)).toBe(`${'a'.repeat(74)}\r\n õ`);
  });

  it('escapes CRLF, CR and LF as \\n', () => {
    expect(escapeIcsText('a\r\nb\rc\nd')).toBe('a\\nb\\nc\\nd');
  });
});

describe('classEventsForCohort', () => {
  // Tuesdays 18:00 and Thursdays 18:30 Tallinn, 90 minutes, from Tuesday 24 March to Thursday 2 April 2026.
  const cohort = (over: Partial<CalendarCohort> = {}): CalendarCohort => ({
    id: 12,
    name: 'Rahatarkus (kevad)',
    startDate: at('2026-03-24 00:00'),
    endDate: at('2026-04-02 00:00'),
    classTimes: [
      { day: 2, hour: 18, minute: 0 },
      { day: 4, hour: 18, minute: 30 },
    ],
    onlineLessonLength: 90,
    url: 'https://meet.example/rahatarkus',
    ...over,
  });
  const everything = { from: at('2026-01-01 00:00'), to: at('2027-01-01 00:00') };

  it('expands the weekly class times between the start and end days into UTC events', () => {
    const events = classEventsForCohort(cohort(), everything);
    expect(events.map((e) => [e.start.toISOString(), e.end.toISOString()])).toEqual([
      ['2026-03-24T16:00:00.000Z', '2026-03-24T17:30:00.000Z'], // Tue 18:00 EET (UTC+2)
      ['2026-03-26T16:30:00.000Z', '2026-03-26T18:00:00.000Z'], // Thu 18:30 EET
      ['2026-03-31T15:00:00.000Z', '2026-03-31T16:30:00.000Z'], // Tue 18:00 EEST (UTC+3) after 29 March
      ['2026-04-02T15:30:00.000Z', '2026-04-02T17:00:00.000Z'], // Thu 18:30 EEST, the end day
    ]);
  });

  it('gives stable UIDs from the cohort id and the start instant, the name as summary and the meeting link', () => {
    const [first] = classEventsForCohort(cohort(), everything);
    expect(first).toEqual({
      uid: 'cohort-12-20260324T160000Z@valik',
      start: new Date('2026-03-24T16:00:00Z'),
      end: new Date('2026-03-24T17:30:00Z'),
      summary: 'Rahatarkus (kevad)',
      url: 'https://meet.example/rahatarkus',
    });
    expect(classEventsForCohort(cohort(), everything)[0]?.uid).toBe(first?.uid);
  });

  it('keeps only classes starting in [from, to)', () => {
    const events = classEventsForCohort(cohort(), { from: at('2026-03-26 18:30'), to: at('2026-03-31 18:00') });
    expect(events.map((e) => e.start)).toEqual([at('2026-03-26 18:30')]);
  });

  it('stays at 18:00 Tallinn across the autumn DST change', () => {
    const autumn = cohort({ startDate: at('2026-10-19 00:00'), endDate: at('2026-11-01 00:00'), classTimes: [{ day: 2, hour: 18, minute: 0 }] });
    expect(classEventsForCohort(autumn, everything).map((e) => e.start.toISOString())).toEqual([
      '2026-10-20T15:00:00.000Z',
      '2026-10-27T16:00:00.000Z',
    ]);
  });

  it('reads back from a built calendar with the same times', () => {
    const events = classEventsForCohort(cohort({ description: 'Video: https://meet.example/rahatarkus' }), everything);
    const calendar = parseIcs(buildIcsCalendar({ name: 'Rahatarkus', events }, now));
    expect(calendar.children.map((c) => prop(c, 'DTSTART'))).toEqual([
      '20260324T160000Z',
      '20260326T163000Z',
      '20260331T150000Z',
      '20260402T153000Z',
    ]);
    expect(unescapeText(prop(calendar.children[0], 'DESCRIPTION') ?? '')).toBe('Video: https://meet.example/rahatarkus');
  });

  it('has no events for a range outside the cohort', () => {
    expect(classEventsForCohort(cohort(), { from: at('2026-05-01 00:00'), to: at('2026-06-01 00:00') })).toEqual([]);
  });

  it('gives every class a display alarm an hour before, across the March change, and cancels a skipped class', () => {
    const skipped = new Set([at('2026-03-31 18:00').getTime()]);
    const events = classEventsForCohort(cohort({ alarm: { minutesBefore: 60, description: 'Tund algab tunni aja pärast: Rahatarkus' }, skippedStarts: skipped }), everything);
    const calendar = parseIcs(buildIcsCalendar({ name: 'Rahatarkus', events }, now));
    const [before, , after] = calendar.children;
    const alarm = before?.children[0];
    expect(alarm?.name).toBe('VALARM');
    expect([prop(alarm, 'ACTION'), prop(alarm, 'TRIGGER'), unescapeText(prop(alarm, 'DESCRIPTION') ?? '')]).toEqual(['DISPLAY', '-PT60M', 'Tund algab tunni aja pärast: Rahatarkus']);
    // the alarm is relative to DTSTART, which is UTC: an hour before 18:00 Tallinn on both sides of 29 March
    expect(prop(calendar.children[1], 'DTSTART')).toBe('20260326T163000Z');
    expect(prop(calendar.children[3], 'DTSTART')).toBe('20260402T153000Z');
    expect(calendar.children[3]?.children.map((c) => prop(c, 'TRIGGER'))).toEqual(['-PT60M']);
    expect(prop(after, 'STATUS')).toBe('CANCELLED');
    expect(after?.children).toEqual([]);
    expect(prop(before, 'STATUS')).toBeUndefined();
  });
});
