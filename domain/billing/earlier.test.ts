import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from './allocate';
import { EARLIER_SESSIONS_ID, withEarlier } from './earlier';
import { billed, paid, paymentsArb, sessionsArb } from '../../tests/fixtures/billing';

describe('sessions before the window, as one carried-forward line', () => {
  it('stand in for the sessions the device does not hold', () => {
    const all = [billed('old1', '2026-01-02T08:00:00.000Z', 3000), billed('old2', '2026-01-05T08:00:00.000Z', 2000), billed('new', '2026-03-02T08:00:00.000Z', 4000)];
    const onDevice = all.slice(2);
    const lines = withEarlier(onDevice, { before: '2026-03-01T00:00:00.000Z', billedMinor: 5000, sessions: 2 });
    expect(lines.map((l) => [l.sessionId, l.priceMinor])).toEqual([
      [EARLIER_SESSIONS_ID, 5000],
      ['new', 4000],
    ]);
    const pays = [paid('p', 6000, '2026-03-03')];
    expect(allocate(lines, pays).paidBySession.get('new')).toBe(allocate(all, pays).paidBySession.get('new'));
    expect(withEarlier(onDevice, null)).toEqual(onDevice);
    expect(withEarlier(all, { before: '2026-03-01T00:00:00.000Z', billedMinor: 0, sessions: 0 }).map((l) => l.sessionId)).toEqual(['new']);
  });

  it('give every payment, every later session and the credit the figures of the whole history', () => {
    fc.assert(
      fc.property(sessionsArb, paymentsArb, fc.integer({ min: 1, max: 28 }), (sessions, pays, cutDay) => {
        const before = `2026-03-${String(cutDay).padStart(2, '0')}T07:30:00.000Z`;
        const older = sessions.filter((s) => s.startsAt < before);
        // The device may still hold some of the older rows: they are dropped in favour of the server's sum.
        const earlier = { before, billedMinor: older.reduce((a, s) => a + s.priceMinor, 0), sessions: older.length };
        const full = allocate(sessions, pays);
        const part = allocate(withEarlier(sessions, earlier), pays);
        expect(part.totalAppliedMinor).toBe(full.totalAppliedMinor);
        expect(part.creditMinor).toBe(full.creditMinor);
        expect(part.totalPriceMinor - part.totalAppliedMinor).toBe(full.totalPriceMinor - full.totalAppliedMinor);
        for (const p of pays) expect(part.appliedByPayment.get(p.id)).toBe(full.appliedByPayment.get(p.id));
        for (const s of sessions) if (s.startsAt >= before) expect(part.paidBySession.get(s.sessionId)).toBe(full.paidBySession.get(s.sessionId));
      }),
      { numRuns: 300 },
    );
  });
});
