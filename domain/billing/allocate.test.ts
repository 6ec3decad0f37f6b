import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate, comparePayments, type AllocationLine } from './allocate';
import type { PaymentRecord } from './payment';
import type { BilledSession } from './price';
import { billed, paid, paymentsArb, sessionsArb } from '../../tests/fixtures/billing';

/**
 * The oracle: lay every session out as a row of single minor units, oldest
 * first, and every payment as a row of units in its order, and pair them off
 * one by one. Slow and obviously right.
 */
function oracle(sessions: BilledSession[], payments: PaymentRecord[]): AllocationLine[] {
  const ss = [...sessions].sort((a, b) => (a.startsAt === b.startsAt ? (a.sessionId < b.sessionId ? -1 : 1) : a.startsAt < b.startsAt ? -1 : 1));
  const units = ss.flatMap((s) => Array<string>(s.priceMinor).fill(s.sessionId));
  const ps = [...payments].sort(comparePayments);
  const out: AllocationLine[] = [];
  let u = 0;
  for (const p of ps) {
    for (let k = 0; k < p.amountMinor && u < units.length; k++, u++) {
      const last = out.at(-1);
      if (last && last.paymentId === p.id && last.sessionId === units[u]) last.amountMinor += 1;
      else out.push({ paymentId: p.id, sessionId: units[u]!, amountMinor: 1, provisional: false });
    }
  }
  return out;
}

const sum = (xs: Iterable<number>) => [...xs].reduce((a, b) => a + b, 0);

describe('allocation (docs/rules/billing.md "Allocation")', () => {
  it('pays the oldest completed sessions first, and keeps the rest as credit for the next ones', () => {
    const sessions = [billed('mar3', '2026-03-03T08:00:00.000Z', 3000), billed('mar1', '2026-03-01T08:00:00.000Z', 3000), billed('mar5', '2026-03-05T08:00:00.000Z', 3000)];
    const a = allocate(sessions, [paid('p1', 7000, '2026-03-06')]);
    expect(a.lines.map((l) => [l.sessionId, l.amountMinor])).toEqual([
      ['mar1', 3000],
      ['mar3', 3000],
      ['mar5', 1000],
    ]);
    expect(a.creditMinor).toBe(0);
    expect(a.totalPriceMinor - a.totalAppliedMinor).toBe(2000);

    // Credit: paid ahead, applied to the sessions completed afterwards.
    const ahead = allocate([], [paid('p1', 5000, '2026-03-01')]);
    expect(ahead.creditMinor).toBe(5000);
    const later = allocate([billed('next', '2026-03-08T08:00:00.000Z', 3000)], [paid('p1', 5000, '2026-03-01')]);
    expect(later.lines).toEqual([{ paymentId: 'p1', sessionId: 'next', amountMinor: 3000, provisional: false }]);
    expect(later.creditMinor).toBe(2000);
  });

  it('applies earlier payments first, and a later payment to what they left', () => {
    const sessions = [billed('a', '2026-03-01T08:00:00.000Z', 3000), billed('b', '2026-03-02T08:00:00.000Z', 3000)];
    const a = allocate(sessions, [paid('late', 3000, '2026-03-10'), paid('early', 1000, '2026-03-01')]);
    expect(a.lines.map((l) => [l.paymentId, l.sessionId, l.amountMinor])).toEqual([
      ['early', 'a', 1000],
      ['late', 'a', 2000],
      ['late', 'b', 1000],
    ]);
    expect(Object.fromEntries(a.appliedByPayment)).toEqual({ early: 1000, late: 3000 });
  });

  it('marks lines provisional from the first pending payment on', () => {
    const sessions = [billed('a', '2026-03-01T08:00:00.000Z', 1000), billed('b', '2026-03-02T08:00:00.000Z', 1000), billed('c', '2026-03-03T08:00:00.000Z', 1000)];
    const a = allocate(sessions, [paid('p1', 1000, '2026-03-01'), paid('offline', 500, '2026-03-02'), paid('p3', 1000, '2026-03-03')], new Set(['offline']));
    expect(a.lines.map((l) => [l.paymentId, l.sessionId, l.provisional])).toEqual([
      ['p1', 'a', false],
      ['offline', 'b', true],
      ['p3', 'b', true],
      ['p3', 'c', true],
    ]);
    expect([...a.provisionalSessions].sort()).toEqual(['b', 'c']);
    expect([...a.provisionalPayments].sort()).toEqual(['offline', 'p3']);
  });

  it('agrees with paying off unit by unit (the oracle), whatever order the rows come in', () => {
    fc.assert(
      fc.property(sessionsArb, paymentsArb.chain((ps) => fc.tuple(fc.constant(ps), fc.shuffledSubarray(ps, { minLength: ps.length, maxLength: ps.length }))), (sessions, [payments, shuffled]) => {
        const a = allocate([...sessions].reverse(), shuffled);
        expect(a.lines).toEqual(oracle(sessions, payments));
      }),
      { numRuns: 300 },
    );
  });

  it('never applies more than was paid, never pays a session beyond its price, and credit = paid − applied', () => {
    fc.assert(
      fc.property(sessionsArb, paymentsArb, (sessions, payments) => {
        const a = allocate(sessions, payments);
        expect(sum(a.lines.map((l) => l.amountMinor))).toBe(a.totalAppliedMinor);
        expect(a.totalAppliedMinor).toBeLessThanOrEqual(a.totalPaidMinor);
        expect(a.totalPaidMinor).toBe(sum(payments.map((p) => p.amountMinor)));
        for (const p of payments) expect(a.appliedByPayment.get(p.id)!).toBeLessThanOrEqual(p.amountMinor);
        for (const s of sessions) expect(a.paidBySession.get(s.sessionId)!).toBeLessThanOrEqual(s.priceMinor);
        expect(a.creditMinor).toBe(a.totalPaidMinor - a.totalAppliedMinor);
        expect(a.creditMinor).toBeGreaterThanOrEqual(0);
        // Nothing is left unpaid while credit remains, and vice versa.
        expect(a.totalAppliedMinor).toBe(Math.min(a.totalPriceMinor, a.totalPaidMinor));
        for (const l of a.lines) expect(l.amountMinor).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it('pays oldest first: every session before a partly or unpaid one is fully paid', () => {
    fc.assert(
      fc.property(sessionsArb, paymentsArb, (sessions, payments) => {
        const a = allocate(sessions, payments);
        let gapSeen = false;
        for (const s of a.sessions) {
          const paidMinor = a.paidBySession.get(s.sessionId)!;
          if (gapSeen) expect(paidMinor === 0 || s.priceMinor === 0, s.sessionId).toBe(true);
          if (paidMinor < s.priceMinor) gapSeen = true;
        }
        // And the sessions are in age order.
        for (let i = 1; i < a.sessions.length; i++) expect(a.sessions[i - 1]!.startsAt <= a.sessions[i]!.startsAt).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
