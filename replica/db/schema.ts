import Dexie, { type DexieOptions, type EntityTable, type Table } from 'dexie';
import { SYNC_TABLES, type SyncTableName } from '../../domain/protocol/tables';
import type {
  BlockExerciseRow,
  ClientRow,
  ExerciseCategoryRow,
  ExerciseLogRow,
  ExerciseRow,
  MealLogRow,
  MealPlanRow,
  MealRow,
  NotificationRow,
  OnboardingRow,
  OutboxEntry,
  PendingRow,
  PlanBlockRow,
  ProfileRow,
  RejectedMutation,
  SeriesExceptionRow,
  SeriesRow,
  SessionRow,
  SyncMeta,
  TrainingPlanRow,
  WeightLogRow,
} from './types';

/**
 * The device's database: one per signed-in user (architecture: "One Dexie
 * database per signed-in user"). The synced tables mirror the server's rows
 * visible to the user (plus pending local changes); the rest is the sync
 * engine's own state. Plain Dexie, no DOM: the worker and Node tests open it
 * too. Add indexes only in a new version() block.
 */
export class RepwiseDb extends Dexie {
  profile!: EntityTable<ProfileRow, 'id'>;
  clients!: EntityTable<ClientRow, 'id'>;
  exercises!: EntityTable<ExerciseRow, 'id'>;
  exerciseCategories!: EntityTable<ExerciseCategoryRow, 'id'>;
  trainingPlans!: EntityTable<TrainingPlanRow, 'id'>;
  planBlocks!: EntityTable<PlanBlockRow, 'id'>;
  blockExercises!: EntityTable<BlockExerciseRow, 'id'>;
  sessions!: EntityTable<SessionRow, 'id'>;
  series!: EntityTable<SeriesRow, 'id'>;
  seriesExceptions!: EntityTable<SeriesExceptionRow, 'id'>;
  exerciseLogs!: EntityTable<ExerciseLogRow, 'id'>;
  weightLogs!: EntityTable<WeightLogRow, 'id'>;
  meals!: EntityTable<MealRow, 'id'>;
  mealPlans!: EntityTable<MealPlanRow, 'id'>;
  mealLogs!: EntityTable<MealLogRow, 'id'>;
  notifications!: EntityTable<NotificationRow, 'id'>;
  onboarding!: EntityTable<OnboardingRow, 'id'>;

  outbox!: EntityTable<OutboxEntry, 'mutationId'>;
  rejected!: EntityTable<RejectedMutation, 'mutationId'>;
  pendingRows!: EntityTable<PendingRow, 'key'>;
  syncMeta!: Table<SyncMeta, string>;

  constructor(name: string, options?: DexieOptions) {
    super(name, options);
    this.version(1).stores({
      profile: 'id',
      clients: 'id, trainerId, name',
      exercises: 'id, categoryId, title, source',
      exerciseCategories: 'id',
      trainingPlans: 'id, clientId, type',
      planBlocks: 'id, planId',
      blockExercises: 'id, blockId, exerciseId',
      sessions: 'id, date, clientId, seriesId',
      series: 'id, clientId',
      seriesExceptions: 'id, seriesId, occurrenceDate',
      exerciseLogs: 'id, sessionId, exerciseId, clientId, loggedAt',
      weightLogs: 'id, clientId, loggedAt, [clientId+loggedAt]',
      meals: 'id, title',
      mealPlans: 'id, clientId',
      mealLogs: 'id, clientId, loggedAt',
      notifications: 'id, createdAt, readAt',
      onboarding: 'id',
      outbox: 'mutationId, status',
      rejected: 'mutationId',
      pendingRows: 'key, table',
      syncMeta: 'key',
    });
  }

  /** The Dexie table holding a synced entity. */
  synced(name: SyncTableName): Table<Record<string, unknown> & { id: string }, string> {
    return this.table(name);
  }

  /** Every synced table (for transactions that touch any of them). */
  syncedTables(): Table[] {
    return SYNC_TABLES.map((n) => this.table(n));
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
