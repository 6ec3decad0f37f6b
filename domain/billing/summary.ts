import { allocate, type Allocation } from './allocate';
import type { Minor } from './money';
import type { PaymentMethod, PaymentRecord } from './payment';
import { withEarlier, type EarlierBilling } from './earlier';
import { billedSessions, type ClientForBilling, type SessionForBilling } from './price';

/** docs/rules/billing.md "Billing summary". */
export interface BillingSummary {
  /** What the client still owes: completed sessions' prices not yet paid (the client's amountOwed). */
  totalOwedMinor: Minor;
  /** Every payment recorded. */
  totalPaidMinor: Minor;
  /** Every completed session's price. */
  totalBilledMinor: Minor;
  /** Paid but not yet applied: pays the next completed sessions. */
  availableCreditMinor: Minor;
  /** The latest payment received (then recorded), null when none. */
  lastPayment: { id: string; amountMinor: Minor; receivedOn: string; method: PaymentMethod } | null;
  /** Some figure rests on a change the server has not confirmed yet. */
  provisional: boolean;
}

export type SessionBillingStatus = 'paid' | 'partial' | 'unpaid';

/** docs/rules/billing.md "Billing summary" Session billing row: date, price, paid, balance. */
export interface SessionBillingRow {
  sessionId: string;
  date: string;
  priceMinor: Minor;
  paidMinor: Minor;
  /** price − paid, never negative. */
  balanceMinor: Minor;
  status: SessionBillingStatus;
  unpriced: boolean;
  provisional: boolean;
}

/** docs/rules/billing.md "Payments": amount, method, note, date received, applied, remaining, allocations to sessions. */
export interface PaymentBillingRow {
  paymentId: string;
  amountMinor: Minor;
  method: PaymentMethod;
  note: string | null;
  receivedOn: string;
  appliedMinor: Minor;
  remainingMinor: Minor;
  allocations: { sessionId: string; date: string; amountMinor: Minor }[];
  provisional: boolean;
}

export function billingSummary(a: Allocation): BillingSummary {
  const last = a.payments.at(-1);
  return {
    totalOwedMinor: a.totalPriceMinor - a.totalAppliedMinor,
    totalPaidMinor: a.totalPaidMinor,
    totalBilledMinor: a.totalPriceMinor,
    availableCreditMinor: a.creditMinor,
    lastPayment: last ? { id: last.id, amountMinor: last.amountMinor, receivedOn: last.receivedOn, method: last.method } : null,
    provisional: a.provisionalPayments.size > 0,
  };
}

/** The sessions tab: one row per billed session, newest first. */
export function sessionBillingRows(a: Allocation): SessionBillingRow[] {
  const rows: SessionBillingRow[] = [];
  for (let i = a.sessions.length - 1; i >= 0; i--) {
    const s = a.sessions[i]!;
    const paidMinor = a.paidBySession.get(s.sessionId) ?? 0;
    const balanceMinor = s.priceMinor - paidMinor;
    rows.push({
      sessionId: s.sessionId,
      date: s.date,
      priceMinor: s.priceMinor,
      paidMinor,
      balanceMinor,
      status: balanceMinor === 0 ? 'paid' : paidMinor > 0 ? 'partial' : 'unpaid',
      unpriced: s.unpriced,
      provisional: a.provisionalSessions.has(s.sessionId),
    });
  }
  return rows;
}

/** The payments tab: one row per payment with its allocations, newest first. */
export function paymentBillingRows(a: Allocation): PaymentBillingRow[] {
  const dateOf = new Map(a.sessions.map((s) => [s.sessionId, s.date]));
  const linesOf = new Map<string, PaymentBillingRow['allocations']>();
  for (const l of a.lines) {
    let list = linesOf.get(l.paymentId);
    if (!list) linesOf.set(l.paymentId, (list = []));
    list.push({ sessionId: l.sessionId, date: dateOf.get(l.sessionId) ?? '', amountMinor: l.amountMinor });
  }
  const rows: PaymentBillingRow[] = [];
  for (let i = a.payments.length - 1; i >= 0; i--) {
    const p = a.payments[i]!;
    const appliedMinor = a.appliedByPayment.get(p.id) ?? 0;
    rows.push({
      paymentId: p.id,
      amountMinor: p.amountMinor,
      method: p.method,
      note: p.note,
      receivedOn: p.receivedOn,
      appliedMinor,
      remainingMinor: p.amountMinor - appliedMinor,
      allocations: linesOf.get(p.id) ?? [],
      provisional: a.provisionalPayments.has(p.id),
    });
  }
  return rows;
}

export interface ClientBilling {
  allocation: Allocation;
  summary: BillingSummary;
  sessions: SessionBillingRow[];
  payments: PaymentBillingRow[];
}

/**
 * A client's whole billing from their sessions and payments: what the
 * trainer's billing screen, the client's view and the REST answers show.
 */
export function clientBilling(
  client: ClientForBilling,
  sessions: Iterable<SessionForBilling>,
  payments: readonly PaymentRecord[],
  pending: ReadonlySet<string> = new Set(),
  earlier?: EarlierBilling | null,
): ClientBilling {
  const allocation = allocate(withEarlier(billedSessions(sessions, client), earlier), payments, pending);
  return {
    allocation,
    summary: billingSummary(allocation),
    sessions: sessionBillingRows(allocation),
    payments: paymentBillingRows(allocation),
  };
}

/** What the client still owes on an allocation: billed minus what payments have paid of it (credit pays next sessions, it owes nothing). */
export const owedMinorOf = (a: Pick<Allocation, 'totalPriceMinor' | 'totalAppliedMinor'>): Minor => a.totalPriceMinor - a.totalAppliedMinor;

/** docs/rules/clients.md "Amount owed" amountOwed: what the client still owes, in minor units. */
export function amountOwedMinor(
  client: ClientForBilling,
  sessions: Iterable<SessionForBilling>,
  payments: readonly PaymentRecord[],
  earlier?: EarlierBilling | null,
): Minor {
  return owedMinorOf(allocate(withEarlier(billedSessions(sessions, client), earlier), payments));
}
