import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calendarEntries } from './entries';
import { clashes, findClashes, plannedSessions, type Slot } from './overlap';
import type { Recurrence } from './recurrence';
import { SESSION_TYPES, type SessionFields } from './rows';
import { CLIENT_A, CLIENT_B, seriesRow, sessionRow, TRAINER_ZONE } from '../../tests/fixtures/session-rows';

const rec = (r: Partial<Recurrence>): Recurrence => ({ unit: 'weeks', interval: 1, weekdays: [0, 3], dayOfMonth: null, endDate: null, maxSessions: null, ...r });
const fields = (over: Partial<SessionFields> = {}): SessionFields => ({
  title: 'Strength',
  type: 'in_person',
  clientIds: [CLIENT_B],
  planByClient: { [CLIENT_B]: null },
  date: '2025-03-03',
  time: '18:00',
  timeZone: TRAINER_ZONE,
  durationMinutes: 60,
  notes: null,
  ...over,
});
const MIN = 60_000;
const UNTIL = '2025-06-01T00:00:00Z';

const slot = fc.record({
  startMs: fc.integer({ min: 0, max: 24 * 60 }).map((m) => m * MIN),
  length: fc.integer({ min: 5, max: 720 }),
  type: fc.constantFrom(...SESSION_TYPES),
  clientIds: fc.subarray(['a', 'b', 'c'], { minLength: 1 }),
}).map(({ length, ...s }): Slot => ({ ...s, endMs: s.startMs + length * MIN }));

describe('when two sessions clash', () => {
  it('is the same question either way round', () => {
    fc.assert(fc.property(slot, slot, (a, b) => clashes(a, b) === clashes(b, a)));
  });

  it('never when one ends before or as the other starts', () => {
    fc.assert(
      fc.property(slot, slot, (a, b) => {
        const after = { ...b, startMs: a.endMs + (b.startMs % (60 * MIN)), endMs: a.endMs + (b.startMs % (60 * MIN)) + (b.endMs - b.startMs) };
        return !clashes(a, after);
      }),
    );
  });

  it('always when the times intersect and the trainer runs both, whoever the clients are', () => {
    fc.assert(
      fc.property(slot, fc.integer({ min: 0, max: 719 }), (a, offset) => {
        fc.pre(a.type !== 'solo' && offset * MIN < a.endMs - a.startMs);
        const b: Slot = { startMs: a.startMs + offset * MIN, endMs: a.startMs + offset * MIN + 30 * MIN, type: 'in_person', clientIds: ['z'] };
        return clashes(a, b);
      }),
    );
  });

  it('for a solo session only through a client it shares', () => {
    const at = { startMs: 0, endMs: 60 * MIN };
    expect(clashes({ ...at, type: 'solo', clientIds: ['a'] }, { ...at, type: 'in_person', clientIds: ['b'] })).toBe(false);
    expect(clashes({ ...at, type: 'solo', clientIds: ['a'] }, { ...at, type: 'solo', clientIds: ['b'] })).toBe(false);
    expect(clashes({ ...at, type: 'solo', clientIds: ['a'] }, { ...at, type: 'group', clientIds: ['b', 'a'] })).toBe(true);
  });
});

