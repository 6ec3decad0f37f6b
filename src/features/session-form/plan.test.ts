import { describe, expect, it } from 'vitest';
import { SeriesCreateArgs, SeriesSplitArgs, SeriesUpdateArgs, OccurrenceEditArgs, SessionCreateArgs, SessionUpdateArgs } from '../../../domain/sessions/mutations';
import { calendarEntries, sessionEntry, type CalendarEntry } from '../../../domain/sessions/entries';
import { CLIENT_A, CLIENT_B, PLAN_A, SERIES_ID, SESSION_ID, seriesRow, sessionRow, exceptionRow } from '../../../tests/fixtures/session-rows';
import { checkValues, createValues, entryValues, withDate, type SessionFormValues } from './form';
import { allScopeAllowed, createPlan, deletePlan, editPlan, lockedFields, needsReapproval, thisScopeAllowed } from './plan';

const ZONE = 'Europe/Bratislava';
const NEW_ID = '0190a0b0-0000-7000-8000-0000000000ff';
const newId = () => NEW_ID;

function checked(v: SessionFormValues) {
  const r = checkValues(v, ZONE);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.fields;
}

const series = seriesRow();
/** The series' occurrence on a date (Monday 2025-03-10 is its third session). */
function occurrence(date: string, s = series, exceptions = [] as ReturnType<typeof exceptionRow>[]): CalendarEntry {
  const all = calendarEntries([], [s], exceptions, '2025-01-01T00:00:00Z', '2026-01-01T00:00:00Z');
  const e = all.find((x) => x.occurrenceDate === date);
  if (!e) throw new Error(`no occurrence on ${date}`);
  return e;
}

describe('create', () => {
  const base = { ...createValues({ date: '2025-03-03', time: '18:00', clientId: CLIENT_A }), title: 'Anna · In person' };

  it('no repeat: session.create with the form fields', () => {
    const step = createPlan(checked(base), false, NEW_ID);
    expect(step.name).toBe('session.create');
    const args = SessionCreateArgs.parse(step.args);
    expect(args).toMatchObject({ id: NEW_ID, title: 'Anna · In person', type: 'in_person', clientIds: [CLIENT_A], planByClient: { [CLIENT_A]: null }, date: '2025-03-03', time: '18:00', durationMinutes: 60, notes: null, timeZone: ZONE });
  });

  it('weekly on two weekdays, 12 sessions: series.create with that recurrence', () => {
    const v = { ...base, repeat: true, weekdays: [0, 3] as SessionFormValues['weekdays'], maxSessions: '12' };
    const step = createPlan(checked(v), true, NEW_ID);
    expect(step.name).toBe('series.create');
    const args = SeriesCreateArgs.parse(step.args);
    expect(args.recurrence).toEqual({ unit: 'weeks', interval: 1, weekdays: [0, 3], dayOfMonth: null, endDate: null, maxSessions: 12 });
    expect(args.date).toBe('2025-03-03');
  });

  it('monthly until an end date', () => {
    const v: SessionFormValues = { ...base, repeat: true, unit: 'months', dayOfMonth: '31', endKind: 'date', endDate: '2025-12-31' };
    const args = SeriesCreateArgs.parse(createPlan(checked(v), true, NEW_ID).args);
    expect(args.recurrence).toEqual({ unit: 'months', interval: 1, weekdays: [], dayOfMonth: 31, endDate: '2025-12-31', maxSessions: null });
  });
});

describe('edit a single session', () => {
  const row = sessionRow({ date: '2030-03-04', startsAt: '2030-03-04T17:00:00.000Z' });
  const entry = sessionEntry(row);

  it('session.update with only the changed fields', () => {
    const v = { ...entryValues(entry, null), title: 'Legs', time: '19:00' };
    const steps = editPlan(entry, null, checked(v), false, null, newId);
    expect(steps).toEqual([{ name: 'session.update', args: { id: SESSION_ID, title: 'Legs', time: '19:00' } }]);
    SessionUpdateArgs.parse(steps[0]!.args);
  });

  it('nothing changed: no steps', () => {
    expect(editPlan(entry, null, checked(entryValues(entry, null)), false, null, newId)).toEqual([]);
  });

  it('repeat turned on: session.makeRecurring', () => {
    const v = { ...entryValues(entry, null), repeat: true };
    const steps = editPlan(entry, null, checked(v), true, null, newId);
    expect(steps.map((s) => s.name)).toEqual(['session.makeRecurring']);
    expect(steps[0]!.args).toMatchObject({ id: SESSION_ID, seriesId: NEW_ID, recurrence: { unit: 'weeks', weekdays: [0], maxSessions: 12 } });
  });

  it('a concrete occurrence (session row of a series) is updated as a session', () => {
    const e = sessionEntry(sessionRow({ seriesId: SERIES_ID, occurrenceDate: '2025-03-10', date: '2025-03-10' }));
    const steps = editPlan(e, series, checked({ ...entryValues(e, series), notes: 'bring bands' }), false, null, newId);
    expect(steps).toEqual([{ name: 'session.update', args: { id: SESSION_ID, notes: 'bring bands' } }]);
  });
});

