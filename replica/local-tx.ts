import { deviceEntity } from '../domain/device-entities';
import type { SyncTableName } from '../domain/protocol/tables';
import type { RepwiseDb } from './db/schema';
import type { ProfileRow } from './db/types';

type Row = Record<string, unknown> & { id: string };

/**
 * What a local mutator may do to the device's database. Every write first
 * records the row's server version in pendingRows (once per row until the
 * next rebase), which is what lets rebase undo optimistic changes exactly
 * and what marks the row as pending in the UI. Must run inside a Dexie
 * transaction that covers the synced tables and pendingRows.
 */
export interface LocalTx {
  get<T extends Row = Row>(table: SyncTableName, id: string): Promise<T | undefined>;
  put(table: SyncTableName, row: Row): Promise<void>;
  update(table: SyncTableName, id: string, changes: Record<string, unknown>): Promise<void>;
  delete(table: SyncTableName, id: string): Promise<void>;
  profile(): Promise<ProfileRow | undefined>;
  /** Ids of the rows whose indexed `field` equals `value` (for cascades: a client's logs, a plan's blocks). */
  idsWhere(table: SyncTableName, field: string, value: string): Promise<string[]>;
  /** Rows by id, in the order asked (undefined where missing): one read for many, e.g. an import. */
  getMany<T extends Row = Row>(table: SyncTableName, ids: string[]): Promise<(T | undefined)[]>;
  /** put() for many rows in one write. */
  putMany(table: SyncTableName, rows: Row[]): Promise<void>;
  /** The mutation's time (ISO), for createdAt/updatedAt until the server's values arrive. */
  now: string;
  /** The mutation's clock (hlc.ts): update() stamps it on the edited fields the entity declares editable. */
  hlc?: string;
}

export const pendingKey = (table: string, id: string) => `${table}:${id}`;

export function localTx(db: RepwiseDb, now: string, hlc?: string): LocalTx {
  const remember = async (table: SyncTableName, id: string) => {
    const key = pendingKey(table, id);
    if (await db.pendingRows.get(key)) return;
    const base = (await db.synced(table).get(id)) ?? null;
    await db.pendingRows.put({ key, table, id, base });
  };
  const rememberMany = async (table: SyncTableName, ids: string[]) => {
    const keys = ids.map((id) => pendingKey(table, id));
    const known = await db.pendingRows.bulkGet(keys);
    const missing = ids.filter((_, i) => !known[i]);
    if (!missing.length) return;
    const bases = await db.synced(table).bulkGet(missing);
    await db.pendingRows.bulkPut(missing.map((id, i) => ({ key: pendingKey(table, id), table, id, base: bases[i] ?? null })));
  };
  return {
    now,
    hlc,
    get: async <T extends Row>(table: SyncTableName, id: string) => (await db.synced(table).get(id)) as T | undefined,
    async put(table, row) {
      await remember(table, row.id);
      await db.synced(table).put(row);
    },
    async update(table, id, changes) {
      await remember(table, id);
      const editable = deviceEntity(table)?.editable;
      if (hlc && editable) {
        const row = await db.synced(table).get(id);
        const clocks = { ...((row?.clocks as Record<string, string> | undefined) ?? {}) };
        for (const k of Object.keys(changes)) if (editable.includes(k)) clocks[k] = hlc;
        changes = { ...changes, clocks };
      }
      await db.synced(table).update(id, changes);
    },
    async delete(table, id) {
      await remember(table, id);
      await db.synced(table).delete(id);
    },
    profile: async () => (await db.profile.toCollection().first()) ?? undefined,
    idsWhere: async (table, field, value) => (await db.synced(table).where(field).equals(value).primaryKeys()) as string[],
    getMany: async <T extends Row>(table: SyncTableName, ids: string[]) => (await db.synced(table).bulkGet(ids)) as (T | undefined)[],
    async putMany(table, rows) {
      await rememberMany(
        table,
        rows.map((r) => r.id),
      );
      await db.synced(table).bulkPut(rows);
    },
  };
}
