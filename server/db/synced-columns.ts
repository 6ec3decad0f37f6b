import type { BuildExtraConfigColumns } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, timestamp, type PgColumnBuilderBase, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';

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

type Builders = Record<string, PgColumnBuilderBase>;
export type SyncedTableColumns<K extends Builders, C extends Builders> = K & C & ReturnType<typeof syncedColumns>;

/**
 * A synced table from its key columns (`key`: the id and the space column,
 * named `space`), its own columns and the ones every synced table carries,
 * with the pull's (space, rev, id) index and `indexes` of its own.
 * db/synced-table.ts's syncedPgTable gives the key of every table but one;
 * the clients table, whose space is trainer_id, gives its own beside users
 * (server/areas/accounts/table.ts), which synced-table.ts imports.
 */
export function syncedTableOf<N extends string, K extends Builders, C extends Builders>(
  name: N,
  key: K,
  space: keyof K & string,
  own: C,
  indexes: (t: BuildExtraConfigColumns<N, SyncedTableColumns<K, C>, 'pg'>) => PgTableExtraConfigValue[] = () => [],
) {
  const columns: SyncedTableColumns<K, C> = { ...key, ...own, ...syncedColumns() };
  return pgTable(name, columns, (t) => {
    const c = t as unknown as Record<string, Parameters<ReturnType<typeof index>['on']>[0]>;
    return [index(`${name}_space_rev_idx`).on(c[space]!, c.rev!, c.id!), ...indexes(t)];
  });
}
