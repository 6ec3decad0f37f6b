import { and, eq, isNull, sql } from 'drizzle-orm';
import { checkPaymentAmount } from '../../../../domain/billing/changes';
import type { PaymentRow } from '../../../../domain/billing/entity';
import { BILLING_MESSAGES, PAYMENT_BELOW_APPLIED } from '../../../../domain/billing/messages';
import { fromMinor } from '../../../../domain/billing/money';
import { allocationOfRows } from '../../../../domain/billing/rows';
import type { PaymentCreateArgs, PaymentDeleteArgs, PaymentUpdateArgs } from '../../../../domain/billing/mutations';
import { assertTrainer } from '../../../auth/actor';
import { liveClient } from '../../clients/access';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { payments } from '../../../db/schema';
import { Conflict, Forbidden, NotFound } from '../../../errors';
import { billingRowsOf } from '../queries';
import { editRow, type Edit } from '../../../replication/edits';
import { insertOrExisting } from '../../../db/insert-or-existing';
import { paymentRecorded } from '../../notifications/commands/events';
import { toPaymentRow } from '../row';

/** The trainer's own live payment, else not found (another trainer's id answers like an unknown one). */
const mine = (actor: AuthUser, id: string) => and(eq(payments.id, id), eq(payments.spaceId, actor.id), isNull(payments.deletedAt))!;

/**
 * Records a payment (payment.create; POST /api/clients/{id}/payments). Only
 * the trainer of the client may (docs/rules/billing.md "Payments"); the id comes from the device, so a
 * resent create returns the row it made and changes nothing.
 */
export async function createPayment(db: Db, actor: AuthUser, a: PaymentCreateArgs): Promise<{ row: PaymentRow; created: boolean }> {
  assertTrainer(actor);
  await liveClient(db, actor, a.clientId);
  const { row, created } = await insertOrExisting(
    db,
    payments,
    {
      id: a.id,
      spaceId: actor.id,
      clientId: a.clientId,
      amountMinor: a.amountMinor,
      method: a.method,
      note: a.note ?? null,
      receivedOn: a.receivedOn,
      createdBy: actor.id,
    },
    { visible: eq(payments.spaceId, actor.id), otherwise: () => new Forbidden() },
  );
  if (created) await paymentRecorded(db, actor, a.clientId, a.amountMinor);
  return { row: toPaymentRow(row), created };
}

/**
 * Changes a payment (payment.update; PUT /api/clients/{id}/payments/{paymentId}).
 * A lower amount is checked against what the payment pays now, computed from
 * every completed session and payment of the client (docs/rules/billing.md "Editing a payment"): below it is
 * refused with payment_below_applied (409) and nothing changes. The space is
 * locked by the write (replication/write.ts), so no other change of the
 * client's billing runs in between.
 */
export async function updatePayment(db: Db, actor: AuthUser, a: PaymentUpdateArgs, edit?: Edit): Promise<PaymentRow> {
  assertTrainer(actor);
  const [current] = await db.select().from(payments).where(mine(actor, a.id)).limit(1);
  if (!current) throw new NotFound();
  if (a.amountMinor !== undefined && a.amountMinor < current.amountMinor) {
    const { client, sessions, payments: rows } = await billingRowsOf(db, actor.id, current.clientId);
    const refusal = checkPaymentAmount(allocationOfRows(client, sessions, rows), a.id, a.amountMinor);
    if (refusal) {
      throw new Conflict(BILLING_MESSAGES.paymentBelowApplied, PAYMENT_BELOW_APPLIED, {
        applied_minor: refusal.appliedMinor,
        applied: fromMinor(refusal.appliedMinor),
        current: toPaymentRow(current),
      });
    }
  }
  const set: Partial<typeof payments.$inferInsert> = {};
  if (a.amountMinor !== undefined) set.amountMinor = a.amountMinor;
  if (a.method !== undefined) set.method = a.method;
  if (a.note !== undefined) set.note = a.note;
  if (a.receivedOn !== undefined) set.receivedOn = a.receivedOn;
  const row = await editRow(db, payments, mine(actor, a.id), set, { entity: 'payments', id: a.id }, edit);
  if (!row) throw new NotFound();
  return toPaymentRow(row);
}

/**
 * Deletes a payment (payment.delete; DELETE /api/clients/{id}/payments/{paymentId})
 * with a tombstone; the client's other payments are re-applied by the next
 * computation. Deleting a deleted payment does nothing.
 */
export async function deletePayment(db: Db, actor: AuthUser, a: PaymentDeleteArgs): Promise<void> {
  assertTrainer(actor);
  const [row] = await db
    .update(payments)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(mine(actor, a.id))
    .returning({ id: payments.id });
  if (row) return;
  const [gone] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.id, a.id), eq(payments.spaceId, actor.id)))
    .limit(1);
  if (!gone) throw new NotFound();
}
