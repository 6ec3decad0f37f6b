import Dexie, { type DexieOptions, type EntityTable, type Table } from 'dexie';
import { DEVICE_ENTITIES } from '../../domain/device-entities';
import type { Entity, EntityName } from '../../domain/entities';
import type { EntityDecl } from '../../domain/protocol/entity';
import type { SyncTableName } from '../../domain/protocol/tables';
import type { ProfileRow } from '../../domain/protocol/rows';
import type { OutboxEntry, PendingRow, RejectedMutation, SyncMeta, SyncNoticeRow } from './types';
import type { PhotoFileRow, PhotoUploadRow } from '../photos/types';

/** The engine's own stores, beside the synced ones. */
const ENGINE_STORES = {
  profile: 'id',
  outbox: 'mutationId, status',
  rejected: 'mutationId',
  pendingRows: 'key, table',
  syncMeta: 'key',
  notices: 'key, at',
};

/** Progress photos' files and their upload queue (replica/photos): this device's own, never synced. */
const PHOTO_FILE_STORES = {
  photoFiles: 'key, photoId',
  photoUploads: 'key, dueAt',
};

/** A store per declared entity: the id, then its declared indexes. */
export const ENTITY_STORES: Record<EntityName, string> = Object.fromEntries(DEVICE_ENTITIES.map((e) => [e.name, ['id', ...e.indexes].join(', ')])) as Record<
  EntityName,
  string
>;

/**
 * Stores the first release made for entities that were never declared; version 2
 * drops them. Dexie 4 upgrades a changed schema without a new version number,
 * so a new entity needs none: a version is needed only to drop a store or to
 * migrate data.
 */
const DROPPED_IN_V2 = ['exerciseCategories', 'sessions', 'series', 'seriesExceptions', 'exerciseLogs', 'meals', 'mealPlans', 'mealLogs', 'notifications', 'onboarding'];

/** A synced entity's row as its declaration types it (the zod row's output). */
export type RowOf<N extends EntityName> = Extract<Entity, { name: N }> extends EntityDecl<N, infer R> ? R : never;

/** The row as the device holds it: the declared row, plus the field clocks of its editable fields (architecture: "Conflicts"). */
export type DeviceRow<N extends EntityName> = RowOf<N> & { clocks?: Record<string, string> };

/** A store per declared entity, typed from its declaration: `db.payments`, `db.sessions`, ... */
export type EntityTables = { [N in EntityName]: EntityTable<DeviceRow<N>, 'id'> };

/** Any synced row, for the sync layer's code that works on every table alike (rebase, the LocalTx). */
export type AnyRow = Record<string, unknown> & { id: string };

// The declared stores as typed properties of the database (Dexie makes a property of each store when it opens).
export interface RepwiseDb extends EntityTables {}

/**
 * The device's database: one per signed-in user (architecture: "One Dexie
 * database per signed-in user"). The synced tables mirror the server's rows
 * visible to the user (plus pending local changes); the rest is the sync
 * engine's own state. Plain Dexie, no DOM: the worker and Node tests open it
 * too.
 */
export class RepwiseDb extends Dexie {
  profile!: EntityTable<ProfileRow, 'id'>;

  outbox!: EntityTable<OutboxEntry, 'mutationId'>;
  rejected!: EntityTable<RejectedMutation, 'mutationId'>;
  pendingRows!: EntityTable<PendingRow, 'key'>;
  syncMeta!: Table<SyncMeta, string>;
  notices!: EntityTable<SyncNoticeRow, 'key'>;
  photoFiles!: EntityTable<PhotoFileRow, 'key'>;
  photoUploads!: EntityTable<PhotoUploadRow, 'key'>;

  constructor(name: string, options?: DexieOptions) {
    super(name, options);
    this.version(2).stores({ ...ENGINE_STORES, ...ENTITY_STORES, ...Object.fromEntries(DROPPED_IN_V2.map((n) => [n, null])) });
    // Version 3 brings back, as declared entities, the stores version 2 dropped (the sessions area's; exerciseLogs since the workout area,
    // whose new stores need no version of their own: Dexie 4 upgrades a changed schema by itself, see above).
    this.version(3).stores({ ...ENGINE_STORES, ...PHOTO_FILE_STORES, ...ENTITY_STORES });
  }

  /** A synced entity's store, typed from its declaration. */
  synced<N extends EntityName>(name: N): EntityTables[N] {
    return this.table(name) as EntityTables[N];
  }

  /** Any synced table's store, untyped: for the sync layer's code that treats every table alike. */
  rows(name: SyncTableName): Table<AnyRow, string> {
    return this.table(name);
  }

  /** Every synced table (for transactions that touch any of them). */
  syncedTables(): Table[] {
    return ['profile', ...DEVICE_ENTITIES.map((e) => e.name)].map((n) => this.table(n));
  }
}

export const userDbName = (userId: string) => `repwise-${userId}`;

/**
 * Opens (creating on first use) the database of one signed-in user. Tests
 * pass fake-indexeddb's indexedDB and IDBKeyRange in options.
 */
export function openUserDb(userId: string, options?: DexieOptions): RepwiseDb {
  return new RepwiseDb(userDbName(userId), options);
}

/** Removes a user's local database (sign-out of a shared device). */
export async function deleteUserDb(userId: string, options?: DexieOptions): Promise<void> {
  await new RepwiseDb(userDbName(userId), options).delete();
}
