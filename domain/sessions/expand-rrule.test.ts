import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expandAll, expandSeries, nextOccurrences, type Occurrence } from './expand';
import type { Recurrence } from './recurrence';
import { rruleValue } from './recurrence-rule';
import type { ApprovalStatus, SeriesExceptionRow, SessionSeriesRow } from './rows';
import { rrulestr } from './rrule';
import { CLIENT_A, CLIENT_B, exceptionRow, seriesRow } from '../../tests/fixtures/session-rows';
import { addDays, icalWall, type Weekday } from '../time/wall-time';

/**
 * The expansion (integer walk over days, offsets remembered per zone day)
 * against a slow reference built from other parts: rrule's own expansion of
 * the series' RRULE for the days, Intl read instant by instant for the time
 * zone, and the exceptions applied one by one. Random repetitions, times in
 * and around the night the clocks change, windows cut anywhere.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const formats = new Map<string, Intl.DateTimeFormat>();
/** The zone's clock at an instant, as milliseconds read as UTC. */
function clockAt(timeZone: string, t: number): number {
  let f = formats.get(timeZone);
  if (!f) formats.set(timeZone, (f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' })));
  const p = Object.fromEntries(f.formatToParts(t).map((x) => [x.type, Number(x.value)]));
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!);
}

/**
 * The instant of a wall date and time: the earliest instant whose clock reads
 * it (the first 02:30 of an autumn night); none does in the spring gap, where
 * the offset from before the change applies (02:30 → 03:30).
 */
const instants = new Map<string, number>();
function referenceInstant(date: string, time: string, timeZone: string): number {
  const key = `${timeZone} ${date} ${time}`;
  let at = instants.get(key);
  if (at === undefined) instants.set(key, (at = readInstant(date, time, timeZone)));
  return at;
}

function readInstant(date: string, time: string, timeZone: string): number {
  const wall = Date.parse(`${date}T${time}:00.000Z`);
  const offsets = new Set<number>();
  for (let h = -48; h <= 48; h += 6) offsets.add(clockAt(timeZone, wall + h * HOUR_MS) - (wall + h * HOUR_MS));
  const fits = [...offsets].map((o) => wall - o).filter((t) => clockAt(timeZone, t) === wall);
  if (fits.length > 0) return Math.min(...fits);
  return wall - (clockAt(timeZone, wall - DAY_MS) - (wall - DAY_MS));
}

/** The series' days as rrule expands its RRULE (DTSTART at the series' start, not necessarily a session). */
const expansions = new WeakMap<SessionSeriesRow, string[]>();
function rruleDates(s: SessionSeriesRow): string[] {
  let dates = expansions.get(s);
  if (!dates) {
    const rule = rrulestr(`DTSTART:${icalWall(s.date, s.time)}\nRRULE:${rruleValue(s.recurrence)}`);
    expansions.set(s, (dates = rule.all().map((d: Date) => d.toISOString().slice(0, 10))));
  }
  return dates;
}

interface Expected {
  seriesId: string;
  occurrenceDate: string;
  date: string;
  time: string;
  start: string;
  end: string;
  title: string;
  durationMinutes: number;
  notes: string | null;
  planByClient: Record<string, string | null>;
  approvalByClient: Record<string, ApprovalStatus>;
  exceptionId: string | null;
}

/** Every session of the series, by the reference, in order of start then original date. */
function reference(s: SessionSeriesRow, exceptions: readonly SeriesExceptionRow[]): (Expected & { startMs: number })[] {
  const out: (Expected & { startMs: number })[] = [];
  for (const occurrenceDate of rruleDates(s)) {
    const e = exceptions.find((x) => x.seriesId === s.id && x.occurrenceDate === occurrenceDate) ?? null;
    if (e?.kind === 'cancelled') continue;
    const c = e?.changes ?? {};
    const date = c.date ?? occurrenceDate;
    const time = c.time ?? s.time;
    const durationMinutes = c.durationMinutes ?? s.durationMinutes;
    const startMs = referenceInstant(date, time, s.timeZone);
    const approvalByClient: Record<string, ApprovalStatus> = {};
    for (const id of s.clientIds) approvalByClient[id] = e?.approvalByClient?.[id] ?? s.approvalByClient[id] ?? 'pending';
    out.push({
      seriesId: s.id,
      occurrenceDate,
      date,
      time,
      start: new Date(startMs).toISOString(),
      end: new Date(startMs + durationMinutes * 60_000).toISOString(),
      startMs,
      title: c.title ?? s.title,
      durationMinutes,
      notes: c.notes !== undefined ? c.notes : s.notes,
      planByClient: c.planByClient ?? s.planByClient,
      approvalByClient,
      exceptionId: e?.id ?? null,
    });
  }
  return out.sort((a, b) => a.startMs - b.startMs || (a.occurrenceDate < b.occurrenceDate ? -1 : a.occurrenceDate > b.occurrenceDate ? 1 : 0));
}

const strip = ({ startMs: _, ...e }: Expected & { startMs: number }): Expected => e;
const seen = (os: readonly Occurrence[]): Expected[] =>
  os.map((o) => ({
    seriesId: o.seriesId,
    occurrenceDate: o.occurrenceDate,
    date: o.date,
    time: o.time,
    start: o.start,
    end: o.end,
    title: o.title,
    durationMinutes: o.durationMinutes,
    notes: o.notes,
    planByClient: o.planByClient,
    approvalByClient: o.approvalByClient,
    exceptionId: o.exception?.id ?? null,
  }));

const recurrenceArb: fc.Arbitrary<Recurrence> = fc
  .record({
    unit: fc.constantFrom('days', 'weeks', 'months' as const),
    interval: fc.integer({ min: 1, max: 5 }),
    weekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
    dayOfMonth: fc.integer({ min: 1, max: 31 }),
    byCount: fc.boolean(),
    maxSessions: fc.integer({ min: 1, max: 80 }),
    endOffset: fc.integer({ min: 0, max: 800 }),
  })
  .map((r) => ({
    unit: r.unit,
    interval: r.interval,
    weekdays: r.unit === 'weeks' ? ([...r.weekdays].sort((a, b) => a - b) as Weekday[]) : [],
    dayOfMonth: r.unit === 'months' ? r.dayOfMonth : null,
    maxSessions: r.byCount ? r.maxSessions : null,
    endDate: r.byCount ? null : addDays('2025-01-01', r.endOffset),
  }));

const pad = (n: number) => String(n).padStart(2, '0');
// Half the times in the small hours, where the spring gap and the autumn overlap are (02:00-03:00 in Bratislava).
const timeArb = fc.oneof(
  fc.tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45)).map(([h, m]) => `${pad(h)}:${pad(m)}`),
  fc.tuple(fc.integer({ min: 0, max: 3 }), fc.constantFrom(0, 1, 30, 59)).map(([h, m]) => `${pad(h)}:${pad(m)}`),
);
const zoneArb = fc.oneof(
  { weight: 4, arbitrary: fc.constant('Europe/Bratislava') },
  { weight: 1, arbitrary: fc.constantFrom('America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata', 'UTC') },
);
const approvalArb = fc.constantFrom<ApprovalStatus>('pending', 'approved', 'declined');

