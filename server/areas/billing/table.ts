import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { PAYMENT_METHODS } from '../../../domain/billing/payment';
import { clients, users } from '../accounts/table';
import { syncedColumns } from '../../db/synced-columns';

/**
 * Spec §3 Payment: what a client paid their trainer. Synced: space_id is the
 * trainer, client_id decides who else sees it. The amount is integer minor
 * units of the client's currency; what a payment pays is computed
 * (domain/billing/allocate.ts), never stored.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    note: text('note'),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...syncedColumns(),
  },
  (t) => [
    index('payments_space_rev_idx').on(t.spaceId, t.rev, t.id),
    index('payments_client_rev_idx').on(t.clientId, t.rev, t.id),
    index('payments_client_received_idx').on(t.clientId, t.receivedOn).where(sql`${t.deletedAt} is null`),
  ],
);
