import type { Minor } from './money';
import type { PaymentRecord } from './payment';
import type { BilledSession } from './price';

/** One part of a payment paying one session. */
export interface AllocationLine {
  paymentId: string;
  sessionId: string;
  amountMinor: Minor;
  /** Not yet confirmed by the server (see `allocate`'s `pending`). */
  provisional: boolean;
}

export interface Allocation {
  /** Billed sessions, oldest first. */
  sessions: BilledSession[];
  /** Payments in the order they are applied: date received, then recorded, then id. */
  payments: PaymentRecord[];
  /** Every line, in the order it was applied. */
  lines: AllocationLine[];
  paidBySession: Map<string, Minor>;
  appliedByPayment: Map<string, Minor>;
  totalPriceMinor: Minor;
  totalPaidMinor: Minor;
  totalAppliedMinor: Minor;
  /** Payments not applied to any session yet: paid minus applied. */
  creditMinor: Minor;
  /** Payments whose figures may still change when the server answers. */
  provisionalPayments: Set<string>;
  /** Sessions paid, wholly or partly, by a provisional line. */
  provisionalSessions: Set<string>;
}

const bySessionAge = (a: BilledSession, b: BilledSession) =>
  a.startsAt < b.startsAt ? -1 : a.startsAt > b.startsAt ? 1 : a.sessionId < b.sessionId ? -1 : a.sessionId > b.sessionId ? 1 : 0;

/** The order payments are applied in: received first, then recorded first, then by id (total, so input order never matters). */
export function comparePayments(a: PaymentRecord, b: PaymentRecord): number {
  if (a.receivedOn !== b.receivedOn) return a.receivedOn < b.receivedOn ? -1 : 1;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * Applies payments to sessions (docs/rules/billing.md "Allocation"): the oldest completed unpaid
 * session first; what a payment has left is credit, which pays the next
 * completed sessions as they come. It is a function of the current payments
 * and sessions alone (nothing is stored), so editing or deleting a payment
 * simply re-applies the rest, and every device and the server agree on the
 * same rows. Runs in O((s + p) log(s + p)).
 *
 * `pending` names payments not yet confirmed by the server (recorded or
 * changed offline): their lines, and every line of a payment applied after
 * one of them, are provisional, since the server's answer may move them.
 */
export function allocate(
  sessions: readonly BilledSession[],
  payments: readonly PaymentRecord[],
  pending: ReadonlySet<string> = new Set(),
): Allocation {
  const ss = [...sessions].sort(bySessionAge);
  const ps = [...payments].sort(comparePayments);
  const lines: AllocationLine[] = [];
  const paidBySession = new Map<string, Minor>();
  const appliedByPayment = new Map<string, Minor>();
  const provisionalPayments = new Set<string>();
  const provisionalSessions = new Set<string>();
  let totalPriceMinor = 0;
  for (const s of ss) {
    totalPriceMinor += s.priceMinor;
    paidBySession.set(s.sessionId, 0);
  }

  let si = 0;
  // What the current session still lacks.
  let due = ss.length > 0 ? ss[0]!.priceMinor : 0;
  let totalPaidMinor = 0;
  let totalAppliedMinor = 0;
  let provisional = false;
  for (const p of ps) {
    totalPaidMinor += p.amountMinor;
    if (pending.has(p.id)) provisional = true;
    if (provisional) provisionalPayments.add(p.id);
    let left = p.amountMinor;
    let applied = 0;
    while (left > 0 && si < ss.length) {
      if (due === 0) {
        si += 1;
        due = si < ss.length ? ss[si]!.priceMinor : 0;
        continue;
      }
      const s = ss[si]!;
      const take = left < due ? left : due;
      lines.push({ paymentId: p.id, sessionId: s.sessionId, amountMinor: take, provisional });
      paidBySession.set(s.sessionId, paidBySession.get(s.sessionId)! + take);
      if (provisional) provisionalSessions.add(s.sessionId);
      left -= take;
      due -= take;
      applied += take;
    }
    appliedByPayment.set(p.id, applied);
    totalAppliedMinor += applied;
  }

  return {
    sessions: ss,
    payments: ps,
    lines,
    paidBySession,
    appliedByPayment,
    totalPriceMinor,
    totalPaidMinor,
    totalAppliedMinor,
    creditMinor: totalPaidMinor - totalAppliedMinor,
    provisionalPayments,
    provisionalSessions,
  };
}
