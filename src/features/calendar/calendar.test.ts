import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { calendarEntries, sessionEntry, type CalendarEntry } from '../../../domain/sessions/entries';
import { SERIES_ID, SESSION_ID, TRAINER_ZONE, exceptionRow, seriesRow, sessionRow } from '../../../tests/fixtures/session-rows';
import { windowOfDay } from '../../../domain/protocol/window';
import { deepLinkDate, matchDeepLink, parseDeepLink, withoutDeepLink } from './deepLink';
import { dropMutation, snapMinutes } from './drop';
import { bucketByDay, layoutLanes, place, type Placed } from './layout';
import { entryOfDto, mergeRemote, outsideWindow, remoteQuery, type SessionDto } from './remote';
import { addMonths, parseViewState, rangeOfView, stepDate, withViewState } from './view';

const Z = TRAINER_ZONE;
const entry = (over: Parameters<typeof sessionRow>[0] = {}) => sessionEntry(sessionRow(over));
const at = (iso: string) => Date.parse(iso);

describe('view state', () => {
  it('reads view and date from the URL, defaulting to this week', () => {
    expect(parseViewState(new URLSearchParams('view=month&date=2025-03-05'), '2025-01-01')).toEqual({ view: 'month', date: '2025-03-05' });
    expect(parseViewState(new URLSearchParams('view=year&date=2025-02-30'), '2025-01-01')).toEqual({ view: 'week', date: '2025-01-01' });
  });
  it('writes them back keeping other params', () => {
    const p = withViewState(new URLSearchParams('tab=x&date=2024-01-01'), { view: 'day', date: '2025-01-01' }, '2025-01-01');
    expect(p.get('tab')).toBe('x');
    expect(p.get('view')).toBe('day');
    expect(p.has('date')).toBe(false);
  });
  it('steps by a month, a week or a day', () => {
    expect(stepDate({ view: 'month', date: '2025-01-31' }, 1)).toBe('2025-02-28');
    expect(addMonths('2025-01-15', -1)).toBe('2024-12-15');
    expect(stepDate({ view: 'week', date: '2025-03-03' }, -1)).toBe('2025-02-24');
    expect(stepDate({ view: 'day', date: '2025-03-31' }, 1)).toBe('2025-04-01');
  });
  it('covers a Monday-first month grid, a week, a day', () => {
    const m = rangeOfView({ view: 'month', date: '2025-03-15' }, Z);
    expect(m.days[0]).toBe('2025-02-24');
    expect(m.days.length % 7).toBe(0);
    expect(rangeOfView({ view: 'week', date: '2025-03-05' }, Z).days).toEqual(['2025-03-03', '2025-03-04', '2025-03-05', '2025-03-06', '2025-03-07', '2025-03-08', '2025-03-09']);
    expect(rangeOfView({ view: 'day', date: '2025-03-05' }, Z).days).toEqual(['2025-03-05']);
  });
});

describe('layout', () => {
  it('places by the stored wall time in the trainer zone, converts another zone', () => {
    expect(place(entry(), Z)).toMatchObject({ date: '2025-03-03', time: '18:00', startMin: 1080, endMin: 1140 });
    const ny = sessionEntry(sessionRow({ timeZone: 'America/New_York', time: '12:00', startsAt: '2025-03-03T17:00:00.000Z' }));
    expect(place(ny, Z)).toMatchObject({ date: '2025-03-03', time: '18:00' });
  });
  it('buckets entries per day in order of start', () => {
    const b = bucketByDay([entry({ id: 'a', time: '18:00' }), entry({ id: 'b', time: '09:00' }), entry({ id: 'c', date: '2025-03-04' })], Z);
    expect(b.get('2025-03-03')!.map((p) => p.entry.sessionId)).toEqual(['b', 'a']);
    expect(b.get('2025-03-04')!.length).toBe(1);
  });
  const p = (startMin: number, endMin: number): Placed => ({ entry: entry(), date: 'd', time: '', startMin, endMin });
  it('puts overlapping entries side by side and separate clusters full width', () => {
    const l = layoutLanes([p(60, 120), p(90, 150), p(100, 110), p(130, 140), p(200, 260)]);
    expect(l.map((x) => [x.lane, x.lanes])).toEqual([
      [0, 3],
      [1, 3],
      [2, 3],
      [0, 3],
      [0, 1],
    ]);
  });
  it('never gives two overlapping entries the same lane', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 1400 }), fc.integer({ min: 5, max: 300 })), { maxLength: 30 }), (items) => {
        const day = items.map(([s, d]) => p(s, s + d)).sort((a, b) => a.startMin - b.startMin);
        const l = layoutLanes(day);
        for (let i = 0; i < l.length; i++)
          for (let j = i + 1; j < l.length; j++) {
            const a = l[i]!;
            const b = l[j]!;
            const overlap = a.startMin < Math.max(b.endMin, b.startMin + 15) && b.startMin < Math.max(a.endMin, a.startMin + 15);
            if (overlap) {
              expect(a.lane).not.toBe(b.lane);
              expect(a.lanes).toBe(b.lanes);
            }
          }
        for (const x of l) expect(x.lane).toBeLessThan(x.lanes);
      }),
    );
  });
});

