import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { expandSeries } from './expand';
import { escapeText, foldLine, icalCalendar } from './ical';
import type { Recurrence } from './recurrence';
import { rrulestr } from './rrule';
import type { SessionSeriesRow } from './rows';
import { CLIENT_A, exceptionRow, seriesRow, sessionRow } from '../../tests/fixtures/session-rows';
import type { Weekday } from '../time/wall-time';

// rrule answers TZID rules in the process' local zone; the feed's instants are checked in UTC.
beforeAll(() => {
  process.env.TZ = 'UTC';
});

const unfold = (text: string) => text.replace(/\r\n /g, '');
const lines = (text: string) => unfold(text).split('\r\n');

/** The series' master VEVENT as rrulestr input (DTSTART, RRULE, EXDATE). */
function ruleText(ics: string): string {
  const ls = lines(ics);
  const start = ls.indexOf('BEGIN:VEVENT');
  const master = ls.slice(start, ls.indexOf('END:VEVENT', start));
  return master.filter((l) => /^(DTSTART|RRULE|EXDATE)[;:]/.test(l)).join('\n');
}

const window = ['2024-01-01T00:00:00Z', '2040-01-01T00:00:00Z'] as const;

describe('iCal text', () => {
  it('escapes , ; \\ and newlines', () => {
    expect(escapeText('a,b;c\\d\ne\r\nf')).toBe('a\\,b\\;c\\\\d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'ľ'.repeat(60)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.every((l) => new TextEncoder().encode(l).length <= 75)).toBe(true);
    expect(folded.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(unfold(foldLine(line))).toBe(line);
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('writes a single session as one VEVENT with TZID', () => {
    const ics = icalCalendar([{ kind: 'session', session: sessionRow({ title: 'Legs, glutes; core', notes: 'Line 1\nLine 2', approvalByClient: { [CLIENT_A]: 'approved' } }) }], { name: 'Repwise', lang: 'sk' });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(lines(ics)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Repwise//Sessions//SK',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'NAME:Repwise',
      'X-WR-CALNAME:Repwise',
      'BEGIN:VEVENT',
      `UID:${sessionRow().id}@repwise`,
      'DTSTAMP:20250101T000000Z',
      'DTSTART;TZID=Europe/Bratislava:20250303T180000',
      'DURATION:PT60M',
      'SUMMARY;LANGUAGE=sk:Legs\\, glutes\\; core',
      'DESCRIPTION;LANGUAGE=sk:Line 1\\nLine 2',
      'STATUS:CONFIRMED',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('writes a series as RRULE with EXDATE and RECURRENCE-ID overrides', () => {
    const s = seriesRow({ date: '2025-03-01' });
    const cancelled = exceptionRow({ occurrenceDate: '2025-03-06', kind: 'cancelled' });
    const moved = exceptionRow({ occurrenceDate: '2025-03-10', changes: { date: '2025-03-11', time: '07:00' } });
    const ls = lines(icalCalendar([{ kind: 'series', series: s, exceptions: [cancelled, moved] }], { name: 'R', lang: 'en' }));
    expect(ls).toContain('DTSTART;TZID=Europe/Bratislava:20250303T180000');
    expect(ls).toContain('RRULE:FREQ=WEEKLY;INTERVAL=1;WKST=MO;BYDAY=MO,TH;COUNT=12');
    expect(ls).toContain('EXDATE;TZID=Europe/Bratislava:20250306T180000');
    expect(ls).toContain('RECURRENCE-ID;TZID=Europe/Bratislava:20250310T180000');
    expect(ls).toContain('DTSTART;TZID=Europe/Bratislava:20250311T070000');
    expect(ls.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
  });

  it('writes the day-31 clamp as BYMONTHDAY with BYSETPOS=-1 and UNTIL in UTC', () => {
    const s = seriesRow({ date: '2025-01-01', recurrence: { unit: 'months', interval: 1, weekdays: [], dayOfMonth: 31, endDate: '2025-06-30', maxSessions: null } });
    const ics = icalCalendar([{ kind: 'series', series: s, exceptions: [] }], { name: 'R', lang: 'en' });
    expect(lines(ics)).toContain('RRULE:FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=28,29,30,31;BYSETPOS=-1;UNTIL=20250630T215959Z');
    const dates = rrulestr(ruleText(ics), { forceset: true }).all().map((d: Date) => d.toISOString());
    expect(dates).toEqual(expandSeries(s, [], ...window).map((o) => o.start));
  });

  it('is read back by rrule as the same sessions, across DST, with cancellations', () => {
    const s = seriesRow({ date: '2025-03-01', recurrence: { unit: 'weeks', interval: 1, weekdays: [0, 3], dayOfMonth: null, endDate: '2025-11-06', maxSessions: null } });
    const cancelled = [exceptionRow({ occurrenceDate: '2025-03-31', kind: 'cancelled' }), exceptionRow({ occurrenceDate: '2025-10-27', kind: 'cancelled' })];
    const ics = icalCalendar([{ kind: 'series', series: s, exceptions: cancelled }], { name: 'R', lang: 'en' });
    const theirs = rrulestr(ruleText(ics), { forceset: true }).all().map((d: Date) => d.toISOString());
    expect(theirs).toEqual(expandSeries(s, cancelled, ...window).map((o) => o.start));
    expect(theirs).toContain('2025-04-03T16:00:00.000Z');
    expect(theirs).toContain('2025-11-03T17:00:00.000Z');
  });

  it('for any repetition, rrule reads back the dates we expand', () => {
    const recArb: fc.Arbitrary<Recurrence> = fc
      .record({
        unit: fc.constantFrom('days', 'weeks', 'months' as const),
        interval: fc.integer({ min: 1, max: 4 }),
        weekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
        dayOfMonth: fc.integer({ min: 1, max: 31 }),
        byCount: fc.boolean(),
        max: fc.integer({ min: 1, max: 30 }),
        endOffset: fc.integer({ min: 0, max: 400 }),
      })
      .map((r) => ({
        unit: r.unit,
        interval: r.interval,
        weekdays: r.unit === 'weeks' ? ([...r.weekdays].sort((a, b) => a - b) as Weekday[]) : [],
        dayOfMonth: r.unit === 'months' ? r.dayOfMonth : null,
        maxSessions: r.byCount ? r.max : null,
        endDate: r.byCount ? null : new Date(Date.UTC(2025, 0, 1 + r.endOffset)).toISOString().slice(0, 10),
      }));
    fc.assert(
      // Hours 6-21: rrule compares UNTIL with TZID start times as if they were UTC, so a
      // session after 22:00 on the end date (UNTIL 21:59:59Z in summer) would be its error, not ours.
      fc.property(recArb, fc.integer({ min: 6, max: 21 }), fc.integer({ min: 0, max: 40 }), (recurrence, hour, pick) => {
        const s: SessionSeriesRow = seriesRow({ date: '2025-01-01', time: `${String(hour).padStart(2, '0')}:15`, recurrence });
        const all = expandSeries(s, [], ...window);
        if (all.length === 0) return;
        const cancelled = [exceptionRow({ occurrenceDate: all[pick % all.length]!.occurrenceDate, kind: 'cancelled' })];
        const ics = icalCalendar([{ kind: 'series', series: s, exceptions: cancelled }], { name: 'R', lang: 'en' });
        const theirs = rrulestr(ruleText(ics), { forceset: true }).all().map((d: Date) => d.toISOString());
        expect(theirs).toEqual(expandSeries(s, cancelled, ...window).map((o) => o.start));
      }),
      { numRuns: 100 },
    );
  });
});
