import { bigint, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../areas/accounts/table';

/**
 * A space is one trainer's business (id = the trainer's user id); the global
 * exercise library will be another. `version` counts the space's write
 * transactions. Triggers stamp every insert, update and delete of a synced
 * row (their functions: migration 0002_sync_triggers.sql): the first write of
 * a transaction locks this row, bumps `version` and records the transaction
 * in `tx`; every row the transaction touches gets `rev = version`. Writers of
 * synced tables thus need no sync code of their own, and the stamp can not be
 * forgotten.
 *
 * To make a new table synced: make it with syncedPgTable (db/synced-table.ts:
 * space_id, rev, deleted_at; client_id or client_ids when a client-role user
 * may see it) in a migration, and declare its entity (domain/<area>/entity.ts,
 * in its area's entities) and bind it in its area. The triggers follow
 * from the declaration at the next start (db/sync-triggers.ts), written by
 * no migration.
 */
export const spaces = pgTable('spaces', {
  id: uuid('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  /** The transaction that last bumped version (txid_current()). */
  tx: bigint('tx', { mode: 'number' }),
  /** Tombstones and removals at or below this rev may have been purged: older cursors reset. */
  purgedRev: bigint('purged_rev', { mode: 'number' }).notNull().default(0),
});

/** A device's sync identity (one per local database), bound to the first user who pushed or pulled with it. */
export const syncDevices = pgTable(
  'sync_devices',
  {
    deviceId: uuid('device_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastMutationId: bigint('last_mutation_id', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sync_devices_user_idx').on(t.userId)],
);

/**
 * Mutations the server processed with a domain error, so a replayed push
 * answers the same error. Successful ones are not stored: a replay of one
 * answers `alreadyProcessed`.
 */
export const syncMutationErrors = pgTable(
  'sync_mutation_errors',
  {
    deviceId: uuid('device_id')
      .notNull()
      .references(() => syncDevices.deviceId, { onDelete: 'cascade' }),
    mutationId: bigint('mutation_id', { mode: 'number' }).notNull(),
    code: text('code').notNull(),
    message: text('message').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.mutationId] })],
);

/**
 * Rows that left someone's view without a tombstone on the row itself, written
 * by triggers: a hard delete (audience 'all': the space's trainer and the
 * row's client) and a row moved away from a client (audience 'client': only
 * that client, who must drop it). Pulled as `del`.
 */
export const syncRemovals = pgTable(
  'sync_removals',
  {
    spaceId: uuid('space_id').notNull(),
    rev: bigint('rev', { mode: 'number' }).notNull(),
    tbl: text('tbl').notNull(),
    rowId: uuid('row_id').notNull(),
    clientId: uuid('client_id'),
    audience: text('audience', { enum: ['all', 'client'] }).notNull(),
  },
  (t) => [index('sync_removals_space_rev_idx').on(t.spaceId, t.rev, t.rowId)],
);

/**
 * Edits that a concurrent, later edit from another device replaced, kept for
 * the device that made them until its next pull acknowledges them: the
 * device shows both values in its needs-attention list.
 */
export const syncNotices = pgTable(
  'sync_notices',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    deviceId: uuid('device_id')
      .notNull()
      .references(() => syncDevices.deviceId, { onDelete: 'cascade' }),
    tbl: text('tbl').notNull(),
    rowId: text('row_id').notNull(),
    field: text('field').notNull(),
    yours: jsonb('yours'),
    kept: jsonb('kept'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('sync_notices_device_idx').on(t.deviceId, t.id)],
);