/** What to do to one session, picked by its position among the series' sessions. */
const exceptionPlanArb = fc.record({
  pick: fc.nat(),
  cancel: fc.boolean(),
  shift: fc.option(fc.integer({ min: -40, max: 40 }), { nil: undefined }),
  time: fc.option(timeArb, { nil: undefined }),
  durationMinutes: fc.option(fc.integer({ min: 15, max: 240 }), { nil: undefined }),
  title: fc.option(fc.constant('Moved'), { nil: undefined }),
  notes: fc.option(fc.option(fc.constant('Legs'), { nil: null }), { nil: undefined }),
  answer: fc.option(approvalArb, { nil: undefined }),
});

const seriesArb = fc.record({
  recurrence: recurrenceArb,
  // Days after 2025-01-01; a third start in the fortnight before the clocks change (30 March, 26 October 2025).
  start: fc.oneof(fc.integer({ min: 0, max: 420 }), fc.integer({ min: 74, max: 88 }), fc.integer({ min: 284, max: 298 })),
  time: timeArb,
  timeZone: zoneArb,
  durationMinutes: fc.integer({ min: 15, max: 180 }),
  group: fc.boolean(),
  approval: approvalArb,
  plans: fc.array(exceptionPlanArb, { maxLength: 6 }),
  stray: fc.integer({ min: 0, max: 800 }),
});
type SeriesPlan = typeof seriesArb extends fc.Arbitrary<infer T> ? T : never;

