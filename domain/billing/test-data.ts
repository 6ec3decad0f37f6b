import fc from 'fast-check';
import type { PaymentRecord } from './payment';
import type { BilledSession } from './price';

/** Shared by the billing tests and the bench: small generators and builders. */

export const billed = (sessionId: string, startsAt: string, priceMinor: number): BilledSession => ({
  sessionId,
  date: startsAt.slice(0, 10),
  startsAt,
  priceMinor,
  unpriced: false,
});

export const paid = (id: string, amountMinor: number, receivedOn: string, createdAt = `${receivedOn}T12:00:00.000Z`): PaymentRecord => ({
  id,
  amountMinor,
  method: 'cash',
  note: null,
  receivedOn,
  createdAt,
});

const day = fc.integer({ min: 1, max: 28 }).map((d) => `2026-03-${String(d).padStart(2, '0')}`);

/** Sessions with unique ids, a few on the same instant, some free. */
export const sessionsArb = fc
  .array(fc.record({ day, hour: fc.integer({ min: 6, max: 8 }), price: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 400 })) }), { maxLength: 25 })
  .map((list) => list.map((s, i) => billed(`s${String(i).padStart(2, '0')}`, `${s.day}T0${s.hour}:00:00.000Z`, s.price)));

/** Payments with unique ids, a few received the same day. */
export const paymentsArb = fc
  .array(fc.record({ day, amount: fc.integer({ min: 1, max: 600 }), at: fc.integer({ min: 0, max: 3 }) }), { maxLength: 12 })
  .map((list) => list.map((p, i) => paid(`p${String(i).padStart(2, '0')}`, p.amount, p.day, `2026-04-01T00:00:0${p.at}.000Z`)));
