import { sql } from 'drizzle-orm';
import { index, numeric, text, timestamp } from 'drizzle-orm/pg-core';
import { clientColumn, createdByColumn, syncedPgTable } from '../../db/synced-table';

/** docs/rules/weight-logs.md "Weight logs". Synced: space_id is the trainer, client_id decides who else sees it. */
export const weightLogs = syncedPgTable(
  'weight_logs',
  {
    clientId: clientColumn(),
    weightKg: numeric('weight_kg', { precision: 5, scale: 2, mode: 'number' }).notNull(),
    notes: text('notes'),
    loggedAt: timestamp('logged_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The user who logged it (the client, or the trainer on the client's behalf). */
    createdBy: createdByColumn(),
  },
  (t) => [
    index('weight_logs_client_rev_idx').on(t.clientId, t.rev, t.id),
    index('weight_logs_client_logged_idx').on(t.clientId, t.loggedAt).where(sql`${t.deletedAt} is null`),
  ],
);