let seriesNo = 0;
function build(r: SeriesPlan): { series: SessionSeriesRow; exceptions: SeriesExceptionRow[] } {
  seriesNo++;
  const id = `0190a0b0-0000-7000-8000-${String(seriesNo).padStart(12, '0')}`;
  // A group's second client has no answer yet: it shows as pending.
  const series = seriesRow({
    id,
    date: addDays('2025-01-01', r.start),
    time: r.time,
    timeZone: r.timeZone,
    durationMinutes: r.durationMinutes,
    recurrence: r.recurrence,
    clientIds: r.group ? [CLIENT_A, CLIENT_B] : [CLIENT_A],
    approvalByClient: { [CLIENT_A]: r.approval },
  });
  const dates = rruleDates(series);
  const exceptions: SeriesExceptionRow[] = [];
  const taken = new Set<string>();
  for (const p of r.plans) {
    if (dates.length === 0) break;
    const occurrenceDate = dates[p.pick % dates.length]!;
    if (taken.has(occurrenceDate)) continue;
    taken.add(occurrenceDate);
    if (p.cancel) {
      exceptions.push(exceptionRow({ seriesId: id, occurrenceDate, kind: 'cancelled' }));
      continue;
    }
    const changes: SeriesExceptionRow['changes'] = {};
    if (p.shift !== undefined) changes.date = addDays(occurrenceDate, p.shift);
    if (p.time !== undefined) changes.time = p.time;
    if (p.durationMinutes !== undefined) changes.durationMinutes = p.durationMinutes;
    if (p.title !== undefined) changes.title = p.title;
    if (p.notes !== undefined) changes.notes = p.notes;
    exceptions.push(exceptionRow({ seriesId: id, occurrenceDate, changes, approvalByClient: p.answer ? { [CLIENT_A]: p.answer } : null }));
  }
  // Left over after an edit: an exception on a day that is not a session of the series (ignored unless it is one).
  // One exception per date, as the table's unique index keeps it.
  const stray = addDays('2025-01-01', r.stray);
  if (!taken.has(stray)) exceptions.push(exceptionRow({ seriesId: id, occurrenceDate: stray, changes: { time: '05:55' } }));
  return { series, exceptions };
}

// A window cut anywhere between late 2024 and 2028, to the minute, or all of it.
const windowArb = fc.oneof(
  fc
    .tuple(fc.integer({ min: 0, max: 3 * 365 * 1440 }), fc.integer({ min: 1, max: 500 * 1440 }))
    .map(([from, length]) => [Date.UTC(2024, 11, 1) + from * 60_000, Date.UTC(2024, 11, 1) + (from + length) * 60_000] as const),
  fc.constant([Date.UTC(2024, 11, 1), Date.UTC(2028, 0, 1)] as const),
);

describe('expansion agrees with rrule and Intl, exceptions applied', () => {
  it('one series in any window', () => {
    fc.assert(
      fc.property(seriesArb, windowArb, fc.boolean(), (r, [from, to], asStrings) => {
        const { series, exceptions } = build(r);
        const expected = reference(series, exceptions).filter((o) => o.startMs >= from && o.startMs < to).map(strip);
        const got = asStrings ? expandSeries(series, exceptions, new Date(from).toISOString(), new Date(to).toISOString()) : expandSeries(series, exceptions, from, to);
        expect(seen(got)).toEqual(expected);
      }),
      { numRuns: 200 },
    );
  }, 60_000);

  it('many series merged in order of start, ties in the order the series were given', () => {
    fc.assert(
      fc.property(fc.array(seriesArb, { minLength: 1, maxLength: 6 }), windowArb, fc.boolean(), (rs, [from, to], sameTime) => {
        // Series at one time in one zone make ties.
        const built = rs.map((r) => build(sameTime ? { ...r, time: '18:00', timeZone: 'Europe/Bratislava' } : r));
        const all = built.flatMap((b) => reference(b.series, b.exceptions).map((o, i) => ({ o, rank: i })));
        const order = new Map(built.map((b, i) => [b.series.id, i]));
        const expected = all
          .filter(({ o }) => o.startMs >= from && o.startMs < to)
          .sort((a, b) => a.o.startMs - b.o.startMs || (a.o.occurrenceDate < b.o.occurrenceDate ? -1 : a.o.occurrenceDate > b.o.occurrenceDate ? 1 : 0) || order.get(a.o.seriesId)! - order.get(b.o.seriesId)! || a.rank - b.rank)
          .map(({ o }) => strip(o));
        // Exceptions of all series together, in an order of their own.
        const exceptions = built.flatMap((b) => b.exceptions).reverse();
        expect(seen(expandAll(built.map((b) => b.series), exceptions, from, to))).toEqual(expected);
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it('the next sessions from any instant', () => {
    fc.assert(
      fc.property(seriesArb, windowArb, fc.integer({ min: 1, max: 12 }), (r, [from], n) => {
        const { series, exceptions } = build(r);
        const expected = reference(series, exceptions).filter((o) => o.startMs >= from).slice(0, n).map(strip);
        expect(seen(nextOccurrences(series, exceptions, from, n))).toEqual(expected);
      }),
      { numRuns: 150 },
    );
  }, 60_000);
});