describe('edit an occurrence of a series, by scope', () => {
  const entry = occurrence('2025-03-10');
  const values = entryValues(entry, series);

  it('prefills from the series: repeat on, its weekdays and maximum', () => {
    expect(values).toMatchObject({ repeat: true, unit: 'weeks', weekdays: [0, 3], endKind: 'count', maxSessions: '12', date: '2025-03-10', time: '18:00', title: 'Strength' });
  });

  it('this session: occurrence.edit with the changes', () => {
    const steps = editPlan(entry, series, checked({ ...values, time: '19:30' }), true, 'this', newId);
    expect(steps).toEqual([{ name: 'occurrence.edit', args: { seriesId: SERIES_ID, occurrenceDate: '2025-03-10', exceptionId: NEW_ID, changes: { time: '19:30' } } }]);
    OccurrenceEditArgs.parse(steps[0]!.args);
  });

  it('this session keeps an existing exception id', () => {
    const ex = exceptionRow({ occurrenceDate: '2025-03-10', changes: { title: 'Moved' } });
    const e = occurrence('2025-03-10', series, [ex]);
    const steps = editPlan(e, series, checked({ ...entryValues(e, series), notes: 'x' }), true, 'this', newId);
    expect(steps[0]!.args).toMatchObject({ exceptionId: ex.id, changes: { notes: 'x' } });
  });

  it('this and following: series.split at the occurrence date', () => {
    const steps = editPlan(entry, series, checked({ ...values, time: '07:00' }), true, 'following', newId);
    expect(steps).toEqual([{ name: 'series.split', args: { id: SERIES_ID, occurrenceDate: '2025-03-10', newSeriesId: NEW_ID, changes: { time: '07:00' } } }]);
    SeriesSplitArgs.parse(steps[0]!.args);
  });

  it('this and following with a new repetition carries it', () => {
    const v = { ...values, weekdays: [1, 3] as SessionFormValues['weekdays'] };
    const steps = editPlan(entry, series, checked(v), true, 'following', newId);
    expect(steps[0]!.args).toMatchObject({ changes: { recurrence: { weekdays: [1, 3], maxSessions: 12 } } });
  });

  it('all sessions: series.update; a moved date shifts the series start', () => {
    const v = withDate({ ...values, title: 'Power' }, '2025-03-11');
    const steps = editPlan(entry, series, checked(v), true, 'all', newId);
    expect(steps).toHaveLength(1);
    expect(steps[0]!.name).toBe('series.update');
    const args = SeriesUpdateArgs.parse(steps[0]!.args);
    expect(args).toMatchObject({ id: SERIES_ID, title: 'Power', date: '2025-03-04' });
    // Monday moved to Tuesday: the repetition follows (Tue, Thu).
    expect(args.recurrence?.weekdays).toEqual([1, 3]);
  });

  it('"this session" cannot change the clients or the repetition', () => {
    const f = checked({ ...values, weekdays: [0] });
    expect(thisScopeAllowed(entry, series, f, true)).toBe(false);
    expect(thisScopeAllowed(entry, series, checked({ ...values, notes: 'n' }), true)).toBe(true);
    const group = checked({ ...values, type: 'group', clientIds: [CLIENT_A, CLIENT_B], planByClient: { [CLIENT_A]: PLAN_A, [CLIENT_B]: null } });
    expect(thisScopeAllowed(entry, series, group, true)).toBe(false);
  });

  it('"all" is refused once the series has begun and the time moves', () => {
    const later = Date.parse('2025-03-20T00:00:00Z');
    expect(allScopeAllowed(entry, series, checked({ ...values, time: '08:00' }), true, later)).toBe(false);
    expect(allScopeAllowed(entry, series, checked({ ...values, title: 'T' }), true, later)).toBe(true);
    expect(allScopeAllowed(entry, series, checked({ ...values, time: '08:00' }), true, Date.parse('2025-01-01T00:00:00Z'))).toBe(true);
  });
});

