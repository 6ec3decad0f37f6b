import type { PaymentRow } from '../../../domain/billing/entity';
import type { payments } from '../../db/schema';

/** A stored payment in the device's shape (domain/billing/entity.ts): what pull sends and REST wraps. */
export function toPaymentRow(r: typeof payments.$inferSelect): PaymentRow {
  return {
    id: r.id,
    clientId: r.clientId,
    amountMinor: r.amountMinor,
    method: r.method,
    note: r.note,
    receivedOn: r.receivedOn,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
