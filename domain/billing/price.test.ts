import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allocate } from './allocate';
import { recordedWorkoutRows, soloWorkoutSession } from '../workouts/writes';
import { billedSessions, isBilled, priceOfDuration, sessionPriceFor, withSessionPrice, type SessionForBilling } from './price';
import { paymentsArb } from '../../tests/fixtures/billing';

const session = (over: Partial<SessionForBilling> = {}): SessionForBilling => ({
  id: 's1',
  date: '2026-03-02',
  startsAt: '2026-03-02T17:00:00.000Z',
  durationMinutes: 60,
  clientIds: ['a'],
  type: 'in_person',
  progressStatus: 'completed',
  ...over,
});

describe('session prices', () => {
  it('are the hourly rate times the duration, half up to a minor unit', () => {
    expect(priceOfDuration(3500, 60)).toBe(3500);
    expect(priceOfDuration(3500, 45)).toBe(2625);
    expect(priceOfDuration(3333, 20)).toBe(1111);
    expect(priceOfDuration(1000, 1)).toBe(17); // 16.67 → 17
    expect(priceOfDuration(90, 20)).toBe(30);
    expect(priceOfDuration(3, 30)).toBe(2); // 1.5 → 2 (half up)
  });

  it('take the per-client override first, then the rate; no rate is 0 and unpriced', () => {
    expect(sessionPriceFor(session({ durationMinutes: 90 }), { id: 'a', hourlyRate: 40 })).toEqual({ priceMinor: 6000, unpriced: false });
    expect(sessionPriceFor(session({ priceByClient: { a: 2500 } }), { id: 'a', hourlyRate: 40 })).toEqual({ priceMinor: 2500, unpriced: false });
    expect(sessionPriceFor(session({ priceByClient: { a: 0 } }), { id: 'a', hourlyRate: 40 })).toEqual({ priceMinor: 0, unpriced: false });
    expect(sessionPriceFor(session({ priceByClient: { b: 2500 } }), { id: 'a', hourlyRate: null })).toEqual({ priceMinor: 0, unpriced: true });
  });

  it('bill only completed sessions of the client, a group once per client at their own price', () => {
    const rows = [
      session({ id: 'done' }),
      session({ id: 'running', progressStatus: 'in_progress' }),
      session({ id: 'later', progressStatus: 'not_started' }),
      session({ id: 'other', clientIds: ['b'] }),
      session({ id: 'group', clientIds: ['a', 'b'], durationMinutes: 30, priceByClient: { b: 999 } }),
    ];
    expect(billedSessions(rows, { id: 'a', hourlyRate: 30 }).map((s) => [s.sessionId, s.priceMinor])).toEqual([
      ['done', 3000],
      ['group', 1500],
    ]);
    expect(billedSessions(rows, { id: 'b', hourlyRate: 50 }).map((s) => [s.sessionId, s.priceMinor])).toEqual([
      ['other', 5000],
      ['group', 999],
    ]);
  });
});

describe('a session price the trainer sets (session.setPrice)', () => {
  it('sets or clears one client\'s price, only for a client of the session', () => {
    const group = session({ clientIds: ['a', 'b'], priceByClient: { b: 900, gone: 5 } });
    expect(withSessionPrice(group, 'a', 1250)).toEqual({ a: 1250, b: 900 });
    expect(withSessionPrice(group, 'b', null)).toEqual({});
    expect(withSessionPrice(group, 'a', 0)).toEqual({ a: 0, b: 900 });
    expect(withSessionPrice(group, 'c', 100)).toBeNull();
    expect(withSessionPrice(session(), 'a', 100)).toEqual({ a: 100 });
  });

  it('is what allocation bills, whatever the rate, and a group\'s other clients keep theirs', () => {
    const sessionsArb = fc.array(
      fc.record({ day: fc.integer({ min: 1, max: 28 }), minutes: fc.integer({ min: 15, max: 120 }), price: fc.option(fc.integer({ min: 0, max: 50_000 })) }),
      { maxLength: 20 },
    );
    fc.assert(
      fc.property(sessionsArb, paymentsArb, fc.option(fc.integer({ min: 0, max: 20_000 })), (list, pays, rate) => {
        const rows = list.map((x, i) => {
          const base = session({ id: `s${i}`, clientIds: ['a', 'b'], durationMinutes: x.minutes, startsAt: `2026-03-${String(x.day).padStart(2, '0')}T08:00:00.000Z` });
          return x.price === null ? base : { ...base, priceByClient: withSessionPrice(base, 'a', x.price) };
        });
        const a = { id: 'a', hourlyRate: rate === null ? null : rate / 100 };
        const billedA = billedSessions(rows, a);
        list.forEach((x, i) => {
          const line = billedA.find((l) => l.sessionId === `s${i}`)!;
          if (x.price !== null) expect(line.priceMinor).toBe(x.price);
          else expect(line.priceMinor).toBe(rate === null ? 0 : priceOfDuration(rate, x.minutes));
        });
        // b is priced by the rate alone: a's prices never reach b.
        for (const l of billedSessions(rows, { id: 'b', hourlyRate: null })) expect(l.priceMinor).toBe(0);
        const alloc = allocate(billedA, pays);
        expect(alloc.totalPriceMinor).toBe(billedA.reduce((s, l) => s + l.priceMinor, 0));
        for (const l of billedA) expect(alloc.paidBySession.get(l.sessionId)!).toBeLessThanOrEqual(l.priceMinor);
      }),
      { numRuns: 200 },
    );
  });
});