describe('delete', () => {
  it('a session: session.delete', () => {
    expect(deletePlan(sessionEntry(sessionRow()), null, newId)).toEqual([{ name: 'session.delete', args: { id: SESSION_ID } }]);
  });
  it('an occurrence by scope', () => {
    const e = occurrence('2025-03-10');
    expect(deletePlan(e, 'this', newId)).toEqual([{ name: 'occurrence.cancel', args: { seriesId: SERIES_ID, occurrenceDate: '2025-03-10', exceptionId: NEW_ID } }]);
    expect(deletePlan(e, 'following', newId)).toEqual([{ name: 'series.delete', args: { id: SERIES_ID, fromDate: '2025-03-10' } }]);
    expect(deletePlan(e, 'all', newId)).toEqual([{ name: 'series.delete', args: { id: SERIES_ID } }]);
  });
  it('a concrete occurrence loses its row and its place in the series', () => {
    const e = sessionEntry(sessionRow({ seriesId: SERIES_ID, occurrenceDate: '2025-03-10', date: '2025-03-10' }));
    expect(deletePlan(e, 'this', newId).map((s) => s.name)).toEqual(['session.delete', 'occurrence.cancel']);
  });
});

describe('re-approval and the past rule', () => {
  const approved = sessionEntry(sessionRow({ approvalByClient: { [CLIENT_A]: 'approved' } }));
  it('moving an approved session asks again; notes do not', () => {
    const v = entryValues(approved, null);
    expect(needsReapproval(approved, null, checked({ ...v, time: '09:00' }), false)).toBe(true);
    expect(needsReapproval(approved, null, checked({ ...v, notes: 'hi' }), false)).toBe(false);
    const pending = sessionEntry(sessionRow());
    expect(needsReapproval(pending, null, checked({ ...entryValues(pending, null), time: '09:00' }), false)).toBe(false);
  });
  it('a past session locks date, time and repetition', () => {
    const e = sessionEntry(sessionRow());
    expect(lockedFields(e, Date.parse('2025-03-04T00:00:00Z'))).toEqual(['date', 'time', 'repeat']);
    expect(lockedFields(e, Date.parse('2025-03-01T00:00:00Z'))).toEqual([]);
    expect(lockedFields(undefined, Date.now())).toEqual([]);
  });
});

describe('"Bill this session" (a solo session the trainer bills)', () => {
  const solo = { ...createValues({ date: '2030-03-04', time: '18:00', clientId: CLIENT_A }), title: 'Online check-in', type: 'solo' as const };

  it('creates a solo session or series marked billable, and never marks another type', () => {
    expect(SessionCreateArgs.parse(createPlan(checked({ ...solo, billable: true }), false, NEW_ID).args)).toMatchObject({ type: 'solo', billable: true });
    expect(SessionCreateArgs.parse(createPlan(checked(solo), false, NEW_ID).args)).toMatchObject({ billable: false });
    const weekly = { ...solo, billable: true, repeat: true, weekdays: [0] as SessionFormValues['weekdays'] };
    expect(SeriesCreateArgs.parse(createPlan(checked(weekly), true, NEW_ID).args)).toMatchObject({ billable: true });
    // Ticked, then the type changed to in person: the mark goes (in person is billed anyway).
    expect(SessionCreateArgs.parse(createPlan(checked({ ...solo, billable: true, type: 'in_person' }), false, NEW_ID).args)).toMatchObject({ billable: false });
  });

  it('reads the mark of the session it edits and writes only a change of it', () => {
    const entry = sessionEntry(sessionRow({ type: 'solo', billable: true, date: '2030-03-04', startsAt: '2030-03-04T17:00:00.000Z' }));
    const values = entryValues(entry, null);
    expect(values.billable).toBe(true);
    expect(editPlan(entry, null, checked(values), false, null, newId)).toEqual([]);
    expect(editPlan(entry, null, checked({ ...values, billable: false }), false, null, newId)).toEqual([{ name: 'session.update', args: { id: SESSION_ID, billable: false } }]);
    // A session row without the mark (synced before it existed) is not billable.
    expect(entryValues(sessionEntry(sessionRow({ type: 'solo' })), null).billable).toBe(false);
  });

  it('is the series\' for its occurrences: "this session" cannot change it, "all" does', () => {
    const soloSeries = seriesRow({ type: 'solo' });
    const entry = occurrence('2025-03-10', soloSeries);
    const values = { ...entryValues(entry, soloSeries), billable: true };
    expect(thisScopeAllowed(entry, soloSeries, checked(values), true)).toBe(false);
    expect(editPlan(entry, soloSeries, checked(values), true, 'all', newId)).toEqual([{ name: 'series.update', args: { id: SERIES_ID, billable: true } }]);
    expect(occurrence('2025-03-10', { ...soloSeries, billable: true }).billable).toBe(true);
  });
});
