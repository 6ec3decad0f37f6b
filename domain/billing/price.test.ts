import { describe, expect, it } from 'vitest';
import { billedSessions, priceOfDuration, sessionPriceFor, type SessionForBilling } from './price';

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