describe('drop', () => {
  const now = at('2025-03-01T12:00:00Z');
  const id = () => '0190a0b0-0000-7000-8000-0000000000ff';
  it('snaps to 15 minutes inside the day', () => {
    expect(snapMinutes(67)).toBe(60);
    expect(snapMinutes(68)).toBe(75);
    expect(snapMinutes(-20)).toBe(0);
    expect(snapMinutes(1439)).toBe(1425);
  });
  it('updates a session', () => {
    expect(dropMutation(entry(), '2025-03-04', 9 * 60 + 15, Z, now, id)).toEqual({ ok: true, mutation: { name: 'session.update', args: { id: SESSION_ID, date: '2025-03-04', time: '09:15' } } });
  });
  it('edits a series occurrence through its exception, new or existing', () => {
    const occ = calendarEntries([], [seriesRow()], [], '2025-03-03T00:00:00Z', '2025-03-04T00:00:00Z')[0]!;
    expect(dropMutation(occ, '2025-03-05', 600, Z, now, id)).toEqual({
      ok: true,
      mutation: { name: 'occurrence.edit', args: { seriesId: SERIES_ID, occurrenceDate: '2025-03-03', exceptionId: id(), changes: { date: '2025-03-05', time: '10:00' } } },
    });
    const ex = exceptionRow({ occurrenceDate: '2025-03-03', changes: { time: '17:00' } });
    const moved = calendarEntries([], [seriesRow()], [ex], '2025-03-03T00:00:00Z', '2025-03-04T00:00:00Z')[0]!;
    const r = dropMutation(moved, '2025-03-05', 600, Z, now, id);
    expect(r.ok && r.mutation.name === 'occurrence.edit' && r.mutation.args.exceptionId).toBe(ex.id);
  });
  it('updates a concrete occurrence as a session', () => {
    const r = dropMutation(entry({ seriesId: SERIES_ID, occurrenceDate: '2025-03-03' }), '2025-03-05', 600, Z, now, id);
    expect(r.ok && r.mutation.name).toBe('session.update');
  });
  it('refuses a started session, a drop into the past and a drop in place', () => {
    expect(dropMutation(entry(), '2025-03-05', 600, Z, at('2025-03-03T17:30:00Z'), id)).toEqual({ ok: false, reason: 'sessionInPast' });
    expect(dropMutation(entry(), '2025-03-01', 600, Z, now, id)).toEqual({ ok: false, reason: 'sessionInPast' });
    expect(dropMutation(entry(), '2025-03-03', 18 * 60, Z, now, id)).toEqual({ ok: false, reason: 'unchanged' });
  });
});

