import Dexie, { type DexieOptions, type EntityTable, type Table } from 'dexie';
import { DEVICE_ENTITIES } from '../../domain/device-entities';
import type { EntityName } from '../../domain/entities';
import type { SyncTableName } from '../../domain/protocol/tables';
import type { BlockExerciseRow, ClientRow, ExerciseRow, PlanBlockRow, ProfileRow, TrainingPlanRow, WeightLogRow } from '../../domain/protocol/rows';
import type { OutboxEntry, PendingRow, RejectedMutation, SyncMeta, SyncNoticeRow } from './types';

/** The engine's own stores, beside the synced ones. */
const ENGINE_STORES = {
  profile: 'id',
  outbox: 'mutationId, status',
  rejected: 'mutationId',
  pendingRows: 'key, table',
  syncMeta: 'key',
  notices: 'key, at',
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

/**
 * The device's database: one per signed-in user (architecture: "One Dexie
 * database per signed-in user"). The synced tables mirror the server's rows
 * visible to the user (plus pending local changes); the rest is the sync
 * engine's own state. Plain Dexie, no DOM: the worker and Node tests open it
 * too.
 */
export class RepwiseDb extends Dexie {
  profile!: EntityTable<ProfileRow, 'id'>;
  clients!: EntityTable<ClientRow, 'id'>;
  exercises!: EntityTable<ExerciseRow, 'id'>;
  trainingPlans!: EntityTable<TrainingPlanRow, 'id'>;
  planBlocks!: EntityTable<PlanBlockRow, 'id'>;
  blockExercises!: EntityTable<BlockExerciseRow, 'id'>;
  weightLogs!: EntityTable<WeightLogRow, 'id'>;

  outbox!: EntityTable<OutboxEntry, 'mutationId'>;
  rejected!: EntityTable<RejectedMutation, 'mutationId'>;
  pendingRows!: EntityTable<PendingRow, 'key'>;
  syncMeta!: Table<SyncMeta, string>;
  notices!: EntityTable<SyncNoticeRow, 'key'>;

  constructor(name: string, options?: DexieOptions) {
    super(name, options);
    this.version(2).stores({ ...ENGINE_STORES, ...ENTITY_STORES, ...Object.fromEntries(DROPPED_IN_V2.map((n) => [n, null])) });
    // Version 3 brings back, as declared entities, the stores version 2 dropped (the sessions area's; exerciseLogs since the workout area,
    // whose new stores need no version of their own: Dexie 4 upgrades a changed schema by itself, see above).
    this.version(3).stores({ ...ENGINE_STORES, ...ENTITY_STORES });
  }

  /** The Dexie table holding a synced table's rows. */
  synced(name: SyncTableName): Table<Record<string, unknown> & { id: string }, string> {
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
