import type { PaymentRow } from '../../domain/billing/entity';
import { allocationOfRows } from '../../domain/billing/rows';
import { checkPaymentAmount } from '../../domain/billing/changes';
import type { ClientRow } from '../../domain/clients/entity';
import { PAYMENT_PATCH_FIELDS, type PaymentCreateArgs, type PaymentDeleteArgs, type PaymentUpdateArgs, type SessionPriceArgs } from '../../domain/billing/mutations';
import { withSessionPrice } from '../../domain/billing/price';
import type { TrainingSessionRow } from '../../domain/sessions/rows';
import type { LocalTx } from '../local-tx';
import type { LocalMutators } from './types';

/*
 * Local twins of server/areas/billing/commands: a payment recorded offline is on the
 * device at once, and the billing screens recompute the allocation from the
 * device's rows (marked provisional until the server confirms it).
 */

export async function createPaymentLocal(tx: LocalTx, a: PaymentCreateArgs): Promise<void> {
  if (await tx.get('payments', a.id)) return;
  const row: PaymentRow = {
    id: a.id,
    clientId: a.clientId,
    amountMinor: a.amountMinor,
    method: a.method,
    note: a.note ?? null,
    receivedOn: a.receivedOn,
    createdAt: tx.now,
    updatedAt: tx.now,
  };
  await tx.put('payments', { ...row });
}

/** The client's allocation from the device's rows. */
async function localAllocation(tx: LocalTx, clientId: string) {
  const client = await tx.get<ClientRow>('clients', clientId);
  const sessions = (await tx.getMany('sessions', await tx.idsWhere('sessions', 'clientIds', clientId))).filter((s) => s !== undefined) as unknown as TrainingSessionRow[];
  const payments = (await tx.getMany<PaymentRow>('payments', await tx.idsWhere('payments', 'clientId', clientId))).filter((p) => p !== undefined);
  return allocationOfRows({ id: clientId, hourlyRate: client?.hourlyRate ?? null }, sessions, payments);
}

export async function updatePaymentLocal(tx: LocalTx, a: PaymentUpdateArgs): Promise<void> {
  const row = await tx.get<PaymentRow>('payments', a.id);
  if (!row) return;
  // The rule the server enforces (docs/rules/billing.md "Editing a payment"): not below what is applied. Refused here too, so the
  // screen never shows an amount the server will refuse; the server's answer names the refusal.
  if (a.amountMinor !== undefined && a.amountMinor < row.amountMinor) {
    if (checkPaymentAmount(await localAllocation(tx, row.clientId), a.id, a.amountMinor)) return;
  }
  const changes: Record<string, unknown> = { updatedAt: tx.now };
  for (const f of PAYMENT_PATCH_FIELDS) if (a[f] !== undefined) changes[f] = a[f];
  await tx.update('payments', a.id, changes);
}

export async function deletePaymentLocal(tx: LocalTx, a: PaymentDeleteArgs): Promise<void> {
  if (!(await tx.get('payments', a.id))) return;
  await tx.delete('payments', a.id);
}

/** The trainer's price of a session for one client, at once on the device (billing recomputes from it). */
export async function setSessionPriceLocal(tx: LocalTx, a: SessionPriceArgs): Promise<void> {
  const row = (await tx.get('sessions', a.id)) as unknown as TrainingSessionRow | undefined;
  if (!row) return;
  const priceByClient = withSessionPrice(row, a.clientId, a.priceMinor);
  if (priceByClient) await tx.update('sessions', a.id, { priceByClient, updatedAt: tx.now });
}

export const billingMutators = {
  'payment.create': createPaymentLocal,
  'payment.update': updatePaymentLocal,
  'payment.delete': deletePaymentLocal,
  'session.setPrice': setSessionPriceLocal,
} satisfies LocalMutators;
