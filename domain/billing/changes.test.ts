import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from './allocate';
import { changePayments, checkPaymentAmount, type PaymentChange } from './changes';
import { PAYMENT_BELOW_APPLIED } from './messages';
import type { PaymentRecord } from './payment';
import { billed, paid, paymentsArb, sessionsArb } from '../../tests/fixtures/billing';

const sessions = [billed('a', '2026-03-01T08:00:00.000Z', 3000), billed('b', '2026-03-02T08:00:00.000Z', 3000)];

describe('changing payments (docs/rules/billing.md "Editing a payment")', () => {
  it('refuses an amount below what is applied, with its own code, and changes nothing', () => {
    const payments = [paid('p1', 4500, '2026-03-03')];
    const r = changePayments(sessions, payments, { kind: 'update', id: 'p1', patch: { amountMinor: 4499 } });
    expect(r).toEqual({ ok: false, refusal: { code: PAYMENT_BELOW_APPLIED, appliedMinor: 4500 } });
    expect(payments).toEqual([paid('p1', 4500, '2026-03-03')]);
    expect(changePayments(sessions, payments, { kind: 'update', id: 'p1', patch: { amountMinor: 4500 } }).ok).toBe(true);
  });

  it('lets credit go: an amount may drop down to what is applied', () => {
    const payments = [paid('p1', 8000, '2026-03-03')];
    expect(allocate(sessions, payments).creditMinor).toBe(2000);
    const r = changePayments(sessions, payments, { kind: 'update', id: 'p1', patch: { amountMinor: 6000 } });
    expect(r.ok && allocate(sessions, r.payments).creditMinor).toBe(0);
    expect(checkPaymentAmount(allocate(sessions, payments), 'p1', 5999)).toEqual({ code: PAYMENT_BELOW_APPLIED, appliedMinor: 6000 });
  });

  it('re-applies the rest when a payment is deleted: a later payment pays the freed session', () => {
    const payments = [paid('first', 3000, '2026-03-01'), paid('second', 5000, '2026-03-05')];
    expect(allocate(sessions, payments).lines.map((l) => [l.paymentId, l.sessionId, l.amountMinor])).toEqual([
      ['first', 'a', 3000],
      ['second', 'b', 3000],
    ]);
    const r = changePayments(sessions, payments, { kind: 'delete', id: 'first' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const after = allocate(sessions, r.payments);
    expect(after.lines.map((l) => [l.paymentId, l.sessionId, l.amountMinor])).toEqual([
      ['second', 'a', 3000],
      ['second', 'b', 2000],
    ]);
    expect(after.creditMinor).toBe(0);
  });

  it('answers not found for an unknown payment, and a repeated create adds nothing', () => {
    expect(changePayments(sessions, [], { kind: 'delete', id: 'x' })).toEqual({ ok: false, notFound: true });
    expect(changePayments(sessions, [], { kind: 'update', id: 'x', patch: { note: 'n' } })).toEqual({ ok: false, notFound: true });
    const once = paid('p1', 100, '2026-03-01');
    expect(changePayments(sessions, [once], { kind: 'create', payment: { ...once, amountMinor: 999 } })).toEqual({ ok: true, payments: [once] });
  });
});

/** A random change of the payments, ids drawn from the ones that exist (or one that does not). */
function changeArb(known: string[]): fc.Arbitrary<PaymentChange> {
  const id = fc.constantFrom(...known, 'nope');
  return fc.oneof(
    fc.record({ day: fc.integer({ min: 1, max: 28 }), amount: fc.integer({ min: 1, max: 600 }), n: fc.nat(999) }).map(
      ({ day, amount, n }): PaymentChange => ({ kind: 'create', payment: paid(`new${n}`, amount, `2026-03-${String(day).padStart(2, '0')}`) }),
    ),
    fc.record({ id, amount: fc.integer({ min: 1, max: 600 }) }).map(({ id, amount }): PaymentChange => ({ kind: 'update', id, patch: { amountMinor: amount } })),
    fc.record({ id, day: fc.integer({ min: 1, max: 28 }) }).map(({ id, day }): PaymentChange => ({ kind: 'update', id, patch: { receivedOn: `2026-03-${String(day).padStart(2, '0')}` } })),
    id.map((id): PaymentChange => ({ kind: 'delete', id })),
  );
}

describe('changing payments, properties', () => {
  it('after any sequence of creates, edits and deletes the allocation is the one recomputed from scratch, and the rules held at each step', () => {
    fc.assert(
      fc.property(
        sessionsArb,
        paymentsArb.chain((ps) => fc.tuple(fc.constant(ps), fc.array(changeArb(ps.map((p) => p.id)), { maxLength: 20 }))),
        (sessions, [start, changes]) => {
          let payments: PaymentRecord[] = start;
          for (const change of changes) {
            const before = allocate(sessions, payments);
            const r = changePayments(sessions, payments, change, before);
            if (!r.ok) {
              if ('refusal' in r) {
                // Refused exactly when the new amount is below what the payment pays.
                expect(change.kind).toBe('update');
                const applied = before.appliedByPayment.get((change as { id: string }).id)!;
                expect((change as { patch: { amountMinor: number } }).patch.amountMinor).toBeLessThan(applied);
              } else expect(payments.some((p) => p.id === (change as { id: string }).id)).toBe(false);
              continue;
            }
            const after = allocate(sessions, r.payments);
            const old = payments.find((p) => change.kind === 'update' && p.id === change.id);
            if (change.kind === 'update' && change.patch.amountMinor !== undefined && old && change.patch.amountMinor <= old.amountMinor) {
              // An allowed lower amount only gives up credit: no session loses a cent, no other payment moves.
              for (const p of r.payments) expect(after.appliedByPayment.get(p.id)).toBe(before.appliedByPayment.get(p.id));
            }
            if (change.kind === 'delete') {
              // The rest is re-applied: as much is applied as the remaining payments and the prices allow.
              expect(after.totalAppliedMinor).toBe(Math.min(after.totalPriceMinor, after.totalPaidMinor));
            }
            payments = r.payments;
          }
          const incremental = allocate(sessions, payments);
          const scratch = allocate([...sessions].reverse(), [...payments].reverse());
          expect(incremental.lines).toEqual(scratch.lines);
          expect(incremental.creditMinor).toBe(scratch.totalPaidMinor - scratch.totalAppliedMinor);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('deletes and allowed amount raises give the same result in any order', () => {
    fc.assert(
      fc.property(
        sessionsArb,
        paymentsArb.filter((ps) => ps.length > 0).chain((ps) =>
          fc.tuple(
            fc.constant(ps),
            fc
              .uniqueArray(fc.constantFrom(...ps.map((p) => p.id)), { minLength: 1 })
              .chain((ids) =>
                fc.tuple(
                  fc.constant(ids.map((id, i): PaymentChange => (i % 2 === 0 ? { kind: 'delete', id } : { kind: 'update', id, patch: { amountMinor: 600 + i } }))),
                  fc.nat(),
                ),
              ),
          ),
        ),
        (sessions, [start, [changes, seed]]) => {
          const run = (order: PaymentChange[]) =>
            order.reduce((payments, c) => {
              const r = changePayments(sessions, payments, c);
              expect(r.ok).toBe(true);
              return r.ok ? r.payments : payments;
            }, start);
          const other = [...changes];
          // A deterministic shuffle from the seed.
          for (let i = other.length - 1, s = seed; i > 0; i--, s = (s * 1103515245 + 12345) % 2 ** 31) {
            const j = s % (i + 1);
            [other[i], other[j]] = [other[j]!, other[i]!];
          }
          expect(allocate(sessions, run(other)).lines).toEqual(allocate(sessions, run(changes)).lines);
        },
      ),
      { numRuns: 300 },
    );
  });
});