describe('what is billed at all (isBilled)', () => {
  it('is what the trainer delivers, once completed: in person, a group, and a solo session only when the trainer marked it billable', () => {
    const billed = (over: Partial<SessionForBilling>) => isBilled(session(over));
    expect(billed({ type: 'in_person' })).toBe(true);
    expect(billed({ type: 'group', clientIds: ['a', 'b'] })).toBe(true);
    expect(billed({ type: 'solo' })).toBe(false);
    expect(billed({ type: 'solo', billable: false })).toBe(false);
    expect(billed({ type: 'solo', billable: null })).toBe(false);
    expect(billed({ type: 'solo', billable: true })).toBe(true);
    // The mark means nothing on the sessions that are billed anyway.
    expect(billed({ type: 'in_person', billable: false })).toBe(true);
    for (const type of ['in_person', 'solo', 'group'] as const) {
      for (const progressStatus of ['not_started', 'in_progress'] as const) expect(billed({ type, billable: true, progressStatus })).toBe(false);
    }
  });

  it('never bills a workout a client started or recorded on their own, however long', () => {
    const own = { sessionId: '0190a1b2-0000-7000-8000-000000000001', clientId: 'a', title: 'Blank workout', startedAt: '2026-03-02T08:00:00.000Z', planId: null, timeZone: 'Europe/Bratislava' };
    const started = { ...soloWorkoutSession(own, own.startedAt), progressStatus: 'completed' as const };
    const recorded = recordedWorkoutRows({ ...own, sessionId: '0190a1b2-0000-7000-8000-000000000002', durationMinutes: 90, notes: null, logs: [] }, own.startedAt).session;
    expect([started.billable, recorded.billable]).toEqual([false, false]);
    expect(billedSessions([started, recorded], { id: 'a', hourlyRate: 35 })).toEqual([]);
  });

  it('leaves a client\'s own workouts out of what payments pay: the oldest billed session first, the rest credit', () => {
    const rows = [
      session({ id: 'own', type: 'solo', startsAt: '2026-03-01T08:00:00.000Z', date: '2026-03-01' }),
      session({ id: 'trainer', startsAt: '2026-03-02T08:00:00.000Z' }),
      session({ id: 'online', type: 'solo', billable: true, startsAt: '2026-03-03T08:00:00.000Z', date: '2026-03-03', durationMinutes: 30 }),
    ];
    const alloc = allocate(billedSessions(rows, { id: 'a', hourlyRate: 35 }), [{ id: 'p', amountMinor: 6000, method: 'cash', note: null, receivedOn: '2026-03-04', createdAt: '2026-03-04T00:00:00.000Z' }]);
    expect([...alloc.paidBySession]).toEqual([
      ['trainer', 3500],
      ['online', 1750],
    ]);
    expect(alloc.creditMinor).toBe(750);
  });

  it('bills exactly the sessions isBilled keeps, whatever their types and marks', () => {
    const rowArb = fc.record({ type: fc.constantFrom('in_person', 'solo', 'group'), billable: fc.constantFrom(true, false, null, undefined), progress: fc.constantFrom('not_started', 'in_progress', 'completed') });
    fc.assert(
      fc.property(fc.array(rowArb, { maxLength: 20 }), (list) => {
        const rows = list.map((x, i) => session({ id: `s${i}`, type: x.type, billable: x.billable, progressStatus: x.progress, clientIds: x.type === 'group' ? ['a', 'b'] : ['a'] }));
        const expected = list.flatMap((x, i) => (x.progress === 'completed' && (x.type !== 'solo' || x.billable === true) ? [`s${i}`] : []));
        expect(billedSessions(rows, { id: 'a', hourlyRate: 30 }).map((l) => l.sessionId)).toEqual(expected);
      }),
    );
  });
});
