import { bigint, jsonb, timestamp } from 'drizzle-orm/pg-core';

/**
 * The columns every synced table carries besides its own: the row's times,
 * `rev` (its space's version, stamped by the triggers of migration 0002),
 * `deleted_at` (a tombstone devices pull as `del`) and `field_clocks` (when
 * each field was last edited, hybrid logical clocks: a later edit of a field
 * wins, server/replication/edits.ts). Spread into the table's columns.
 */
export const syncedColumns = () => ({
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  rev: bigint('rev', { mode: 'number' }).notNull().default(0),
  deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
  fieldClocks: jsonb('field_clocks').$type<Record<string, string>>().notNull().default({}),
});
