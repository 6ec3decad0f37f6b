import { deviceEntity } from '../domain/device-entities';
import type { SyncTableName } from '../domain/protocol/tables';
import type { RepwiseDb } from './db/schema';
import type { ProfileRow } from './db/types';

export type Row = Record<string, unknown> & { id: string };

/**
 * What a local mutator may do to the device's rows. Every write first
 * touches the row (the database keeps its server version in pendingRows,
 * once per row until the next rebase), which is what lets rebase undo
 * optimistic changes exactly and what marks the row as pending in the UI.
 */
export interface LocalTx {
  get<T extends Row = Row>(table: SyncTableName, id: string): Promise<T | undefined>;
  put(table: SyncTableName, row: Row): Promise<void>;
  update(table: SyncTableName, id: string, changes: Record<string, unknown>): Promise<void>;
  delete(table: SyncTableName, id: string): Promise<void>;
  profile(): Promise<ProfileRow | undefined>;
  /** Ids of the rows whose indexed `field` equals `value`, ascending (for cascades: a client's logs, a plan's blocks). */
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

/**
 * Where a LocalTx keeps rows: the device's database inside a Dexie
 * transaction (dexieStore), or this tab's memory for the optimistic overlay
 * (write/staging.ts). The rules of a write (touch first, stamp the clocks of
 * editable fields) are localTxOver's, the same for both.
 */
export interface RowStore {
  get(table: SyncTableName, id: string): Promise<Row | undefined>;
  getMany(table: SyncTableName, ids: string[]): Promise<(Row | undefined)[]>;
  put(table: SyncTableName, rows: Row[]): Promise<void>;
  /** Dexie's update: only an existing row changes, and a change to undefined removes the field. */
  update(table: SyncTableName, id: string, changes: Record<string, unknown>): Promise<void>;
  delete(table: SyncTableName, id: string): Promise<void>;
  idsWhere(table: SyncTableName, field: string, value: string): Promise<string[]>;
  profile(): Promise<ProfileRow | undefined>;
  /** Called before rows are first written. */
  touch(table: SyncTableName, ids: string[]): Promise<void>;
}

export const pendingKey = (table: string, id: string) => `${table}:${id}`;

/** A LocalTx over a store, at the mutation's time and clock. */
export function localTxOver(store: RowStore, now: string, hlc?: string): LocalTx {
  return {
    now,
    hlc,
    get: async <T extends Row>(table: SyncTableName, id: string) => (await store.get(table, id)) as T | undefined,
    getMany: async <T extends Row>(table: SyncTableName, ids: string[]) => (await store.getMany(table, ids)) as (T | undefined)[],
    idsWhere: (table, field, value) => store.idsWhere(table, field, value),
    profile: () => store.profile(),
    async put(table, row) {
      await store.touch(table, [row.id]);
      await store.put(table, [row]);
    },
    async putMany(table, rows) {
      await store.touch(
        table,
        rows.map((r) => r.id),
      );
      await store.put(table, rows);
    },
    async update(table, id, changes) {
      await store.touch(table, [id]);
      const editable = deviceEntity(table)?.editable;
      if (hlc && editable) {
        const row = await store.get(table, id);
        const clocks = { ...((row?.clocks as Record<string, string> | undefined) ?? {}) };
        for (const k of Object.keys(changes)) if (editable.includes(k)) clocks[k] = hlc;
        changes = { ...changes, clocks };
      }
      await store.update(table, id, changes);
    },
    async delete(table, id) {
      await store.touch(table, [id]);
      await store.delete(table, id);
    },
  };
}

/** The device's database as a store. Must be used inside a Dexie transaction covering the synced tables and pendingRows. */
export function dexieStore(db: RepwiseDb): RowStore {
  return {
    get: (table, id) => db.rows(table).get(id),
    getMany: (table, ids) => db.rows(table).bulkGet(ids),
    async put(table, rows) {
      if (rows.length === 1) await db.rows(table).put(rows[0]!);
      else await db.rows(table).bulkPut(rows);
    },
    async update(table, id, changes) {
      await db.rows(table).update(id, changes);
    },
    delete: (table, id) => db.rows(table).delete(id),
    idsWhere: async (table, field, value) => ((await db.rows(table).where(field).equals(value).primaryKeys()) as string[]).sort(),
    profile: async () => (await db.profile.toCollection().first()) ?? undefined,
    async touch(table, ids) {
      const keys = ids.map((id) => pendingKey(table, id));
      const known = await db.pendingRows.bulkGet(keys);
      const missing = ids.filter((_, i) => !known[i]);
      if (!missing.length) return;
      const bases = await db.rows(table).bulkGet(missing);
      await db.pendingRows.bulkPut(missing.map((id, i) => ({ key: pendingKey(table, id), table, id, base: bases[i] ?? null })));
    },
  };
}

/** A LocalTx over the device's database (inside a Dexie transaction, see dexieStore). */
export function localTx(db: RepwiseDb, now: string, hlc?: string): LocalTx {
  return localTxOver(dexieStore(db), now, hlc);
}
