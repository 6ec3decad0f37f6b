import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantToWall } from '../../domain/time/time-zone';
import { timeToMinutes } from '../../domain/time/wall-time';
import { todaysSession } from '../../server/bootstrap/demo/sessions';

/** The demo's session today never double-books the trainer with a series' session (issue 33 item 2: a calendar without clashes). */
const ZONE = 'Europe/Bratislava';
const instant = fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2027-12-31T00:00:00Z') }).map((ms) => new Date(Math.floor(ms / 60_000) * 60_000));
// The demo's series start at 07:30, 12:00 and 18:00 and last an hour; any hour of the day is tried.
const busy = fc.integer({ min: 0, max: 23 * 60 }).map((start) => ({ start, end: start + 60 }));

describe("the demo's session today", () => {
  it('overlaps no series session that day, at any time of day', () => {
    fc.assert(
      fc.property(instant, busy, (now, b) => {
        const s = todaysSession(now, ZONE, [b]);
        const start = timeToMinutes(s.time);
        expect(start + 60 <= b.start || b.end <= start, `${s.time} against ${b.start}-${b.end}`).toBe(true);
        expect(s.date).toBe(instantToWall(now, ZONE).date);
      }),
      { numRuns: 500 },
    );
  });

  it('is in progress, to come or done as its time says', () => {
    fc.assert(
      fc.property(instant, fc.option(busy, { nil: undefined }), (now, b) => {
        const s = todaysSession(now, ZONE, b ? [b] : []);
        const minutes = timeToMinutes(instantToWall(now, ZONE).time);
        const start = timeToMinutes(s.time);
        expect(s.state).toBe(start + 60 <= minutes ? 'completed' : start <= minutes ? 'in_progress' : 'upcoming');
      }),
      { numRuns: 500 },
    );
  });

  it('keeps the usual slot when nothing is in the way: started 20 minutes ago in the daytime', () => {
    expect(todaysSession(new Date('2026-11-28T10:40:00Z'), ZONE)).toEqual({ date: '2026-11-28', time: '11:20', state: 'in_progress' });
    // A Wednesday at 12:10 with Cyril's 12:00 series session: today's starts as his ends.
    expect(todaysSession(new Date('2026-11-25T11:10:00Z'), ZONE, [{ start: 720, end: 780 }])).toEqual({ date: '2026-11-25', time: '13:00', state: 'upcoming' });
    // At 11:30 it ends as his starts.
    expect(todaysSession(new Date('2026-11-25T10:30:00Z'), ZONE, [{ start: 720, end: 780 }])).toEqual({ date: '2026-11-25', time: '11:00', state: 'in_progress' });
  });
});
