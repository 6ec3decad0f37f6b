import type { BuildExtraConfigColumns } from 'drizzle-orm';
import { uuid, type PgColumnBuilderBase, type PgTableExtraConfigValue } from 'drizzle-orm/pg-core';
import { clients, users } from '../areas/accounts/table';
import { syncedTableOf, type SyncedTableColumns } from './synced-columns';

/** The key and space of a synced row: its device-made id, and the trainer whose business it belongs to (their user, deleted with it). */
const spaceKey = () => ({
  id: uuid('id').primaryKey(),
  spaceId: uuid('space_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

/** The client record a row belongs to (who besides the trainer sees it), deleted with it. */
export const clientColumn = () =>
  uuid('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' });

/** The client record a row may belong to, deleted with it; null for the trainer's own (a template, a trainer's ingredient). */
export const optionalClientColumn = () => uuid('client_id').references(() => clients.id, { onDelete: 'cascade' });

/** Who wrote the row (the client, or the trainer on the client's behalf); kept when that user goes. */
export const createdByColumn = () => uuid('created_by').references(() => users.id, { onDelete: 'set null' });

/**
 * A synced table (EntityDecl.space 'spaceId'): its own columns between the
 * id and space columns and the ones every synced table carries
 * (syncedColumns), the pull's (space, rev, id) index, and `indexes` of its
 * own (a client's (client, rev, id) pull index among them where the row has
 * a client). The SQL is what the hand-written tables had, so drizzle-kit
 * sees no change.
 */
type Columns<C> = SyncedTableColumns<ReturnType<typeof spaceKey>, C & Record<string, PgColumnBuilderBase>>;

export function syncedPgTable<N extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: N,
  own: C,
  indexes: (t: BuildExtraConfigColumns<N, Columns<C>, 'pg'>) => PgTableExtraConfigValue[] = () => [],
) {
  return syncedTableOf(name, spaceKey(), 'spaceId', own, indexes);
}
