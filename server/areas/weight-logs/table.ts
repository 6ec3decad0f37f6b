import { sql } from 'drizzle-orm';
import { index, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { clients, users } from '../accounts/table';
import { syncedColumns } from '../../db/synced-columns';

/** Spec §3 Weight log. Synced: space_id is the trainer, client_id decides who else sees it. */
export const weightLogs = pgTable(
  'weight_logs',
  {
    id: uuid('id').primaryKey(),
    spaceId: uuid('space_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    weightKg: numeric('weight_kg', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    notes: text('notes'),
    loggedAt: timestamp('logged_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The user who logged it (the client, or the trainer on the client's behalf). */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...syncedColumns(),
  },
  (t) => [
    index('weight_logs_space_rev_idx').on(t.spaceId, t.rev, t.id),
    index('weight_logs_client_rev_idx').on(t.clientId, t.rev, t.id),
    index('weight_logs_client_logged_idx').on(t.clientId, t.loggedAt).where(sql`${t.deletedAt} is null`),
  ],
);
