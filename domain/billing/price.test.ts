import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allocate } from './allocate';
import { billedSessions, priceOfDuration, sessionPriceFor, withSessionPrice, type SessionForBilling } from './price';
import { paymentsArb } from './test-data';

const session = (over: Partial<SessionForBilling> = {}): SessionForBilling => ({
  id: 's1',
  date: '2026-03-02',
  startsAt: '2026-03-02T17:00:00.000Z',
  durationMinutes: 60,
  clientIds: ['a'],
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
