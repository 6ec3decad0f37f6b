import { allocate, type Allocation } from './allocate';
import { PAYMENT_BELOW_APPLIED } from './messages';
import type { Minor } from './money';
import type { PaymentRecord } from './payment';
import type { BilledSession } from './price';

/** A refused payment change: the rule's code, and what is applied (for the message's details). */
export interface PaymentRefusal {
  code: typeof PAYMENT_BELOW_APPLIED;
  appliedMinor: Minor;
}

/**
 * docs/rules/billing.md "Editing a payment": an edited payment amount cannot go below what is already applied
 * to sessions. Null when the new amount is allowed. The device runs it on its
 * rows, the server on all of them (the server's answer is final).
 */
export function checkPaymentAmount(allocation: Allocation, paymentId: string, newAmountMinor: Minor): PaymentRefusal | null {
  const appliedMinor = allocation.appliedByPayment.get(paymentId) ?? 0;
  return newAmountMinor < appliedMinor ? { code: PAYMENT_BELOW_APPLIED, appliedMinor } : null;
}

export type PaymentChange =
  | { kind: 'create'; payment: PaymentRecord }
  | { kind: 'update'; id: string; patch: Partial<Omit<PaymentRecord, 'id' | 'createdAt'>> }
  | { kind: 'delete'; id: string };

export type PaymentChangeResult =
  | { ok: true; payments: PaymentRecord[] }
  | { ok: false; refusal: PaymentRefusal }
  | { ok: false; notFound: true };

/**
 * One change of a client's payments, with the rules (what the local mutator
 * and the server command both run): a create adds (a repeated id changes
 * nothing), an update may not take the amount below what is applied, a
 * delete removes, and the allocation that follows is recomputed from what
 * is left. A refused change leaves the payments as they were.
 */
export function changePayments(
  sessions: readonly BilledSession[],
  payments: readonly PaymentRecord[],
  change: PaymentChange,
  current: Allocation = allocate(sessions, payments),
): PaymentChangeResult {
  switch (change.kind) {
    case 'create':
      if (payments.some((p) => p.id === change.payment.id)) return { ok: true, payments: [...payments] };
      return { ok: true, payments: [...payments, change.payment] };
    case 'update': {
      const at = payments.findIndex((p) => p.id === change.id);
      if (at < 0) return { ok: false, notFound: true };
      const amount = change.patch.amountMinor;
      if (amount !== undefined) {
        const refusal = checkPaymentAmount(current, change.id, amount);
        if (refusal) return { ok: false, refusal };
      }
      const next = [...payments];
      next[at] = { ...payments[at]!, ...change.patch };
      return { ok: true, payments: next };
    }
    case 'delete': {
      if (!payments.some((p) => p.id === change.id)) return { ok: false, notFound: true };
      return { ok: true, payments: payments.filter((p) => p.id !== change.id) };
    }
  }
}