describe('deep link', () => {
  const sid = SESSION_ID;
  it('parses a session or an occurrence link', () => {
    expect(parseDeepLink(new URLSearchParams(`sessionId=${sid}&openDetails=1`))).toEqual({ kind: 'session', sessionId: sid, openDetails: true });
    expect(parseDeepLink(new URLSearchParams(`seriesId=${SERIES_ID}&exceptionDate=2025-03-06&openDetails=0`))).toEqual({
      kind: 'occurrence',
      seriesId: SERIES_ID,
      occurrenceDate: '2025-03-06',
      openDetails: false,
    });
    expect(parseDeepLink(new URLSearchParams(`seriesId=${SERIES_ID}`))).toBeNull();
    expect(parseDeepLink(new URLSearchParams('sessionId=nope'))).toBeNull();
    expect(withoutDeepLink(new URLSearchParams(`view=week&sessionId=${sid}&openDetails=1`)).toString()).toBe('view=week');
  });
  it('matches the entry and tells the date to show', () => {
    const occ = calendarEntries([], [seriesRow()], [], '2025-03-03T00:00:00Z', '2025-03-10T00:00:00Z');
    const all: CalendarEntry[] = [entry(), ...occ];
    expect(matchDeepLink(all, { kind: 'session', sessionId: sid, openDetails: true })).toBe(all[0]);
    expect(matchDeepLink(all, { kind: 'occurrence', seriesId: SERIES_ID, occurrenceDate: '2025-03-06', openDetails: true })?.date).toBe('2025-03-06');
    expect(matchDeepLink(all, { kind: 'occurrence', seriesId: SERIES_ID, occurrenceDate: '2025-03-07', openDetails: true })).toBeNull();
    expect(deepLinkDate({ kind: 'occurrence', seriesId: SERIES_ID, occurrenceDate: '2025-03-06', openDetails: true }, { exceptionDate: '2025-03-08' })).toBe('2025-03-08');
    expect(deepLinkDate({ kind: 'session', sessionId: sid, openDetails: true }, { sessionDate: '2025-03-03' })).toBe('2025-03-03');
  });
});

describe('sync window', () => {
  const w = windowOfDay(at('2025-06-01T00:00:00Z') / 86_400_000);
  const now = at('2025-06-01T10:00:00Z');
  it('tells which side of a range the device does not hold', () => {
    const inside = rangeOfView({ view: 'month', date: '2025-06-10' }, Z);
    expect(outsideWindow(inside, now, w)).toEqual({ before: null, after: null });
    expect(remoteQuery(inside, outsideWindow(inside, now, w))).toBeNull();
    const old = rangeOfView({ view: 'month', date: '2025-01-10' }, Z);
    const out = outsideWindow(old, now, w);
    expect(out).toEqual({ before: '2025-02-01', after: null });
    expect(remoteQuery(old, out)).toEqual({ start: '2024-12-30', end: '2025-02-02' });
    const late = rangeOfView({ view: 'week', date: '2025-08-30' }, Z);
    expect(outsideWindow(late, now, w)).toEqual({ before: null, after: '2025-08-31' });
  });
  it('merges the server sessions the device lacks, without twins', () => {
    const series = seriesRow({ date: '2025-01-06', recurrence: { unit: 'weeks', interval: 1, weekdays: [0], dayOfMonth: null, endDate: null, maxSessions: null } });
    const local = calendarEntries([], [series], [], '2025-01-06T00:00:00Z', '2025-01-20T00:00:00Z');
    expect(local.length).toBe(2);
    const dto = (e: CalendarEntry, id: string | null): SessionDto => ({
      id,
      title: e.title,
      type: e.type,
      client_ids: e.clientIds,
      plan_by_client: e.planByClient,
      date: e.date,
      time: e.time,
      time_zone: e.timeZone,
      duration_minutes: e.durationMinutes,
      notes: e.notes,
      approval_by_client: e.approvalByClient,
      approval_status: e.approvalStatus,
      schedule_version: e.scheduleVersion,
      series_id: e.seriesId,
      occurrence_date: e.occurrenceDate,
      exception_id: e.exceptionId,
      exception_version: e.exceptionVersion,
      progress_status: 'completed',
      start: e.start,
      end: e.end,
    });
    const single = entry({ id: 'single', date: '2025-01-08', startsAt: '2025-01-08T17:00:00.000Z' });
    const remote = [dto(local[0]!, 'concrete'), dto(local[1]!, null), dto(single, 'single')].map(entryOfDto);
    const merged = mergeRemote(local, remote, w);
    expect(merged.map((e) => e.sessionId)).toEqual(['concrete', 'single', null]);
    expect(merged[0]!.progressStatus).toBe('completed');
    expect(mergeRemote(merged, remote, w)).toEqual(merged);
  });
});