describe('what a planned session or series clashes with', () => {
  const adamSeries = seriesRow({ recurrence: rec({ maxSessions: 12 }) });
  const existing = calendarEntries([], [adamSeries], [], '2025-03-01T00:00:00Z', UNTIL);

  it('names each session of a second series for another client at the same hour (the issue: no warning)', () => {
    const planned = plannedSessions(fields({ date: '2025-03-10' }), rec({ weekdays: [0], maxSessions: 4 }), UNTIL);
    expect(planned.map((p) => p.date)).toEqual(['2025-03-10', '2025-03-17', '2025-03-24', '2025-03-31']);
    const found = findClashes(planned, existing);
    expect(found.map((c) => [c.planned.occurrenceDate, c.existing.map((e) => `${e.date} ${e.time} ${e.clientIds[0]}`)])).toEqual([
      ['2025-03-10', ['2025-03-10 18:00 ' + CLIENT_A]],
      ['2025-03-17', ['2025-03-17 18:00 ' + CLIENT_A]],
      ['2025-03-24', ['2025-03-24 18:00 ' + CLIENT_A]],
      // After the clocks go forward, still 18:00 on both walls.
      ['2025-03-31', ['2025-03-31 18:00 ' + CLIENT_A]],
    ]);
  });

  it('names only the days that clash, and nothing an hour later', () => {
    const planned = plannedSessions(fields({ date: '2025-03-03' }), rec({ weekdays: [0, 2], maxSessions: 4 }), UNTIL);
    expect(findClashes(planned, existing).map((c) => c.planned.date)).toEqual(['2025-03-03', '2025-03-10']);
    expect(findClashes(plannedSessions(fields({ time: '19:00' }), rec({ maxSessions: 4 }), UNTIL), existing)).toEqual([]);
  });

  it('a single session: what it overlaps, a half hour in', () => {
    const single = sessionRow({ id: 's1', date: '2025-03-04', time: '09:00', startsAt: '2025-03-04T08:00:00.000Z', durationMinutes: 45 });
    const entries = calendarEntries([single], [], [], '2025-03-01T00:00:00Z', UNTIL);
    const planned = plannedSessions(fields({ date: '2025-03-04', time: '09:30' }), null, UNTIL);
    expect(planned).toMatchObject([{ date: '2025-03-04', time: '09:30', occurrenceDate: null, startMs: Date.parse('2025-03-04T08:30:00Z'), endMs: Date.parse('2025-03-04T09:30:00Z') }]);
    expect(findClashes(planned, entries).map((c) => c.existing.map((e) => e.sessionId))).toEqual([['s1']]);
    // Right after it: no clash.
    expect(findClashes(plannedSessions(fields({ date: '2025-03-04', time: '09:45' }), null, UNTIL), entries)).toEqual([]);
  });

  it('leaves out the session being edited and sessions every client declined', () => {
    const mine = sessionRow({ id: 'mine', date: '2025-03-04', time: '09:00', startsAt: '2025-03-04T08:00:00.000Z' });
    const declined = sessionRow({ id: 'no', date: '2025-03-04', time: '09:00', startsAt: '2025-03-04T08:00:00.000Z', approvalByClient: { [CLIENT_A]: 'declined' } });
    const entries = calendarEntries([mine, declined], [], [], '2025-03-01T00:00:00Z', UNTIL);
    const planned = plannedSessions(fields({ date: '2025-03-04', time: '09:00' }), null, UNTIL);
    expect(findClashes(planned, entries, (e) => e.sessionId === 'mine')).toEqual([]);
    expect(findClashes(planned, entries).map((c) => c.existing.map((e) => e.sessionId))).toEqual([['mine']]);
  });

  it('stops a series that never ends where the device stops knowing the calendar', () => {
    const planned = plannedSessions(fields({ date: '2025-03-03' }), rec({ weekdays: [0] }), '2025-04-01T00:00:00Z');
    expect(planned.map((p) => p.date)).toEqual(['2025-03-03', '2025-03-10', '2025-03-17', '2025-03-24', '2025-03-31']);
  });

  it('finds a planned session exactly as a brute force over the minutes would', () => {
    fc.assert(
      fc.property(fc.array(slot, { maxLength: 8 }), slot, (others, p) => {
        const entries = others.map((o, i) => ({ id: i, start: new Date(o.startMs).toISOString(), end: new Date(o.endMs).toISOString(), type: o.type, clientIds: [...o.clientIds], approvalStatus: 'approved' as const }));
        const planned = { ...p, date: '1970-01-01', time: '00:00', occurrenceDate: null };
        const found = findClashes([planned], entries)[0]?.existing.map((e) => e.id) ?? [];
        const busy = (s: Slot, m: number) => m * MIN >= s.startMs && m * MIN < s.endMs;
        const together = (o: Slot) => (o.type !== 'solo' && p.type !== 'solo') || o.clientIds.some((c) => p.clientIds.includes(c));
        const brute = others.flatMap((o, i) => (together(o) && Array.from({ length: 48 * 60 }, (_, m) => m).some((m) => busy(o, m) && busy(p, m)) ? [i] : []));
        expect([...found].sort((a, b) => a - b)).toEqual(brute);
      }),
      { numRuns: 60 },
    );
  });
});
