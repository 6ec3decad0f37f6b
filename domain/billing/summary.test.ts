import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SessionForBilling } from './price';
import { amountOwedMinor, clientBilling } from './summary';
import { paid, paymentsArb, sessionsArb } from '../../tests/fixtures/billing';

const s = (id: string, date: string, over: Partial<SessionForBilling> = {}): SessionForBilling => ({
  id,
  date,
  startsAt: `${date}T08:00:00.000Z`,
  durationMinutes: 60,
  clientIds: ['adam'],
  type: 'in_person',
  progressStatus: 'completed',
  ...over,
});

describe('a client billing (docs/rules/billing.md "Billing summary")', () => {
  const adam = { id: 'adam', hourlyRate: 30 };
  const sessions = [
    s('mon', '2026-03-02'),
    s('thu', '2026-03-05', { durationMinutes: 90 }),
    s('next', '2026-03-09', { progressStatus: 'not_started' }),
    s('group', '2026-03-07', { clientIds: ['adam', 'beata'], priceByClient: { adam: 1500 } }),
  ];
  const payments = [
    { ...paid('cash', 5000, '2026-03-06'), method: 'cash' as const, note: 'in the gym' },
    { ...paid('bank', 2000, '2026-03-08'), method: 'bank_transfer' as const },
  ];

  it('sums up what is owed, paid, billed and the credit, with the last payment', () => {
    const b = clientBilling(adam, sessions, payments);
    // Billed: 30 + 45 + 15 = 90; paid 70, all of it applied.
    expect(b.summary).toEqual({
      totalOwedMinor: 2000,
      totalPaidMinor: 7000,
      totalBilledMinor: 9000,
      availableCreditMinor: 0,
      lastPayment: { id: 'bank', amountMinor: 2000, receivedOn: '2026-03-08', method: 'bank_transfer' },
      provisional: false,
    });
    expect(amountOwedMinor(adam, sessions, payments)).toBe(2000);
  });

  it('lists the sessions newest first with date, price, paid and balance', () => {
    const rows = clientBilling(adam, sessions, payments).sessions;
    expect(rows.map((r) => [r.date, r.priceMinor, r.paidMinor, r.balanceMinor, r.status])).toEqual([
      ['2026-03-07', 1500, 0, 1500, 'unpaid'],
      ['2026-03-05', 4500, 4000, 500, 'partial'],
      ['2026-03-02', 3000, 3000, 0, 'paid'],
    ]);
  });

  it('lists the payments newest first with applied, remaining and the sessions each pays', () => {
    const rows = clientBilling(adam, sessions, payments).payments;
    expect(rows.map((r) => [r.paymentId, r.amountMinor, r.appliedMinor, r.remainingMinor, r.allocations.map((l) => [l.date, l.amountMinor])])).toEqual([
      ['bank', 2000, 2000, 0, [['2026-03-05', 2000]]],
      ['cash', 5000, 5000, 0, [['2026-03-02', 3000], ['2026-03-05', 2000]]],
    ]);
    expect(rows[1]!.note).toBe('in the gym');
  });

  it('shows credit when paid ahead, and marks what an offline payment touches as provisional', () => {
    const b = clientBilling(adam, sessions, [...payments, paid('offline', 4000, '2026-03-09')], new Set(['offline']));
    expect(b.summary).toMatchObject({ totalOwedMinor: 0, totalPaidMinor: 11000, availableCreditMinor: 2000, provisional: true });
    expect(b.sessions.filter((r) => r.provisional).map((r) => r.date)).toEqual(['2026-03-07', '2026-03-05']);
    expect(b.payments.find((p) => p.paymentId === 'offline')).toMatchObject({ appliedMinor: 2000, remainingMinor: 2000, provisional: true });
    expect(b.payments.find((p) => p.paymentId === 'cash')!.provisional).toBe(false);
  });

  it('is empty for a new client', () => {
    expect(clientBilling(adam, [], []).summary).toEqual({
      totalOwedMinor: 0,
      totalPaidMinor: 0,
      totalBilledMinor: 0,
      availableCreditMinor: 0,
      lastPayment: null,
      provisional: false,
    });
  });

  it('adds up: owed = billed − applied, credit = paid − applied, rows agree with the summary', () => {
    fc.assert(
      fc.property(sessionsArb, paymentsArb, (billedList, pays) => {
        const asSessions = billedList.map((b) => s(b.sessionId, b.date, { startsAt: b.startsAt, priceByClient: { adam: b.priceMinor } }));
        const b = clientBilling(adam, asSessions, pays);
        const applied = b.allocation.totalAppliedMinor;
        expect(b.summary.totalOwedMinor).toBe(b.summary.totalBilledMinor - applied);
        expect(b.summary.availableCreditMinor).toBe(b.summary.totalPaidMinor - applied);
        expect(b.sessions.reduce((a, r) => a + r.balanceMinor, 0)).toBe(b.summary.totalOwedMinor);
        expect(b.payments.reduce((a, r) => a + r.remainingMinor, 0)).toBe(b.summary.availableCreditMinor);
        for (const r of b.payments) expect(r.allocations.reduce((a, l) => a + l.amountMinor, 0)).toBe(r.appliedMinor);
      }),
      { numRuns: 200 },
    );
  });
});
