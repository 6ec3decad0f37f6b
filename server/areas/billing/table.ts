import { sql } from 'drizzle-orm';
import { date, index, integer, text } from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS } from '../../../domain/billing/payment';
import { clientColumn, createdByColumn, syncedPgTable } from '../../db/synced-table';

/**
 * docs/rules/billing.md "Payments": what a client paid their trainer. Synced: space_id is the
 * trainer, client_id decides who else sees it. The amount is integer minor
 * units of the client's currency; what a payment pays is computed
 * (domain/billing/allocate.ts), never stored.
 */
export const payments = syncedPgTable(
  'payments',
  {
    clientId: clientColumn(),
    amountMinor: integer('amount_minor').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    note: text('note'),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    createdBy: createdByColumn(),
  },
  (t) => [
    index('payments_client_rev_idx').on(t.clientId, t.rev, t.id),
    index('payments_client_received_idx').on(t.clientId, t.receivedOn).where(sql`${t.deletedAt} is null`),
  ],
);
